/**
 * The payment provider's webhook (POST /api/v1/payments/webhook): the one place an order is
 * paid, failed, expired or refunded. Every event must carry a valid signature (signature.ts);
 * each is recorded by its id before it acts, so a replayed event, even a hundred copies at
 * once, acts once; and each state change is conditional (orders.ts), so events arriving out of
 * order cannot move an order backwards. A paid event is honoured only for the amount and
 * currency the server computed for the order.
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { type Database, type PaymentProviderName, paymentEvents } from "../db";
import { SIGNATURE_HEADER, configuredWebhookSecret, getPaymentProvider, verifySignature } from "../services";
import { fulfilOrder, revokeRefundedOrder } from "./fulfil";
import { type Order, findOrder, findOrderByCheckoutSession, findOrderByPayment, markExpired, markFailed, unmarkPaid } from "./orders";
import { markPaidWithInvoice, markRefundedWithCreditNote } from "./invoices";

/** Events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024;

const eventSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  type: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  data: v.object({ object: v.record(v.string(), v.unknown()) }),
});
type PaymentEvent = v.InferOutput<typeof eventSchema>;

export interface WebhookAnswer {
  status: 200 | 400 | 413 | 503;
  body: { received: boolean; duplicate?: boolean; outcome?: string; message?: string };
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The order an event is about: named in its metadata or reference, or found by its payment or session id. */
async function orderOfEvent(db: Database, event: PaymentEvent): Promise<Order | undefined> {
  const object = event.data.object;
  const named = text(record(object.metadata).orderId) ?? text(object.client_reference_id);
  if (named) return findOrder(db, named);
  const paymentId = text(object.payment_intent) ?? (object.object === "payment_intent" ? text(object.id) : null);
  if (paymentId) return findOrderByPayment(db, paymentId);
  if (object.object === "checkout.session" && text(object.id)) return findOrderByCheckoutSession(db, text(object.id)!);
  return undefined;
}

/** Records the event; false when it was recorded before (a replay). */
async function recordEvent(db: Database, provider: PaymentProviderName, event: PaymentEvent, orderId: string | null): Promise<boolean> {
  const row = await db
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: event.type, orderId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
    .get();
  return Boolean(row);
}

async function settleEvent(db: Database, provider: PaymentProviderName, eventId: string, outcome: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

async function forgetEvent(db: Database, provider: PaymentProviderName, eventId: string): Promise<void> {
  await db.delete(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

async function pay(env: Env, db: Database, order: Order, object: Record<string, unknown>): Promise<string> {
  const amount = object.amount_total;
  const currency = text(object.currency);
  if (amount !== order.totalAmountMinor || currency?.toUpperCase() !== order.currency) {
    console.error(
      `payment event for order ${order.id} names ${String(amount)} ${String(currency)}, not the order's ${order.totalAmountMinor} ${order.currency}`,
    );
    return "refused: the amount paid is not the order's";
  }
  // Paid and its VAT invoice numbered in one batch: a retry after a failed fulfilment keeps the same number.
  const paid = await markPaidWithInvoice(db, order.id, text(object.payment_intent));
  if (!paid) return `ignored: the order is already ${order.status}`;
  try {
    await fulfilOrder(env, db, paid);
  } catch (error) {
    // Nothing was given: the order goes back to where it was, and the provider's retry pays it.
    await unmarkPaid(db, order.id, order.status);
    throw error;
  }
  return "paid";
}

async function applyEvent(env: Env, db: Database, event: PaymentEvent, order: Order): Promise<string> {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
      // A delayed payment method completes the session unpaid; its outcome comes in a later event.
      return object.payment_status === "paid" ? pay(env, db, order, object) : "waiting: the payment is not complete yet";
    case "checkout.session.async_payment_succeeded":
      return pay(env, db, order, object);
    case "checkout.session.async_payment_failed":
    case "payment_intent.payment_failed": {
      const reason = text(record(object.last_payment_error).message) ?? "The payment was declined.";
      return (await markFailed(db, order.id, reason, text(object.payment_intent) ?? text(object.id)))
        ? "failed"
        : `ignored: the order is already ${order.status}`;
    }
    case "checkout.session.expired":
      return (await markExpired(db, order.id)) ? "expired" : `ignored: the order is already ${order.status}`;
    case "charge.refunded": {
      if (object.refunded !== true) return "ignored: a partial refund leaves the licence in place";
      const refunded = await markRefundedWithCreditNote(db, order.id);
      if (!refunded) return `ignored: the order is ${order.status}, not paid`;
      await revokeRefundedOrder(db, refunded);
      return "refunded";
    }
    default:
      return "ignored: not an event the shop acts on";
  }
}

/** Verifies, records and acts on one delivery of an event. */
export async function handlePaymentWebhook(env: Env, db: Database, request: Request): Promise<WebhookAnswer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_EVENT_BYTES) return { status: 413, body: { received: false, message: "That event is too large." } };
  const payload = await request.text();
  if (payload.length > MAX_EVENT_BYTES) return { status: 413, body: { received: false, message: "That event is too large." } };

  // Production without a payment provider has no secret to check against: no event is accepted.
  const secret = configuredWebhookSecret(env);
  if (!secret) return { status: 503, body: { received: false, message: "Payment events are not accepted: no webhook secret is configured." } };
  const check = await verifySignature(payload, request.headers.get(SIGNATURE_HEADER), secret);
  if (!check.valid) return { status: 400, body: { received: false, message: `The event's signature is not valid (${check.reason}).` } };

  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { status: 400, body: { received: false, message: "The event is not valid JSON." } };
  }
  const parsed = v.safeParse(eventSchema, json);
  if (!parsed.success) return { status: 400, body: { received: false, message: "The event does not have an id, a type and an object." } };
  const event = parsed.output;

  const provider = getPaymentProvider(env).name;
  const order = await orderOfEvent(db, event);
  if (!(await recordEvent(db, provider, event, order?.id ?? null))) return { status: 200, body: { received: true, duplicate: true } };
  if (!order) {
    await settleEvent(db, provider, event.id, "ignored: no order of this shop");
    return { status: 200, body: { received: true, outcome: "ignored" } };
  }
  let outcome: string;
  try {
    outcome = await applyEvent(env, db, event, order);
  } catch (error) {
    // Forgotten, so that the provider's next delivery of this event is acted on.
    await forgetEvent(db, provider, event.id);
    throw error;
  }
  await settleEvent(db, provider, event.id, outcome);
  return { status: 200, body: { received: true, outcome } };
}
