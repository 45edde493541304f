/**
 * The team of an organisation: its admins and teachers. Teachers may see the team; admins
 * invite by email (a link that works for a fixed number of days), send an invitation again
 * (the earlier link stops working), change roles and remove members. An organisation always
 * keeps at least one admin who has joined.
 */
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import {
  PREMIUM_LIMITS,
  changeAdminRoleSchema,
  deleteAdminSchema,
  organisationSchema,
  resendTeacherInviteSchema,
  sendTeacherInviteSchema,
} from "@common/schemas/premium";
import { type Database, type PremiumStaffRole, premiumStaff } from "../db";
import { Refusal, defineOperation, done, refuse } from "../operation";
import { siteOrigin, sendThroughOutbox } from "../services";
import { ADMINS, type Caller, STAFF, callerOf, requireRole, signedInToPremium } from "./access";
import { DAY_MS, type Organisation } from "./organisation";
import { hashToken, newInviteToken } from "./tokens";
import { type Translator, mailLanguage, serverText } from "../i18n";
import type { Locale } from "@common/locale";

export const LAST_ADMIN_MESSAGE = "An organisation needs at least one admin. Make someone else an admin first.";

/** Invitations sent and sent again: this many per client address in ten minutes. */
export const INVITE_RATE_LIMIT = { name: "premium-invite", limit: 30, windowSeconds: 600 };

export interface StaffMember {
  id: number;
  email: string;
  role: PremiumStaffRole;
  status: "active" | "invited";
  invitedAt: string | null;
  joinedAt: string | null;
  invitesSent: number;
  isYou: boolean;
}

/** The team, for admins and teachers. */
export async function getAdmins(db: Database, caller: Caller, organisationId: number): Promise<StaffMember[]> {
  await requireRole(db, caller, organisationId, STAFF);
  const rows = await db
    .select()
    .from(premiumStaff)
    .where(eq(premiumStaff.organisationId, organisationId))
    .orderBy(asc(premiumStaff.role), asc(premiumStaff.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.joinedAt ? "active" : "invited",
    invitedAt: row.invitedAt?.toISOString() ?? null,
    joinedAt: row.joinedAt?.toISOString() ?? null,
    invitesSent: row.invitesSent,
    isYou: row.accountId === caller.userId,
  }));
}

function inviteMail(organisation: Organisation, role: PremiumStaffRole, link: string, inviter: string, t: Translator) {
  const values = { inviter, organisation: organisation.name, role, days: PREMIUM_LIMITS.teacherInviteDays };
  const text = [
    t.text("Hello,"),
    ``,
    t.text(
      "{inviter} has invited you to join {organisation} as {role, select, admin {an admin} other {a teacher}} for the EasyReader premium reader app.",
      values,
    ),
    t.text(
      "As {role, select, admin {an admin} other {a teacher}} you can add and import students, hand out invite codes and see how much your students read.",
      values,
    ),
    ``,
    t.text("To accept, open this link and sign in with the DolphinID of this email address (or create one with it), and prove the address when asked:"),
    link,
    ``,
    t.text("The link works for {days} days. If you were not expecting this invitation, you can ignore this email.", values),
    ``,
    `Dolphin Computer Access`,
  ].join("\n");
  return { subject: t.text("You're invited to manage EasyReader premium at {organisation}", values), text };
}

/** Queues the invitation in the outbox; its link is built from the configured site origin, never the request. */
async function sendInvite(
  env: Env,
  db: Database,
  organisation: Organisation,
  role: PremiumStaffRole,
  email: string,
  token: string,
  inviter: string,
  now: Date,
  locale: Locale,
) {
  const link = `${siteOrigin(env)}${buildUrl("PremiumJoin", {}, { query: { token }, locale })}`;
  const mail = inviteMail(organisation, role, link, inviter, serverText(locale));
  await sendThroughOutbox(
    env,
    db,
    [{ to: email, subject: mail.subject, text: mail.text, tag: `premium-teacher-invite:${organisation.id}`, lang: mailLanguage(locale) }],
    now.getTime(),
  );
}

function inviteExpiry(now: Date): Date {
  return new Date(now.getTime() + PREMIUM_LIMITS.teacherInviteDays * DAY_MS);
}

export const listStaff = defineOperation({
  name: "premium-list-staff",
  input: organisationSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => done({ staff: await getAdmins(db, callerOf(user), input.organisationId) }),
});

