/**
 * The staff desk's pages on the server: every loader and action checks the staff role itself
 * (child loaders run alongside the layout's, so the layout's check alone would not protect
 * them). Anyone without a role gets the site's 404 page; a role for another environment gets
 * a 403 with the environment message.
 */
import { data, redirect } from "react-router";
import { buildUrl } from "@common/routes";
import type { StaffRoleName } from "@common/staff";
import { type StaffMember, checkStaff } from "@workers/staff";
import { db, env } from "./db.server";
import { getSessionUser } from "./session.server";

export type { StaffMember };

export async function requireStaff(request: Request, level: StaffRoleName = "staff"): Promise<StaffMember> {
  const result = await checkStaff(db(), env, await getSessionUser(request), level);
  if (result.ok) return result.member;
  // A staff account without its second factor goes to set one up, or to confirm it, then back here.
  if (result.secondFactor) {
    const url = new URL(request.url);
    const route = result.secondFactor === "enrol" ? "StaffProtect" : "StaffConfirm";
    throw redirect(buildUrl(route, {}, { query: { returnTo: `${url.pathname}${url.search}` } }));
  }
  const status = result.failure.kind === "refused" ? result.failure.status : 403;
  throw data({ message: result.failure.message }, { status });
}

/** Whether the signed-in account may use the desk here (for a link to it; pages check for themselves). */
export async function canUseStaffDesk(user: { userId: string; email: string; termsAccepted: Date | null } | null): Promise<boolean> {
  const result = await checkStaff(db(), env, user);
  return result.ok || Boolean(result.secondFactor);
}

/**
 * The pages that protect a staff account (set up, or confirm, the second factor): a staff role
 * is all they need. Others get what the desk gives them (404 or 403).
 */
export async function requireStaffRole(request: Request): Promise<{ userId: string; email: string; step: "enrol" | "confirm" | null }> {
  const user = await getSessionUser(request);
  const result = await checkStaff(db(), env, user);
  if (result.ok) return { userId: result.member.userId, email: result.member.email, step: null };
  if (result.secondFactor && user) return { userId: user.userId, email: user.email, step: result.secondFactor };
  const status = result.failure.kind === "refused" ? result.failure.status : 403;
  throw data({ message: result.failure.message }, { status });
}

type LoaderArgs = { request: Request; params: Record<string, string | undefined> };

/** A desk page's loader: runs only for staff, and is told who is asking. */
export function staffLoader<A extends LoaderArgs, T>(load: (args: A & { member: StaffMember }) => Promise<T>) {
  return async (args: A) => {
    const member = await requireStaff(args.request);
    return load({ ...args, member });
  };
}
