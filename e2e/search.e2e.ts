/**
 * The site search in Chromium: with JavaScript the header's field is a combobox worked by
 * keyboard alone (suggestions, the count said, Down, Escape, Enter), and Enter with nothing
 * chosen opens the full results page.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";

const browser = useBrowser();

describe("the header's search with JavaScript", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser(), { javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("suggests pages as a combobox worked by keyboard: the count said, Down chooses, Escape closes, Enter opens", async () => {
    await page.goto("/contact");
    const field = page.getByRole("combobox", { name: "Search" });
    await field.focus();
    await page.keyboard.type("supernova", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await list.waitFor();
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    const status = page.locator("#site-search-status");
    await expect.poll(() => status.textContent()).toMatch(/^\d+ suggestions?\. Use the arrow keys/);
    await page.keyboard.press("Escape");
    expect(await list.isHidden()).toBe(true);
    expect(await field.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("ArrowDown");
    await list.waitFor();
    await page.keyboard.press("ArrowDown");
    const chosen = page.getByRole("option", { selected: true });
    expect(await field.getAttribute("aria-activedescendant")).toBe(await chosen.getAttribute("id"));
    const title = (await chosen.locator("span").first().textContent())!;
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => !url.pathname.startsWith("/contact"));
    expect(await page.title()).toContain(title.split(":")[0]!);

    // With nothing chosen, Enter opens the full results page.
    await page.getByRole("combobox", { name: "Search" }).fill("braille");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=braille/);
    expect(await page.locator("#search-status").textContent()).toMatch(/results? for "braille"/);
  });
});
