/**
 * Refunds through the payment provider: Stripe's refund API against recorded answers (no
 * network), and the local provider, whose refund of a test payment reaches the webhook as the
 * same signed charge.refunded event Stripe sends, so the order is refunded and its licence
 * revoked by the one webhook path.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError, StripeCheckout } from "../workers/services/payments";
import { testRefundsAllowed } from "../workers/orders";
import { createSignedInUser } from "./helpers/auth";
import { licencesOfOrder, orderRow, payWithTestCard, postApi, seedShop, startOrder } from "./helpers/orders";

beforeAll(seedShop);

/** Recorded from Stripe's test mode (trimmed to the fields around those the site reads). */
const RECORDED_REFUND = {
  id: "re_3PqR7sLkdIwHu7ix0a1b2c3d",
  object: "refund",
  amount: 47400,
  charge: "ch_3PqR7sLkdIwHu7ix0e4f5g6h",
  currency: "gbp",
  metadata: { orderId: "ord_0123456789abcdef" },
  payment_intent: "pi_3PqR7sLkdIwHu7ix0i7j8k9l",
  reason: null,
  status: "succeeded",
};
const RECORDED_ERROR = {
  error: { code: "charge_already_refunded", message: "Charge ch_3PqR7sLkdIwHu7ix0e4f5g6h has already been refunded.", type: "invalid_request_error" },
};

const refundRequest = { orderId: "ord_0123456789abcdef", paymentId: "pi_3PqR7sLkdIwHu7ix0i7j8k9l", amountMinor: 47400, currency: "GBP" };

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe("Stripe refunds", () => {
  it("refunds the order's payment in full, keyed by the order so that asking twice refunds once", async () => {
    const { calls, fetcher } = recordingFetch(200, RECORDED_REFUND);
    expect(await new StripeCheckout("sk_test_secret", fetcher).refund(refundRequest)).toEqual({ refundId: RECORDED_REFUND.id });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/refunds");
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get("Authorization")).toBe("Bearer sk_test_secret");
    expect(headers.get("Idempotency-Key")).toBe("refund-ord_0123456789abcdef");
    const form = new URLSearchParams(String(calls[0]!.init.body));
    expect(Object.fromEntries(form)).toEqual({ payment_intent: refundRequest.paymentId, amount: "47400", "metadata[orderId]": refundRequest.orderId });
  });

  it("turns Stripe's refusal, a failed refund and a lost connection into a PaymentProviderError", async () => {
    const refused = new StripeCheckout("sk_test_secret", recordingFetch(400, RECORDED_ERROR).fetcher).refund(refundRequest);
    await expect(refused).rejects.toThrow(PaymentProviderError);
    await expect(refused).rejects.toThrow(/already been refunded/);
    const failed = new StripeCheckout("sk_test_secret", recordingFetch(200, { ...RECORDED_REFUND, status: "failed" }).fetcher).refund(refundRequest);
    await expect(failed).rejects.toThrow(PaymentProviderError);
    const offline = (async () => {
      throw new TypeError("Network connection lost.");
    }) as unknown as typeof fetch;
    await expect(new StripeCheckout("sk_test_secret", offline).refund(refundRequest)).rejects.toThrow(/could not be reached/);
  });
});

describe("refunding a test payment", () => {
  const refund = (cookie: string, orderId: string, confirm = "on") => postApi(cookie, "payments/test-refund", { orderId, confirm });

  it("refunds a paid order through the signed webhook event: the order is refunded and its licence revoked, once", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    expect((await payWithTestCard(buyer.cookie, orderId)).json.status).toBe("paid");

    const unconfirmed = await refund(buyer.cookie, orderId, "");
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.json.errors.confirm).toBeDefined();
    expect((await orderRow(orderId))!.status).toBe("paid");

    const answer = await refund(buyer.cookie, orderId);
    expect(answer).toMatchObject({ status: 200, json: { status: "refunded" } });
    expect((await orderRow(orderId))!.status).toBe("refunded");
    expect((await licencesOfOrder(orderId))[0]).toMatchObject({ status: "revoked" });
    const events = await env.DB.prepare("SELECT type, outcome FROM payment_events WHERE order_id = ?1 ORDER BY rowid").bind(orderId).all();
    expect(events.results).toEqual([
      { type: "checkout.session.completed", outcome: "paid" },
      { type: "charge.refunded", outcome: "refunded" },
    ]);
    expect((await refund(buyer.cookie, orderId)).status).toBe(409);
  });

  it("refunds nothing unpaid and nobody else's order", async () => {
    const buyer = await createSignedInUser(env);
    const stranger = await createSignedInUser(env);
    const pending = await startOrder(buyer.cookie);
    expect((await refund(buyer.cookie, pending)).status).toBe(409);
    expect((await orderRow(pending))!.status).toBe("pending");
    const paid = await startOrder(buyer.cookie);
    await payWithTestCard(buyer.cookie, paid);
    expect((await refund(stranger.cookie, paid)).status).toBe(404);
    expect((await orderRow(paid))!.status).toBe("paid");
  });

  it("is offered only with the local provider outside production", () => {
    expect(testRefundsAllowed(env)).toBe(true);
    expect(testRefundsAllowed({ ...env, ENVIRONMENT: "production" })).toBe(false);
    expect(testRefundsAllowed({ ...env, PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_secret" })).toBe(false);
  });
});
