/**
 * No interface text outside the catalogues: every page of the route walk, and the signed-in
 * pages (account, calling, premium, the staff desk), rendered in the pseudo-locale, shows only
 * catalogue messages, content marked with its language, names marked `translate="no"`, dates
 * and numbers (e2e/i18n.ts says how each is told apart).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_SECTIONS } from "../common/staff";
import { ACCOUNT_ROUTES } from "../common/routes/account";
import { PREMIUM_ROUTES } from "../common/routes/premium";
import { STAFF_ROUTES } from "../common/routes/staff";
import { signIn } from "./auth";
import { newContext, useBrowser } from "./browser";
import { textOutsideCatalogues } from "./i18n";
import { ROUTE_WALK, seed } from "./walk-paths";

const browser = useBrowser();
const PSEUDO = "/en-xa";
const STAFF = { email: "staff@example.com", password: "staff-desk-local-only" };

/** Pages of the walk with a page to read (not files, not other locales' copies). */
const SIGNED_OUT = ROUTE_WALK.map((walk) => walk.path).filter((path) => !/^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(path) && !/\.(txt|xml)$|^\/rss/.test(path));

const SIGNED_IN = [
  ACCOUNT_ROUTES.AccountDashboard,
  ACCOUNT_ROUTES.AccountPreferences,
  ACCOUNT_ROUTES.AccountLicences,
  ACCOUNT_ROUTES.AccountAddressBook,
  ACCOUNT_ROUTES.AccountHelp,
  ACCOUNT_ROUTES.AccountCallSettings,
  ACCOUNT_ROUTES.Call,
  PREMIUM_ROUTES.PremiumStatus,
  STAFF_ROUTES.StaffHome,
  ...STAFF_SECTIONS.map((section) => STAFF_ROUTES[section.route]),
  // A translation's editor: the English beside each field, marked as English.
  `/staff/translations/article/${seed.article.id}/fr`,
];

function pseudoPath(path: string): string {
  return path === "/" ? PSEUDO : `${PSEUDO}${path}`;
}

async function expectOnlyCatalogueText(page: Page, path: string) {
  await page.goto(pseudoPath(path), { waitUntil: "load" });
  const stray = await textOutsideCatalogues(page);
  expect(stray, `text outside the catalogues on ${pseudoPath(path)} (landed on ${new URL(page.url()).pathname})`).toEqual([]);
}

describe("pseudo-locale, signed out", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(SIGNED_OUT)("%s", async (path) => expectOnlyCatalogueText(page, path), 60_000);
});

describe("pseudo-locale, signed in as staff", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser());
    page = await context.newPage();
    await signIn(page, STAFF);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it.each(SIGNED_IN)("%s (signed in)", async (path) => expectOnlyCatalogueText(page, path), 60_000);
});
