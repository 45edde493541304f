/**
 * Buying premium reader seats in the browser with the local payment provider: an admin of an
 * organisation chooses it, the yearly plan and a number of seats by keyboard on the subscribe
 * page, reviews the order, pays with the test card, and finds the seats added and the
 * subscription a year longer on the premium reader status page. Refunding the test payment
 * from the receipt takes both back. Every page passes axe.
 */
import { describe, expect, it } from "vitest";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();
const DAY = 24 * 60 * 60 * 1000;
const day = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("buying premium reader seats", () => {
  it("adds paid seats and a year to the admin's organisation, and a refund takes them back", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("seats");
    await registerAndSignIn(page, { email, password: "a long enough passphrase" });
    const name = `Riverside Library ${Date.now()}`;
    const expiresAt = Date.UTC(2027, 2, 15, 12);
    const [org] = queryDb<{ id: number }>(
      `INSERT INTO premium_organisations (name, seats_purchased, expires_at) VALUES ('${name}', 20, ${expiresAt}) RETURNING id`,
    );
    queryDb(
      `INSERT INTO premium_staff (organisation_id, account_id, email, role, joined_at) SELECT ${org!.id}, id, email, 'admin', ${Date.now() - DAY} FROM accounts WHERE email = '${email}'`,
    );

    await page.goto("/EasyReader/Subscribe");
    await page.getByRole("heading", { level: 2, name: "Buy seats" }).waitFor();
    await expectNoAxeViolations(page, "on the subscribe page");
    await page.getByLabel("Organisation").selectOption({ label: name });
    await page.getByRole("radio", { name: /EasyReader Premium, yearly/ }).check();
    await page.getByRole("spinbutton", { name: "Seats" }).fill("5");
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.getByRole("heading", { level: 1, name: "Review your order" }).waitFor();
    // £39.99 a seat, five seats, VAT at 20%: £239.94.
    await expect(page.getByText("£239.94").count()).resolves.toBe(1);
    await expect(page.getByText(name, { exact: true }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the order summary");

    await page.getByRole("button", { name: "Continue to payment" }).press("Enter");
    await page.waitForURL(/\/checkout\/pay\/ord_[0-9a-f]{32}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date").fill("04/30");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Buyer");
    await page.getByRole("button", { name: /^Pay / }).press("Enter");
    await page.waitForURL(`**/orders/${orderId}`);
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    await expectNoAxeViolations(page, "on the receipt");

    await page.getByRole("link", { name: "premium reader status" }).click();
    await page.getByRole("heading", { level: 1, name: "Premium reader status" }).waitFor();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("0 of 25").count()).resolves.toBe(1);
    await expect(row.getByText(`Runs until ${day(Date.UTC(2028, 2, 15, 12))}`).count()).resolves.toBe(1);

    // The test payment is refunded from its receipt, once its box is ticked.
    await page.goto(`/orders/${orderId}`);
    await page.getByLabel(/Yes, refund £239.94/).check();
    await page.getByRole("button", { name: "Refund the payment" }).press("Enter");
    await page.getByText("The test payment has been refunded").waitFor();
    await expectNoAxeViolations(page, "on the refunded receipt");
    expect(queryDb(`SELECT seats_purchased AS seats, expires_at AS expiresAt FROM premium_organisations WHERE id = ${org!.id}`)[0]).toEqual({
      seats: 20,
      expiresAt,
    });
    await context.close();
  });
});
