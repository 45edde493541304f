/**
 * The Staff section: who holds a staff role here, and the superadmin's operations that grant
 * and revoke them. A role goes only to a DolphinID whose address is proved, and always for
 * this server's environment.
 */
import { eq } from "drizzle-orm";
import { environmentNibble } from "@common/identity";
import { STAFF_ROLE_LABELS, type StaffRoleName } from "@common/staff";
import { grantStaffRoleSchema, revokeStaffRoleSchema } from "@common/schemas/staff";
import { type Database, accountRoles, accounts } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { auditEntry } from "../audit";
import { STAFF_ROLE_BITS, actorOf, outrankedBy, staffRoleName, superadminAccess } from "./roles";
import { deskListRead } from "./desk-list";

export interface StaffListing {
  accountId: string;
  email: string;
  role: StaffRoleName;
  environment: number | null;
}

/** Every account with a staff role (for any environment), by address. */
export async function listStaff(db: Database): Promise<StaffListing[]> {
  const rows = await db
    .select({ accountId: accounts.id, email: accounts.email, accountType: accountRoles.accountType, environment: accountRoles.environment })
    .from(accountRoles)
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .orderBy(accounts.email)
    .all();
  return rows.flatMap((row) => {
    const role = staffRoleName(row.accountType);
    return role ? [{ accountId: row.accountId, email: row.email, role, environment: row.environment }] : [];
  });
}

export const readStaffList = deskListRead("staff-list", "staff", listStaff);

export const grantStaffRole = defineOperation({
  name: "staff-role-grant",
  input: grantStaffRoleSchema,
  access: superadminAccess,
  run: async ({ db, env, user }, { email, role }) => {
    const actor = actorOf(user);
    const account = await db.select().from(accounts).where(eq(accounts.email, email)).get();
    if (!account) return invalidField("email", "Email address", "There is no DolphinID with this address. Ask them to create one first.");
    if (!account.emailVerifiedAt) {
      return invalidField(
        "email",
        "Email address",
        "This DolphinID has not proved its address yet. Ask them to confirm it from the email we sent, then try again.",
      );
    }
    const outranked = await outrankedBy(db, actor.userId, account.id);
    if (outranked) return outranked;
    const existing = await db.select().from(accountRoles).where(eq(accountRoles.accountId, account.id)).get();
    const before = existing ? { role: staffRoleName(existing.accountType), environment: existing.environment } : null;
    const after = { role, environment: environmentNibble(env.ENVIRONMENT) };
    await db.batch([
      db
        .insert(accountRoles)
        .values({ accountId: account.id, accountType: STAFF_ROLE_BITS[role], environment: after.environment })
        .onConflictDoUpdate({ target: accountRoles.accountId, set: { accountType: STAFF_ROLE_BITS[role], environment: after.environment } }),
      auditEntry(db, actor, {
        action: "staff-role.grant",
        subjectType: "account",
        subjectId: account.id,
        summary: `Gave ${account.email} the ${STAFF_ROLE_LABELS[role]} role`,
        before,
        after,
      }),
    ]);
    const message = `${account.email} now has the ${STAFF_ROLE_LABELS[role]} role.`;
    return done({ accountId: account.id, role, message }, { message });
  },
});

export const revokeStaffRole = defineOperation({
  name: "staff-role-revoke",
  input: revokeStaffRoleSchema,
  access: superadminAccess,
  run: async ({ db, user }, { accountId }) => {
    const actor = actorOf(user);
    // Revoking one's own role could leave the desk with no superadmin at all.
    if (accountId === actor.userId) return refuse(409, "You cannot revoke your own role. Ask another superadmin to do it.");
    const [row] = await db
      .select({ email: accounts.email, accountType: accountRoles.accountType, environment: accountRoles.environment })
      .from(accountRoles)
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .where(eq(accountRoles.accountId, accountId))
      .all();
    const role = row ? staffRoleName(row.accountType) : null;
    if (!row || !role) return refuse(404, "That account has no staff role.");
    const outranked = await outrankedBy(db, actor.userId, accountId);
    if (outranked) return outranked;
    await db.batch([
      db.delete(accountRoles).where(eq(accountRoles.accountId, accountId)),
      auditEntry(db, actor, {
        action: "staff-role.revoke",
        subjectType: "account",
        subjectId: accountId,
        summary: `Took the ${STAFF_ROLE_LABELS[role]} role from ${row.email}`,
        before: { role, environment: row.environment },
        after: null,
      }),
    ]);
    const message = { id: "{email} no longer has a staff role.", values: { email: row.email } };
    return done({ accountId, message }, { message });
  },
});
