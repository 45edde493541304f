/**
 * Tables that several areas use: dealers (the dealer locator, product pages and trials)
 * and the local mailbox behind the mail interface (password resets, contact messages).
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { countries, states } from "./site";

/** Spec 3 "Dealer": id, name; with the contact details the locator shows. */
export const dealers = sqliteTable(
  "dealers",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    /** Set for dealers in a country with states (the USA). */
    stateId: integer("state_id").references(() => states.id),
    /** The country's primary dealer is listed first (GET countries/{id}/dealers/primary). */
    isPrimary: integer("is_primary", { mode: "boolean" }).notNull().default(false),
    addressLines: text("address_lines").notNull().default(""),
    city: text("city").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    /** Bumped by every staff desk save, so the second of two saves from one revision is refused. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [index("dealers_country_idx").on(table.countryId, table.stateId)],
);

/**
 * Mail handed to the mail interface. The local implementation delivers into this table (a
 * mailbox tests and developers can read); production sends through a provider and records
 * the outcome here too, so nothing sent is lost.
 */
export const mailMessages = sqliteTable(
  "mail_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    replyTo: text("reply_to"),
    /** What the message is about, e.g. "password-reset" or "contact-message:42". */
    tag: text("tag").notNull().default(""),
    /** The language the mail is written in ("de-DE"). */
    language: text("language").notNull().default("en-GB"),
    /** JSON: the mail's extra headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
    headers: text("headers").notNull().default("{}"),
    /** The whole message as a mail client receives it (RFC 5322), for tests and the local mailbox's download. */
    raw: text("raw").notNull().default(""),
    /** Files sent with the mail, as JSON (`MailAttachment[]`); null for none. */
    attachments: text("attachments"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (table) => [index("mail_messages_to_idx").on(table.toAddress)],
);
