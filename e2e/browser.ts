/**
 * Shared helpers of the browser tests: Debian's Chromium driven by playwright-core, the
 * site's address, axe checks (WCAG 2.2 A and AA), and a query into the test database.
 */
import { createHash } from "node:crypto";
import { basename } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { queryDatabase } from "./database.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-gpu",
  "--no-first-run",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

/**
 * The site this test worker drives: each worker has its own site and database
 * (e2e/global-setup.ts), chosen by the worker's pool id (1, 2, …).
 */
function ownSite(): { baseURL: string; persistTo: string } {
  const sites = inject("sites");
  const slot = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % sites.length;
  const site = sites[slot];
  if (!site) throw new Error("no test site was started for this worker");
  return site;
}

export function baseURL(): string {
  return ownSite().baseURL;
}

/** One browser per test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser has not started");
    return browser;
  };
}

/**
 * The address a test file's visitors come from: one of the IPv6 documentation range, named
 * after the file. Rate limits are kept per address in fixed windows of wall-clock time, so if
 * every file came from one address, whether a file's forms were refused would depend on how
 * many forms the files before it had sent in the same window.
 */
export function visitorAddress(): string {
  const file = basename(expect.getState().testPath ?? "unknown");
  const hash = createHash("sha256").update(file).digest("hex");
  return `2001:db8:${hash.slice(0, 4)}:${hash.slice(4, 8)}::1`;
}

/** A browser context on the site, visiting from the test file's own address unless told otherwise. */
export async function newContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), ...options, extraHTTPHeaders: { "cf-connecting-ip": visitorAddress(), ...options.extraHTTPHeaders } });
}

/** Asserts that axe finds no WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, context = "") {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Runs SQL against this worker's test database (e2e/database.ts): the rows it answers. */
export function queryDb<T = Record<string, unknown>>(sql: string): T[] {
  return queryDatabase<T>(ownSite().persistTo, sql);
}
