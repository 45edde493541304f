/**
 * The outbox every mail of the site goes through: a mail is written to D1 (`support_outbox`)
 * before anyone tries to send it, then delivered through the mail interface
 * (workers/services/mail.ts). A failed delivery stays in the outbox with its error and a later
 * retry time; nothing is dropped. Pending mail is retried whenever new mail is queued and by
 * `deliverPendingSupportMail` on a schedule. Support messages queue their mail in the same
 * transaction as the message (`queueMailAboutInsertedRow`); other mail (proofs of address,
 * password resets, invitations) is queued with `queueMail` or `sendThroughOutbox`.
 */
import { type SQL, and, asc, eq, getTableColumns, inArray, isNull, lte, sql } from "drizzle-orm";
import { type Database, supportOutbox } from "../db";
import { attachmentsOf, getMailer, type MailMessage, type Mailer } from "./mail";
import { withFooter } from "./mail-footer";
import { mailHtml } from "./mail-html";

/** Waits before the n-th retry: 1, 2, 4, 8… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export interface OutboxMail extends MailMessage {
  tag: string;
}

/** Stands for the id of the row the mail is about, in a mail's tag, subject and text. */
export const REFERENCE = "{reference}";

/**
 * The statement that queues `mails` about the row the statement before it (in the same
 * `db.batch`) inserted into `table`; `{reference}` becomes that row's id. D1 runs a batch as
 * one transaction, so the row and its mail are stored together or not at all: never a
 * message that nobody is told about. If the statement before changed nothing (an insert
 * that hit a conflict), no mail is queued.
 */
export function queueMailAboutInsertedRow(db: Database, table: "support_messages" | "support_bookings", mails: OutboxMail[], now = Date.now()) {
  const filled = (column: string) => sql.raw(`replace(mail.${column}, '${REFERENCE}', inserted.id)`);
  // One expression per outbox column (TypeScript insists on all of them), in the table's order.
  const expressions: Record<keyof typeof supportOutbox._.columns, SQL> = {
    id: sql`NULL`,
    tag: filled("column1"),
    toAddress: sql.raw("mail.column2"),
    subject: filled("column3"),
    textBody: filled("column4"),
    replyTo: sql.raw("mail.column5"),
    language: sql.raw("mail.column6"),
    headers: sql.raw("mail.column7"),
    attachments: sql`NULL`,
    attempts: sql`0`,
    nextAttemptAt: sql`${now}`,
    deliveredAt: sql`NULL`,
    lastError: sql`NULL`,
    createdAt: sql`${now}`,
  };
  const columns = Object.keys(getTableColumns(supportOutbox)) as (keyof typeof expressions)[];
  const rows = mails.map(
    (mail) =>
      sql`(${mail.tag}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.replyTo ?? null}, ${mail.lang ?? "en-GB"}, ${JSON.stringify(mail.headers ?? {})})`,
  );
  // changes() is the row count of the batch's previous statement; AUTOINCREMENT ids only grow,
  // so inside the transaction the newest id is the row just inserted.
  return db.insert(supportOutbox).select(sql`
    SELECT ${sql.join(
      columns.map((column) => expressions[column]),
      sql`, `,
    )}
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS mail,
         (SELECT id FROM ${sql.identifier(table)} WHERE changes() = 1 ORDER BY id DESC LIMIT 1) AS inserted`);
}

/** The statement that queues `mails` on their own (await it, or put it in a `db.batch`). */
export function queueMail(db: Database, mails: [OutboxMail, ...OutboxMail[]], now = Date.now()) {
  return db.insert(supportOutbox).values(
    mails.map((mail) => ({
      tag: mail.tag,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      replyTo: mail.replyTo ?? null,
      language: mail.lang ?? "en-GB",
      headers: JSON.stringify(mail.headers ?? {}),
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      attempts: 0,
      nextAttemptAt: new Date(now),
      createdAt: new Date(now),
    })),
  );
}

/**
 * Queues mail and tries to deliver it at once. A delivery that fails leaves the mail queued
 * for the retries: the caller's work has succeeded either way and is not undone.
 */
