/**
 * VAT invoices and credit notes. The webhook pays an order and allocates its invoice in one D1
 * batch (a refund: refunds it and allocates its credit note), so the state change and the
 * document happen together or not at all. The number is the next of its kind and year,
 * computed inside the one INSERT … SELECT that stores it: D1 runs a database's statements one
 * at a time, so two webhooks at once cannot read the same "last number", and an insert that
 * does not happen (the order was not paid by this event, or already has its document) takes no
 * number, so there are no gaps. Why this way: docs/decisions/0027.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type TaxDocumentKind, orders, taxDocuments } from "../db/schema";
import type { Order } from "./orders";

export type TaxDocument = typeof taxDocuments.$inferSelect;

const PREFIXES: Record<TaxDocumentKind, string> = { invoice: "INV", "credit-note": "CN" };

/** The order's status a document needs: an invoice for a paid order, a credit note for a refunded one. */
const NEEDS: Record<TaxDocumentKind, Order["status"]> = { invoice: "paid", "credit-note": "refunded" };

/** The year a document is numbered in: the calendar year (UTC) of the event that issues it. */
export function documentYear(now: number): number {
  return new Date(now).getUTCFullYear();
}

/** One statement: the next number of its kind and year, stored for the order only if the order is in the state the document records. */
function allocate(db: Database, kind: TaxDocumentKind, orderId: string, now: number) {
  const year = documentYear(now);
  const format = `${PREFIXES[kind]}-${year}-%06d`;
  return db.run(sql`
    INSERT INTO ${taxDocuments} (number, kind, order_id, year, sequence, issued_at)
    SELECT printf(${format}, next), ${kind}, ${orderId}, ${year}, next, ${now}
    FROM (SELECT coalesce(max(sequence), 0) + 1 AS next FROM ${taxDocuments} WHERE kind = ${kind} AND year = ${year})
    WHERE EXISTS (SELECT 1 FROM ${orders} WHERE id = ${orderId} AND status = ${NEEDS[kind]})
    ON CONFLICT DO NOTHING`);
}

/** Paid (from pending, failed or expired) and its invoice, in one batch; the order as changed, or undefined if this event changed nothing. */
export async function markPaidWithInvoice(db: Database, orderId: string, paymentId: string | null, now = Date.now()): Promise<Order | undefined> {
  const [paid] = await db.batch([
    db
      .update(orders)
      .set({ status: "paid", paymentId, paidAt: new Date(now), failureReason: null })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed", "expired"])))
      .returning(),
    allocate(db, "invoice", orderId, now),
  ]);
  return paid[0];
}

/** Refunded (from paid) and its credit note, in one batch. */
export async function markRefundedWithCreditNote(db: Database, orderId: string, now = Date.now()): Promise<Order | undefined> {
  const [refunded] = await db.batch([
    db
      .update(orders)
      .set({ status: "refunded", closedAt: new Date(now) })
      .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
      .returning(),
    allocate(db, "credit-note", orderId, now),
  ]);
  return refunded[0];
}

/** An order's invoice and credit note, if it has them. */
export function documentsOf(db: Database, orderId: string): Promise<TaxDocument[]> {
  return db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.issuedAt));
}

/** The documents of several orders at once (My orders). */
export function documentsOfOrders(db: Database, orderIds: string[]): Promise<TaxDocument[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(taxDocuments).where(inArray(taxDocuments.orderId, orderIds));
}
