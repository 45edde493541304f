/**
 * Premium reader seats through the shop's checkout: only an admin of the organisation may buy
 * them, the server prices them per seat, payment adds the seats and extends the subscription
 * once however often its event arrives, and a refund takes both back.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { deliver, newIdempotencyKey, orderRow, paidEvent, postCheckout, refundEvent, seedShop } from "./helpers/orders";
import { DAY, makeOrg } from "./premium/helpers";

beforeAll(seedShop);

async function planPrice(plan: "monthly" | "yearly") {
  return (await env.DB.prepare("SELECT id FROM product_prices WHERE kind = 'subscribe' AND edition = ?1").bind(plan).first<number>("id"))!;
}

const organisation = (id: number) =>
  env.DB.prepare("SELECT seats_purchased AS seats, expires_at AS expiresAt FROM premium_organisations WHERE id = ?1")
    .bind(id)
    .first<{ seats: number; expiresAt: number }>();

const monthsBetween = (from: number, to: number) => Math.round((to - from) / (30.44 * DAY));

describe("buying premium reader seats", () => {
  it("adds the seats and a year to the organisation once, however often the payment is reported, and a refund takes them back", async () => {
    const org = await makeOrg({ seats: 30, expiresAt: Date.now() + 100 * DAY });
    const before = (await organisation(org.id))!;
    const answer = await postCheckout(org.admin.cookie, {
      priceId: String(await planPrice("yearly")),
      countryId: "1",
      quantity: "10",
      organisationId: String(org.id),
      idempotencyKey: newIdempotencyKey(),
      // A browser's amount is never charged: the server prices ten seats itself.
      amount: "1",
    });
    expect(answer.status).toBe(201);
    expect(await orderRow(answer.json.orderId)).toMatchObject({
      kind: "subscribe",
      organisation_id: org.id,
      quantity: 10,
      unit_amount_minor: 3999,
      net_amount_minor: 39990,
      tax_amount_minor: 7998,
      total_amount_minor: 47988,
    });

    const paid = await paidEvent(answer.json.orderId);
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    expect(deliveries.filter((entry) => entry.json.outcome === "paid")).toHaveLength(1);
    const after = (await organisation(org.id))!;
    expect(after.seats).toBe(40);
    expect(after.expiresAt - before.expiresAt).toBeGreaterThan(360 * DAY);
    expect(monthsBetween(before.expiresAt, after.expiresAt)).toBe(12);

    expect((await deliver(refundEvent(answer.json.orderId))).json.outcome).toBe("refunded");
    expect(await organisation(org.id)).toEqual(before);
  });

  it("extends an ended subscription from today, by a month on the monthly plan", async () => {
    const org = await makeOrg({ seats: 5, expiresAt: Date.now() - 40 * DAY });
    const answer = await postCheckout(org.admin.cookie, {
      priceId: String(await planPrice("monthly")),
      countryId: "1",
      quantity: "3",
      organisationId: String(org.id),
      idempotencyKey: newIdempotencyKey(),
    });
    expect(answer.status).toBe(201);
    await deliver(await paidEvent(answer.json.orderId));
    const after = (await organisation(org.id))!;
    expect(after.seats).toBe(8);
    expect(monthsBetween(Date.now(), after.expiresAt)).toBe(1);
  });

  it("refuses a teacher, an admin of another organisation and a missing organisation on the organisation field, and places no order", async () => {
    const org = await makeOrg();
    const other = await makeOrg();
    const price = String(await planPrice("yearly"));
    for (const [cookie, organisationId] of [
      [org.teacher.cookie, String(org.id)],
      [other.admin.cookie, String(org.id)],
      [org.admin.cookie, ""],
      [org.admin.cookie, "999999"],
    ] as const) {
      const answer = await postCheckout(cookie, { priceId: price, countryId: "1", quantity: "4", organisationId, idempotencyKey: newIdempotencyKey() });
      expect(answer.status).toBe(422);
      expect(answer.json.errors.organisationId.friendlyName).toBe("Organisation");
    }
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE organisation_id = ?1").bind(org.id).first<number>("n");
    expect(orders).toBe(0);
    expect((await organisation(org.id))!.seats).toBe(30);
  });

  it("refuses a number of seats that is not a whole number from 1 to 1000", async () => {
    const org = await makeOrg();
    for (const quantity of ["0", "1001", "2.5", "ten"]) {
      const answer = await postCheckout(org.admin.cookie, {
        priceId: String(await planPrice("yearly")),
        countryId: "1",
        quantity,
        organisationId: String(org.id),
        idempotencyKey: newIdempotencyKey(),
      });
      expect(answer.status, quantity).toBe(422);
      expect(answer.json.errors.quantity).toBeDefined();
    }
  });
});
