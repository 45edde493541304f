/** Tables of the staff desk: the audit log of every change made in it. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per change made in the staff desk: who (kept by address as well as id, so the
 * record outlives the account), what, when, and the item before and after as JSON.
 */
export const staffAudit = sqliteTable(
  "staff_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    actorAccountId: text("actor_account_id"),
    actorEmail: text("actor_email").notNull(),
    /** A stable name of the change ("staff-role.grant", "banner.save"). */
    action: text("action").notNull(),
    /** The kind of item changed ("account", "banner", "event"…) and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** One sentence for people reading the log ("Granted the staff role to a@b.c"). */
    summary: text("summary").notNull(),
    beforeJson: text("before_json"),
    afterJson: text("after_json"),
  },
  (table) => [index("staff_audit_at_idx").on(table.at), index("staff_audit_subject_idx").on(table.subjectType, table.subjectId)],
);
