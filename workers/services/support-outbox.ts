/**
 * The support desk's outbox: mail is written to D1 together with the message it is about,
 * then delivered through the mail interface (workers/services/mail.ts). A failed delivery
 * stays in the outbox with a later retry time; nothing is dropped. Pending mail is retried
 * whenever the support desk handles a new message and by `deliverPendingSupportMail` on a
 * schedule.
 */
import { and, asc, eq, isNull, lte } from "drizzle-orm";
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

/** Statements that queue mail; run them in the same batch as the row they describe. */
export function queueMail(db: Database, mails: OutboxMail[], now = Date.now()) {
  return db.insert(supportOutbox).values(
    mails.map((mail) => ({
      tag: mail.tag,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      replyTo: mail.replyTo ?? null,
      nextAttemptAt: new Date(now),
    })),
  );
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
