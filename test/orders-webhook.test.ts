/**
 * The payment webhook: only correctly signed, recent events act; each event acts once however
 * often it is delivered (a hundred identical deliveries at once issue one licence); events out
 * of order never move an order backwards; a payment of another amount issues nothing; a refund
 * revokes the licence; an abandoned checkout expires; the local payment page's test cards pay,
 * decline or ask for a confirmation through the same webhook.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { DECLINED_MESSAGES, NOT_A_TEST_CARD_MESSAGE, expireAbandonedOrders, CHECKOUT_LIFETIME_MS, EXPIRY_GRACE_MS } from "../workers/orders";
import { signatureHeader, verifySignature } from "../workers/services/payments";
import { createSignedInUser } from "./helpers/auth";
import { freshAddress } from "./helpers/operations";
import { deliver, event, licencesOfOrder, orderRow, paidEvent, refundEvent, seedShop, startOrder } from "./helpers/orders";

beforeAll(seedShop);

async function outboxFor(orderId: string) {
  return (await env.DB.prepare("SELECT * FROM support_outbox WHERE tag = ?").bind(`order-receipt:${orderId}`).all<Record<string, any>>()).results;
}

describe("webhook signatures", () => {
  it("accept Stripe's scheme and refuse a wrong secret, an altered body, a stale time and a missing header", async () => {
    const payload = '{"id":"evt_1"}';
    const now = 1_800_000_000;
    const header = await signatureHeader(payload, "whsec_a", now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(await verifySignature(payload, header, "whsec_a", { nowSeconds: now + 10 })).toEqual({ valid: true });
    expect(await verifySignature(payload, `t=${now},v1=${"0".repeat(64)},${header.split(",")[1]}`, "whsec_a", { nowSeconds: now })).toEqual({ valid: true });
    expect(await verifySignature(payload, header, "whsec_b", { nowSeconds: now })).toEqual({ valid: false, reason: "mismatch" });
    expect(await verifySignature('{"id":"evt_2"}', header, "whsec_a", { nowSeconds: now })).toEqual({ valid: false, reason: "mismatch" });
    expect(await verifySignature(payload, header, "whsec_a", { nowSeconds: now + 301 })).toEqual({ valid: false, reason: "too-old" });
    expect(await verifySignature(payload, null, "whsec_a")).toEqual({ valid: false, reason: "missing" });
    expect(await verifySignature(payload, "v1=abc", "whsec_a")).toEqual({ valid: false, reason: "malformed" });
  });

  it("an unsigned, wrongly signed or stale event changes nothing", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const paid = await paidEvent(orderId);
    expect((await deliver(paid, { signature: null })).status).toBe(400);
    expect((await deliver(paid, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await deliver("not json", { signature: "t=1,v1=00" })).status).toBe(400);
    expect((await orderRow(orderId))!.status).toBe("pending");
    expect(await licencesOfOrder(orderId)).toHaveLength(0);
  });
});

describe("payment events", () => {
  it("a paid order issues one licence to the buyer, mails the receipt and shows as paid", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const answer = await deliver(await paidEvent(orderId));
    expect(answer).toMatchObject({ status: 200, json: { received: true, outcome: "paid" } });
    const order = (await orderRow(orderId))!;
    expect(order.status).toBe("paid");
    const [licence, ...others] = await licencesOfOrder(orderId);
    expect(others).toHaveLength(0);
    expect(licence).toMatchObject({
      account_id: buyer.userId,
      product_id: 1,
      edition: "magnifier",
      max_major: 23,
      status: "active",
      serial: order.licence_serial,
    });
    const mail = (await outboxFor(orderId))[0]!;
    expect(mail.to_address).toBe(buyer.email);
    expect(mail.text_body).toContain(order.licence_serial);
    expect(mail.text_body).toContain("£474.00");
    // The receipt mail leads to the software: the licence on My licences, and to the VAT invoice.
    expect(mail.text_body).toContain(`/account/licences#licence-${order.licence_serial}`);
    expect(mail.text_body).toContain(`/orders/${orderId}/invoice`);
  });

  it("the same event delivered again, or a hundred times at once, issues one licence", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const paid = await paidEvent(orderId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(paid)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json.outcome === "paid")).toHaveLength(1);
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
    expect(await outboxFor(orderId)).toHaveLength(1);
    expect((await deliver(paid)).json).toEqual({ received: true, duplicate: true });
    const events = await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE order_id = ?").bind(orderId).first<{ n: number }>();
    expect(events!.n).toBe(1);
  }, 60_000);

  it("two different events that both say paid issue one licence", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const first = await paidEvent(orderId, `evt_a_${orderId}`);
    const second = { ...(await paidEvent(orderId, `evt_b_${orderId}`)), type: "checkout.session.async_payment_succeeded" };
    await Promise.all([deliver(first), deliver(second)]);
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
  });

  it("a payment of another amount or currency issues nothing", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const short = await deliver(await paidEvent(orderId, `evt_short_${orderId}`, { amount_total: 100 }));
    expect(short.json.outcome).toMatch(/^refused/);
    const dollars = await deliver(await paidEvent(orderId, `evt_usd_${orderId}`, { currency: "usd" }));
    expect(dollars.json.outcome).toMatch(/^refused/);
    expect((await orderRow(orderId))!.status).toBe("pending");
    expect(await licencesOfOrder(orderId)).toHaveLength(0);
  });

  it("out of order: an expiry or failure after payment changes nothing; a refund before payment changes nothing", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const early = await deliver(refundEvent(orderId, `evt_early_refund_${orderId}`));
    expect(early.json.outcome).toMatch(/^ignored/);
    await deliver(await paidEvent(orderId));
    const late = await deliver(event(`evt_late_expiry_${orderId}`, "checkout.session.expired", { object: "checkout.session", metadata: { orderId } }));
    expect(late.json.outcome).toMatch(/^ignored/);
    const failed = await deliver(
      event(`evt_late_fail_${orderId}`, "payment_intent.payment_failed", { object: "payment_intent", id: `pi_test_${orderId}`, metadata: { orderId } }),
    );
    expect(failed.json.outcome).toMatch(/^ignored/);
    expect((await orderRow(orderId))!.status).toBe("paid");
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
  });

  it("a refund revokes the licence, once; a payment event replayed after it gives nothing back", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const paid = await paidEvent(orderId);
    await deliver(paid);
    expect((await deliver(refundEvent(orderId))).json.outcome).toBe("refunded");
    expect((await orderRow(orderId))!.status).toBe("refunded");
    const licence = (await licencesOfOrder(orderId))[0]!;
    expect(licence.status).toBe("revoked");
    const replayedUnderNewId = await deliver({ ...paid, id: `evt_again_${orderId}` });
    expect(replayedUnderNewId.json.outcome).toMatch(/^ignored/);
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
    expect((await orderRow(orderId))!.status).toBe("refunded");
  });

  it("an event about no order of this shop is received and ignored", async () => {
    const answer = await deliver(event("evt_stranger", "checkout.session.completed", { object: "checkout.session", id: "cs_unknown" }));
    expect(answer).toMatchObject({ status: 200, json: { received: true, outcome: "ignored" } });
  });
});

describe("abandoned checkouts", () => {
  it("expire once their checkout has closed and the grace period passed; paid orders are untouched", async () => {
    const buyer = await createSignedInUser(env);
    const abandoned = await startOrder(buyer.cookie);
    const paid = await startOrder(buyer.cookie);
    await deliver(await paidEvent(paid));
    const db = getDb(env.DB);
    await expireAbandonedOrders(db, Date.now() + CHECKOUT_LIFETIME_MS);
    expect((await orderRow(abandoned))!.status).toBe("pending");
    await expireAbandonedOrders(db, Date.now() + CHECKOUT_LIFETIME_MS + EXPIRY_GRACE_MS + 1000);
    expect((await orderRow(abandoned))!.status).toBe("expired");
    expect((await orderRow(paid))!.status).toBe("paid");
    expect(await licencesOfOrder(abandoned)).toHaveLength(0);
  });
});

describe("the local payment page's test cards", () => {
  async function payWith(cookie: string, orderId: string, cardNumber: string) {
    const response = await SELF.fetch("https://site.test/api/v1/payments/test-card", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Requested-With": "XMLHttpRequest",
        Cookie: cookie,
        "CF-Connecting-IP": freshAddress(),
      },
      body: new URLSearchParams({ orderId, cardNumber, expiry: "04/30", securityCode: "123", cardholder: "Ada Buyer" }).toString(),
    });
    return { status: response.status, json: (await response.json()) as Record<string, any> };
  }

  async function confirm(cookie: string, orderId: string, decision: string) {
    const response = await SELF.fetch("https://site.test/api/v1/payments/test-card/confirm", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Requested-With": "XMLHttpRequest",
        Cookie: cookie,
        "CF-Connecting-IP": freshAddress(),
      },
      body: new URLSearchParams({ orderId, decision }).toString(),
    });
    return { status: response.status, json: (await response.json()) as Record<string, any> };
  }

  it("4242 4242 4242 4242 pays through the webhook and leads to the receipt", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const answer = await payWith(buyer.cookie, orderId, "4242 4242 4242 4242");
    expect(answer).toMatchObject({ status: 200, json: { status: "paid", redirect: `/orders/${orderId}` } });
    expect((await orderRow(orderId))!.status).toBe("paid");
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
    const again = await payWith(buyer.cookie, orderId, "4242424242424242");
    expect(again.status).toBe(409);
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
  });

  it("a declined card issues nothing and says so on the card field; another card may then pay", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const declined = await payWith(buyer.cookie, orderId, "4000000000000002");
    expect(declined.status).toBe(422);
    expect(declined.json.errors.cardNumber.errors).toEqual([DECLINED_MESSAGES.declined]);
    expect((await orderRow(orderId))!.status).toBe("failed");
    expect(await licencesOfOrder(orderId)).toHaveLength(0);
    const unknown = await payWith(buyer.cookie, orderId, "5555555555554444");
    expect(unknown.json.errors.cardNumber.errors).toEqual([NOT_A_TEST_CARD_MESSAGE]);
    expect((await payWith(buyer.cookie, orderId, "4242424242424242")).json.status).toBe("paid");
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
  });

  it("a card that needs confirmation pays only once it is approved, and issues nothing when it is refused", async () => {
    const buyer = await createSignedInUser(env);
    const approved = await startOrder(buyer.cookie);
    expect(await confirm(buyer.cookie, approved, "approve")).toMatchObject({ status: 409 });
    const asked = await payWith(buyer.cookie, approved, "4000 0025 0000 3155");
    expect(asked.json).toMatchObject({ status: "pending", redirect: `/checkout/pay/${approved}/confirm` });
    expect((await orderRow(approved))!.status).toBe("pending");
    expect((await confirm(buyer.cookie, approved, "approve")).json.status).toBe("paid");
    expect(await licencesOfOrder(approved)).toHaveLength(1);

    const refused = await startOrder(buyer.cookie);
    await payWith(buyer.cookie, refused, "4000002500003155");
    expect((await confirm(buyer.cookie, refused, "refuse")).status).toBe(422);
    expect((await orderRow(refused))!.status).toBe("failed");
    expect(await licencesOfOrder(refused)).toHaveLength(0);
  });

  it("nobody pays another account's order", async () => {
    const buyer = await createSignedInUser(env);
    const stranger = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    expect((await payWith(stranger.cookie, orderId, "4242424242424242")).status).toBe(404);
    expect((await orderRow(orderId))!.status).toBe("pending");
  });
});
