/**
 * The staff desk's pages on the server: every loader and action checks the staff role itself
 * (child loaders run alongside the layout's, so the layout's check alone would not protect
 * them). Anyone without a role gets the site's 404 page; a role for another environment gets
 * a 403 with the environment message.
 */
import { data } from "react-router";
import type { StaffRoleName } from "@common/staff";
import { type StaffMember, checkStaff } from "@workers/staff";
import { db, env } from "./db.server";
import { getSessionUser } from "./session.server";

export type { StaffMember };

export async function requireStaff(request: Request, level: StaffRoleName = "staff"): Promise<StaffMember> {
  const result = await checkStaff(db(), env, await getSessionUser(request), level);
  if (result.ok) return result.member;
  const status = result.failure.kind === "refused" ? result.failure.status : 403;
  throw data({ message: result.failure.message }, { status });
}

/** Whether the signed-in account may use the desk here (for a link to it; pages check for themselves). */
export async function canUseStaffDesk(user: { userId: string; email: string; termsAccepted: Date | null } | null): Promise<boolean> {
  return (await checkStaff(db(), env, user)).ok;
}

type LoaderArgs = { request: Request; params: Record<string, string | undefined> };

/** A desk page's loader: runs only for staff, and is told who is asking. */
export function staffLoader<A extends LoaderArgs, T>(load: (args: A & { member: StaffMember }) => Promise<T>) {
  return async (args: A) => {
    const member = await requireStaff(args.request);
    return load({ ...args, member });
  };
}
