/**
 * Shared helpers of the browser tests: Debian's Chromium driven by playwright-core, the
 * site's address, axe checks (WCAG 2.2 A and AA), and a query into the test database.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { basename, join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { ROOT } from "../scripts/local-db.ts";

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

export function baseURL(): string {
  return inject("baseURL");
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

/**
 * Runs SQL against the test database (through wrangler, as the site itself sees it). The
 * running site holds the same SQLite file, so a query that meets one of its writes is told the
 * database is busy: it is tried again a few times rather than failing the test.
 */
export function queryDb<T = Record<string, unknown>>(sql: string): T[] {
  const run = () =>
    spawnSync(
      join(ROOT, "node_modules", ".bin", "wrangler"),
      ["d1", "execute", "DB", "--local", "--json", "--command", sql, "--config", join(ROOT, "wrangler.toml"), "--persist-to", inject("persistTo")],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
    );
  let result = run();
  for (let attempt = 1; attempt < 5 && result.status !== 0 && /SQLITE_BUSY|database is locked/.test(`${result.stdout}${result.stderr}`); attempt++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
    result = run();
  }
  if (result.status !== 0) throw new Error(`query failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}
