/**
 * The save of a content section's edit with its audit entry in one batch. An update names
 * the revision its form was opened at; when it changed no row someone saved first, so the
 * entry the batch wrote is taken back and the save is refused (nothing was overwritten).
 */
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { staffAudit } from "../db/schema";
import { type Actor, type AuditChange, auditEntry } from "./audit";
import { staleEdit } from "./versions";

export async function saveWithAudit(db: Database, change: BatchItem<"sqlite">, actor: Actor, audit: AuditChange): Promise<void> {
  const [result, entries] = (await db.batch([change, auditEntry(db, actor, audit).returning({ id: staffAudit.id })])) as [unknown, { id: number }[]];
  if (changedRows(result) > 0) return;
  const [entry] = entries;
  if (entry) await db.delete(staffAudit).where(eq(staffAudit.id, entry.id));
  throw staleEdit();
}

function changedRows(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const meta = (result as { meta?: { changes?: number } } | null)?.meta;
  return meta?.changes ?? 0;
}
