/** The account page's reads: its display name and address proof in one round trip, and whether to link the staff desk. */
import { readAccountSummary } from "@workers/identity";
import { db } from "~/lib/db.server";
import { canUseStaffDesk } from "~/lib/staff.server";
import type { SessionUser } from "~/lib/session.server";

export async function loadAccountDashboard(user: SessionUser) {
  const [summary, staff] = await Promise.all([readAccountSummary(db(), user.userId), canUseStaffDesk(user)]);
  return { ...summary, staff };
}
