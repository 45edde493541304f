/**
 * The audit log's one door: every change made in the staff desk (and an owner's free upgrade),
 * with who made it, when, and the item before and after. Writers add the entry in the same
 * batch as the change where they can (`auditEntry`), so a change is never made without its
 * record. Reads that export or reveal personal data (the inbox's CSV, account look-ups, an
 * inbox item with the sender's address) are recorded too (`recordRead`), so a leak can be
 * traced to who saw what. The desk reads the log in workers/staff/audit.ts.
 */
import { type Database, staffAudit } from "../db";

export interface AuditChange {
  action: string;
  subjectType: string;
  subjectId: string | number;
  summary: string;
  before?: unknown;
  after?: unknown;
}

export interface Actor {
  userId: string;
  email: string;
}

/** How an item before or after a change is kept: JSON, or null for none. */
export function auditJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** The insert of one audit entry, for a `db.batch([...change, auditEntry(...)])`. */
export function auditEntry(db: Database, actor: Actor, change: AuditChange, now = Date.now()) {
  return db.insert(staffAudit).values({
    at: new Date(now),
    actorAccountId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: String(change.subjectId),
    summary: change.summary,
    beforeJson: auditJson(change.before),
    afterJson: auditJson(change.after),
  });
}

/** Writes one audit entry on its own (when the change could not share a batch with it). */
export async function recordAudit(db: Database, actor: Actor, change: AuditChange, now = Date.now()): Promise<void> {
  await auditEntry(db, actor, change, now);
}

/** A look at personal data: what was read, and in `shown` what it revealed (no before). */
export interface AuditRead {
  action: string;
  subjectType: string;
  subjectId: string | number;
  summary: string;
  shown?: unknown;
}

/** Records that a staff member exported or looked at personal data. */
export async function recordRead(db: Database, actor: Actor, read: AuditRead, now = Date.now()): Promise<void> {
  await recordAudit(
    db,
    actor,
    { action: read.action, subjectType: read.subjectType, subjectId: read.subjectId, summary: read.summary, after: read.shown },
    now,
  );
}
