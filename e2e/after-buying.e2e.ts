/**
 * After buying, in the browser: a new customer pays for SuperNova Magnifier with the test card,
 * follows the receipt to My licences and downloads the software in the language they choose
 * (its size and SHA-256 listed beside it, the stand-ins named as such locally); a licence whose
 * maintenance is current takes the new major version with 'Get version 23', without paying, as
 * the buy pages say in words beside the other rule (a higher edition costs the difference); and
 * an organisation's admin buys seats from the premium reader status page. Every page passes axe.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();
const DAY = 24 * 60 * 60 * 1000;
const GERMAN_INSTALLER = readFileSync(join(import.meta.dirname, "..", "seed", "downloads", "files", "SNM-23.01-de.zip"));

async function payWithTestCard(page: import("playwright-core").Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("04/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByRole("button", { name: /^Pay / }).press("Enter");
}

describe("after buying", () => {
  it("a paid licence downloads its software from My licences, in the language chosen", { timeout: 180_000 }, async () => {
    const context = await newContext(browser(), { acceptDownloads: true });
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("software"), password: "a long enough passphrase" });
    expect((await page.request.get("/api/v1/licences/software/file?id=10302")).status()).toBe(403);

    await page.goto("/SuperNova/Buy");
    await page.getByRole("radio", { name: "SuperNova Magnifier", exact: true }).check();
    await page.getByRole("radio", { name: "Download" }).check();
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.getByRole("button", { name: "Continue to payment" }).press("Enter");
    await page.waitForURL(/\/checkout\/pay\/ord_[0-9a-f]{32}$/);
    await payWithTestCard(page);
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();

    await page.getByRole("main").getByRole("link", { name: "My licences" }).press("Enter");
    await page.getByRole("heading", { level: 1, name: "My licences" }).waitFor();
    await expectNoAxeViolations(page, "on My licences with the software to download");
    const software = page.getByRole("region", { name: "The software" });
    await software.getByLabel("Language").selectOption({ label: "German" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      software.getByRole("button", { name: "Download SuperNova Magnifier 23.01" }).press("Enter"),
    ]);
    expect(download.suggestedFilename()).toBe("SNM-23.01-de.zip");
    expect(readFileSync((await download.path())!)).toEqual(GERMAN_INSTALLER);
    const germanRow = software.getByRole("row", { name: /German/ });
    await expect(germanRow.getByText(createHash("sha256").update(GERMAN_INSTALLER).digest("hex")).count()).resolves.toBe(1);
    await expect(germanRow.getByText(`${GERMAN_INSTALLER.length} bytes`).count()).resolves.toBe(1);
    await expect(software.getByText(/Local development: these files are small stand-ins/).count()).resolves.toBe(1);
    await context.close();
  });

  it("the buy pages state the two rules: new major versions free with maintenance, a higher edition for the difference", { timeout: 60_000 }, async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/SuperNova/Buy", "/SuperNova/Upgrade", "/ScreenReader/Buy"]) {
      await page.goto(path);
      const rules = page.getByRole("region", { name: "Upgrades and maintenance" });
      await expect(rules.getByText(/every new major version of your edition costs nothing/).count(), path).resolves.toBe(1);
      // Only SuperNova has editions to move between.
      const editions = path.startsWith("/SuperNova") ? 1 : 0;
      await expect(rules.getByText(/costs the difference between the list prices of the two editions/).count(), path).resolves.toBe(editions);
    }
    await context.close();
  });

  it("a licence with current maintenance takes the new major version without paying", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("free-upgrade");
    await registerAndSignIn(page, { email, password: "a long enough passphrase" });
    const serial = "FREE-UPGR-ADES-TEST";
    queryDb(
      `INSERT INTO licences (account_id, product_id, edition, serial, min_major, max_major, seats, fulfilment, status, sma_expires_at, registered_at) SELECT id, 1, 'magnifier', '${serial}', 22, 22, 1, 'download', 'active', ${Date.now() + 90 * DAY}, ${Date.now()} FROM accounts WHERE email = '${email}'`,
    );
    const orders = queryDb<{ n: number }>("SELECT count(*) AS n FROM orders")[0]!.n;
    await page.goto("/account/licences");
    await expectNoAxeViolations(page, "on My licences with a free upgrade");
    await page.getByRole("button", { name: "Get version 23" }).press("Enter");
    await page.getByText(`Licence ${serial} now covers version 23, included in your software maintenance.`).waitFor();
    await expect(page.getByRole("button", { name: "Get version 23" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, "on My licences after the free upgrade");
    expect(queryDb(`SELECT max_major FROM licences WHERE serial = '${serial}'`)[0]).toEqual({ max_major: 23 });
    expect(queryDb<{ n: number }>("SELECT count(*) AS n FROM orders")[0]!.n).toBe(orders);
    await context.close();
  });

  it("an organisation's admin buys seats from the premium reader status page", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("seat-admin");
    await registerAndSignIn(page, { email, password: "a long enough passphrase" });
    const name = `Brookside College ${Date.now()}`;
    const expiresAt = Date.UTC(2027, 5, 1, 12);
    const [org] = queryDb<{ id: number }>(
      `INSERT INTO premium_organisations (name, seats_purchased, expires_at) VALUES ('${name}', 10, ${expiresAt}) RETURNING id`,
    );
    queryDb(
      `INSERT INTO premium_staff (organisation_id, account_id, email, role, joined_at) SELECT ${org!.id}, id, email, 'admin', ${Date.now() - DAY} FROM accounts WHERE email = '${email}'`,
    );

    await page.goto("/account/easyreader-premium/status");
    await page.getByRole("link", { name: `Buy or renew seats for ${name}` }).press("Enter");
    await page.getByRole("heading", { level: 2, name: "Buy seats" }).waitFor();
    await expect(page.getByLabel("Organisation").inputValue()).resolves.toBe(String(org!.id));
    await page.getByRole("radio", { name: /EasyReader Premium, yearly/ }).check();
    await page.getByRole("spinbutton", { name: "Seats" }).fill("3");
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.getByRole("button", { name: "Continue to payment" }).press("Enter");
    await page.waitForURL(/\/checkout\/pay\/ord_[0-9a-f]{32}$/);
    await payWithTestCard(page);
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    await page.getByRole("link", { name: "premium reader status" }).click();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("0 of 13").count()).resolves.toBe(1);
    await expect(row.getByText("Runs until 1 June 2028").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the premium reader status page");
    await context.close();
  });
});
