/**
 * The set-up of the desk's browser tests: the file's browser, and in it the local superadmin
 * signed in (a desktop-sized window) before the file's tests, signed out again after them.
 * `page` and `context` are that signed-in tab and its browser context, for the file that
 * called useSuperadminDesk (each test file has its own copy of this module).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { signIn } from "./auth";
import { newContext, useBrowser } from "./browser";

/** The seed's local superadmin (never present outside a local database). */
export const SUPERADMIN = { email: "staff@example.com", password: "staff-desk-local-only" };

// Bound when the file's tests start; read through the import, so always the current ones.
export let context: BrowserContext;
export let page: Page;

/**
 * Signs the superadmin in before the file's tests (in a context with `options` besides the
 * desktop window: a locale, a time zone); the file's browser, for other visitors' contexts.
 */
export function useSuperadminDesk(options: Parameters<Browser["newContext"]>[0] = {}): () => Browser {
  const browser = useBrowser();
  beforeAll(async () => {
    context = await newContext(browser(), { viewport: { width: 1280, height: 900 }, ...options });
    page = await context.newPage();
    await signIn(page, SUPERADMIN);
  });
  afterAll(async () => {
    await context?.close();
  });
  return browser;
}
