/**
 * Who may use the staff desk. A staff role is the account-type bits of the DolphinID service
 * role at or above ADMIN (or the SUPERADMIN bits), kept in `account_roles` with the server
 * environment it was granted for. Anyone without one gets 404, signed in or not, so the desk
 * does not show that it exists; a staff role granted for another environment gets the
 * environment message, word for word.
 */
import { eq } from "drizzle-orm";
import { ROLE_ADMIN, ROLE_SUPERADMIN, ROLE_USER, environmentMismatchMessage, environmentNibble, isAdmin, isSuperAdmin } from "@common/identity";
import { STAFF_NOT_FOUND_MESSAGE, SUPERADMIN_ONLY_MESSAGE, type StaffRoleName } from "@common/staff";
import { type Database, accountRoles } from "../db";
import type { SessionUser } from "../session";
import { secondFactors } from "../identity";
import { type Access, type BaseContext, type Failure, refuse } from "../operation";

export interface StaffMember {
  userId: string;
  email: string;
  role: StaffRoleName;
}

/** The account-type bits stored for each staff role. */
export const STAFF_ROLE_BITS: Record<StaffRoleName, number> = { staff: ROLE_ADMIN, superadmin: ROLE_SUPERADMIN | ROLE_ADMIN };

/** The staff role an account type names, or null for an ordinary account. */
export function staffRoleName(accountType: number): StaffRoleName | null {
  if (isSuperAdmin(accountType)) return "superadmin";
  return isAdmin(accountType) ? "staff" : null;
}

/**
 * What a staff account still owes before the desk opens: a second factor to set up (`enrol`),
 * or this session's proof of the one it has (`confirm`).
 */
export type SecondFactorStep = "enrol" | "confirm";

export type StaffCheck = { ok: true; member: StaffMember } | { ok: false; failure: Failure; secondFactor?: SecondFactorStep };

export const SECOND_FACTOR_ENROL_MESSAGE = "Protect your staff account with a second factor before you use the staff desk.";
export const SECOND_FACTOR_CONFIRM_MESSAGE = "Confirm it is you with your second factor before you use the staff desk.";

/** Whether an account may use the desk here (and as what), or the failure to answer. */
export async function checkStaff(db: Database, env: Env, user: SessionUser | null, level: StaffRoleName = "staff"): Promise<StaffCheck> {
  const notFound = { ok: false, failure: refuse(404, STAFF_NOT_FOUND_MESSAGE) } as const;
  if (!user) return notFound;
  const row = await db.select().from(accountRoles).where(eq(accountRoles.accountId, user.userId)).get();
  const role = staffRoleName(row?.accountType ?? ROLE_USER);
  if (!row || !role) return notFound;
  const here = environmentNibble(env.ENVIRONMENT);
  const granted = row.environment ?? here;
  if (granted !== here) return { ok: false, failure: refuse(403, environmentMismatchMessage(granted, here)) };
  if (level === "superadmin" && role !== "superadmin") return { ok: false, failure: refuse(403, SUPERADMIN_ONLY_MESSAGE) };
  // Every desk page and desk operation: a password alone never reaches what staff can do.
  if (!user.secondFactorAt) {
    const factors = await secondFactors(db, user.userId);
    return factors.any
      ? { ok: false, failure: refuse(403, SECOND_FACTOR_CONFIRM_MESSAGE), secondFactor: "confirm" }
      : { ok: false, failure: refuse(403, SECOND_FACTOR_ENROL_MESSAGE), secondFactor: "enrol" };
  }
  return { ok: true, member: { userId: user.userId, email: user.email, role } };
}

function staffRule(level: StaffRoleName): Access {
  return {
    // Signed-out callers get the same 404 as ordinary accounts, from the check below.
    signedIn: false,
    async check({ db, env, user }: BaseContext) {
      const result = await checkStaff(db, env, user, level);
      return result.ok ? null : result.failure;
    },
  };
}

/** How roles rank: an ordinary account below staff, staff below a superadmin. */
const ROLE_RANK: Record<StaffRoleName | "none", number> = { none: 0, staff: 1, superadmin: 2 };

/** The staff role an account holds (of any environment), or null for an ordinary account. */
export async function roleOfAccount(db: Database, accountId: string): Promise<StaffRoleName | null> {
  const row = await db.select({ accountType: accountRoles.accountType }).from(accountRoles).where(eq(accountRoles.accountId, accountId)).get();
  return row ? staffRoleName(row.accountType) : null;
}

export const HIGHER_ROLE_MESSAGE = "This DolphinID has a higher staff role than yours, so you cannot change it or sign it out. Ask a superadmin.";

/**
 * The role rank every desk change to an account obeys (signing it out, its role, its dealer
 * access): a staff member acts only on accounts whose role is not above their own, so a Staff
 * account cannot sign a Superadmin out or take their role. A 403 refusal, or null when allowed.
 */
export async function outrankedBy(db: Database, actorAccountId: string, targetAccountId: string): Promise<Failure | null> {
  const [actorRole, targetRole] = await Promise.all([roleOfAccount(db, actorAccountId), roleOfAccount(db, targetAccountId)]);
  return ROLE_RANK[targetRole ?? "none"] > ROLE_RANK[actorRole ?? "none"] ? refuse(403, HIGHER_ROLE_MESSAGE) : null;
}

/** The access of every desk operation. */
export const staffAccess = staffRule("staff");
/** Granting and revoking staff roles. */
export const superadminAccess = staffRule("superadmin");

/** The staff member an operation with staff access acts as (its user is signed in by then). */
export function actorOf(user: SessionUser | null): { userId: string; email: string } {
  if (!user) throw new Error("a staff operation ran without a signed-in user");
  return { userId: user.userId, email: user.email };
}
