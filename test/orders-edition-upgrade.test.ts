/**
 * Moving a licence to a higher edition: priced as the difference between the two editions'
 * list prices, through the same checkout, and carried out only by the payment webhook, on the
 * same licence (never a second one), once however often the event arrives; a refund puts the
 * licence back to its edition.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { issueLicence } from "../workers/licences";
import { editionDifference } from "../workers/orders";
import { createSignedInUser } from "./helpers/auth";
import { GERMANY, MAGNIFIER_DOWNLOAD_PRICE, UK, deliver, newIdempotencyKey, orderRow, paidEvent, postCheckout, refundEvent, seedShop } from "./helpers/orders";

beforeAll(seedShop);

const MAGNIFIER = 1;
const SCREEN_READER_EDITION = 3;
/** The price rows of SuperNova Magnifier & Speech and Magnifier & Screen Reader, download. */
const SPEECH_DOWNLOAD_PRICE = 3;
const SCREEN_READER_DOWNLOAD_PRICE = 5;

const licenceRows = async (accountId: string) =>
  (await env.DB.prepare("SELECT * FROM licences WHERE account_id = ?").bind(accountId).all<Record<string, any>>()).results;
const listAmount = async (priceId: number, currency: string) =>
  (await env.DB.prepare("SELECT amount_minor FROM price_amounts WHERE price_id = ?1 AND currency = ?2").bind(priceId, currency).first<number>("amount_minor"))!;

function magnifierLicence(accountId: string, smaMonths = 6) {
  return issueLicence(getDb(env.DB), {
    accountId,
    productId: MAGNIFIER,
    edition: "magnifier",
    majorVersion: 22,
    seats: 1,
    fulfilment: "download",
    smaMonths,
    orderId: null,
  });
}

function checkoutEditionUpgrade(cookie: string, serial: string, priceId = SCREEN_READER_DOWNLOAD_PRICE, countryId = UK) {
  return postCheckout(cookie, {
    priceId: String(priceId),
    countryId: String(countryId),
    licenceSerial: serial,
    editionUpgrade: "on",
    idempotencyKey: newIdempotencyKey(),
  });
}

