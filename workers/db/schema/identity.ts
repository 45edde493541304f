/**
 * DolphinID accounts and their address books (spec 3 "Dolphin account", "Contact").
 * The identity provider owns these tables; the calling hub and the premium reader area read them.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A DolphinID account. `id` is the userId carried in tokens; `dolphinId` is what people see (their email). */
export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Set when the video-calling terms are accepted (spec 4 "Terms"). */
    termsAcceptedAt: integer("terms_accepted_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (table) => [uniqueIndex("accounts_email_unique").on(table.email)],
);

/** One entry of an account's address book; `contactUserId` is set when the email is a DolphinID. */
export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactUserId: text("contact_user_id"),
  },
  (table) => [
    uniqueIndex("contacts_account_email_unique").on(table.accountId, table.contactEmail),
    index("contacts_contact_user_idx").on(table.contactUserId),
  ],
);
