/**
 * Tables of the staff desk's Inbox: the desk's own state of each thing a visitor sent (a
 * contact, support or bug message, a callback or training booking, a not-found report), and
 * its thread of internal notes and replies. What the visitor sent stays in its own table;
 * an item with no row here is new and unassigned.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { supportOutbox } from "./support";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/** One row per item the desk has touched: its kind and source row's id → state and assignee. */
export const inboxItems = sqliteTable(
  "inbox_items",
  {
    /** contact, support, bug (support_messages), callback, training (support_bookings), not-found (feedback_reports). */
    kind: text("kind").notNull(),
    sourceId: integer("source_id").notNull(),
    /** new, in-progress, waiting, closed. */
    state: text("state").notNull().default("new"),
    assigneeAccountId: text("assignee_account_id"),
    revision: integer("revision").notNull().default(1),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.kind, table.sourceId] }), index("inbox_items_state_idx").on(table.state)],
);

/** An item's thread: internal notes and replies to the customer (with the outbox row that carries the reply). */
export const inboxThread = sqliteTable(
  "inbox_thread",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    sourceId: integer("source_id").notNull(),
    /** note (staff only) or reply (mailed to the customer). */
    entry: text("entry").notNull(),
    authorAccountId: text("author_account_id"),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    outboxId: integer("outbox_id").references(() => supportOutbox.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [index("inbox_thread_item_idx").on(table.kind, table.sourceId, table.createdAt)],
);
