/**
 * A revision-checked change of any desk section with its audit entry, in one batch: the
 * entry is inserted only when the change touched a row (SQLite's changes() reads the
 * statement just before it, in the same transaction), so a save or delete from an older
 * revision leaves no trace and is refused, and nothing is overwritten or deleted.
 */
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { type Database, staffAudit } from "../db";
import { type Actor, type AuditChange, auditJson } from "../audit";
import { staleDelete, staleEdit } from "./versions";

function changedRows(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  return (result as { meta?: { changes?: number } } | null)?.meta?.changes ?? 0;
}

/**
 * Runs the change and its entry; whether the change touched a row (the revision was current).
 * `first`: statements of the same change that run before it in the batch, each guarding itself
 * with the revision the form was opened at (still the row's, within the batch, exactly when the
 * change itself will be made).
 */
async function changeWithEntry(
  db: Database,
  change: BatchItem<"sqlite">,
  actor: Actor,
  audit: AuditChange,
  now: number,
  first: BatchItem<"sqlite">[] = [],
): Promise<boolean> {
  // Every column of the table, in its order (the id is left to SQLite).
  const entry = db
    .insert(staffAudit)
    .select(
      sql`SELECT NULL, ${now}, ${actor.userId}, ${actor.email}, ${audit.action}, ${audit.subjectType}, ${String(audit.subjectId)}, ${audit.summary}, ${auditJson(audit.before)}, ${auditJson(audit.after)} WHERE changes() > 0`,
    );
  const items: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [change, entry];
  items.unshift(...first);
  const results = await db.batch(items);
  return changedRows(results[first.length]) > 0;
}

/** A save (`UPDATE … WHERE id = ? AND revision = ?`): refused with 409 when the revision is not current. */
export async function saveRevision(
  db: Database,
  change: BatchItem<"sqlite">,
  actor: Actor,
  audit: AuditChange,
  now = Date.now(),
  first: BatchItem<"sqlite">[] = [],
): Promise<void> {
  if (!(await changeWithEntry(db, change, actor, audit, now, first))) throw staleEdit();
}

/**
 * A delete (`DELETE … WHERE id = ? AND revision = ?`, the revision the page showed): refused
 * with 409 when someone changed the item since, so no one deletes what they have not seen.
 */
export async function deleteRevision(db: Database, change: BatchItem<"sqlite">, actor: Actor, audit: AuditChange, now = Date.now()): Promise<void> {
  if (!(await changeWithEntry(db, change, actor, audit, now))) throw staleDelete();
}

/** A desk table whose rows have a numeric `id` and a `revision` that each save moves on. */
type RevisedTable = SQLiteTable & { id: SQLiteColumn; revision: SQLiteColumn };

/** Which row, at the revision the form (or the list) showed. */
export interface RowAt {
  id: number;
  revision: number;
}

/** Saves `values` into the row `at.id` of `table` if it is still at `at.revision` (moving it on), with its audit entry; 409 otherwise. */
export function saveRowAt<T extends RevisedTable>(
  db: Database,
  table: T,
  at: RowAt,
  values: SQLiteUpdateSetSource<T>,
  actor: Actor,
  audit: AuditChange,
): Promise<void> {
  const change = db
    .update(table)
    .set({ ...values, revision: at.revision + 1 })
    .where(and(eq(table.id, at.id), eq(table.revision, at.revision)));
  return saveRevision(db, change, actor, audit);
}

/** Deletes the row `at.id` of `table` if it is still at `at.revision`, with its audit entry; 409 otherwise. */
export function deleteRowAt(db: Database, table: RevisedTable, at: RowAt, actor: Actor, audit: AuditChange): Promise<void> {
  return deleteRevision(db, db.delete(table).where(and(eq(table.id, at.id), eq(table.revision, at.revision))), actor, audit);
}
