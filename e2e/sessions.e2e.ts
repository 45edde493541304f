/**
 * 'Where you are signed in' on Account Preferences, in Chromium against the built site, with
 * browsers that each keep their own cookies: a session ended from another browser is signed
 * out at its next page load; 'Sign out everywhere else' ends every other browser and keeps
 * this one, and the sign-in history says so.
 */
import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { registerAndSignIn, signIn, uniqueEmail } from "./auth";

const browser = useBrowser();
/** Registering and signing in three browsers takes more than the default minute on a busy machine. */
const JOURNEY_MS = 120_000;
const PASSWORD = "quiet meadow lantern";

const sessionsRegion = (page: Page) => page.getByRole("region", { name: "Where you are signed in" });
/** One item per live session; the region's other list (the sign-in history) is not counted. */
const sessionItems = (page: Page) => sessionsRegion(page).locator("ul.session-list > li");

/** A fresh account for each test, so no session of another test is listed. */
async function signedInBrowsers(count: number): Promise<{ email: string; contexts: BrowserContext[]; pages: Page[] }> {
  const email = uniqueEmail("sessions");
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  for (let index = 0; index < count; index++) {
    const context = await newContext(browser() as Browser);
    const page = await context.newPage();
    if (index === 0) await registerAndSignIn(page, { email, password: PASSWORD });
    else await signIn(page, { email, password: PASSWORD });
    contexts.push(context);
    pages.push(page);
  }
  return { email, contexts, pages };
}

/** Loads an account page in that browser: true when it shows, false when the browser is sent to sign in. */
async function opensAccountPage(page: Page): Promise<boolean> {
  await page.goto("/account/preferences");
  return new URL(page.url()).pathname === "/account/preferences";
}

/** The success message answering the form: a status the page moves focus to as it loads. */
async function expectAnnounced(page: Page, message: string) {
  const status = sessionsRegion(page).getByRole("status");
  await expect(status.textContent()).resolves.toContain(message);
  await expect(status.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))).resolves.toBe(true);
}

describe("where you are signed in", () => {
  it(
    "signs out a session of another browser, which is sent to sign in at its next page load",
    async () => {
      const { contexts, pages } = await signedInBrowsers(2);
      const [page, other] = pages as [Page, Page];
      await page.goto("/account/preferences");
      // Registering signs the first browser in too: count from what is listed now, then the other browser's own session.
      const before = await sessionItems(page).count();
      expect(before).toBeGreaterThanOrEqual(2);
      await expect(sessionItems(page).filter({ hasText: "(This device)" }).count()).resolves.toBe(1);
      await expect(sessionItems(page).first().getByRole("heading", { level: 3 }).textContent()).resolves.toMatch(/Chrom(e|ium) \d+ on Linux \(This device\)/);
      await expectNoAxeViolations(page, "with the sessions listed");

      // The other browser's session is the one used most recently after this one: listed second.
      await other.goto("/account");
      await page.reload();
      const target = sessionItems(page).nth(1);
      await expect(target.textContent()).resolves.not.toContain("(This device)");
      await Promise.all([page.waitForEvent("load"), target.getByRole("button", { name: /^Sign out / }).click()]);
      await expectAnnounced(page, "That session has been signed out.");
      await expect(sessionItems(page).count()).resolves.toBe(before - 1);

      await expect(opensAccountPage(other)).resolves.toBe(false);
      await other.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor({ timeout: 10_000 });
      await expect(opensAccountPage(page)).resolves.toBe(true);
      await expectNoAxeViolations(page, "after a session was signed out");
      for (const context of contexts) await context.close();
    },
    JOURNEY_MS,
  );

  it(
    "signs out everywhere else, keeping this browser, and the sign-in history shows it",
    async () => {
      const { contexts, pages } = await signedInBrowsers(3);
      const [first, second, page] = pages as [Page, Page, Page];
      await page.goto("/account/preferences");
      await expect(sessionItems(page).count()).resolves.toBeGreaterThanOrEqual(3);
      await Promise.all([page.waitForEvent("load"), sessionsRegion(page).getByRole("button", { name: "Sign out everywhere else" }).click()]);
      await expectAnnounced(page, "Every other browser and device has been signed out.");
      await expect(sessionItems(page).count()).resolves.toBe(1);
      await expect(sessionItems(page).first().textContent()).resolves.toContain("(This device)");
      await expect(sessionsRegion(page).getByRole("button", { name: "Sign out everywhere else" }).count()).resolves.toBe(0);
      await expect(sessionsRegion(page).locator("ul.sign-in-history > li").first().textContent()).resolves.toContain("Every other session was signed out");

      for (const ended of [first, second]) {
        await expect(opensAccountPage(ended)).resolves.toBe(false);
        await ended.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor({ timeout: 10_000 });
      }
      await expect(opensAccountPage(page)).resolves.toBe(true);
      for (const context of contexts) await context.close();
    },
    JOURNEY_MS,
  );
});
