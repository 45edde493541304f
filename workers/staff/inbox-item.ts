/**
 * One Inbox item as the desk shows it: everything the visitor sent (each field of the form
 * they used), the desk's state, and the thread of notes and replies with each reply's
 * delivery from the outbox.
 */
import { asc, eq, and } from "drizzle-orm";
import type { InboxKind } from "@common/schemas/staff-inbox";
import { type Database, feedbackReports, inboxThread, supportMessages, supportOutbox, supportSlots, supportBookings } from "../db";
import { formatSlot } from "../support";
import { type InboxRow, findInboxRow } from "./inbox-list";

/** A labelled field the visitor filled in, in the form's order. */
export interface SentField {
  label: string;
  value: string;
}

export interface ThreadEntry {
  id: number;
  entry: "note" | "reply";
  authorEmail: string;
  body: string;
  at: string;
  delivery: { outboxId: number; deliveredAt: string | null; attempts: number; lastError: string | null } | null;
}

export interface InboxItem extends InboxRow {
  sent: SentField[];
  thread: ThreadEntry[];
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

async function sentFields(db: Database, row: InboxRow): Promise<SentField[]> {
  if (row.kind === "not-found") {
    const [report] = await db.select().from(feedbackReports).where(eq(feedbackReports.id, row.sourceId));
    if (!report) return [];
    return [
      { label: "Address not found", value: report.reportedUri },
      { label: "What they were looking for", value: report.feedback },
      { label: "Report id", value: report.reportId },
    ];
  }
  if (row.kind === "callback" || row.kind === "training") {
    const [booking] = await db
      .select({ booking: supportBookings, slot: supportSlots })
      .from(supportBookings)
      .innerJoin(supportSlots, eq(supportSlots.id, supportBookings.slotId))
      .where(eq(supportBookings.id, row.sourceId));
    if (!booking) return [];
    return [
      { label: "Name", value: booking.booking.name },
      { label: "Email", value: booking.booking.email },
      { label: "Phone", value: booking.booking.phone },
      { label: row.kind === "training" ? "Session" : "Team", value: booking.slot.title },
      { label: "When (UK time)", value: formatSlot(booking.slot) },
      { label: "Product", value: row.productName ?? "Any" },
      { label: "Notes", value: booking.booking.notes || "None" },
    ];
  }
  const [message] = await db.select().from(supportMessages).where(eq(supportMessages.id, row.sourceId));
  if (!message) return [];
  return [
    { label: "Name", value: message.name },
    { label: "Email", value: message.email },
    { label: "Phone", value: message.phone || "Not given" },
    ...(message.kind === "contact" ? [{ label: "Subject", value: message.subject }] : []),
    ...(message.kind !== "contact"
      ? [
          { label: "Product", value: row.productName ?? "Unknown" },
          { label: "Version", value: message.version || "Not given" },
        ]
      : []),
    ...(message.kind === "support" ? [{ label: "Serial number", value: message.serial || "Not given" }] : []),
    ...(message.kind !== "bug" ? [{ label: "Newsletter", value: message.newsSubscription ? `Yes (${message.newsType ?? "html"})` : yesNo(false) }] : []),
    { label: "Message", value: message.message },
  ];
}

export async function readThread(db: Database, kind: InboxKind, sourceId: number): Promise<ThreadEntry[]> {
  const rows = await db
    .select({
      entry: inboxThread,
      outbox: { id: supportOutbox.id, deliveredAt: supportOutbox.deliveredAt, attempts: supportOutbox.attempts, lastError: supportOutbox.lastError },
    })
    .from(inboxThread)
    .leftJoin(supportOutbox, eq(supportOutbox.id, inboxThread.outboxId))
    .where(and(eq(inboxThread.kind, kind), eq(inboxThread.sourceId, sourceId)))
    .orderBy(asc(inboxThread.createdAt), asc(inboxThread.id));
  return rows.map(({ entry, outbox }) => ({
    id: entry.id,
    entry: entry.entry === "reply" ? "reply" : "note",
    authorEmail: entry.authorEmail,
    body: entry.body,
    at: entry.createdAt.toISOString(),
    delivery: outbox
      ? { outboxId: outbox.id, deliveredAt: outbox.deliveredAt?.toISOString() ?? null, attempts: outbox.attempts, lastError: outbox.lastError }
      : null,
  }));
}

/** The item with what was sent and its thread, or null when there is no such item. */
export async function findInboxItem(db: Database, kind: InboxKind, sourceId: number): Promise<InboxItem | null> {
  const row = await findInboxRow(db, kind, sourceId);
  if (!row) return null;
  const [sent, thread] = await Promise.all([sentFields(db, row), readThread(db, kind, sourceId)]);
  return { ...row, sent, thread };
}
