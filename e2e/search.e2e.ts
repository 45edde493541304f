/**
 * The site search in Chromium: the header's field without JavaScript posts to /search, whose
 * results are grouped by kind with marked words; with JavaScript the field is a combobox worked
 * by keyboard alone (suggestions, the count said, Down, Escape, Enter); a typo gets "Did you
 * mean" and a way to support; a German search lists German content first, marked in its
 * language; /search and a no-results page pass axe.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";

const browser = useBrowser();
const GERMAN_TOPIC = "SuperNova auf Deutsch: Vergrößerung und Sprachausgabe";

describe("the site search without JavaScript", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser(), { javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("is a search landmark in the header, before the main navigation, that opens the results page", async () => {
    await page.goto("/contact");
    const landmark = page.getByRole("search", { name: "Search this site" });
    await landmark.getByRole("searchbox", { name: "Search" }).fill("braille");
    // Reached by keyboard before the main navigation's links.
    const order = await page.evaluate(() => {
      const field = document.querySelector("#site-search-q")!;
      const nav = document.querySelector("#site-navigation nav")!;
      return field.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await landmark.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=braille/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Search");
    expect(await page.locator("#search-status").textContent()).toMatch(/^\d+ results? for "braille"$/);
    const firstGroup = page.locator(".search-results__group h2").first();
    expect(await firstGroup.textContent()).toMatch(/\(\d+\)$/);
    expect(await page.locator(".search-results mark").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("filters by kind, and answers a typo with the nearest spelling and the way to support (axe clean)", async () => {
    await page.goto("/search?q=brialle");
    const suggestion = page.getByRole("link", { name: '"braille"' });
    await suggestion.waitFor();
    expect(await page.getByText('No results for "brialle".').count()).toBe(1);
    expect(await page.getByRole("link", { name: "ask our support team" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.goto("/search?q=zzqqxxyy");
    expect(await page.getByText('No results for "zzqqxxyy".').count()).toBe(1);
    expect(await page.locator("#search-status").textContent()).toBe('0 results for "zzqqxxyy"');
    await expectNoAxeViolations(page);

    await page.goto("/search?q=supernova");
    await page.getByRole("navigation", { name: "Kinds of page" }).getByRole("link", { name: /^Webinars/ }).click();
    await page.waitForURL(/kind=webinar/);
    const kinds = await page.locator(".search-results__group").evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-labelledby")));
    expect(kinds).toEqual(["search-group-webinar"]);
  });

  it("lists German content first on a German page, and marks English results as English", async () => {
    await page.goto("/de-de/search?q=supernova");
    expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");
    const webinars = page.locator("#search-group-webinar + ol .search-results__title");
    expect(await webinars.first().textContent()).toBe(GERMAN_TOPIC);
    expect(await webinars.first().getAttribute("lang")).toBeNull();
    const english = page.locator(".search-results__title[lang='en']").first();
    await english.waitFor();
    expect(await english.locator("xpath=../p[contains(@class,'search-results__meta')]").textContent()).toContain("Auf Englisch");
    await expectNoAxeViolations(page);
  });
});

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
