/**
 * What an account's owner controls about their own data: the sign-in history (each sign-in and
 * each action that cannot be undone), deletions waiting out their period, and changes of
 * address with the old address's undo link. workers/identity/account-data/ owns these tables.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/**
 * The account's own history, one table for every event: sign-ins (`sign-in` as the built-in
 * provider checks the password, `signed-in` as the site's session begins), sessions ended from
 * the list of where it is signed in, and the actions that asked for proof again (data export,
 * deletion asked for or cancelled, address changed or put back). The client's address where
 * there was a request; the device, browser and country of the session concerned for the
 * session events. Kept by account id only, with no foreign key, so the erasure removes it
 * explicitly.
 */
export const accountHistory = sqliteTable(
  "account_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(now),
    /** A stable name of what happened ("sign-in", "data-export", "deletion-requested"…). */
    kind: text("kind").notNull(),
    /** The client address it came from, when there was a request. */
    clientAddress: text("client_address").notNull().default(""),
    device: text("device").notNull().default(""),
    browser: text("browser").notNull().default(""),
    country: text("country"),
  },
  (table) => [index("account_history_account_idx").on(table.accountId, table.at)],
);

/**
 * An account its owner asked to delete: erased by the scheduled job once `eraseAfter` has
 * passed, unless the mailed cancel link (stored by hash) is followed first. While it waits, the
 * account cannot sign in and is not treated as its address (so contacts cannot reach it);
 * `provedAt` keeps when it had proved its address, to put back on a cancel.
 */
export const accountDeletions = sqliteTable(
  "account_deletions",
  {
    accountId: text("account_id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }).notNull(),
    eraseAfter: integer("erase_after", { mode: "timestamp_ms" }).notNull(),
    cancelTokenHash: text("cancel_token_hash").notNull(),
    provedAt: integer("proved_at", { mode: "timestamp_ms" }),
  },
  (table) => [uniqueIndex("account_deletions_cancel_unique").on(table.cancelTokenHash), index("account_deletions_due_idx").on(table.eraseAfter)],
);

/** A change of the account's address, with the undo link mailed to the old address (by hash). */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id").notNull(),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    undoTokenHash: text("undo_token_hash").notNull(),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
    undoExpiresAt: integer("undo_expires_at", { mode: "timestamp_ms" }).notNull(),
    undoneAt: integer("undone_at", { mode: "timestamp_ms" }),
  },
  (table) => [uniqueIndex("email_changes_undo_unique").on(table.undoTokenHash), index("email_changes_account_idx").on(table.accountId)],
);
