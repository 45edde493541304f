/**
 * The staff desk's Licences and Organisations sections: licences found by serial or owner,
 * issued to a proved account, transferred, revoked, an order refunded through its provider,
 * and an organisation's seats and end changed; every change in the audit log with the item
 * before and after, the second of two saves from one revision refused, and nothing for an
 * ordinary account.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { getDb } from "../workers/db/client";
import { issueLicence } from "../workers/licences";
import { createSignedInUser } from "./helpers/auth";
import { orderRow, payWithTestCard, seedShop, startOrder } from "./helpers/orders";
import { createStaffUser, staffApi } from "./helpers/staff";
import { submit } from "./helpers/operations";
import { loader as licencesLoader } from "~/routes/staff/licences";
import { loader as organisationsLoader } from "~/routes/staff/organisations";
import { licencesAction, organisationsAction } from "~/routes/staff/licences.server";
import { makeOrg } from "./premium/helpers";

beforeAll(seedShop);

const MAGNIFIER = 1;

function send(path: string, cookie: string, method: string, fields: Record<string, string> = {}) {
  return staffApi(path, cookie, { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
}

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function auditOf(subjectId: string | number, action: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor_email, summary, before_json, after_json FROM staff_audit WHERE subject_id = ?1 AND action = ?2 ORDER BY id",
  )
    .bind(String(subjectId), action)
    .all<{ actor_email: string; summary: string; before_json: string | null; after_json: string | null }>();
  return results;
}

const licenceRow = (serial: string) =>
  env.DB.prepare("SELECT account_id, status, revision, seats, max_major, sma_expires_at FROM licences WHERE serial = ?1")
    .bind(serial)
    .first<Record<string, any>>();

async function ownedLicence(accountId: string) {
  return issueLicence(getDb(env.DB), {
    accountId,
    productId: MAGNIFIER,
    edition: "magnifier",
    majorVersion: 23,
    seats: 1,
    fulfilment: "download",
    smaMonths: 12,
    orderId: null,
  });
}

describe("the Licences section", () => {
  it("finds licences by serial and by owner address, with the owner's orders", async () => {
    const staff = await createStaffUser(env);
    const owner = await createSignedInUser(env);
    const licence = await ownedLicence(owner.userId);
    const orderId = await startOrder(owner.cookie);
    const bySerial = await json(await staffApi(`licences?serial=${licence.serial.toLowerCase().replace(/-/g, "")}`, staff.cookie));
    expect(bySerial.status).toBe(200);
    expect(bySerial.body.licences).toHaveLength(1);
    expect(bySerial.body.licences[0]).toMatchObject({ serial: licence.serial, ownerEmail: owner.email, status: "active", revision: 1 });
    expect(bySerial.body.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
    const byEmail = await json(await staffApi(`licences?email=${encodeURIComponent(owner.email.toUpperCase())}`, staff.cookie));
    expect(byEmail.body.licences.map((entry: { serial: string }) => entry.serial)).toEqual([licence.serial]);
  });

  it("issues a licence to a proved account only, with the chosen maintenance end, and logs it", async () => {
    const staff = await createStaffUser(env);
    const owner = await createSignedInUser(env);
    const unproved = await createSignedInUser(env, { proved: false });
    const fields = { productId: String(MAGNIFIER), edition: "magnifier", majorVersion: "23", seats: "3", fulfilment: "usb", smaExpiresAt: "2028-01-31" };
    const refused = await json(await send("licences", staff.cookie, "POST", { ...fields, email: unproved.email }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email.errors[0]).toMatch(/not proved its address/);
    const unknown = await json(await send("licences", staff.cookie, "POST", { ...fields, email: "nobody@example.com" }));
    expect(unknown.body.errors.email.errors[0]).toMatch(/no DolphinID/);

    const issued = await json(await send("licences", staff.cookie, "POST", { ...fields, email: owner.email }));
    expect(issued.status).toBe(201);
    const row = await licenceRow(issued.body.serial);
    expect(row).toMatchObject({ account_id: owner.userId, status: "active", seats: 3, max_major: 23, sma_expires_at: Date.parse("2028-01-31T23:59:59Z") });
    const [entry] = await auditOf(issued.body.serial, "licence.issue");
    expect(entry).toMatchObject({ actor_email: staff.email, before_json: null });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ serial: issued.body.serial, accountId: owner.userId });
    // The owner sees it under My licences.
    const mine = await json(
      await SELF.fetch("https://site.test/api/v1/account/licences", { headers: { Cookie: owner.cookie, "X-Requested-With": "XMLHttpRequest" } }),
    );
    expect(mine.body.licences.map((entry: { serial: string }) => entry.serial)).toContain(issued.body.serial);
  });

  it("transfers a licence to another proved account, and refuses the second of two saves from one revision", async () => {
    const staff = await createStaffUser(env);
    const other = await createStaffUser(env);
    const owner = await createSignedInUser(env);
    const first = await createSignedInUser(env);
    const second = await createSignedInUser(env);
    const licence = await ownedLicence(owner.userId);
    const moved = await json(await send(`licences/${licence.serial}/transfer`, staff.cookie, "POST", { revision: "1", email: first.email }));
    expect(moved.status).toBe(200);
    const stale = await json(await send(`licences/${licence.serial}/transfer`, other.cookie, "POST", { revision: "1", email: second.email }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_EDIT_MESSAGE);
    expect(await licenceRow(licence.serial)).toMatchObject({ account_id: first.userId, revision: 2 });
    const entries = await auditOf(licence.serial, "licence.transfer");
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.before_json!)).toMatchObject({ accountId: owner.userId });
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ accountId: first.userId });
  });

  it("revokes a licence only once its box is ticked, and not a second time", async () => {
    const staff = await createStaffUser(env);
    const owner = await createSignedInUser(env);
    const licence = await ownedLicence(owner.userId);
    const unconfirmed = await json(await send(`licences/${licence.serial}/revoke`, staff.cookie, "POST", { revision: "1" }));
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors.confirm).toBeDefined();
    expect((await licenceRow(licence.serial))!.status).toBe("active");
    const revoked = await json(await send(`licences/${licence.serial}/revoke`, staff.cookie, "POST", { revision: "1", confirm: "on" }));
    expect(revoked.status).toBe(200);
    expect((await licenceRow(licence.serial))!.status).toBe("revoked");
    expect(await auditOf(licence.serial, "licence.revoke")).toHaveLength(1);
    expect((await json(await send(`licences/${licence.serial}/revoke`, staff.cookie, "POST", { revision: "2", confirm: "on" }))).status).toBe(409);
  });

  it("refunds a paid order through the payment provider: the order is refunded and its licence revoked", async () => {
    const staff = await createStaffUser(env);
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    await payWithTestCard(buyer.cookie, orderId);
    const serial = (await orderRow(orderId))!.licence_serial as string;
    expect((await json(await send(`orders/${orderId}/refund`, staff.cookie, "POST", {}))).status).toBe(422);
    const refunded = await json(await send(`orders/${orderId}/refund`, staff.cookie, "POST", { confirm: "on" }));
    expect(refunded).toMatchObject({ status: 200, body: { status: "refunded" } });
    expect((await orderRow(orderId))!.status).toBe("refunded");
    expect((await licenceRow(serial))!.status).toBe("revoked");
    const [entry] = await auditOf(orderId, "order.refund");
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ status: "paid" });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ status: "refunded" });
    expect((await json(await send(`orders/${orderId}/refund`, staff.cookie, "POST", { confirm: "on" }))).status).toBe(409);
  });

  it("refuses every operation to an ordinary account, which changes nothing", async () => {
    const ordinary = await createSignedInUser(env);
    const owner = await createSignedInUser(env);
    const licence = await ownedLicence(owner.userId);
    const orderId = await startOrder(owner.cookie);
    await payWithTestCard(owner.cookie, orderId);
    const org = await makeOrg();
    const answers = await Promise.all([
      staffApi(`licences?serial=${licence.serial}`, ordinary.cookie),
      send("licences", ordinary.cookie, "POST", { email: ordinary.email, productId: "1", majorVersion: "23", seats: "1", fulfilment: "download" }),
      send(`licences/${licence.serial}/transfer`, ordinary.cookie, "POST", { revision: "1", email: ordinary.email }),
      send(`licences/${licence.serial}/revoke`, ordinary.cookie, "POST", { revision: "1", confirm: "on" }),
      send(`orders/${orderId}/refund`, ordinary.cookie, "POST", { confirm: "on" }),
      staffApi("organisations", ordinary.cookie),
      send(`organisations/${org.id}`, ordinary.cookie, "PUT", { revision: "1", seatsPurchased: "999", expiresAt: "2030-01-01" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await licenceRow(licence.serial)).toMatchObject({ account_id: owner.userId, status: "active", revision: 1 });
    expect((await orderRow(orderId))!.status).toBe("paid");
    const seats = await env.DB.prepare("SELECT seats_purchased FROM premium_organisations WHERE id = ?1").bind(org.id).first<number>("seats_purchased");
    expect(seats).toBe(30);
  });
});

describe("the Organisations section", () => {
  it("lists organisations with seats in use, changes seats and end, logs it, and refuses a stale save", async () => {
    const staff = await createStaffUser(env);
    const org = await makeOrg({ seats: 12 });
    const listed = await json(await staffApi("organisations", staff.cookie));
    expect(listed.body.organisations.find((entry: { id: number }) => entry.id === org.id)).toMatchObject({
      name: org.name,
      seatsPurchased: 12,
      seatsUsed: 0,
      revision: 1,
    });
    const saved = await json(await send(`organisations/${org.id}`, staff.cookie, "PUT", { revision: "1", seatsPurchased: "40", expiresAt: "2029-07-31" }));
    expect(saved.status).toBe(200);
    const row = await env.DB.prepare("SELECT seats_purchased, expires_at, revision FROM premium_organisations WHERE id = ?1").bind(org.id).first();
    expect(row).toEqual({ seats_purchased: 40, expires_at: Date.parse("2029-07-31T23:59:59Z"), revision: 2 });
    const stale = await json(await send(`organisations/${org.id}`, staff.cookie, "PUT", { revision: "1", seatsPurchased: "5", expiresAt: "2027-01-01" }));
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_EDIT_MESSAGE } });
    const bad = await json(await send(`organisations/${org.id}`, staff.cookie, "PUT", { revision: "2", seatsPurchased: "-1", expiresAt: "31/07/2029" }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["expiresAt", "seatsPurchased"]);
    const entries = await auditOf(org.id, "organisation.update");
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.before_json!)).toMatchObject({ seatsPurchased: 12 });
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ seatsPurchased: 40 });
  });
});

describe("the sections' pages", () => {
  it("show staff what they find and act through the page forms; an ordinary account gets 404 and changes nothing", async () => {
    const staff = await createStaffUser(env);
    const ordinary = await createSignedInUser(env);
    const owner = await createSignedInUser(env);
    const licence = await ownedLicence(owner.userId);
    const org = await makeOrg({ seats: 7 });
    const page = (path: string, cookie: string) =>
      ({ request: new Request(`https://site.test${path}`, { headers: { Cookie: cookie } }), params: {}, context: {} }) as never;

    const found = (await licencesLoader(page(`/staff/licences?email=${encodeURIComponent(owner.email)}`, staff.cookie))) as { licences: { serial: string }[] };
    expect(found.licences.map((entry) => entry.serial)).toEqual([licence.serial]);
    await expect(licencesLoader(page("/staff/licences", ordinary.cookie))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(organisationsLoader(page("/staff/organisations", ordinary.cookie))).rejects.toMatchObject({ init: { status: 404 } });

    const licencesPage = { api: "", page: licencesAction, pagePath: "/staff/licences" };
    const refused = await submit("page", licencesPage, { intent: "revoke", serial: licence.serial, revision: "1", confirm: "on" }, { cookie: ordinary.cookie });
    expect(refused.status).toBe(404);
    const revoked = await submit("page", licencesPage, { intent: "revoke", serial: licence.serial, revision: "1", confirm: "on" }, { cookie: staff.cookie });
    expect(revoked).toMatchObject({ status: 200, message: `Licence ${licence.serial} was revoked: it no longer unlocks updates.` });

    const organisationsPage = { api: "", page: organisationsAction, pagePath: "/staff/organisations" };
    const stale = { intent: "update", organisationId: String(org.id), revision: "1", seatsPurchased: "9", expiresAt: "2030-05-01" };
    expect((await submit("page", organisationsPage, stale, { cookie: staff.cookie })).status).toBe(200);
    const second = await submit("page", organisationsPage, { ...stale, seatsPurchased: "11" }, { cookie: staff.cookie });
    expect(second).toMatchObject({ status: 409, message: STALE_EDIT_MESSAGE });
    const listed = (await organisationsLoader(page("/staff/organisations", staff.cookie))) as { organisations: { id: number; seatsPurchased: number }[] };
    expect(listed.organisations.find((entry) => entry.id === org.id)?.seatsPurchased).toBe(9);
  });
});