export const sendTeacherInvite = defineOperation({
  name: "premium-send-teacher-invite",
  input: sendTeacherInviteSchema,
  access: signedInToPremium,
  rateLimit: INVITE_RATE_LIMIT,
  run: async ({ env, db, user, locale }, input) => {
    const caller = callerOf(user);
    const now = new Date();
    const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
    const existing = await db
      .select({ id: premiumStaff.id, joinedAt: premiumStaff.joinedAt })
      .from(premiumStaff)
      .where(and(eq(premiumStaff.organisationId, organisation.id), eq(premiumStaff.email, input.email)))
      .get();
    if (existing) {
      throw Refusal.field(
        "email",
        "Email address",
        existing.joinedAt
          ? { id: "{email} is already on the team", values: { email: input.email } }
          : { id: "{email} has already been invited; send the invitation again from the list instead", values: { email: input.email } },
      );
    }
    const token = newInviteToken();
    const [row] = await db
      .insert(premiumStaff)
      .values({
        organisationId: organisation.id,
        email: input.email,
        role: input.role,
        inviteTokenHash: await hashToken(token),
        inviteExpiresAt: inviteExpiry(now),
        invitesSent: 1,
        invitedBy: caller.userId,
        invitedAt: now,
      })
      .returning({ id: premiumStaff.id });
    await sendInvite(env, db, organisation, input.role, input.email, token, caller.email, now, locale);
    return done({ id: row!.id, message: { id: "Invitation sent to {email}.", values: { email: input.email } } }, { status: 201 });
  },
});

/** A team member by id, only within the organisation named: another organisation's member is not found. */
async function staffInOrganisation(db: Database, organisationId: number, staffId: number) {
  const row = await db
    .select()
    .from(premiumStaff)
    .where(and(eq(premiumStaff.id, staffId), eq(premiumStaff.organisationId, organisationId)))
    .get();
  if (!row) throw Refusal.status(404, "That team member was not found in this organisation.");
  return row;
}

/** A new link for an invitation not yet accepted; the earlier link stops working. */
export const resendTeacherInvite = defineOperation({
  name: "premium-resend-teacher-invite",
  input: resendTeacherInviteSchema,
  access: signedInToPremium,
  rateLimit: INVITE_RATE_LIMIT,
  run: async ({ env, db, user, locale }, input) => {
    const caller = callerOf(user);
    const now = new Date();
    const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
    const member = await staffInOrganisation(db, organisation.id, input.staffId);
    if (member.joinedAt) return refuse(409, { id: "{email} has already joined; there is no invitation to send.", values: { email: member.email } });
    const token = newInviteToken();
    await db
      .update(premiumStaff)
      .set({
        inviteTokenHash: await hashToken(token),
        inviteExpiresAt: inviteExpiry(now),
        invitesSent: member.invitesSent + 1,
        invitedAt: now,
      })
      .where(eq(premiumStaff.id, member.id));
    await sendInvite(env, db, organisation, member.role, member.email, token, caller.email, now, locale);
    return done({ message: { id: "Invitation sent again to {email}. The earlier link no longer works.", values: { email: member.email } } });
  },
});

async function activeAdminCount(db: Database, organisationId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(premiumStaff)
    .where(and(eq(premiumStaff.organisationId, organisationId), eq(premiumStaff.role, "admin"), isNotNull(premiumStaff.joinedAt)))
    .get();
  return row?.n ?? 0;
}

export const changeAdminRole = defineOperation({
  name: "premium-change-admin-role",
  input: changeAdminRoleSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const { organisation } = await requireRole(db, callerOf(user), input.organisationId, ADMINS);
    const member = await staffInOrganisation(db, organisation.id, input.staffId);
    if (member.role === input.role)
      return done({
        message: { id: "{email} is already {role, select, admin {an admin} other {a teacher}}.", values: { email: member.email, role: input.role } },
      });
    if (member.role === "admin" && member.joinedAt && (await activeAdminCount(db, organisation.id)) <= 1) return refuse(409, LAST_ADMIN_MESSAGE);
    // The update itself re-checks, so two admins demoting each other at once cannot leave none.
    const result = await db.run(sql`
      UPDATE premium_staff SET role = ${input.role}
      WHERE id = ${member.id} AND (${input.role} = 'admin' OR joined_at IS NULL OR
        (SELECT count(*) FROM premium_staff WHERE organisation_id = ${organisation.id} AND role = 'admin' AND joined_at IS NOT NULL) > 1)`);
    if (result.meta.changes === 0) return refuse(409, LAST_ADMIN_MESSAGE);
    return done({ message: { id: "{email} is now {role, select, admin {an admin} other {a teacher}}.", values: { email: member.email, role: input.role } } });
  },
});

/** Removes a member who joined, or withdraws an invitation; never the last admin who joined. */
export const deleteAdmin = defineOperation({
  name: "premium-delete-admin",
  input: deleteAdminSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const { organisation } = await requireRole(db, callerOf(user), input.organisationId, ADMINS);
    const member = await staffInOrganisation(db, organisation.id, input.staffId);
    const result = await db.run(sql`
      DELETE FROM premium_staff
      WHERE id = ${member.id} AND (role <> 'admin' OR joined_at IS NULL OR
        (SELECT count(*) FROM premium_staff WHERE organisation_id = ${organisation.id} AND role = 'admin' AND joined_at IS NOT NULL) > 1)`);
    if (result.meta.changes === 0) return refuse(409, LAST_ADMIN_MESSAGE);
    return done({
      message: member.joinedAt
        ? { id: "{email} has been removed from the team.", values: { email: member.email } }
        : { id: "The invitation to {email} has been withdrawn.", values: { email: member.email } },
    });
  },
});
