/**
 * The support desk's outbox: mail is written to D1 in one batch with the row it is about,
 * then delivered through the mail interface (workers/services/mail.ts). A failed delivery
 * stays in the outbox with a later retry time; nothing is dropped. Pending mail is retried
 * whenever the support desk handles a new message and by `deliverPendingSupportMail` on a
 * schedule.
 */
import { type SQL, and, asc, eq, getTableColumns, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { supportOutbox } from "../db/schema";
import { getMailer, type MailMessage, type Mailer } from "./mail";

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
    attempts: sql`0`,
    nextAttemptAt: sql`${now}`,
    deliveredAt: sql`NULL`,
    lastError: sql`NULL`,
    createdAt: sql`${now}`,
  };
  const columns = Object.keys(getTableColumns(supportOutbox)) as (keyof typeof expressions)[];
  const rows = mails.map((mail) => sql`(${mail.tag}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.replyTo ?? null})`);
  // changes() is the row count of the batch's previous statement; AUTOINCREMENT ids only grow,
  // so inside the transaction the newest id is the row just inserted.
  return db.insert(supportOutbox).select(sql`
    SELECT ${sql.join(columns.map((column) => expressions[column]), sql`, `)}
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS mail,
         (SELECT id FROM ${sql.identifier(table)} WHERE changes() = 1 ORDER BY id DESC LIMIT 1) AS inserted`);
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/** Tries every mail that is due; a failure is recorded and scheduled again, never dropped. */
export async function deliverDueMail(db: Database, mailer: Mailer, now = Date.now(), limit = 20): Promise<DeliveryReport> {
  const due = await db
    .select()
    .from(supportOutbox)
    .where(and(isNull(supportOutbox.deliveredAt), lte(supportOutbox.nextAttemptAt, new Date(now))))
    .orderBy(asc(supportOutbox.id))
    .limit(limit);
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (const mail of due) {
    const attempts = mail.attempts + 1;
    try {
      await mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, replyTo: mail.replyTo ?? undefined, tag: mail.tag });
      await db
        .update(supportOutbox)
        .set({ attempts, deliveredAt: new Date(now), lastError: null })
        .where(eq(supportOutbox.id, mail.id));
      report.delivered++;
    } catch (error) {
      await db
        .update(supportOutbox)
        .set({ attempts, nextAttemptAt: new Date(now + retryDelayMs(attempts)), lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(supportOutbox.id, mail.id));
      report.failed++;
    }
  }
  return report;
}

/** For a scheduled handler: delivers what is due with the configured mailer. */
export async function deliverPendingSupportMail(env: Env, db: Database): Promise<DeliveryReport> {
  return deliverDueMail(db, getMailer(env, db));
}
