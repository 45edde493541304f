/** The Pending deletions section's read, recorded in the audit log (workers/staff/account-deletions.ts). */
import { lookUpPendingDeletions } from "@workers/staff";
import { db } from "~/lib/db.server";
import type { StaffMember } from "~/lib/staff.server";

export function pendingDeletionsPage(member: StaffMember) {
  return lookUpPendingDeletions(db(), member).then((deletions) => ({ deletions }));
}
