/**
 * The events map's popup as a keyboard or screen-reader user meets it: 'Show on map' moves focus
 * to the event's name in the popup (not to a close button read before anything it says), the
 * popup's own 'Close' comes next, Escape or 'Close' closes it and focus goes back to the
 * 'Show on map' button that opened it; and MapLibre's zoom buttons show the site's 3 px focus ring.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, useBrowser } from "./browser";
import { focused } from "./screen-reader";

const browser = useBrowser();
const BELFAST = "Belfast user group: magnification and reading apps";

async function openEvents(page: Page) {
  await page.goto("/events");
  await page.locator(".maplibregl-canvas").waitFor();
  await page.waitForFunction(() => /^\d+ events found$/.test(document.querySelector(".events-status")?.textContent ?? ""));
}

/** Presses Enter on 'Show on map' for Belfast and waits for its popup. */
async function showBelfast(page: Page) {
  const show = page.getByRole("button", { name: `Show on map: ${BELFAST}` });
  await show.focus();
  await page.keyboard.press("Enter");
  await page.locator(".maplibregl-popup").waitFor();
  return show;
}

const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element === document.activeElement);

describe("the events map's popup", () => {
  it("takes focus on the event's name, closes with Escape or its Close button, and gives focus back to 'Show on map'", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openEvents(page);

    const show = await showBelfast(page);
    // Focus is on the event's name inside the popup: what is read first is what the popup says.
    // (The page's thread is busy drawing the map's flight without a GPU: reading it can take a while.)
    await page.waitForFunction(() => document.activeElement?.closest(".maplibregl-popup") !== null);
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(BELFAST);
    // The popup is a named group, and its Close comes next, before anything after the map.
    await expect(page.locator(".maplibregl-popup [role=group]").getAttribute("aria-labelledby")).resolves.toBeTruthy();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ role: "button", name: `Close: ${BELFAST}` });

    // Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press("Escape");
    await page.locator(".maplibregl-popup").waitFor({ state: "detached" });
    await expect(show.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(show.getAttribute("aria-pressed")).resolves.toBe("false");

    // 'Close' does the same.
    await showBelfast(page);
    await page.waitForFunction((title) => document.activeElement?.textContent?.trim() === title, BELFAST);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.locator(".maplibregl-popup").waitFor({ state: "detached" });
    await expect(show.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it("gives MapLibre's zoom buttons the site's 3 px focus ring", async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openEvents(page);
    // From the map itself, Tab reaches 'Zoom in' by keyboard, so :focus-visible applies.
    await page.locator(".maplibregl-canvas").focus();
    await page.keyboard.press("Tab");
    await expect(isFocused(page, ".maplibregl-ctrl-zoom-in")).resolves.toBe(true);
    const ring = await page.locator(".maplibregl-ctrl-zoom-in").evaluate((button) => {
      const style = getComputedStyle(button);
      return { width: style.outlineWidth, style: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(ring).toMatchObject({ width: "3px", style: "solid" });
    // The yellow field around the ring, as on every other control of the site.
    expect(ring.shadow).toContain("6px");
    await context.close();
  });
});
