/**
 * The Inbox's outbox view: every mail the site queued (replies, confirmations, proofs of
 * address…), newest first, with its delivery state (delivered, waiting for its first or next
 * try, or failing with its last error and attempts), and a retry that makes a mail due now and
 * tries it at once. Bodies are not shown: some carry one-time links or codes.
 */
import { and, count, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { OUTBOX_PAGE_SIZE, type OutboxStatus, outboxFilterSchema, outboxRetrySchema } from "@common/schemas/staff-inbox";
import { type Database, supportOutbox, contains } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { getMailer, retryMailNow } from "../services";
import { recordAudit } from "../audit";
import { actorOf, staffAccess } from "./roles";

export interface OutboxRow {
  id: number;
  tag: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  deliveredAt: string | null;
}

type Stored = typeof supportOutbox.$inferSelect;

function statusOf(mail: Pick<Stored, "deliveredAt" | "lastError">): OutboxStatus {
  if (mail.deliveredAt) return "delivered";
  return mail.lastError ? "failing" : "waiting";
}

function toRow(mail: Stored): OutboxRow {
  return {
    id: mail.id,
    tag: mail.tag,
    to: mail.toAddress,
    subject: mail.subject,
    status: statusOf(mail),
    attempts: mail.attempts,
    lastError: mail.deliveredAt ? null : mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    deliveredAt: mail.deliveredAt?.toISOString() ?? null,
  };
}

const STATUS_WHERE = {
  delivered: isNotNull(supportOutbox.deliveredAt),
  failing: and(isNull(supportOutbox.deliveredAt), isNotNull(supportOutbox.lastError)),
  waiting: and(isNull(supportOutbox.deliveredAt), isNull(supportOutbox.lastError)),
};

export async function listOutbox(db: Database, filter: { status?: OutboxStatus; search?: string; page?: number }) {
  const conditions = [];
  if (filter.status) conditions.push(STATUS_WHERE[filter.status]);
  if (filter.search)
    conditions.push(
      or(contains(supportOutbox.toAddress, filter.search), contains(supportOutbox.subject, filter.search), contains(supportOutbox.tag, filter.search)),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(supportOutbox)
      .where(where)
      .orderBy(desc(supportOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE)
      .all(),
    db.select({ total: count() }).from(supportOutbox).where(where).all(),
  ]);
  return { rows: rows.map(toRow), total: counted[0]?.total ?? 0, page };
}

export const readOutbox = defineOperation({
  name: "staff-outbox-list",
  input: outboxFilterSchema,
  access: staffAccess,
  run: async ({ db }, filter) => done(await listOutbox(db, filter)),
});

export const retryOutboxMail = defineOperation({
  name: "staff-outbox-retry",
  input: outboxRetrySchema,
  access: staffAccess,
  run: async ({ db, env, user }, { outboxId }) => {
    const actor = actorOf(user);
    const [mail] = await db.select().from(supportOutbox).where(eq(supportOutbox.id, outboxId));
    if (!mail) return refuse(404, "There is no such mail in the outbox.");
    if (mail.deliveredAt) return refuse(409, `That mail to ${mail.toAddress} was delivered already.`);
    const now = Date.now();
    await retryMailNow(db, getMailer(env, db), mail.id, now);
    const [after] = await db.select().from(supportOutbox).where(eq(supportOutbox.id, outboxId));
    const row = toRow(after ?? mail);
    // The delivery happens outside the database, so its entry follows it, with the outcome.
    await recordAudit(
      db,
      actor,
      {
        action: "outbox.retry",
        subjectType: "outbox-mail",
        subjectId: mail.id,
        summary: `Retried the mail "${mail.subject}" to ${mail.toAddress}`,
        before: toRow(mail),
        after: row,
      },
      now,
    );
    const message =
      row.status === "delivered"
        ? `Delivered the mail "${mail.subject}" to ${mail.toAddress}.`
        : `The mail to ${mail.toAddress} failed again: ${row.lastError ?? "no reason given"}. It stays in the outbox and is retried later.`;
    return done({ mail: row, message }, { message });
  },
});
