/**
 * VAT invoices and credit notes. The webhook pays an order and allocates its invoice in one D1
 * batch (a refund: refunds it and allocates its credit note), so the state change and the
 * document happen together or not at all. The number is the next of its kind and year,
 * computed inside the one INSERT … SELECT that stores it: D1 runs a database's statements one
 * at a time, so two webhooks at once cannot read the same "last number", and an insert that
 * does not happen (the order was not paid by this event, or already has its document) takes no
 * number, so there are no gaps. Why this way: docs/decisions/0027.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { type Database, type TaxDocumentKind, orders, taxDocuments } from "../db";
import { defineOperation, done } from "../operation";
import { type Order, findOrder, listOwnOrders } from "./orders";

export type TaxDocument = typeof taxDocuments.$inferSelect;

const PREFIXES: Record<TaxDocumentKind, string> = { invoice: "INV", "credit-note": "CN" };

/** The order's status a document needs: an invoice for a paid order, a credit note for a refunded one. */
const NEEDS: Record<TaxDocumentKind, Order["status"]> = { invoice: "paid", "credit-note": "refunded" };

/** The year a document is numbered in: the calendar year (UTC) of the event that issues it. */
export function documentYear(now: number): number {
  return new Date(now).getUTCFullYear();
}

/** One statement: the next number of its kind and year, stored for the order only if the order is in the state the document records. */
function allocate(db: Database, kind: TaxDocumentKind, orderId: string, now: number): D1PreparedStatement {
  const year = documentYear(now);
  return db.$client
    .prepare(
      `INSERT INTO tax_documents (number, kind, order_id, year, sequence, issued_at)
       SELECT printf(?1, next), ?2, ?3, ?4, next, ?5
       FROM (SELECT coalesce(max(sequence), 0) + 1 AS next FROM tax_documents WHERE kind = ?2 AND year = ?4)
       WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?3 AND status = ?6)
       ON CONFLICT DO NOTHING`,
    )
    .bind(`${PREFIXES[kind]}-${year}-%06d`, kind, orderId, year, now, NEEDS[kind]);
}

/** A drizzle statement as a D1 statement, to run in one D1 batch with `allocate`. */
function prepared(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql: text, params } = query.toSQL();
  return db.$client.prepare(text).bind(...params);
}

/** Runs a state change and a document's allocation as one D1 batch (one transaction); the order as changed, or undefined if the change did not apply. */
async function changeWithDocument(
  db: Database,
  change: { toSQL(): { sql: string; params: unknown[] } },
  kind: TaxDocumentKind,
  orderId: string,
  now: number,
): Promise<Order | undefined> {
  const [changed] = await db.$client.batch([prepared(db, change), allocate(db, kind, orderId, now)]);
  if (!changed?.results.length) return undefined;
  return findOrder(db, orderId);
}

/** Paid (from pending, failed or expired) and its invoice, in one batch; the order as changed, or undefined if this event changed nothing. */
export function markPaidWithInvoice(db: Database, orderId: string, paymentId: string | null, now = Date.now()): Promise<Order | undefined> {
  const change = db
    .update(orders)
    .set({ status: "paid", paymentId, paidAt: new Date(now), failureReason: null })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed", "expired"])))
    .returning({ id: orders.id });
  return changeWithDocument(db, change, "invoice", orderId, now);
}

/** Refunded (from paid) and its credit note, in one batch. */
export function markRefundedWithCreditNote(db: Database, orderId: string, now = Date.now()): Promise<Order | undefined> {
  const change = db
    .update(orders)
    .set({ status: "refunded", closedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  return changeWithDocument(db, change, "credit-note", orderId, now);
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

/** An account's orders, newest first, by short number, with their documents' numbers: never another account's. */
export async function ordersWithDocuments(db: Database, accountId: string) {
  const own = await listOwnOrders(db, accountId);
  const documents = await documentsOfOrders(
    db,
    own.map((order) => order.id),
  );
  const numberOf = (orderId: string, kind: TaxDocumentKind) => documents.find((entry) => entry.orderId === orderId && entry.kind === kind)?.number ?? null;
  return own.map((order) => ({
    id: order.id,
    shortNumber: order.shortNumber ?? order.id,
    createdAt: order.createdAt.toISOString(),
    label: order.label,
    quantity: order.quantity,
    currency: order.currency,
    totalAmountMinor: order.totalAmountMinor,
    status: order.status,
    invoice: numberOf(order.id, "invoice"),
    creditNote: numberOf(order.id, "credit-note"),
  }));
}

/** GET /api/v1/account/orders: My orders. */
export const listMyOrders = defineOperation({
  name: "orders-list",
  input: v.object({}),
  access: "signed-in",
  run: async ({ db, user }) => done({ orders: await ordersWithDocuments(db, user.userId) }),
});
