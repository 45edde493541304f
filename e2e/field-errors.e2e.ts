/**
 * One rule for a field an error names, wherever the error comes from: the field is
 * aria-invalid and described by its message beside it, so following the error summary's link
 * lands on a field that says what is wrong. Checked on the contact and support forms (the
 * form's script's required-field check, the same on every page: e2e/calling.e2e.ts checks it on
 * the address book's Add Contact), and on the server's answer without any script, whose title
 * says 'Error: ' and whose summary takes focus as the page loads.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { waitForEnhancement } from "./enhancement";

const browser = useBrowser();

/** What a screen reader hears of a field: whether it is invalid, and the texts that describe it. */
function fieldState(page: Page, id: string) {
  return page.evaluate((fieldId) => {
    const field = document.getElementById(fieldId);
    const described = (field?.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    return {
      invalid: field?.getAttribute("aria-invalid") ?? null,
      description: described.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing ${id})`).join(" | "),
    };
  }, id);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || "");

describe("a field named by an error", () => {
  it.each([
    { form: "contact", path: "/contact", empty: ["name", "email", "subject", "message"] },
    { form: "support request", path: "/contact/support", empty: ["name", "email", "product"] },
  ])("is marked invalid with its message beside it on the $form form (enhancement's check)", async ({ path, empty }) => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(path);
    await waitForEnhancement(page);
    await page.locator("main").getByRole("button", { name: "Send Request" }).click();
    await page.locator(".error-summary").waitFor();
    for (const id of empty) {
      const state = await fieldState(page, id);
      expect(state.invalid, id).toBe("true");
      expect(state.description, id).toMatch(/Error: .* field empty/);
    }
    // The summary's link lands on a field announced as wrong.
    await page.locator(".error-summary a").first().click();
    const landed = await focusedId(page);
    expect(empty).toContain(landed);
    expect((await fieldState(page, landed)).invalid).toBe("true");
    // Filled in and sent again, the field is no longer marked.
    await page.locator(`#${empty[0]}`).fill(empty[0] === "email" ? "a@example.com" : "Filled");
    await page.locator("main").getByRole("button", { name: "Send Request" }).click();
    await page.locator(".error-summary").waitFor();
    expect((await fieldState(page, empty[0]!)).invalid).toBeNull();
    expect((await fieldState(page, empty[1]!)).invalid).toBe("true");
    await expectNoAxeViolations(page, `on ${path} with the marked fields`);
    await context.close();
  });

  it("is marked by the server without any script, and the answer's title and focus say there is an error", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const title = await page.title();
    await page.getByLabel("Your name", { exact: true }).fill("No Script");
    await page.locator("main").getByRole("button", { name: "Send Request" }).click();
    await page.locator(".error-summary").waitFor();
    await expect(page.title()).resolves.toBe(`Error: ${title}`);
    await expect(page.evaluate(() => document.activeElement?.classList.contains("error-summary"))).resolves.toBe(true);
    expect((await fieldState(page, "email")).invalid).toBe("true");
    expect((await fieldState(page, "email")).description).toMatch(/^Error: /);
    expect((await fieldState(page, "name")).invalid).toBeNull();
    await context.close();
  });
});
