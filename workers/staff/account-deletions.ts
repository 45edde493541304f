/**
 * The Accounts section's list of pending deletions: DolphinIDs their owners asked to delete,
 * with when each will be erased. Read-only: only the owner's mailed link can cancel a deletion,
 * so no one at the desk can undo one. The list reveals addresses, so each look is recorded in
 * the audit log.
 */
import * as v from "valibot";
import type { Database } from "../db";
import { type PendingDeletion, listPendingDeletions } from "../account";
import { defineOperation, done } from "../operation";
import { type Actor, recordRead } from "../audit";
import { actorOf, staffAccess } from "./roles";

export async function lookUpPendingDeletions(db: Database, actor: Actor): Promise<PendingDeletion[]> {
  const pending = await listPendingDeletions(db);
  if (pending.length > 0) {
    await recordRead(db, actor, {
      action: "account-deletions.view",
      subjectType: "account",
      subjectId: "pending-deletions",
      summary: `Viewed ${pending.length} pending ${pending.length === 1 ? "deletion" : "deletions"}`,
      shown: { accounts: pending.map((row) => row.email) },
    });
  }
  return pending;
}

export const readPendingDeletions = defineOperation({
  name: "staff-account-deletions",
  input: v.object({}),
  access: staffAccess,
  run: async ({ db, user }) => done({ deletions: await lookUpPendingDeletions(db, actorOf(user)) }),
});
