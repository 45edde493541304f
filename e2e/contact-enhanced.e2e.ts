/**
 * The contact page is served without framework JavaScript: its form posts
 * natively, the enhancement script gets the human check's token first, and the result of the
 * post is focused, so it is heard at once. With JavaScript off the form still sends. The
 * message's character count is shown, and said at its thresholds, in the page's language.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();

const SUCCESS_START = "We read all messages and will make sure it’s handled by the right team...";

/** Opens /contact and returns the scripts the page load fetched, by path. */
async function openContact(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  return scripts;
}

/** Types into the field with this label, reaching it by Tab from the one before. */
async function fillByKeyboard(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(value);
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    className: document.activeElement?.className ?? "",
    text: document.activeElement?.textContent?.trim() ?? "",
    role: document.activeElement?.getAttribute("role"),
  }));

describe("contact page without framework JavaScript", () => {
  it("loads only the enhancement script, with no axe violations", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts = await openContact(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/page-enhancements-[\w-]+\.js$/);
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await expectNoAxeViolations(page, "on /contact without the framework");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a complete message by keyboard, with the human check, and focuses the confirmation", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openContact(page);
    const tokens: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/recaptcha/token")) tokens.push(request.url());
    });
    await fillByKeyboard(page, "Your name", "Keyboard Kim");
    await page.keyboard.press("Tab");
    await page.keyboard.type("keyboard.enhanced@example.com");
    await fillByKeyboard(page, "Subject", "Braille display support");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Does SuperNova work with a 40-cell display?");
    await page.getByLabel("I agree to the privacy policy and terms").focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Send Request" }).focus();
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
    await page.waitForLoadState("networkidle");
    // The fresh token came from the local check's endpoint.
    expect(tokens.length).toBe(1);
    const now = await focused(page);
    expect(now.className).toContain("alert--success");
    expect(now.role).toBe("status");
    expect(now.text).toContain(SUCCESS_START);
    await expect(page.getByLabel("Your name", { exact: true }).inputValue()).resolves.toBe("");
    expect(queryDb("SELECT id FROM support_messages WHERE email = 'keyboard.enhanced@example.com'")).toHaveLength(1);
    await expectNoAxeViolations(page, "with the confirmation");
    await context.close();
  });

  it("lists empty fields in a focused error summary and sends nothing", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openContact(page);
    await page.getByLabel("Your name", { exact: true }).fill("Only a name");
    await page.getByRole("button", { name: "Send Request" }).click();
    const now = await focused(page);
    expect(now.className).toContain("error-summary");
    expect(now.text).toContain("Email address field empty");
    expect(now.text).toContain("Your message field empty");
    expect(now.text).not.toContain("Your name field empty");
    await expect(page.title()).resolves.toMatch(/^Error: /);
    // Each item leads to its field.
    await page.getByRole("link", { name: "Email address field empty" }).click();
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe("email");
    await expectNoAxeViolations(page, "with the error summary");
    await context.close();
  });

  it("shows the server's per-field errors in a focused summary after a bad message", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openContact(page);
    await page.getByLabel("Your name", { exact: true }).fill("Bad Address");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Subject").fill("Question");
    await page.getByLabel("Your message").fill("Which displays work?");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Send Request" }).click()]);
    await page.waitForLoadState("networkidle");
    const now = await focused(page);
    expect(now.className).toContain("error-summary");
    expect(now.text).toContain("Email must be a valid email address");
    await expect(page.locator(".field-error").first().textContent()).resolves.toContain("Email must be a valid email address");
    // What was typed comes back.
    await expect(page.getByLabel("Subject").inputValue()).resolves.toBe("Question");
    await expectNoAxeViolations(page, "with the server's errors");
    await context.close();
  });

  it("still sends with JavaScript off", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Your name", { exact: true }).fill("No Script");
    await page.getByLabel("Email address").fill("noscript.enhanced@example.com");
    await page.getByLabel("Subject").fill("Large print");
    await page.getByLabel("Your message").fill("Do you sell large-print keyboard stickers?");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.locator(".alert--success").textContent()).resolves.toContain(SUCCESS_START);
    expect(queryDb("SELECT id FROM support_messages WHERE email = 'noscript.enhanced@example.com'")).toHaveLength(1);
    await context.close();
  });

  describe("the message's character count", () => {
    /**
     * Types towards the message's limit and past it, and returns what the count showed and
     * what its polite live region said at each step (every change of the region, so a count
     * said twice or on every key would show).
     */
    async function typeTowardsTheLimit(page: Page, label: string) {
      const field = page.getByLabel(label, { exact: true });
      const shown = () => page.locator("#message-count").textContent();
      await page.evaluate(() => {
        const region = document.querySelector("[data-character-count-announcer]")!;
        const said: string[] = [];
        (window as unknown as { said: string[] }).said = said;
        new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true, characterData: true, subtree: true });
      });
      const steps: string[] = [];
      const step = async (act: () => Promise<void>) => {
        await act();
        steps.push((await shown()) ?? "");
      };
      await step(() => field.fill("a".repeat(899)));
      await field.press("End");
      await step(() => field.press("b"));
      await step(() => field.press("c"));
      await step(() => field.fill("d".repeat(999)));
      await step(() => field.press("e"));
      await step(() => field.press("f"));
      await step(() => field.fill("g".repeat(1005)));
      const said = await page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
      const over = await page.locator("#message-count").evaluate((count) => count.classList.contains("field__count--over"));
      return { steps, said, over };
    }

    it("follows every key, says the count only at its thresholds and by how much it is over", async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      await openContact(page);
      await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
      const message = page.getByLabel("Your message", { exact: true });
      // Text past the limit may be typed and is shown as too long (the server refuses it).
      await expect(message.getAttribute("maxlength")).resolves.toBeNull();
      await expect(page.locator("#message-count").textContent()).resolves.toBe("You have 1000 characters remaining");
      await expect(message.evaluate((field) => field.getAttribute("aria-describedby")?.split(" "))).resolves.toContain("message-count");
      const withoutFramework = await typeTowardsTheLimit(page, "Your message");
      expect(withoutFramework.steps).toEqual([
        "You have 101 characters remaining",
        "You have 100 characters remaining",
        "You have 99 characters remaining",
        "You have 1 character remaining",
        "You have 0 characters remaining",
        "You have 1 character too many",
        "You have 5 characters too many",
      ]);
      expect(withoutFramework.said).toEqual([
        "You have 100 characters remaining",
        "You have 1 character remaining",
        "You have 0 characters remaining",
        "You have 1 character too many",
      ]);
      expect(withoutFramework.over).toBe(true);
      await expectNoAxeViolations(page, "with the message over its limit");

      await context.close();
    });

    it("says the count in the page's language with its plural rules", async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      await page.goto("/fr-fr/contact");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
      const label = (await page.locator("label[for=message]").innerText()).trim();
      const french = await typeTowardsTheLimit(page, label);
      // French counts 0 and 1 alike: both singular.
      expect(french.said).toEqual(["Il vous reste 100 caractères", "Il vous reste 1 caractère", "Il vous reste 0 caractère", "Vous avez 1 caractère de trop"]);
      await context.close();
    });
  });
});
