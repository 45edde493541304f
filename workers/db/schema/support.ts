/**
 * Tables of the support desk: support products, messages sent through the contact and
 * support forms (stored first, then delivered through the mail outbox), callback and
 * training slots and their bookings, the knowledge base (with an FTS5 index added by a
 * hand-written migration), the local newsletter list and the local human-check tokens.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** Spec 3 "Support product": id, product_name; with what the support desk offers for it. */
export const supportProducts = sqliteTable(
  "support_products",
  {
    id: integer("id").primaryKey(),
    productName: text("product_name").notNull(),
    /** The name in addresses: /support/categories/{semanticName}. */
    semanticName: text("semantic_name").notNull(),
    summary: text("summary").notNull().default(""),
    /** Still sold and supported (support-products/current). */
    isCurrent: integer("is_current", { mode: "boolean" }).notNull().default(true),
    canEmailSupport: integer("can_email_support", { mode: "boolean" }).notNull().default(true),
    canBookCallback: integer("can_book_callback", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [uniqueIndex("support_products_semantic_unique").on(table.semanticName)],
);

/** Spec 3 "Contact request" and its support variant, and bug reports: what a visitor sent. */
export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["contact", "support", "bug"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    productId: integer("product_id").references(() => supportProducts.id),
    version: text("version").notNull().default(""),
    serial: text("serial").notNull().default(""),
    newsSubscription: integer("news_subscription", { mode: "boolean" }).notNull().default(false),
    newsType: text("news_type", { enum: ["html", "plain"] }),
    /** The DolphinID that sent it while signed in (its owner's data export lists it; the erasure deletes it). */
    accountId: text("account_id"),
    /** Hash of the message's content: a repeated identical submission is recognised by it. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("support_messages_fingerprint_idx").on(table.fingerprint, table.createdAt)],
);

/** Mail waiting to be delivered through the mail interface; retried until it is delivered. */
export const supportOutbox = sqliteTable(
  "support_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What the mail is about, e.g. "support-message:42" or "callback-booking:7". */
    tag: text("tag").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    replyTo: text("reply_to"),
    /** The language the mail is written in ("de-DE"): its Content-Language. */
    language: text("language").notNull().default("en-GB"),
    /** JSON: the mail's extra headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
    headers: text("headers").notNull().default("{}"),
    /** Files sent with the mail, as JSON (`MailAttachment[]`), such as a calendar file; null for none. */
    attachments: text("attachments"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [index("support_outbox_pending_idx").on(table.deliveredAt, table.nextAttemptAt)],
);

/** Times the support team offers for phone callbacks and training sessions. */
export const supportSlots = sqliteTable(
  "support_slots",
  {
    id: integer("id").primaryKey(),
    kind: text("kind", { enum: ["callback", "training"] }).notNull(),
    productId: integer("product_id").references(() => supportProducts.id),
    /** Training: the session's topic. Callback: the team that calls. */
    title: text("title").notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
  },
  (table) => [index("support_slots_kind_idx").on(table.kind, table.startsAt)],
);

/** A booked slot. One booking per slot: the unique index makes double booking impossible. */
export const supportBookings = sqliteTable(
  "support_bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slotId: integer("slot_id")
      .notNull()
      .references(() => supportSlots.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("support_bookings_slot_unique").on(table.slotId)],
);

/** Spec 3 "Knowledge base article": id, shortDescription, dateUpdated; with title and body. */
export const kbArticles = sqliteTable(
  "kb_articles",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => supportProducts.id),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull(),
    body: text("body").notNull(),
    dateUpdated: integer("date_updated", { mode: "timestamp_ms" }).notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    /** BCP 47 tag of the language its words are written in ("en", "de"): pages mark it with `lang` where it differs from theirs. */
    language: text("language").notNull().default("en"),
    /** Bumped by every staff desk save: a save from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [index("kb_articles_product_idx").on(table.productId)],
);

/** The local newsletter list (Mailchimp in production). */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    emailType: text("email_type", { enum: ["html", "plain"] })
      .notNull()
      .default("html"),
    source: text("source").notNull().default("newsletter"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_unique").on(table.email)],
);

/**
 * Newsletter sign-ups and what became of them (the site's record of consent; the list itself is
 * the provider's, workers/services/newsletter.ts). A sign-up waits as "pending" until the mailed
 * link is followed: only then is the address given to the provider. Links are stored by hash.
 */
export const newsletterConsents = sqliteTable(
  "newsletter_consents",
  {
    email: text("email").primaryKey(),
    status: text("status", { enum: ["pending", "subscribed", "unsubscribed"] }).notNull(),
    emailType: text("email_type", { enum: ["html", "plain"] })
      .notNull()
      .default("html"),
    /** The locale the sign-up was made in: the newsletter's mail is written in it. */
    locale: text("locale").notNull().default("en-gb"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: integer("confirm_expires_at", { mode: "timestamp_ms" }),
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (table) => [uniqueIndex("newsletter_consents_confirm_unique").on(table.confirmTokenHash)],
);

/** Unsubscribe links put in newsletter mail, by hash: each opens the one address it was made for. */
export const newsletterUnsubscribeLinks = sqliteTable("newsletter_unsubscribe_links", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  createdAt: createdAt(),
});

/** Tokens of the local human check: issued to a page, verified once, within ten minutes. */
export const humanCheckTokens = sqliteTable("human_check_tokens", {
  token: text("token").primaryKey(),
  action: text("action").notNull().default(""),
  issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
});
