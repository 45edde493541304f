/**
 * Buying in the browser with the local payment provider: a new account chooses SuperNova
 * Magnifier by keyboard, reviews the order (price, VAT, total), pays with the test card
 * 4242 4242 4242 4242, reads its receipt with the licence serial, and can then download an
 * update that only a licence holder gets (refused before buying). A declined card is reported
 * in the error summary and issues nothing. Every page passes axe.
 */
import { describe, expect, it } from "vitest";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();
/** SuperNova Magnifier 23.01 update 1: a patch only a Magnifier 23 licence unlocks. */
const MAGNIFIER_UPDATE = 1;

describe("buying SuperNova", () => {
  it("pays with the test card, gets a licence and its receipt, then downloads a licence-gated update", { timeout: 180_000 }, async () => {
    const context = await newContext(browser(), { acceptDownloads: true });
    const page = await context.newPage();
    const email = uniqueEmail("buyer");
    await registerAndSignIn(page, { email, password: "a long enough passphrase" });
    expect((await page.request.get(`/api/v1/updates/${MAGNIFIER_UPDATE}/file`)).status()).toBe(403);

    await page.goto("/SuperNova/Buy");
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "on the SuperNova buy page");
    await page.getByRole("radio", { name: "SuperNova Magnifier", exact: true }).check();
    await page.getByRole("radio", { name: "Download" }).check();
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.getByRole("heading", { level: 1, name: "Review your order" }).waitFor();
    await expect(page.getByText("£474.00").count()).resolves.toBe(1);
    await expect(page.getByText("VAT at 20%").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the order summary");

    await page.getByRole("button", { name: "Continue to payment" }).press("Enter");
    await page.waitForURL(/\/checkout\/pay\/ord_[0-9a-f]{32}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { level: 1, name: "Pay for your order" }).waitFor();
    await expectNoAxeViolations(page, "on the payment page");

    // A declined card: the error summary says so and nothing is issued.
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry date").fill("04/30");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Ada Buyer");
    await page.getByRole("button", { name: /^Pay / }).press("Enter");
    await page
      .locator(".error-summary")
      .getByText(/Your card was declined/)
      .waitFor();
    expect(queryDb(`SELECT count(*) AS n FROM licences WHERE order_id = '${orderId}'`)[0]).toEqual({ n: 0 });

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: /^Pay / }).press("Enter");
    await page.waitForURL(`**/orders/${orderId}`);
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    const [order] = queryDb<{ status: string; licence_serial: string }>(`SELECT status, licence_serial FROM orders WHERE id = '${orderId}'`);
    expect(order!.status).toBe("paid");
    await expect(page.getByText(order!.licence_serial).count()).resolves.toBe(1);
    await expect(page.getByText("Total paid").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the receipt");
    expect(queryDb(`SELECT count(*) AS n FROM support_outbox WHERE tag = 'order-receipt:${orderId}'`)[0]).toEqual({ n: 1 });

    // The licence unlocks the update.
    const download = await page.request.get(`/api/v1/updates/${MAGNIFIER_UPDATE}/file`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/zip");
    await context.close();
  });
});