export async function sendThroughOutbox(env: Env, db: Database, mails: [OutboxMail, ...OutboxMail[]], now = Date.now()): Promise<void> {
  await queueMail(db, mails, now);
  await deliverDueMail(db, getMailer(env, db), now);
}

/**
 * Mail whose body carries a one-time secret (a password reset or invitation link, a proof
 * code). Those secrets are stored elsewhere only as hashes, so once such a mail is delivered
 * the outbox forgets its body too: the database never keeps a usable secret in plain text.
 */
const ONE_TIME_SECRET_TAGS = ["password-reset", "email-proof", "premium-teacher-invite", "account-deletion", "email-change-undo"];
export const FORGOTTEN_BODY = "(Removed after delivery: this mail held a one-time link or code.)";

function carriesOneTimeSecret(tag: string): boolean {
  return ONE_TIME_SECRET_TAGS.some((prefix) => tag === prefix || tag.startsWith(`${prefix}:`));
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/**
 * How long a delivery holds the mail it claimed. Another delivery running at the same time
 * skips a claimed mail; if the one holding it stops before recording the outcome, the mail
 * becomes due again when the lease ends.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;

/**
 * Tries every mail that is due; a failure is recorded and scheduled again, never dropped.
 * The due mails are claimed in one conditional update before any is sent, so deliveries that
 * run at the same time (a form post and the cron, two form posts) send each mail once.
 */
export async function deliverDueMail(db: Database, mailer: Mailer, now = Date.now(), limit = 20, only?: number[]): Promise<DeliveryReport> {
  const isDue = and(isNull(supportOutbox.deliveredAt), lte(supportOutbox.nextAttemptAt, new Date(now)), only ? inArray(supportOutbox.id, only) : undefined);
  const claimed = await db
    .update(supportOutbox)
    .set({ attempts: sql`${supportOutbox.attempts} + 1`, nextAttemptAt: new Date(now + DELIVERY_LEASE_MS) })
    .where(
      and(isDue, inArray(supportOutbox.id, db.select({ id: supportOutbox.id }).from(supportOutbox).where(isDue).orderBy(asc(supportOutbox.id)).limit(limit))),
    )
    .returning();
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const headers = JSON.parse(mail.headers) as Record<string, string>;
      // The footer saying why the mail was sent is added here, so no kind of mail can lack one.
      const text = withFooter(mail.textBody, mail.tag, mail.language, headers);
      const html = mailHtml(mail.subject, text, mail.language);
      await mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text,
        html,
        replyTo: mail.replyTo ?? undefined,
        tag: mail.tag,
        lang: mail.language,
        headers,
        attachments: attachmentsOf(mail.attachments),
      });
      await db
        .update(supportOutbox)
        .set({ deliveredAt: new Date(now), lastError: null, ...(carriesOneTimeSecret(mail.tag) ? { textBody: FORGOTTEN_BODY } : {}) })
        .where(eq(supportOutbox.id, mail.id));
      report.delivered++;
    } catch (error) {
      await db
        .update(supportOutbox)
        .set({ nextAttemptAt: new Date(now + retryDelayMs(mail.attempts)), lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(supportOutbox.id, mail.id));
      report.failed++;
    }
  }
  return report;
}

/**
 * A retry asked for by staff: the mail becomes due now and is tried at once (only it, so a
 * long queue does not hide the outcome). False when it was delivered already or does not exist.
 */
export async function retryMailNow(db: Database, mailer: Mailer, id: number, now = Date.now()): Promise<boolean> {
  const due = await db
    .update(supportOutbox)
    .set({ nextAttemptAt: new Date(now) })
    .where(and(eq(supportOutbox.id, id), isNull(supportOutbox.deliveredAt)))
    .returning({ id: supportOutbox.id });
  if (due.length === 0) return false;
  await deliverDueMail(db, mailer, now, 1, [id]);
  return true;
}

/** For a scheduled handler: delivers what is due with the configured mailer. */
export async function deliverPendingSupportMail(env: Env, db: Database): Promise<DeliveryReport> {
  return deliverDueMail(db, getMailer(env, db));
}