describe("moving a licence to a higher edition", () => {
  it("costs the difference between the two editions' list prices, in the buyer's currency", async () => {
    const buyer = await createSignedInUser(env);
    const licence = await magnifierLicence(buyer.userId);
    const difference = (await listAmount(SCREEN_READER_DOWNLOAD_PRICE, "GBP")) - (await listAmount(MAGNIFIER_DOWNLOAD_PRICE, "GBP"));
    expect(difference).toBe(50000);
    const answer = await checkoutEditionUpgrade(buyer.cookie, licence.serial.toLowerCase());
    expect(answer.status).toBe(201);
    expect(await orderRow(answer.json.orderId)).toMatchObject({
      kind: "edition-upgrade",
      status: "pending",
      product_id: SCREEN_READER_EDITION,
      edition: "screen-reader",
      licence_serial: licence.serial,
      unit_amount_minor: difference,
      net_amount_minor: difference,
      total_amount_minor: 60000,
    });
    // Nothing changes before the payment arrives.
    expect((await licenceRows(buyer.userId))[0]).toMatchObject({ product_id: MAGNIFIER, edition: "magnifier" });

    const euros = await editionDifference(getDb(env.DB), MAGNIFIER, { productId: SCREEN_READER_EDITION, fulfilment: "download" }, "EUR");
    expect(euros?.amountMinor).toBe((await listAmount(SCREEN_READER_DOWNLOAD_PRICE, "EUR")) - (await listAmount(MAGNIFIER_DOWNLOAD_PRICE, "EUR")));
    const german = await checkoutEditionUpgrade(buyer.cookie, licence.serial, SCREEN_READER_DOWNLOAD_PRICE, GERMANY);
    expect(await orderRow(german.json.orderId)).toMatchObject({ currency: "EUR", net_amount_minor: euros!.amountMinor });
  });

  it("is carried out by the payment webhook on the same licence, once however often the event is delivered", async () => {
    const buyer = await createSignedInUser(env);
    const licence = await magnifierLicence(buyer.userId);
    const answer = await checkoutEditionUpgrade(buyer.cookie, licence.serial, SPEECH_DOWNLOAD_PRICE);
    expect(answer.status).toBe(201);
    const paid = await paidEvent(answer.json.orderId);
    expect((await deliver(paid)).json.outcome).toBe("paid");
    const [moved, ...others] = await licenceRows(buyer.userId);
    expect(others).toHaveLength(0);
    expect(moved).toMatchObject({
      id: licence.id,
      serial: licence.serial,
      product_id: 2,
      edition: "magnifier-speech",
      min_major: 22,
      max_major: 23,
      status: "active",
      sma_expires_at: licence.smaExpiresAt!.getTime(),
    });
    expect(await orderRow(answer.json.orderId)).toMatchObject({ status: "paid", prior_product_id: MAGNIFIER, prior_edition: "magnifier", prior_max_major: 22 });

    // The same event again, and another paid event for the order: nothing more changes.
    expect((await deliver(paid)).json.duplicate).toBe(true);
    await deliver(await paidEvent(answer.json.orderId, `evt_again_${answer.json.orderId}`));
    expect(await licenceRows(buyer.userId)).toEqual([moved]);
    expect(await orderRow(answer.json.orderId)).toMatchObject({ prior_product_id: MAGNIFIER, prior_edition: "magnifier", prior_max_major: 22 });
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM support_outbox WHERE tag = ?")
      .bind(`order-receipt:${answer.json.orderId}`)
      .first<number>("n");
    expect(mails).toBe(1);
  });

  it("refunded, puts the licence back to the edition and version it had", async () => {
    const buyer = await createSignedInUser(env);
    const licence = await magnifierLicence(buyer.userId);
    const answer = await checkoutEditionUpgrade(buyer.cookie, licence.serial);
    await deliver(await paidEvent(answer.json.orderId));
    expect((await licenceRows(buyer.userId))[0]).toMatchObject({ product_id: SCREEN_READER_EDITION, edition: "screen-reader" });
    expect((await deliver(refundEvent(answer.json.orderId))).json.outcome).toBe("refunded");
    expect(await licenceRows(buyer.userId)).toEqual([
      expect.objectContaining({ id: licence.id, product_id: MAGNIFIER, edition: "magnifier", max_major: 22, status: "active" }),
    ]);
  });

  it("is refused for the same or a lower edition, another account's licence or another product's, and changes nothing", async () => {
    const owner = await createSignedInUser(env);
    const stranger = await createSignedInUser(env);
    const licence = await magnifierLicence(owner.userId);
    const top = await issueLicence(getDb(env.DB), {
      accountId: owner.userId,
      productId: SCREEN_READER_EDITION,
      edition: "screen-reader",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: null,
    });
    const screenReaderProduct = await issueLicence(getDb(env.DB), {
      accountId: owner.userId,
      productId: 4,
      edition: null,
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: null,
    });
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<number>("n");

    const lower = await checkoutEditionUpgrade(owner.cookie, top.serial, SPEECH_DOWNLOAD_PRICE);
    expect(lower.status).toBe(422);
    expect(lower.json.errors.priceId.errors).toEqual(["Choose an edition higher than the one your licence is for"]);
    expect((await checkoutEditionUpgrade(owner.cookie, licence.serial, MAGNIFIER_DOWNLOAD_PRICE)).json.errors.priceId).toBeDefined();
    for (const [cookie, serial] of [
      [stranger.cookie, licence.serial],
      [owner.cookie, screenReaderProduct.serial],
      [owner.cookie, ""],
    ] as const) {
      const answer = await checkoutEditionUpgrade(cookie, serial);
      expect(answer.status).toBe(422);
      expect(answer.json.errors.licenceSerial.friendlyName).toBe("Serial number");
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM orders").first<number>("n")).toBe(orders);
  });
});
