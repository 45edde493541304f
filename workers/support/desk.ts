/**
 * The support desk: messages from the contact, support and report-a-bug forms, and callback
 * and training bookings. A message is stored in D1 in the
 * same batch as the mail that reports it (the outbox), so it is never lost; delivery then
 * runs through the mail interface, and a failure is retried later.
 */
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { DUPLICATE_WINDOW_MS, SALES_INBOX, SLOT_FORMAT, SUPPORT_INBOX } from "@common/support/constants";
import type { BookingInput, BugReportInput, ContactMessageInput, SupportMessageInput } from "@common/schemas/support";
import { SLOT_TAKEN } from "@common/support/messages";
import { type Database, supportBookings, supportMessages, supportProducts, supportSlots } from "../db";
import { Refusal } from "../operation";
import { findSupportProduct } from "./products";
import { type Mailer, type OutboxMail, REFERENCE, deliverDueMail, queueMailAboutInsertedRow } from "../services";
import { type Translator, mailLanguage, serverText } from "../i18n";
import { DEFAULT_LOCALE } from "@common/constants";
import type { Locale } from "@common/locale";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type MessageInput = ({ kind: "contact" } & ContactMessageInput) | ({ kind: "support" } & SupportMessageInput) | ({ kind: "bug" } & BugReportInput);

export interface StoredMessage {
  id: number;
  /** True when the same message was already received recently: nothing new was stored or sent. */
  duplicate: boolean;
}

/**
 * The two mails of a message; `REFERENCE` becomes the message id when they are queued. The
 * desk's copy stays English; the sender's copy is in the language of the page they wrote from.
 */
function mailsFor(input: MessageInput, productName: string | null, locale: Locale): OutboxMail[] {
  const t = serverText(locale);
  const id = REFERENCE;
  const details = [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone || "not given"}`,
    ...(input.kind === "contact" ? [`Subject: ${input.subject}`] : []),
    ...(input.kind !== "contact" ? [`Product: ${productName}`, `Version: ${input.version || "not given"}`] : []),
    ...(input.kind === "support" ? [`Serial number: ${input.serial || "not given"}`] : []),
    ...(input.kind !== "bug" && input.newsSubscription ? [`Newsletter: yes (${input.newsType})`] : []),
  ];
  const label = input.kind === "contact" ? "Enquiry" : input.kind === "support" ? "Support request" : "Bug report";
  const subject = input.kind === "contact" ? `${label} #${id}: ${input.subject}` : `${label} #${id}: ${productName}`;
  return [
    {
      tag: `support-message:${id}`,
      to: input.kind === "contact" ? SALES_INBOX : SUPPORT_INBOX,
      replyTo: input.email,
      subject,
      text: `${details.join("\n")}\n\n${input.message}\n`,
    },
    {
      tag: `support-message-copy:${id}`,
      to: input.email,
      subject: t.text("We have your message (reference {id})", { id }),
      text: [
        t.text("Hello {name},", { name: input.name }),
        `${t.text("Thank you for contacting Dolphin. We read all messages and will make sure yours is handled by the right team.")} ${t.text("Your reference is {id}; please quote it if you contact us about this again.", { id })}`,
        t.text("Your message:"),
        input.message,
        "Dolphin Computer Access",
      ].join("\n\n"),
      lang: mailLanguage(locale),
    },
  ];
}

/**
 * Stores a message and queues its mail in one batch (both or neither), then tries delivery (of this and any
 * earlier mail that is due). A delivery failure leaves the mail queued; the message is safe.
 */
export async function submitMessage(
  db: Database,
  mailer: Mailer,
  input: MessageInput,
  now = Date.now(),
  locale: Locale = DEFAULT_LOCALE as Locale,
  accountId: string | null = null,
): Promise<StoredMessage> {
  let productName: string | null = null;
  if (input.kind !== "contact") {
    const product = await findSupportProduct(db, { id: input.product });
    if (!product) throw Refusal.field("product", "Product", "Choose a product from the list");
    productName = product.productName;
  }
  const fingerprint = await sha256(
    JSON.stringify([input.kind, input.email.toLowerCase(), input.kind === "contact" ? input.subject : input.product, input.message.replace(/\s+/g, " ")]),
  );
  const [earlier] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.fingerprint, fingerprint), gt(supportMessages.createdAt, new Date(now - DUPLICATE_WINDOW_MS))));
  if (earlier) return { id: earlier.id, duplicate: true };

  const [inserted] = await db.batch([
    db
      .insert(supportMessages)
      .values({
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.kind === "contact" ? input.subject : "",
        message: input.message,
        productId: input.kind === "contact" ? null : input.product,
        version: input.kind === "contact" ? "" : input.version,
        serial: input.kind === "support" ? input.serial : "",
        newsSubscription: input.kind === "bug" ? false : input.newsSubscription,
        newsType: input.kind !== "bug" && input.newsSubscription ? input.newsType : null,
        fingerprint,
        accountId,
        createdAt: new Date(now),
      })
      .returning({ id: supportMessages.id }),
    queueMailAboutInsertedRow(db, "support_messages", mailsFor(input, productName, locale), now),
  ]);
  const row = inserted[0];
  if (!row) throw new Error("the message was not stored");
  await deliverDueMail(db, mailer, now);
  return { id: row.id, duplicate: false };
}

