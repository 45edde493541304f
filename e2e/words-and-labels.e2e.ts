/**
 * Words a careful reader meets, read as a screen reader reads them: the dealer locator asks to
 * choose a country (not 'Country must be a number') on the page and through the API, the
 * legacy downloads' pickers are required rather than '(optional)', empty cells of the premium
 * students' and the staff Inbox's tables say what is missing rather than 'None', and the calling
 * help names a contact's states as the address book does.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAndSignIn, signIn, uniqueEmail } from "./auth";
import { newContext, useBrowser } from "./browser";

const browser = useBrowser();

/** The texts of a table's body cells. */
const cells = (page: Page, table = "table") => page.locator(`${table} tbody td`).allTextContents();

describe("the dealer locator", () => {
  it("asks to choose a country when none is chosen, on the page and through the API", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact/dealer/locate");
    await page.getByRole("button", { name: "Locate Dealer" }).click();
    await page.waitForURL(/submitted=1/);
    const error = page.locator(".field-error");
    await expect(error.textContent()).resolves.toContain("Choose a country");
    await expect(page.locator("main").textContent()).resolves.not.toContain("must be a number");
    // The field itself carries the message, as a screen reader hears it on the select.
    const country = page.getByLabel("Country", { exact: true });
    const described = await country.evaluate((select) =>
      (select.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    expect(described).toContain("Choose a country");
    await context.close();

    // The API answers the same words, in the visitor's language too.
    const api = await newContext(browser());
    const apiPage = await api.newPage();
    await apiPage.goto("/contact/dealer/locate");
    const answers = await apiPage.evaluate(async () => {
      const ask = async (locale: string) => {
        const response = await fetch(`/api/v1/dealer-locate/fetch-dealers?locale=${locale}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ country: "" }),
        });
        return { status: response.status, body: (await response.json()) as { errors?: Record<string, { errors: string[] }> } };
      };
      return { en: await ask("en-gb"), de: await ask("de-de") };
    });
    expect(answers.en.status).toBe(422);
    expect(answers.en.body.errors?.country?.errors).toEqual(["Choose a country"]);
    expect(answers.de.body.errors?.country?.errors).toEqual(["Land auswählen"]);
    await api.close();
  });
});

describe("the legacy downloads page", () => {
  it("marks its product and version pickers as required, not '(optional)'", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/support/legacy-demos");
    for (const name of ["Product", "Version"]) {
      const select = page.getByRole("combobox", { name, exact: true });
      await expect(select.count(), `a picker named exactly "${name}"`).resolves.toBe(1);
      await expect(select.evaluate((element) => element instanceof HTMLSelectElement && element.required)).resolves.toBe(true);
    }
    await expect(page.locator("form .field__optional").count()).resolves.toBe(0);
    await context.close();
  });
});

describe("empty table cells", () => {
  it("say what is missing in the premium students' table", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, { email: "helen.marsh@hollybrook.sch.uk", password: "Hollybrook-Reader-2026" });
    await page.goto("/account/easyreader-premium/students");
    await page.locator("table tbody tr").first().waitFor();
    const texts = (await cells(page)).map((text) => text.trim());
    expect(texts).not.toContain("None");
    expect(texts).toContain("No address given");
    await context.close();
  }, 120_000);

  it("say what is missing in the staff Inbox's table", async () => {
    // A contact message names no product.
    const visitor = await newContext(browser());
    const form = await visitor.newPage();
    await form.goto("/contact");
    await form.waitForLoadState("networkidle");
    await form.getByLabel("Your name").fill("Robin Keys");
    await form.getByLabel("Email address").fill(uniqueEmail("inbox-words"));
    await form.getByLabel("Subject").fill("A question without a product");
    await form.getByLabel("Your message").fill("Which of your products reads PDF files aloud?");
    await form.getByLabel("I agree to the privacy policy and terms").check();
    await form.getByRole("button", { name: "Send Request" }).click();
    await form.locator(".alert--success").waitFor();
    await visitor.close();

    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, { email: "staff@example.com", password: "staff-desk-local-only" });
    await page.goto("/staff/inbox");
    await page.locator("table tbody tr").first().waitFor();
    const texts = (await cells(page)).map((text) => text.trim());
    expect(texts).not.toContain("None");
    expect(texts).toContain("No product named");
    await context.close();
  }, 120_000);
});

describe("the calling help", () => {
  it("names a contact's states in the address book's words", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("help-words"), password: "a long help passphrase" });
    await page.goto("/account/video-calling/help");
    const item = page.locator("main li").filter({ hasText: "Each contact shows" });
    await expect(item.textContent()).resolves.toContain("Not reachable yet");
    await context.close();
  }, 180_000);
});
