/**
 * What a screen-reader user gets beyond axe: a client-side navigation moves focus to the new
 * page's heading and says its title once; back and forward restore the scroll position.
 * One browser and one page for the file; keys only, no mouse.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext, useBrowser } from "./browser";

const browser = useBrowser();
let context: BrowserContext;
let page: Page;

/** React has hydrated the page once main carries its fiber: client-side navigation works from then on. */
export async function waitForHydration(target: Page) {
  await target.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Role, accessible name and text of the focused element, as the accessibility tree has them. */
export async function focused(target: Page) {
  return target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim(), id: element?.id };
  });
}

async function announcements(target: Page): Promise<string[]> {
  return target.locator("[data-route-announcer] > *").allTextContents();
}

beforeAll(async () => {
  context = await newContext(browser());
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

describe("route announcer", () => {
  it("moves focus to the new h1 and announces the title once; back restores the scroll position", async () => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(announcements(page)).resolves.toEqual([]);
    const homeTitle = await page.title();
    const homeHeading = await page.locator("main h1").textContent();

    // Footer link, reached from the bottom of the page: the scroll position is worth keeping.
    const footerLink = page.locator("footer").getByRole("link", { name: "Site map" });
    await footerLink.focus();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/sitemap");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");

    const heading = await page.locator("main h1").textContent();
    expect((await focused(page)).text).toBe(heading?.trim());
    const title = await page.title();
    await page.waitForFunction((expected) => document.querySelector("[data-route-announcer]")?.textContent === expected, title);
    await expect(announcements(page)).resolves.toEqual([title]);
    await expect(page.locator("[data-route-announcer]").getAttribute("aria-live")).resolves.toBe("polite");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.goBack();
    await page.waitForFunction((expected) => document.querySelector("[data-route-announcer]")?.textContent === expected, homeTitle);
    await expect(announcements(page)).resolves.toEqual([homeTitle]);
    expect(await focused(page)).toMatchObject({ tag: "h1", text: homeHeading?.trim() });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeCloseTo(scrolledTo, -1);
  });
});