export type Slot = typeof supportSlots.$inferSelect & { productName: string | null };

/** Future slots of a kind that nobody has booked. */
export async function listOpenSlots(db: Database, kind: "callback" | "training", now = Date.now()): Promise<Slot[]> {
  const rows = await db
    .select({ slot: supportSlots, productName: supportProducts.productName, bookingId: supportBookings.id })
    .from(supportSlots)
    .leftJoin(supportBookings, eq(supportBookings.slotId, supportSlots.id))
    .leftJoin(supportProducts, eq(supportProducts.id, supportSlots.productId))
    .where(and(eq(supportSlots.kind, kind), gt(supportSlots.startsAt, new Date(now)), isNull(supportBookings.id)))
    .orderBy(asc(supportSlots.startsAt));
  return rows.map((row) => ({ ...row.slot, productName: row.productName }));
}

export interface Booking {
  id: number;
  slot: Slot;
}

/** Books a slot; a slot that is past, of the wrong kind or already booked cannot be booked. */
export async function bookSlot(
  db: Database,
  mailer: Mailer,
  kind: "callback" | "training",
  input: BookingInput,
  now = Date.now(),
  locale: Locale = DEFAULT_LOCALE as Locale,
): Promise<Booking> {
  const [found] = await db
    .select({ slot: supportSlots, productName: supportProducts.productName })
    .from(supportSlots)
    .leftJoin(supportProducts, eq(supportProducts.id, supportSlots.productId))
    .where(and(eq(supportSlots.id, input.slotId), eq(supportSlots.kind, kind)));
  if (!found || found.slot.startsAt.getTime() <= now) throw Refusal.field("slotId", "Time", SLOT_TAKEN);
  const slot = { ...found.slot, productName: found.productName };
  const when = formatSlot(slot);
  const what = kind === "callback" ? "phone callback" : `training session "${slot.title}"`;
  // The unique index on slot_id settles a race: the second insert does nothing, and so
  // queues no mail.
  const [inserted] = await db.batch([
    db
      .insert(supportBookings)
      .values({ slotId: slot.id, name: input.name, email: input.email, phone: input.phone, notes: input.notes, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: supportBookings.id }),
    queueMailAboutInsertedRow(
      db,
      "support_bookings",
      [
        {
          tag: `${kind}-booking:${REFERENCE}`,
          to: SUPPORT_INBOX,
          replyTo: input.email,
          subject: `Booked ${what}: ${when}`,
          text: `Name: ${input.name}\nEmail: ${input.email}\nPhone: ${input.phone}\nWhen: ${when}\nProduct: ${slot.productName ?? "any"}\n\n${input.notes}\n`,
        },
        bookingCopy(serverText(locale), kind, slot, input, locale),
      ],
      now,
    ),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw Refusal.field("slotId", "Time", SLOT_TAKEN);
  await deliverDueMail(db, mailer, now);
  return { id, slot };
}

/** The booker's own mail, in the language of the page they booked from. */
function bookingCopy(t: Translator, kind: "callback" | "training", slot: Slot, input: BookingInput, locale: Locale): OutboxMail {
  const when = formatSlot(slot, t.intlLocale);
  const values = { name: input.name, title: slot.title, when, phone: input.phone };
  const booked =
    kind === "callback"
      ? t.text("Your phone callback is booked for {when} (UK time). We will call you on {phone}.", values)
      : t.text('Your training session "{title}" is booked for {when} (UK time). We will call you on {phone}.', values);
  return {
    tag: `${kind}-booking-copy:${REFERENCE}`,
    to: input.email,
    subject: kind === "callback" ? t.text("Your phone callback is booked") : t.text('Your training session "{title}" is booked', values),
    text: [t.text("Hello {name},", values), booked, "Dolphin Computer Access"].join("\n\n"),
    lang: mailLanguage(locale),
  };
}

/** A booked training slot, for its confirmation page; null if the slot is not a booked training session. */
export async function findBookedTraining(db: Database, slotId: number): Promise<typeof supportSlots.$inferSelect | null> {
  const [row] = await db
    .select({ slot: supportSlots })
    .from(supportSlots)
    .innerJoin(supportBookings, eq(supportBookings.slotId, supportSlots.id))
    .where(and(eq(supportSlots.id, slotId), eq(supportSlots.kind, "training")));
  return row?.slot ?? null;
}

/** "Tuesday 1 December 2026, 10:00" in UK time (in another language with `intlLocale`). */
export function formatSlot(slot: { startsAt: Date }, intlLocale = "en-GB"): string {
  return new Intl.DateTimeFormat(intlLocale, SLOT_FORMAT).format(slot.startsAt);
}
