/**
 * Orders and their states. An order is created pending with the amount the server computed;
 * it becomes paid, failed, refunded or expired only through the conditional updates below,
 * each of which changes the order only from the states it may leave, so a late, replayed or
 * concurrent event finds nothing to change.
 *
 *   pending ─▶ paid ─▶ refunded
 *      │ ▲       ▲
 *      ▼ │       │      (a payment that succeeds after a decline or after expiry is honoured:
 *   failed ──────┘       the customer's money was taken)
 *      │
 *      ▼
 *   expired ─────▶ paid
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { type Database, type OrderKind, type OrderStatus, type PaymentProviderName, orders } from "../db";
import type { Quote } from "./pricing";

export type Order = typeof orders.$inferSelect;

/** How long a checkout may stay open before the order is abandoned (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
/** Pending orders expire this long after their checkout closes, so a payment finishing at the last moment lands first. */
export const EXPIRY_GRACE_MS = 15 * 60 * 1000;

function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ord_${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** "DOL-" and eight characters from an alphabet without I, O, 0 and 1, which are easily misread aloud or on screen. */
const SHORT_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newShortNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `DOL-${[...bytes].map((byte) => SHORT_ALPHABET[byte % SHORT_ALPHABET.length]).join("")}`;
}

/** What a buyer added for the invoice and the relief declaration, kept with the order. */
export interface BuyerDetails {
  companyName: string;
  invoiceAddress: string;
  vatNumber: string;
  reliefName: string;
  reliefAddress: string;
  reliefCondition: string;
  reliefCharity: string;
}

const orNull = (value: string | undefined) => (value ? value : null);

export interface NewOrder {
  accountId: string;
  email: string;
  idempotencyKey: string;
  kind: OrderKind;
  quote: Quote;
  languageId: number | null;
  /** The locale of the page the order is placed from (its receipt's language). */
  locale?: string;
  licenceSerial: string | null;
  organisationId: number | null;
  provider: PaymentProviderName;
  buyer?: Partial<BuyerDetails>;
}

/**
 * The order of a form: created the first time its idempotency key is used, found again on
 * every later submission of the same form (`created: false`), so that one form pays once.
 */
export async function placeOrder(db: Database, order: NewOrder, now = Date.now()): Promise<{ order: Order; created: boolean }> {
  // Eight characters of 32 rarely repeat; when one does, the unique index refuses it and another is drawn.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertOrder(db, order, now);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error)?.message ?? "").includes("short_number")) throw error;
    }
  }
}

async function insertOrder(db: Database, order: NewOrder, now: number): Promise<{ order: Order; created: boolean }> {
  const { quote, buyer = {} } = order;
  // The relief declaration is kept only when relief was granted; the buyer's details always.
  const relief = quote.taxRelief;
  const inserted = await db
    .insert(orders)
    .values({
      id: newOrderId(),
      shortNumber: newShortNumber(),
      companyName: orNull(buyer.companyName),
      invoiceAddress: orNull(buyer.invoiceAddress),
      vatNumber: orNull(buyer.vatNumber),
      reverseCharge: quote.reverseCharge,
      reliefName: relief ? orNull(buyer.reliefName) : null,
      reliefAddress: relief ? orNull(buyer.reliefAddress) : null,
      reliefCondition: relief ? orNull(buyer.reliefCondition) : null,
      reliefCharity: relief ? orNull(buyer.reliefCharity) : null,
      idempotencyKey: order.idempotencyKey,
      accountId: order.accountId,
      email: order.email,
      kind: order.kind,
      productId: quote.package.productId,
      priceId: quote.package.priceId,
      label: quote.package.label,
      edition: quote.package.edition,
      fulfilment: quote.package.fulfilment,
      languageId: order.languageId,
      locale: order.locale ?? "en-gb",
      countryId: quote.sale.countryId,
      quantity: quote.quantity,
      currency: quote.currency,
      unitAmountMinor: quote.unitAmountMinor,
      netAmountMinor: quote.netAmountMinor,
      taxName: quote.taxName,
      taxRateBasisPoints: quote.taxRateBasisPoints,
      taxAmountMinor: quote.taxAmountMinor,
      totalAmountMinor: quote.totalAmountMinor,
      taxRelief: quote.taxRelief,
      licenceSerial: order.licenceSerial,
      organisationId: order.organisationId,
      provider: order.provider,
      createdAt: new Date(now),
      expiresAt: new Date(now + CHECKOUT_LIFETIME_MS),
    })
    .onConflictDoNothing({ target: [orders.accountId, orders.idempotencyKey] })
    .returning()
    .get();
  if (inserted) return { order: inserted, created: true };
  const existing = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, order.accountId), eq(orders.idempotencyKey, order.idempotencyKey)))
    .get();
  if (!existing) throw new Error("an order that conflicted on its idempotency key could not be read back");
  return { order: existing, created: false };
}

