/**
 * Who may do what in an organisation. Every premium operation needs a signed-in DolphinID
 * (401 before its input is read), then checks the caller's role in the organisation it
 * names: admins manage the team, domains and name; admins and teachers manage students,
 * invite codes and see analytics; a student sees only their own seat.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { type Database, type PremiumStaffRole, premiumStaff } from "../db";
import type { SessionUser } from "../session";
import { Refusal } from "../operation";
import { type Organisation, findOrganisation } from "./organisation";

/** The signed-in account an operation acts for. */
export interface Caller {
  userId: string;
  email: string;
}

export const PREMIUM_SIGN_IN_MESSAGE = "Sign in with your DolphinID to manage the premium reader app.";
export const NOT_A_MEMBER_MESSAGE = "You are not on the team of that organisation, so you cannot see or change it.";
export const ADMIN_ONLY_MESSAGE = "Only an admin of this organisation can do that.";

/**
 * The access of every premium operation: a signed-in DolphinID, else 401 with the area's own
 * message before the input is read (so the answer never hints at what valid input would be).
 * A page sends a signed-out visitor to sign in instead.
 */
export const signedInToPremium = {
  signedIn: true,
  signInMessage: PREMIUM_SIGN_IN_MESSAGE,
  async check() {
    return null;
  },
} as const;

/** The caller of an operation whose access is `signedInToPremium`. */
export function callerOf(user: SessionUser | null): Caller {
  if (!user) throw Refusal.status(401, PREMIUM_SIGN_IN_MESSAGE);
  return { userId: user.userId, email: user.email };
}

/** Admins and teachers: the whole team. */
export const STAFF = ["admin", "teacher"] as const;
export const ADMINS = ["admin"] as const;

/** The caller's active staff role in an organisation, or null. */
export async function staffRoleOf(db: Database, organisationId: number, userId: string): Promise<PremiumStaffRole | null> {
  const row = await db
    .select({ role: premiumStaff.role })
    .from(premiumStaff)
    .where(and(eq(premiumStaff.organisationId, organisationId), eq(premiumStaff.accountId, userId), isNotNull(premiumStaff.joinedAt)))
    .get();
  return row?.role ?? null;
}

/**
 * The check in front of every operation on an organisation. Someone who is not on the team
 * gets the same 403 whether or not the organisation exists, so ids cannot be probed.
 */
export async function requireRole(
  db: Database,
  caller: Caller,
  organisationId: number,
  allowed: readonly PremiumStaffRole[],
): Promise<{ organisation: Organisation; role: PremiumStaffRole }> {
  const [organisation, role] = await Promise.all([findOrganisation(db, organisationId), staffRoleOf(db, organisationId, caller.userId)]);
  if (!organisation || !role) throw Refusal.status(403, NOT_A_MEMBER_MESSAGE);
  if (!allowed.includes(role)) throw Refusal.status(403, ADMIN_ONLY_MESSAGE);
  return { organisation, role };
}
