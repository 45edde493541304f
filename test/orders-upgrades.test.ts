/**
 * Upgrades and renewals through the same checkout: priced from the licence's edition, for a
 * licence of the buyer's own only, and paid for by changing that licence (a later version, a
 * further year of updates), never by issuing a second one; a refund puts the licence back
 * as it was before, still active.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { issueLicence } from "../workers/licences";
import { createSignedInUser } from "./helpers/auth";
import {
  MAGNIFIER_RENEW_PRICE,
  MAGNIFIER_UPGRADE_PRICE,
  deliver,
  newIdempotencyKey,
  orderRow,
  paidEvent,
  postCheckout,
  refundEvent,
  seedShop,
} from "./helpers/orders";

beforeAll(seedShop);

const MAGNIFIER = 1;
const licencesOf = async (accountId: string) =>
  (await env.DB.prepare("SELECT * FROM licences WHERE account_id = ?").bind(accountId).all<Record<string, any>>()).results;

describe("upgrading and renewing a licence", () => {
  it("upgrades the buyer's version 22 licence to 23: the same licence, no second one", async () => {
    const buyer = await createSignedInUser(env);
    const licence = await issueLicence(getDb(env.DB), {
      accountId: buyer.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: null,
    });
    const answer = await postCheckout(buyer.cookie, {
      priceId: String(MAGNIFIER_UPGRADE_PRICE),
      countryId: "1",
      licenceSerial: licence.serial.toLowerCase(),
      idempotencyKey: newIdempotencyKey(),
    });
    expect(answer.status).toBe(201);
    expect(await orderRow(answer.json.orderId)).toMatchObject({
      kind: "upgrade",
      licence_serial: licence.serial,
      net_amount_minor: 14500,
      total_amount_minor: 17400,
    });
    expect((await deliver(await paidEvent(answer.json.orderId))).json.outcome).toBe("paid");
    const held = await licencesOf(buyer.userId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ id: licence.id, serial: licence.serial, min_major: 22, max_major: 23 });
  });

  it("renews maintenance for another year on the same licence", async () => {
    const buyer = await createSignedInUser(env);
    const licence = await issueLicence(getDb(env.DB), {
      accountId: buyer.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 1,
      orderId: null,
    });
    const answer = await postCheckout(buyer.cookie, {
      priceId: String(MAGNIFIER_RENEW_PRICE),
      countryId: "1",
      licenceSerial: licence.serial,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(answer.status).toBe(201);
    await deliver(await paidEvent(answer.json.orderId));
    const [renewed, ...others] = await licencesOf(buyer.userId);
    expect(others).toHaveLength(0);
    const months = (renewed!.sma_expires_at - licence.smaExpiresAt!.getTime()) / (30.44 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(12);
  });

  it("refuses another account's licence, an unknown serial and a licence of another product, on the serial field", async () => {
    const owner = await createSignedInUser(env);
    const stranger = await createSignedInUser(env);
    const licence = await issueLicence(getDb(env.DB), {
      accountId: owner.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: null,
    });
    const screenReader = await issueLicence(getDb(env.DB), {
      accountId: owner.userId,
      productId: 4,
      edition: null,
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: null,
    });
    for (const [cookie, serial] of [
      [stranger.cookie, licence.serial],
      [owner.cookie, "ABCD-EFGH-JKLM-NPQR"],
      [owner.cookie, screenReader.serial],
    ] as const) {
      const answer = await postCheckout(cookie, {
        priceId: String(MAGNIFIER_UPGRADE_PRICE),
        countryId: "1",
        licenceSerial: serial,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(answer.status).toBe(422);
      expect(answer.json.errors.licenceSerial.friendlyName).toBe("Serial number");
    }
  });

  it("a refunded upgrade returns the licence to the version it covered before, still active", async () => {
    const buyer = await createSignedInUser(env);
    const licence = await issueLicence(getDb(env.DB), {
      accountId: buyer.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 6,
      orderId: null,
    });
    const answer = await postCheckout(buyer.cookie, {
      priceId: String(MAGNIFIER_UPGRADE_PRICE),
      countryId: "1",
      licenceSerial: licence.serial,
      idempotencyKey: newIdempotencyKey(),
    });
    await deliver(await paidEvent(answer.json.orderId));
    expect((await licencesOf(buyer.userId))[0]).toMatchObject({ max_major: 23 });
    expect(await orderRow(answer.json.orderId)).toMatchObject({ prior_max_major: 22 });

    const refund = await deliver(refundEvent(answer.json.orderId));
    expect(refund.json.outcome).toBe("refunded");
    const [restored, ...others] = await licencesOf(buyer.userId);
    expect(others).toHaveLength(0);
    expect(restored).toMatchObject({ id: licence.id, status: "active", min_major: 22, max_major: 22, sma_expires_at: licence.smaExpiresAt!.getTime() });
    // A replayed refund changes nothing more.
    expect((await deliver(refundEvent(answer.json.orderId))).json.duplicate).toBe(true);
    expect((await licencesOf(buyer.userId))[0]).toMatchObject({ max_major: 22, status: "active" });
  });

  it("a refunded renewal returns the licence to its previous maintenance end, or to none", async () => {
    const buyer = await createSignedInUser(env);
    const db = getDb(env.DB);
    const dated = await issueLicence(db, {
      accountId: buyer.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 2,
      orderId: null,
    });
    const undated = await issueLicence(db, {
      accountId: buyer.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: null,
    });
    for (const licence of [dated, undated]) {
      const answer = await postCheckout(buyer.cookie, {
        priceId: String(MAGNIFIER_RENEW_PRICE),
        countryId: "1",
        licenceSerial: licence.serial,
        idempotencyKey: newIdempotencyKey(),
      });
      await deliver(await paidEvent(answer.json.orderId));
      const renewed = await env.DB.prepare("SELECT sma_expires_at FROM licences WHERE id = ?1").bind(licence.id).first<number>("sma_expires_at");
      expect(renewed).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
      expect((await deliver(refundEvent(answer.json.orderId))).json.outcome).toBe("refunded");
      const restored = await env.DB.prepare("SELECT status, sma_expires_at FROM licences WHERE id = ?1").bind(licence.id).first<Record<string, any>>();
      expect(restored).toEqual({ status: "active", sma_expires_at: licence.smaExpiresAt?.getTime() ?? null });
    }
  });
});
