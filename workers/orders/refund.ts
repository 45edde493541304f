/**
 * Refunding an order through its payment provider. The provider gives the money back and
 * reports it as a signed `charge.refunded` event; the webhook then marks the order refunded and
 * takes back what it gave, exactly as for a refund made in the provider's own dashboard. With
 * Stripe that event arrives a moment later; the local provider delivers it at once.
 *
 * The local payment page's receipt may refund a test payment (never in production), so the
 * whole refund path can be tried offline.
 */
import { testRefundSchema } from "@common/schemas/orders";
import type { Database } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { PaymentProviderError, getPaymentProvider } from "../services";
import { type Order, findOrder, findOwnOrder } from "./orders";
import { paymentProvider } from "./provider";

export const REFUND_UNAVAILABLE_MESSAGE =
  "The payment provider could not make the refund just now, and nothing was refunded. Please try again in a few minutes.";

export interface RefundAsked {
  refundId: string;
  /** The order after the request: refunded already with the local provider, still paid until Stripe's event arrives. */
  order: Order;
}

/** Asks the order's provider to refund it in full; refuses an order that is not paid. */
export async function refundOrder(env: Env, db: Database, order: Order): Promise<RefundAsked> {
  if (order.status !== "paid")
    throw Refusal.status(409, { id: "This order is {status}: only a paid order can be refunded.", values: { status: order.status } });
  if (!order.paymentId) throw Refusal.status(409, "This order has no payment recorded to refund.");
  const provider = paymentProvider(env, db);
  if (provider.name !== order.provider)
    throw Refusal.status(409, {
      id: "{provider, select, stripe {This order was paid through Stripe: refund it there.} other {This order was paid through test payments: refund it there.}}",
      values: { provider: order.provider },
    });
  try {
    const { refundId } = await provider.refund({
      orderId: order.id,
      paymentId: order.paymentId,
      amountMinor: order.totalAmountMinor,
      currency: order.currency,
    });
    return { refundId, order: (await findOrder(db, order.id)) ?? order };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`refund of order ${order.id} could not be made`, error.message);
    throw Refusal.status(502, REFUND_UNAVAILABLE_MESSAGE);
  }
}

/** Test payments may be refunded by their buyer only where they are taken: locally, never in production. */
export function testRefundsAllowed(env: Env): boolean {
  return env.ENVIRONMENT !== "production" && getPaymentProvider(env).name === "local";
}

export const refundTestPayment = defineOperation({
  name: "refund-test-payment",
  input: testRefundSchema,
  access: "signed-in",
  rateLimit: { name: "test-refund", limit: 30, windowSeconds: 600, per: "account" },
  async run({ env, db, user }, input) {
    if (!testRefundsAllowed(env)) throw Refusal.status(404, "Refunds are made by our payment provider, not on this page.");
    const order = await findOwnOrder(db, user.userId, input.orderId);
    if (order?.provider !== "local") throw Refusal.status(404, "There is no such order on your DolphinID account.");
    const { order: refunded } = await refundOrder(env, db, order);
    return done({ orderId: refunded.id, status: refunded.status }, { message: "The test payment has been refunded: the order shows as refunded below." });
  },
});
