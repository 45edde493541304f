/**
 * The staff desk's own pages on the server (the Staff section and the audit log): their
 * loaders' reads and their actions, made from the same operations as /api/v1/staff.
 */
import { auditFilterSchema } from "@common/schemas/staff";
import { grantStaffRole, listAudit, listStaff, revokeStaffRole } from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export type { AuditRow, StaffListing } from "@workers/staff";

export const membersAction = intentActions({ grant: grantStaffRole, revoke: revokeStaffRole });

export function staffList() {
  return listStaff(db());
}

/** The audit log page's filter (from its address) and the page of entries it selects. */
export async function auditPage(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const read = await readValidInput(request, auditFilterSchema);
  if (!read.ok) return { query, fieldErrors: read.fieldErrors, rows: [], total: 0, subjectTypes: [], page: 1 };
  const log = await listAudit(db(), read.output);
  return { query, fieldErrors: null, ...log, page: read.output.page };
}
