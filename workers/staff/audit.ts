/**
 * The desk's reading of the audit log (written through workers/audit): its entries filtered by
 * words, actor, subject and dates, a page at a time.
 */
import { and, count, desc, eq, gte, lt, or } from "drizzle-orm";
import { type Database, contains, staffAudit } from "../db";
import { auditFilterSchema } from "@common/schemas/staff";
import { AUDIT_PAGE_SIZE } from "@common/staff";
import { defineOperation, done } from "../operation";
import { staffAccess } from "./roles";

export interface AuditFilter {
  /** Words in the summary, the actor's address or the subject's id. */
  search?: string;
  subjectType?: string;
  actorEmail?: string;
  /** Inclusive start and end days (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  page?: number;
}

const DAY_MS = 86_400_000;

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  before: string | null;
  after: string | null;
}

/** A page of the log, newest first, with the total matching the filter. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number; subjectTypes: string[] }> {
  const conditions = [];
  if (filter.search) {
    const text = filter.search;
    conditions.push(or(contains(staffAudit.summary, text), contains(staffAudit.actorEmail, text), contains(staffAudit.subjectId, text)));
  }
  if (filter.subjectType) conditions.push(eq(staffAudit.subjectType, filter.subjectType));
  if (filter.actorEmail) conditions.push(eq(staffAudit.actorEmail, filter.actorEmail.toLowerCase()));
  if (filter.from) conditions.push(gte(staffAudit.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(staffAudit.at, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, counted, types] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .all(),
    db.select({ total: count() }).from(staffAudit).where(where).all(),
    db.selectDistinct({ subjectType: staffAudit.subjectType }).from(staffAudit).orderBy(staffAudit.subjectType).all(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      summary: row.summary,
      before: row.beforeJson,
      after: row.afterJson,
    })),
    total: counted[0]?.total ?? 0,
    subjectTypes: types.map((type) => type.subjectType),
  };
}

export const readAuditLog = defineOperation({
  name: "staff-audit-log",
  input: auditFilterSchema,
  access: staffAccess,
  run: async ({ db }, filter) => done(await listAudit(db, filter)),
});
