/**
 * The staff desk's Dealers, Accounts, and Errors and analytics in Chromium: every page passes
 * axe; by keyboard alone the local superadmin gives a DolphinID access to a dealer's zone,
 * and that dealer then enters the zone; an account is signed out everywhere after a
 * confirmation.
 */
import { describe, expect, it } from "vitest";
import { registerDolphinId, signIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb } from "./browser";
import { insertDealer } from "./dealers";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { SUPERADMIN, page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();

describe("the staff desk's Dealers, Accounts, and Errors and analytics", () => {
  it("pass axe on every page", async () => {
    const dealerId = insertDealer(`Axe Check Aids ${Date.now()}`);
    const now = Date.now();
    queryDb(
      `INSERT INTO error_reports (source, message, url, request_id, created_at) VALUES ('client', 'Script error in the chart check', '/contact', 'req-axe-${now}', ${now})`,
    );
    queryDb(
      `INSERT INTO analytics_events (event_name, event_action, event_category, created_at) VALUES ('dolphin_download', 'click', 'downloads', ${now}), ('dolphin_trial', 'click', 'downloads', ${now - 86_400_000})`,
    );

    for (const path of ["/staff/dealers", `/staff/dealers/${dealerId}`, "/staff/accounts?email=staff%40example.com", "/staff/errors"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoAxeViolations(page, path);
    }
    await page.getByRole("img", { name: /^dolphin_download: / }).waitFor();
    await page.getByRole("table", { name: "Consented analytics events per day (UTC) and event name" }).waitFor();
    // Two GET forms share the page's address; each one's answer takes focus when the page loads.
    const day = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/staff/errors?from=${day(7)}&to=${day(0)}`);
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/consented analytics events? (was|were) recorded/);
    await page.goto(`/staff/errors?search=${encodeURIComponent("chart check")}&from=${day(7)}&to=${day(0)}`);
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/1 report matches the filter/);
    await page.goto("/staff/accounts?email=staff%40example.com");
    await page.getByRole("link", { name: SUPERADMIN.email }).click();
    await page.getByRole("heading", { level: 1, name: SUPERADMIN.email }).waitFor();
    await expectNoAxeViolations(page, "an account's page");
  }, 150_000);

  it("gives a DolphinID dealer-zone access by keyboard, and the dealer enters the zone", async () => {
    const dealerName = `Keyboard Access Partners ${Date.now()}`;
    insertDealer(dealerName);
    const dealer = { email: uniqueEmail("dealer-staff"), password: "a dealer enters the zone" };
    const dealerContext = await newContext(browser());
    const dealerPage = await dealerContext.newPage();
    await registerDolphinId(dealerPage, dealer);

    await page.goto("/staff/dealers");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", /^Search/);
    await page.keyboard.type(dealerName);
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: `1 dealer matches “${dealerName}”` })
      .waitFor();
    // The search's answer is a new page: its count takes focus, so it is heard, and Tab goes on from there.
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(`1 dealer matches “${dealerName}”`);
    await pressUntil(page, "Tab", "link", dealerName);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: dealerName }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "Email address of their DolphinID");
    await page.keyboard.type(dealer.email);
    await pressUntil(page, "Tab", "button", "Grant access");
    await page.keyboard.press("Enter");
    await page.getByText(`${dealer.email} can now enter the dealer zone for ${dealerName}.`).waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: dealer.email }).count()).toBe(1);
    await expectNoAxeViolations(page, "a dealer's page after a grant");

    await signIn(dealerPage, dealer);
    await dealerPage.goto("/dealer-zone");
    await dealerPage.getByRole("button", { name: "Sign in to the Dealer Zone" }).click();
    await dealerPage.getByText(`You are signed in to the Dealer Zone for ${dealerName}.`).waitFor();
    expect((await dealerPage.goto("/dealer-zone/training"))?.status()).toBe(200);
    await dealerContext.close();

    await page.goto(`/staff/audit?search=${encodeURIComponent(dealer.email)}`);
    await expect
      .poll(() =>
        page
          .getByRole("row")
          .filter({ hasText: `Gave ${dealer.email} access to the dealer zone for ${dealerName}` })
          .count(),
      )
      .toBe(1);
  }, 150_000);

  it("signs an account out everywhere by keyboard after a confirmation", async () => {
    const holder = { email: uniqueEmail("signed-out"), password: "signed out by the desk" };
    const holderContext = await newContext(browser());
    const holderPage = await holderContext.newPage();
    await registerDolphinId(holderPage, holder);
    await signIn(holderPage, holder);

    await page.goto(`/staff/accounts?email=${encodeURIComponent(holder.email)}`);
    await page.getByRole("link", { name: holder.email }).click();
    await page.getByRole("heading", { level: 1, name: holder.email }).waitFor();
    await page.getByRole("status").filter({ hasText: "Signed in in 1 place." }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "button", `Sign out everywhere (${holder.email})`);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: `Sign ${holder.email} out everywhere?` }).waitFor();
    await pressUntil(page, "Tab", "button", "Yes, sign out everywhere");
    await page.keyboard.press("Enter");
    await page.getByText(`${holder.email} is signed out everywhere: 1 session ended and every refresh token revoked.`).waitFor();
    await page.getByRole("status").filter({ hasText: "This account is not signed in anywhere." }).waitFor();
    await expectNoAxeViolations(page, "an account's page after signing it out");

    await holderPage.goto("/account");
    expect(new URL(holderPage.url()).pathname).not.toBe("/account");
    await holderContext.close();
  }, 150_000);
});
