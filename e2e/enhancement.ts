/** Browser-test helpers for pages served without framework JavaScript (app/enhance/). */
import { expect } from "vitest";
import type { Page } from "playwright-core";

/** Loads `path` (expecting 200) and returns the scripts the load fetched, by path. */
export async function loadScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
  return scripts;
}

/** The page fetched the enhancement script and nothing else: no framework chunk at all. */
export function expectOnlyEnhancementScript(scripts: string[], path: string): void {
  expect(scripts, path).toHaveLength(1);
  expect(scripts[0], path).toMatch(/^\/assets\/page-enhancements-[\w-]+\.js$/);
}

/**
 * Waits until a page served without framework JavaScript has run its enhancement script (its
 * network is quiet), and asserts React never took it over: where a hydrated page's tests waited
 * for hydration, a framework-free page's wait for this.
 */
export async function waitForEnhancement(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const hydrated = await page.evaluate(() => {
    const main = document.getElementById("main-content");
    return (
      document.documentElement.getAttribute("data-hydrated") !== null || (main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber")))
    );
  });
  expect(hydrated, `${page.url()} is served without framework JavaScript`).toBe(false);
}