export function findOrder(db: Database, id: string): Promise<Order | undefined> {
  return db.select().from(orders).where(eq(orders.id, id)).get();
}

/** An account's own order; another account's is not found. */
export function findOwnOrder(db: Database, accountId: string, id: string): Promise<Order | undefined> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)))
    .get();
}

export function listOwnOrders(db: Database, accountId: string, limit = 50): Promise<Order[]> {
  return db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt)).limit(limit);
}

export function findOrderByPayment(db: Database, paymentId: string): Promise<Order | undefined> {
  return db.select().from(orders).where(eq(orders.paymentId, paymentId)).get();
}

export function findOrderByCheckoutSession(db: Database, sessionId: string): Promise<Order | undefined> {
  return db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).get();
}

/** Records the provider's checkout session, once: a second submission keeps the first session. */
export async function attachCheckoutSession(db: Database, orderId: string, sessionId: string): Promise<void> {
  await db
    .update(orders)
    .set({ checkoutSessionId: sessionId })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
}

/** Moves an order to `to` only from one of `from`; the order as changed, or undefined if nothing changed. */
async function transition(db: Database, orderId: string, from: OrderStatus[], to: OrderStatus, changes: Partial<Order> = {}): Promise<Order | undefined> {
  return db
    .update(orders)
    .set({ ...changes, status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning()
    .get();
}

/** Undoes markPaidWithInvoice (./invoices.ts) when what payment gives could not be given, so the provider's retry can give it. */
export function unmarkPaid(db: Database, orderId: string, previous: OrderStatus) {
  return transition(db, orderId, ["paid"], previous, { paidAt: null });
}

export function markFailed(db: Database, orderId: string, reason: string, paymentId: string | null) {
  return transition(db, orderId, ["pending"], "failed", { failureReason: reason, paymentId });
}

/** Records that a test card needs the extra confirmation step, without changing the order's state. */
export async function markAwaitingConfirmation(db: Database, orderId: string, paymentId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentId, failureReason: null })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed"])));
}

export function markExpired(db: Database, orderId: string, now = Date.now()) {
  return transition(db, orderId, ["pending", "failed"], "expired", { closedAt: new Date(now) });
}

/** What payment changed, so that a refund can put it back. */
export async function recordPriorState(
  db: Database,
  orderId: string,
  prior: { priorMaxMajor?: number | null; priorEndsAt?: Date | null; priorProductId?: number | null; priorEdition?: string | null },
): Promise<void> {
  await db.update(orders).set(prior).where(eq(orders.id, orderId));
}

export async function recordLicenceSerial(db: Database, orderId: string, serial: string): Promise<void> {
  await db.update(orders).set({ licenceSerial: serial }).where(eq(orders.id, orderId));
}

/** Abandoned checkouts: orders still unpaid after their checkout closed (and a grace period) expire. */
export async function expireAbandonedOrders(db: Database, now = Date.now()): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: "expired", closedAt: new Date(now) })
    .where(and(inArray(orders.status, ["pending", "failed"]), lt(orders.expiresAt, new Date(now - EXPIRY_GRACE_MS))))
    .returning({ id: orders.id });
  return expired.length;
}
