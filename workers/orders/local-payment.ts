/**
 * The local payment page's operations (only with the local provider): paying an order with a
 * test card, and the extra confirmation some test cards ask for. The outcome is delivered as
 * a signed event to the webhook handler, the same path Stripe's events take, so payment,
 * licence, mail and receipt work exactly as they will in production.
 *
 * 4242 4242 4242 4242 pays; 4000 0025 0000 3155 asks for a confirmation first; 4000 0000 0000 0002
 * and 4000 0000 0000 9995 are declined; any other number is not a test card.
 */
import { buildUrl } from "@common/routes";
import { testCardSchema, testConfirmationSchema } from "@common/schemas/orders";
import type { Database } from "../db";
import { type OperationContext, type OperationResult, Refusal, defineOperation, done, invalidField } from "../operation";
import { getPaymentProvider, localEvent, localPaymentId, testCardOutcome } from "../services";
import { type Order, findOwnOrder, markAwaitingConfirmation } from "./orders";
import { deliverLocalEvent } from "./provider";

export const DECLINED_MESSAGES = {
  declined: "Your card was declined. Nothing was charged and no licence was issued. Try another card.",
  "insufficient-funds": "Your card was declined: there is not enough money in the account. Nothing was charged. Try another card.",
} as const;
export const NOT_A_TEST_CARD_MESSAGE = "This payment page takes test card numbers only: use 4242 4242 4242 4242 to pay.";

/** The order a payment page may take payment for: the customer's own, with the local provider, not yet paid. */
async function payableOrder({ env, db, user }: OperationContext<"signed-in">, orderId: string): Promise<Order> {
  if (getPaymentProvider(env).name !== "local" || env.ENVIRONMENT === "production")
    throw Refusal.status(404, "Payment is taken by our payment provider, not on this page.");
  const order = await findOwnOrder(db, user.userId, orderId);
  if (order?.provider !== "local") throw Refusal.status(404, "There is no such order on your DolphinID account.");
  if (order.status !== "pending" && order.status !== "failed")
    throw Refusal.status(409, { id: "This order is {status}: there is nothing to pay.", values: { status: order.status } });
  return order;
}

/** Delivers an event about an order to the webhook handler, signed as the provider signs them. */
function deliver(env: Env, db: Database, type: string, object: Record<string, unknown>): Promise<void> {
  return deliverLocalEvent(env, db, localEvent(type, object));
}

function paidSession(order: Order, paymentId: string) {
  return {
    id: order.checkoutSessionId,
    object: "checkout.session",
    client_reference_id: order.id,
    metadata: { orderId: order.id },
    payment_intent: paymentId,
    payment_status: "paid",
    amount_total: order.totalAmountMinor,
    currency: order.currency.toLowerCase(),
  };
}

type PaymentAnswer = OperationResult<{ orderId: string; status: "paid" | "pending" }>;

async function pay(context: OperationContext<"signed-in">, order: Order, paymentId: string): Promise<PaymentAnswer> {
  await deliver(context.env, context.db, "checkout.session.completed", paidSession(order, paymentId));
  return done({ orderId: order.id, status: "paid" }, { redirect: buildUrl("OrderReceipt", { orderId: order.id }, { locale: context.locale }) });
}

async function decline(context: OperationContext<"signed-in">, order: Order, reason: keyof typeof DECLINED_MESSAGES): Promise<PaymentAnswer> {
  const paymentId = localPaymentId();
  await deliver(context.env, context.db, "payment_intent.payment_failed", {
    id: paymentId,
    object: "payment_intent",
    metadata: { orderId: order.id },
    last_payment_error: { message: DECLINED_MESSAGES[reason], decline_code: reason === "declined" ? "generic_decline" : "insufficient_funds" },
  });
  return invalidField("cardNumber", "Card number", DECLINED_MESSAGES[reason]);
}

export const payWithTestCard = defineOperation({
  name: "pay-with-test-card",
  input: testCardSchema,
  access: "signed-in",
  rateLimit: { name: "test-card", limit: 30, windowSeconds: 600, per: "account" },
  async run(context, input): Promise<PaymentAnswer> {
    const order = await payableOrder(context, input.orderId);
    const outcome = testCardOutcome(input.cardNumber);
    if (outcome === "unknown-card") return invalidField("cardNumber", "Card number", NOT_A_TEST_CARD_MESSAGE);
    if (outcome === "declined" || outcome === "insufficient-funds") return decline(context, order, outcome);
    if (outcome === "needs-confirmation") {
      await markAwaitingConfirmation(context.db, order.id, localPaymentId());
      return done({ orderId: order.id, status: "pending" }, { redirect: buildUrl("CheckoutConfirm", { orderId: order.id }, { locale: context.locale }) });
    }
    return pay(context, order, localPaymentId());
  },
});

export const confirmTestPayment = defineOperation({
  name: "confirm-test-payment",
  input: testConfirmationSchema,
  access: "signed-in",
  rateLimit: { name: "test-card", limit: 30, windowSeconds: 600, per: "account" },
  async run(context, input): Promise<PaymentAnswer> {
    const order = await payableOrder(context, input.orderId);
    // Only a card that asked for confirmation left a payment waiting for it.
    if (!order.paymentId || order.status !== "pending") throw Refusal.status(409, "This payment is not waiting for a confirmation. Enter your card again.");
    if (input.decision === "refuse") return decline(context, order, "declined");
    return pay(context, order, order.paymentId);
  },
});
