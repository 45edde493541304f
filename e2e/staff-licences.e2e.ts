/**
 * The staff desk's Licences and Organisations in Chromium: both pages pass axe; by keyboard the
 * local superadmin finds a customer's licences by their address, transfers one away and revokes
 * the other after ticking the confirmation, issues a licence, and changes an organisation's
 * seats; each change is announced on the page and written to the audit log. A change that
 * takes the licence out of the list (revoked, or now someone else's) keeps its outcome in view,
 * with focus on it, once the page's data has been reloaded.
 */
import { describe, expect, it } from "vitest";
import { registerDolphinId, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { SUPERADMIN, page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();
const SERIAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The outcome of a change is on the page, said as a status, and has focus. */
async function expectOutcomeFocused(message: string) {
  await page.getByRole("status").filter({ hasText: message }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(message);
}

function newSerial(): string {
  const characters = Array.from({ length: 16 }, () => SERIAL_ALPHABET[Math.floor(Math.random() * SERIAL_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

describe("the staff desk's Licences and Organisations", () => {
  it("find and revoke a customer's licence by keyboard, issue one, and change an organisation's seats", async () => {
    const customer = { email: uniqueEmail("licence-holder"), password: "a customer with a licence" };
    const customerContext = await newContext(browser());
    await registerDolphinId(await customerContext.newPage(), customer);
    await customerContext.close();
    const serial = newSerial();
    const moved = newSerial();
    for (const licence of [serial, moved]) {
      queryDb(
        `INSERT INTO licences (account_id, product_id, edition, serial, min_major, max_major, seats, fulfilment, status, registered_at) SELECT id, 1, 'magnifier', '${licence}', 23, 23, 1, 'download', 'active', ${Date.now()} FROM accounts WHERE email = '${customer.email}'`,
      );
    }
    const organisation = `Northfield College ${Date.now()}`;
    const [org] = queryDb<{ id: number }>(
      `INSERT INTO premium_organisations (name, seats_purchased, expires_at) VALUES ('${organisation}', 15, ${Date.UTC(2027, 5, 30, 23, 59, 59)}) RETURNING id`,
    );

    for (const path of ["/staff/licences", "/staff/organisations"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expectNoAxeViolations(page, path);
    }

    // Find the licence by its owner's address, by keyboard.
    await page.goto("/staff/licences");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", /^Account email \(optional\)/);
    await page.keyboard.type(customer.email);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "2 licences and 0 orders found." }).waitFor();
    const found = page.getByRole("table", { name: "Licences found" });
    await found.getByRole("rowheader", { name: serial }).waitFor();
    await expectNoAxeViolations(page, "the licences found");

    // Transfer one to another DolphinID: once the page has reloaded what the search finds, the
    // licence is no longer this customer's, yet its outcome stays, and focus is on it.
    await waitForEnhancement(page);
    await page.waitForLoadState("networkidle");
    await page.locator(`#transfer-${moved}-email`).focus();
    await page.keyboard.type(SUPERADMIN.email);
    await pressUntil(page, "Tab", "button", `Transfer licence ${moved}`);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "1 licence and 0 orders found." }).waitFor();
    await expectOutcomeFocused(`Licence ${moved} now belongs to ${SUPERADMIN.email}.`);
    expect(await found.getByRole("rowheader", { name: moved }).count()).toBe(0);
    await expect
      .poll(() => queryDb<{ email: string }>(`SELECT a.email FROM licences l JOIN accounts a ON a.id = l.account_id WHERE l.serial = '${moved}'`)[0]?.email)
      .toBe(SUPERADMIN.email);

    // Revoke the other: the box must be ticked first (once the found licences have settled, so
    // no late re-render of the form unticks it). The reloaded list says it is revoked and its
    // forms are gone, while the outcome stays, with focus on it.
    await page.waitForLoadState("networkidle");
    await pressUntil(page, "Tab", "checkbox", `Yes, revoke licence ${serial}`);
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByRole("checkbox", { name: `Yes, revoke licence ${serial}` }).isChecked()).toBe(true);
    await pressUntil(page, "Tab", "button", `Revoke licence ${serial}`);
    await page.keyboard.press("Enter");
    await found
      .getByRole("row", { name: new RegExp(serial) })
      .getByRole("cell", { name: "Revoked", exact: true })
      .waitFor();
    await expectOutcomeFocused(`Licence ${serial} was revoked: it no longer unlocks updates.`);
    expect(await page.getByRole("button", { name: `Revoke licence ${serial}` }).count()).toBe(0);
    await expectNoAxeViolations(page, "after revoking a licence");
    await expect.poll(() => queryDb<{ status: string }>(`SELECT status FROM licences WHERE serial = '${serial}'`)[0]?.status).toBe("revoked");
    expect(queryDb(`SELECT actor_email FROM staff_audit WHERE action = 'licence.revoke' AND subject_id = '${serial}'`)).toEqual([
      { actor_email: SUPERADMIN.email },
    ]);

    // Issue a new licence to the same customer.
    await page.getByLabel("Account email", { exact: true }).fill(customer.email);
    await page.getByLabel("Product").selectOption({ index: 0 });
    await page.getByLabel("Major version").fill("23");
    await page.getByRole("button", { name: "Issue licence" }).press("Enter");
    await page.getByText(new RegExp(`was issued to ${customer.email.replace(/\./g, "\\.")}`)).waitFor();
    expect(
      queryDb<{ n: number }>(
        `SELECT count(*) AS n FROM licences l JOIN accounts a ON a.id = l.account_id WHERE a.email = '${customer.email}' AND l.status = 'active'`,
      )[0]!.n,
    ).toBe(1);
    await expectNoAxeViolations(page, "after issuing a licence");

    // Change the organisation's seats by keyboard.
    await page.goto("/staff/organisations");
    await waitForEnhancement(page);
    const seats = page.locator(`#organisation-${org!.id}-seatsPurchased`);
    await seats.focus();
    await seats.fill("25");
    await pressUntil(page, "Tab", "button", `Save ${organisation}`);
    await page.keyboard.press("Enter");
    await page.getByText(`${organisation} was saved: 25 seats, subscription until 2027-06-30.`).waitFor();
    await expect.poll(() => queryDb<{ seats: number }>(`SELECT seats_purchased AS seats FROM premium_organisations WHERE id = ${org!.id}`)[0]?.seats).toBe(25);
    await expectNoAxeViolations(page, "after saving an organisation");
  }, 180_000);
});
