/**
 * The premium reader area's rules, used by the API (workers/api/premium.ts) and by the
 * pages' actions alike. Every operation starts by checking the caller's role in the
 * organisation it names: admins manage the team, domains and name; admins and teachers
 * manage students, invite codes and see analytics; a student sees only their own seat.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, like, ne, or, sql } from "drizzle-orm";
import * as v from "valibot";
import {
  PREMIUM_LIMITS,
  type StudentRow,
  addDomainSchema,
  addUpdateStudentSchema,
  changeAdminRoleSchema,
  generateInviteSchema,
  sendTeacherInviteSchema,
  updateInviteSchema,
} from "@common/schemas/premium";
import type { Database } from "../db/client";
import {
  accounts,
  premiumDomains,
  premiumInviteCodes,
  premiumOrganisations,
  premiumReadingSessions,
  premiumStaff,
  premiumStudents,
  type PremiumStaffRole,
  unlockCodes,
  unlockRedemptions,
} from "../db/schema";
import { ApiError, fieldError } from "../http/errors";
import { buildUrl } from "@common/routes";
import { accountHasProvedAddress, isEmailProved, provedAccountIdForEmail } from "../identity/email-proof";
import { siteOrigin } from "../services/mail";
import { sendThroughOutbox } from "../services/support-outbox";
import { type ImportPreview, parseStudentCsv } from "./csv";

export { parseStudentCsv, type ImportPreview, type ImportPreviewRow } from "./csv";

export interface Caller {
  userId: string;
  email: string;
}

export type Organisation = typeof premiumOrganisations.$inferSelect;
export type Student = typeof premiumStudents.$inferSelect;

export const NOT_A_MEMBER_MESSAGE = "You are not on the team of that organisation, so you cannot see or change it.";
export const ADMIN_ONLY_MESSAGE = "Only an admin of this organisation can do that.";
export const LAST_ADMIN_MESSAGE = "An organisation needs at least one admin. Make someone else an admin first.";

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------- tokens and codes

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
export function newInviteToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}
export async function hashToken(token: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));
}

/** No 0/O, 1/I/L: codes are read aloud and typed by students with low vision. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
  return `RDR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
/** "rdr 7k3m q9tx" and "RDR7K3MQ9TX" both mean RDR-7K3M-Q9TX. */
export function normaliseInviteCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (/^RDR[A-Z0-9]{8}$/.test(compact)) return `RDR-${compact.slice(3, 7)}-${compact.slice(7)}`;
  return input.trim().toUpperCase();
}

// ---------------------------------------------------------------- roles

export async function findOrganisation(db: Database, organisationId: number): Promise<Organisation | undefined> {
  return db.query.premiumOrganisations.findFirst({ where: eq(premiumOrganisations.id, organisationId) });
}

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
 * The check in front of every operation. Someone who is not on the team gets the same
 * 403 whether or not the organisation exists, so ids cannot be probed.
 */
export async function requireRole(
  db: Database,
  caller: Caller,
  organisationId: number,
  allowed: readonly PremiumStaffRole[],
): Promise<{ organisation: Organisation; role: PremiumStaffRole }> {
  const [organisation, role] = await Promise.all([findOrganisation(db, organisationId), staffRoleOf(db, organisationId, caller.userId)]);
  if (!organisation || !role) throw new ApiError(403, NOT_A_MEMBER_MESSAGE);
  if (!allowed.includes(role)) throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  return { organisation, role };
}
const STAFF = ["admin", "teacher"] as const;
const ADMINS = ["admin"] as const;

export function isExpired(organisation: Organisation, now = new Date()): boolean {
  return organisation.expiresAt.getTime() <= now.getTime();
}

async function seatsUsed(db: Database, organisationId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(premiumStudents).where(eq(premiumStudents.organisationId, organisationId)).get();
  return row?.n ?? 0;
}

function formatDay(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** New students need a seat and a subscription that has not ended. */
async function requireSeats(db: Database, organisation: Organisation, wanted: number, now = new Date()) {
  if (isExpired(organisation, now)) {
    throw new ApiError(409, `The subscription of ${organisation.name} ended on ${formatDay(organisation.expiresAt)}. Renew it to add students.`);
  }
  const used = await seatsUsed(db, organisation.id);
  const free = organisation.seatsPurchased - used;
  if (wanted > free) {
    throw new ApiError(
      409,
      free <= 0
        ? `All ${organisation.seatsPurchased} seats of ${organisation.name} are in use. Remove a student or buy more seats.`
        : `Only ${free} of ${organisation.seatsPurchased} seats are free, and ${wanted} students would need one each.`,
    );
  }
  return { used, free };
}

// ---------------------------------------------------------------- team (admins and teachers)

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

function inviteMail(organisation: Organisation, role: PremiumStaffRole, link: string, inviter: string) {
  const roleText = role === "admin" ? "an admin" : "a teacher";
  const text = [
    `Hello,`,
    ``,
    `${inviter} has invited you to join ${organisation.name} as ${roleText} for the EasyReader premium reader app.`,
    `As ${roleText} you can add and import students, hand out invite codes and see how much your students read.`,
    ``,
    `To accept, open this link and sign in with your DolphinID (or create one with this email address):`,
    link,
    ``,
    `The link works for ${PREMIUM_LIMITS.teacherInviteDays} days. If you were not expecting this invitation, you can ignore this email.`,
    ``,
    `Dolphin Computer Access`,
  ].join("\n");
  return { subject: `You're invited to manage EasyReader premium at ${organisation.name}`, text };
}

/** Queues the invitation in the outbox; its link is built from the configured site origin, never the request. */
async function sendInvite(env: Env, db: Database, organisation: Organisation, role: PremiumStaffRole, email: string, token: string, inviter: string, now: Date) {
  const link = `${siteOrigin(env)}${buildUrl("PremiumJoin", {}, { query: { token } })}`;
  const mail = inviteMail(organisation, role, link, inviter);
  await sendThroughOutbox(env, db, [{ to: email, subject: mail.subject, text: mail.text, tag: `premium-teacher-invite:${organisation.id}` }], now.getTime());
}

export async function sendTeacherInvite(
  db: Database,
  env: Env,
  caller: Caller,
  input: v.InferOutput<typeof sendTeacherInviteSchema>,
  now = new Date(),
) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  const existing = await db
    .select({ id: premiumStaff.id, joinedAt: premiumStaff.joinedAt })
    .from(premiumStaff)
    .where(and(eq(premiumStaff.organisationId, organisation.id), eq(premiumStaff.email, input.email)))
    .get();
  if (existing) {
    throw fieldError(
      "email",
      "Email address",
      existing.joinedAt ? `${input.email} is already on the team` : `${input.email} has already been invited; send the invitation again from the list instead`,
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
      inviteExpiresAt: new Date(now.getTime() + PREMIUM_LIMITS.teacherInviteDays * DAY_MS),
      invitesSent: 1,
      invitedBy: caller.userId,
      invitedAt: now,
    })
    .returning({ id: premiumStaff.id });
  await sendInvite(env, db, organisation, input.role, input.email, token, caller.email, now);
  return { id: row!.id, message: `Invitation sent to ${input.email}.` };
}

async function staffInOrganisation(db: Database, organisationId: number, staffId: number) {
  const row = await db
    .select()
    .from(premiumStaff)
    .where(and(eq(premiumStaff.id, staffId), eq(premiumStaff.organisationId, organisationId)))
    .get();
  if (!row) throw new ApiError(404, "That team member was not found in this organisation.");
  return row;
}

export async function resendTeacherInvite(
  db: Database,
  env: Env,
  caller: Caller,
  input: { organisationId: number; staffId: number },
  now = new Date(),
) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  const member = await staffInOrganisation(db, organisation.id, input.staffId);
  if (member.joinedAt) throw new ApiError(409, `${member.email} has already joined; there is no invitation to send.`);
  const token = newInviteToken();
  await db
    .update(premiumStaff)
    .set({
      inviteTokenHash: await hashToken(token),
      inviteExpiresAt: new Date(now.getTime() + PREMIUM_LIMITS.teacherInviteDays * DAY_MS),
      invitesSent: member.invitesSent + 1,
      invitedAt: now,
    })
    .where(eq(premiumStaff.id, member.id));
  await sendInvite(env, db, organisation, member.role, member.email, token, caller.email, now);
  return { message: `Invitation sent again to ${member.email}. The earlier link no longer works.` };
}

async function activeAdminCount(db: Database, organisationId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(premiumStaff)
    .where(and(eq(premiumStaff.organisationId, organisationId), eq(premiumStaff.role, "admin"), isNotNull(premiumStaff.joinedAt)))
    .get();
  return row?.n ?? 0;
}

export async function changeAdminRole(db: Database, caller: Caller, input: v.InferOutput<typeof changeAdminRoleSchema>) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  const member = await staffInOrganisation(db, organisation.id, input.staffId);
  if (member.role === input.role) return { message: `${member.email} is already ${input.role === "admin" ? "an admin" : "a teacher"}.` };
  if (member.role === "admin" && member.joinedAt && (await activeAdminCount(db, organisation.id)) <= 1) {
    throw new ApiError(409, LAST_ADMIN_MESSAGE);
  }
  // The update itself re-checks, so two admins demoting each other at once cannot leave none.
  const result = await db.run(sql`
    UPDATE premium_staff SET role = ${input.role}
    WHERE id = ${member.id} AND (${input.role} = 'admin' OR joined_at IS NULL OR
      (SELECT count(*) FROM premium_staff WHERE organisation_id = ${organisation.id} AND role = 'admin' AND joined_at IS NOT NULL) > 1)`);
  if (result.meta.changes === 0) throw new ApiError(409, LAST_ADMIN_MESSAGE);
  return { message: `${member.email} is now ${input.role === "admin" ? "an admin" : "a teacher"}.` };
}

export async function deleteAdmin(db: Database, caller: Caller, input: { organisationId: number; staffId: number }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  const member = await staffInOrganisation(db, organisation.id, input.staffId);
  const result = await db.run(sql`
    DELETE FROM premium_staff
    WHERE id = ${member.id} AND (role <> 'admin' OR joined_at IS NULL OR
      (SELECT count(*) FROM premium_staff WHERE organisation_id = ${organisation.id} AND role = 'admin' AND joined_at IS NOT NULL) > 1)`);
  if (result.meta.changes === 0) throw new ApiError(409, LAST_ADMIN_MESSAGE);
  return { message: member.joinedAt ? `${member.email} has been removed from the team.` : `The invitation to ${member.email} has been withdrawn.` };
}

export const PROVE_ADDRESS_FOR_INVITE_MESSAGE =
  "Prove your email address first: an invitation is accepted only by a DolphinID that has proved it receives mail at its address. Your Dolphin Account page shows how.";

/**
 * Accepts a teacher or admin invitation: by the emailed link's token, or by id when the
 * account's email is the invited one. Either way the account must have proved its address:
 * a link can be forwarded and an address can be registered by anyone, so a team role goes
 * only to a DolphinID that has shown it receives mail at its own address.
 */
export async function acceptTeacherInvite(db: Database, caller: Caller, input: { token?: string; staffId?: number | "" }, now = new Date()) {
  if (!(await isEmailProved(db, caller.userId))) throw new ApiError(403, PROVE_ADDRESS_FOR_INVITE_MESSAGE);
  let invite: typeof premiumStaff.$inferSelect | undefined;
  if (input.token) {
    invite = await db.select().from(premiumStaff).where(eq(premiumStaff.inviteTokenHash, await hashToken(input.token))).get();
  } else if (input.staffId) {
    invite = await db
      .select()
      .from(premiumStaff)
      .where(and(eq(premiumStaff.id, input.staffId), eq(premiumStaff.email, caller.email.toLowerCase()), isNull(premiumStaff.joinedAt)))
      .get();
  }
  if (!invite || invite.joinedAt) {
    throw new ApiError(404, "This invitation is not valid. It may have been used already, or a newer one was sent. Ask an admin to send it again.");
  }
  if (invite.inviteExpiresAt && invite.inviteExpiresAt.getTime() <= now.getTime()) {
    throw new ApiError(410, "This invitation has expired. Ask an admin of the organisation to send it again.");
  }
  const organisation = (await findOrganisation(db, invite.organisationId))!;
  const already = await staffRoleOf(db, invite.organisationId, caller.userId);
  if (already) {
    await db.delete(premiumStaff).where(eq(premiumStaff.id, invite.id));
    return { organisationId: organisation.id, role: already, message: `You are already on the team of ${organisation.name}.` };
  }
  await db
    .update(premiumStaff)
    .set({ accountId: caller.userId, joinedAt: now, inviteTokenHash: null, inviteExpiresAt: null })
    .where(eq(premiumStaff.id, invite.id));
  return {
    organisationId: organisation.id,
    role: invite.role,
    message: `Welcome to ${organisation.name}. You are now ${invite.role === "admin" ? "an admin" : "a teacher"}.`,
  };
}

export async function updateOrgName(db: Database, caller: Caller, input: { organisationId: number; name: string }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  await db.update(premiumOrganisations).set({ name: input.name }).where(eq(premiumOrganisations.id, organisation.id));
  return { name: input.name, message: `The organisation is now called ${input.name}.` };
}

// ---------------------------------------------------------------- domains

/** Addresses anyone can get: approving one would give a seat to the whole world. */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "hotmail.co.uk", "live.com", "live.co.uk", "msn.com",
  "yahoo.com", "yahoo.co.uk", "icloud.com", "me.com", "aol.com", "protonmail.com", "proton.me", "gmx.com", "gmx.de",
  "btinternet.com", "sky.com", "virginmedia.com", "mail.com", "yandex.com", "zoho.com",
]);

export async function getDomains(db: Database, caller: Caller, organisationId: number) {
  await requireRole(db, caller, organisationId, STAFF);
  const rows = await db.select().from(premiumDomains).where(eq(premiumDomains.organisationId, organisationId)).orderBy(asc(premiumDomains.domain));
  return rows.map((row) => ({ id: row.id, domain: row.domain, createdAt: row.createdAt.toISOString() }));
}

export async function addDomain(db: Database, caller: Caller, input: v.InferOutput<typeof addDomainSchema>) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  if (PUBLIC_MAIL_DOMAINS.has(input.domain)) {
    throw fieldError("domain", "Domain", `${input.domain} is a public email service; only a domain your organisation owns can be approved`);
  }
  const taken = await db.select({ organisationId: premiumDomains.organisationId }).from(premiumDomains).where(eq(premiumDomains.domain, input.domain)).get();
  if (taken) {
    throw fieldError(
      "domain",
      "Domain",
      taken.organisationId === organisation.id ? `${input.domain} is already approved` : `${input.domain} is already approved for another organisation`,
    );
  }
  const [row] = await db.insert(premiumDomains).values({ organisationId: organisation.id, domain: input.domain }).returning();
  return { id: row!.id, domain: row!.domain, message: `Students with an @${row!.domain} DolphinID now join ${organisation.name} automatically.` };
}

export async function deleteDomain(db: Database, caller: Caller, input: { organisationId: number; domainId: number }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, ADMINS);
  const [row] = await db
    .delete(premiumDomains)
    .where(and(eq(premiumDomains.id, input.domainId), eq(premiumDomains.organisationId, organisation.id)))
    .returning();
  if (!row) throw new ApiError(404, "That domain was not found in this organisation.");
  return { message: `${row.domain} removed. Students who already joined keep their seats.` };
}

// ---------------------------------------------------------------- students

export interface StudentView {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  className: string;
  source: Student["source"];
  linked: boolean;
  createdAt: string;
}
function studentView(row: Student): StudentView {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? "",
    className: row.className,
    source: row.source,
    linked: row.accountId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getStudents(db: Database, caller: Caller, input: { organisationId: number; search?: string }) {
  const { organisation } = await requireRole(db, caller, input.organisationId, STAFF);
  const term = input.search?.trim();
  const pattern = term ? `%${term.replace(/[%_\\]/g, (char) => `\\${char}`)}%` : null;
  const rows = await db
    .select()
    .from(premiumStudents)
    .where(
      and(
        eq(premiumStudents.organisationId, organisation.id),
        pattern
          ? or(
              sql`${premiumStudents.firstName} || ' ' || ${premiumStudents.lastName} LIKE ${pattern} ESCAPE '\\'`,
              sql`${premiumStudents.username} LIKE ${pattern} ESCAPE '\\'`,
              sql`${premiumStudents.email} LIKE ${pattern} ESCAPE '\\'`,
              sql`${premiumStudents.className} LIKE ${pattern} ESCAPE '\\'`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(premiumStudents.lastName), asc(premiumStudents.firstName));
  const used = await seatsUsed(db, organisation.id);
  return { students: rows.map(studentView), seatsUsed: used, seatsPurchased: organisation.seatsPurchased };
}

export async function getStudent(db: Database, caller: Caller, organisationId: number, studentId: number) {
  await requireRole(db, caller, organisationId, STAFF);
  const row = await db
    .select()
    .from(premiumStudents)
    .where(and(eq(premiumStudents.id, studentId), eq(premiumStudents.organisationId, organisationId)))
    .get();
  if (!row) throw new ApiError(404, "That student was not found in this organisation.");
  return studentView(row);
}

/** Folds accents and drops anything but letters and digits: "Zoë O'Brien" → "zoe", "obrien". */
function usernamePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function usernameBase(firstName: string, lastName: string): string {
  const first = usernamePart(firstName);
  const last = usernamePart(lastName);
  const base = `${first.slice(0, 1)}${last}`.slice(0, 30) || first.slice(0, 30);
  return base.length >= PREMIUM_LIMITS.usernameMin ? base : `${base}student`.slice(0, 30);
}

/** The first of base, base2, base3… that nobody has and that is not in `reserved`. */
export async function uniqueUsername(db: Database, base: string, reserved: Set<string> = new Set()): Promise<string> {
  const taken = await db
    .select({ username: premiumStudents.username })
    .from(premiumStudents)
    .where(like(premiumStudents.username, `${base}%`));
  const used = new Set([...taken.map((row) => row.username), ...reserved]);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export async function generateUsername(db: Database, caller: Caller, input: { organisationId: number; firstName: string; lastName: string }) {
  await requireRole(db, caller, input.organisationId, STAFF);
  return { username: await uniqueUsername(db, usernameBase(input.firstName, input.lastName)) };
}

/** The DolphinID a student row for `email` is linked to: only one that has proved that address, and has no seat yet. */
async function accountIdForEmail(db: Database, email: string): Promise<string | null> {
  if (!email) return null;
  const account = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email}`, accountHasProvedAddress))
    .get();
  if (!account) return null;
  const seat = await db.select({ id: premiumStudents.id }).from(premiumStudents).where(eq(premiumStudents.accountId, account.id)).get();
  return seat ? null : account.id;
}

export async function addUpdateStudent(db: Database, caller: Caller, input: v.InferOutput<typeof addUpdateStudentSchema>, now = new Date()) {
  const { organisation } = await requireRole(db, caller, input.organisationId, STAFF);
  const studentId = input.studentId === "" ? null : input.studentId;
  let current: Student | undefined;
  if (studentId) {
    current = await db
      .select()
      .from(premiumStudents)
      .where(and(eq(premiumStudents.id, studentId), eq(premiumStudents.organisationId, organisation.id)))
      .get();
    if (!current) throw new ApiError(404, "That student was not found in this organisation.");
  } else {
    await requireSeats(db, organisation, 1, now);
  }

  const username = input.username || current?.username || (await uniqueUsername(db, usernameBase(input.firstName, input.lastName)));
  const clash = await db
    .select({ id: premiumStudents.id })
    .from(premiumStudents)
    .where(and(eq(premiumStudents.username, username), studentId ? ne(premiumStudents.id, studentId) : undefined))
    .get();
  if (clash) throw fieldError("username", "Username", `The username ${username} is taken; choose another or leave it empty for a suggestion`);
  if (input.email) {
    const sameEmail = await db
      .select({ id: premiumStudents.id })
      .from(premiumStudents)
      .where(
        and(
          eq(premiumStudents.organisationId, organisation.id),
          eq(premiumStudents.email, input.email),
          studentId ? ne(premiumStudents.id, studentId) : undefined,
        ),
      )
      .get();
    if (sameEmail) throw fieldError("email", "Email address", `Another student already uses ${input.email}`);
  }

  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    username,
    email: input.email || null,
    className: input.className,
  };
  if (current) {
    const accountId = current.accountId ?? (input.email ? await accountIdForEmail(db, input.email) : null);
    await db.update(premiumStudents).set({ ...values, accountId }).where(eq(premiumStudents.id, current.id));
    return { id: current.id, username, message: `${input.firstName} ${input.lastName}'s details have been saved.` };
  }
  const [row] = await db
    .insert(premiumStudents)
    .values({ ...values, organisationId: organisation.id, source: "manual", accountId: await accountIdForEmail(db, input.email), createdAt: now })
    .returning({ id: premiumStudents.id });
  return { id: row!.id, username, message: `${input.firstName} ${input.lastName} has been added with the username ${username}.` };
}

export async function deleteStudent(db: Database, caller: Caller, input: { organisationId: number; studentId: number }) {
  await requireRole(db, caller, input.organisationId, STAFF);
  const [row] = await db
    .delete(premiumStudents)
    .where(and(eq(premiumStudents.id, input.studentId), eq(premiumStudents.organisationId, input.organisationId)))
    .returning();
  if (!row) throw new ApiError(404, "That student was not found in this organisation.");
  return { message: `${row.firstName} ${row.lastName} has been removed and their seat is free.` };
}

// ---------------------------------------------------------------- invite codes

export interface InviteCodeView {
  id: number;
  code: string;
  label: string;
  maxUses: number;
  useCount: number;
  expiresAt: string;
  expired: boolean;
  usedUp: boolean;
}

/** An invite code joined with its unlock code (the products area's table holds limit, uses and expiry). */
const inviteColumns = {
  id: premiumInviteCodes.id,
  organisationId: premiumInviteCodes.organisationId,
  code: premiumInviteCodes.code,
  label: premiumInviteCodes.label,
  maxUses: unlockCodes.maxUses,
  uses: unlockCodes.uses,
  expiresAt: unlockCodes.expiresAt,
};
type InviteRow = { id: number; code: string; label: string; maxUses: number; uses: number; expiresAt: Date | null };

function inviteView(row: InviteRow, now = new Date()): InviteCodeView {
  const expiresAt = row.expiresAt ?? new Date(8.64e15);
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    maxUses: row.maxUses,
    useCount: row.uses,
    expiresAt: expiresAt.toISOString(),
    expired: expiresAt.getTime() <= now.getTime(),
    usedUp: row.uses >= row.maxUses,
  };
}

async function findInvite(db: Database, organisationId: number, inviteId: number) {
  const row = await db
    .select(inviteColumns)
    .from(premiumInviteCodes)
    .innerJoin(unlockCodes, eq(unlockCodes.code, premiumInviteCodes.code))
    .where(and(eq(premiumInviteCodes.id, inviteId), eq(premiumInviteCodes.organisationId, organisationId)))
    .get();
  if (!row) throw new ApiError(404, "That invite code was not found in this organisation.");
  return row;
}

export async function getInviteCodes(db: Database, caller: Caller, organisationId: number, now = new Date()) {
  await requireRole(db, caller, organisationId, STAFF);
  const rows = await db
    .select(inviteColumns)
    .from(premiumInviteCodes)
    .innerJoin(unlockCodes, eq(unlockCodes.code, premiumInviteCodes.code))
    .where(eq(premiumInviteCodes.organisationId, organisationId))
    .orderBy(desc(premiumInviteCodes.createdAt), desc(premiumInviteCodes.id));
  return rows.map((row) => inviteView(row, now));
}

export async function getInviteCode(db: Database, caller: Caller, organisationId: number, inviteId: number, now = new Date()) {
  const { organisation } = await requireRole(db, caller, organisationId, STAFF);
  return { organisation, invite: inviteView(await findInvite(db, organisationId, inviteId), now) };
}

/** Where the unlock form sends a student after a successful unlock with an organisation's code. */
export const INVITE_UNLOCK_REDIRECT = "/account/easyreader-premium/status";

export async function generateInvite(db: Database, caller: Caller, input: v.InferOutput<typeof generateInviteSchema>, now = new Date()) {
  const { organisation } = await requireRole(db, caller, input.organisationId, STAFF);
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newInviteCode();
    const [claimed] = await db
      .insert(unlockCodes)
      .values({ code, redirectUrl: INVITE_UNLOCK_REDIRECT, maxUses: input.maxUses, uses: 0, expiresAt, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: unlockCodes.code });
    if (!claimed) continue;
    const [row] = await db
      .insert(premiumInviteCodes)
      .values({ organisationId: organisation.id, code, label: input.label, createdBy: caller.userId, createdAt: now })
      .returning({ id: premiumInviteCodes.id });
    return {
      ...inviteView({ id: row!.id, code, label: input.label, maxUses: input.maxUses, uses: 0, expiresAt }, now),
      message: `Invite code ${code} created for ${input.label}.`,
    };
  }
  throw new ApiError(500);
}

export async function updateInvite(db: Database, caller: Caller, input: v.InferOutput<typeof updateInviteSchema>, now = new Date()) {
  await requireRole(db, caller, input.organisationId, STAFF);
  const invite = await findInvite(db, input.organisationId, input.inviteId);
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  await db.batch([
    db.update(premiumInviteCodes).set({ label: input.label }).where(eq(premiumInviteCodes.id, invite.id)),
    db.update(unlockCodes).set({ maxUses: input.maxUses, expiresAt }).where(eq(unlockCodes.code, invite.code)),
  ]);
  return {
    ...inviteView({ ...invite, label: input.label, maxUses: input.maxUses, expiresAt }, now),
    message: `Invite code ${invite.code} updated.`,
  };
}

/**
 * Deleting a code stops it working at once. An unlock code that was never used goes
 * entirely; one with unlocks on record is kept (expired) so that history stays whole.
 */
export async function deleteInvite(db: Database, caller: Caller, input: { organisationId: number; inviteId: number }, now = new Date()) {
  await requireRole(db, caller, input.organisationId, STAFF);
  const invite = await findInvite(db, input.organisationId, input.inviteId);
  const redeemed = await db.select({ id: unlockRedemptions.id }).from(unlockRedemptions).where(eq(unlockRedemptions.code, invite.code)).get();
  await db.batch([
    db.update(premiumStudents).set({ inviteCodeId: null }).where(eq(premiumStudents.inviteCodeId, invite.id)),
    db.delete(premiumInviteCodes).where(eq(premiumInviteCodes.id, invite.id)),
    redeemed || invite.uses > 0
      ? db.update(unlockCodes).set({ expiresAt: now }).where(eq(unlockCodes.code, invite.code))
      : db.delete(unlockCodes).where(eq(unlockCodes.code, invite.code)),
  ]);
  return { message: `Invite code ${invite.code} deleted. Students who already joined with it keep their seats.` };
}

/** Names for a student who joins by themselves: "amy.jones@…" → Amy Jones. */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const local = email.split("@")[0] ?? "";
  const parts = local.split(/[._-]+/).filter(Boolean).map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
  return { firstName: parts[0] ?? local, lastName: parts.slice(1).join(" ") };
}

/** True when an unlock code belongs to an organisation (the unlock form then gives a seat). */
export async function isOrganisationCode(db: Database, rawCode: string): Promise<boolean> {
  const row = await db.select({ id: premiumInviteCodes.id }).from(premiumInviteCodes).where(eq(premiumInviteCodes.code, normaliseInviteCode(rawCode))).get();
  return Boolean(row);
}

/**
 * A student joins with an organisation's invite code (the same codes the premium reader
 * unlock form accepts): the code must exist, be in date and have uses left, and the
 * organisation needs a free seat. The use is counted on the unlock code and recorded as an
 * unlock redemption, in one transaction with the seat.
 */
export async function redeemInviteCode(db: Database, caller: Caller, rawCode: string, now = new Date()) {
  return claimSeatWithCode(db, { code: rawCode, email: caller.email, accountId: caller.userId, field: "code", label: "Invite code" }, now);
}

/**
 * The premium reader unlock form (products area, `redeemUnlockCode`) calls this first: an
 * organisation's code gives the DolphinID a student seat (linked to their account when one
 * exists for that email, else linked when they first sign in). Null for any other code.
 */
export async function redeemOrganisationUnlock(
  db: Database,
  input: { unlockCode: string; dolphinId: string; accountId?: string | null },
  now = new Date(),
): Promise<{ redirect: string; message: string } | null> {
  if (!(await isOrganisationCode(db, input.unlockCode))) return null;
  const email = input.dolphinId.trim().toLowerCase();
  // The seat is linked only to a DolphinID that has proved this address: the signed-in
  // account when it has, else the proved account of that address; otherwise it waits
  // unlinked until the address is proved (autoJoinByDomain links it then).
  const signedIn = input.accountId && (await isEmailProved(db, input.accountId)) ? input.accountId : null;
  const accountId = signedIn ?? (await provedAccountIdForEmail(db, email));
  return claimSeatWithCode(db, { code: input.unlockCode, email, accountId, field: "unlockCode", label: "Unlock code" }, now);
}

async function claimSeatWithCode(
  db: Database,
  input: { code: string; email: string; accountId: string | null; field: string; label: string },
  now: Date,
) {
  const code = normaliseInviteCode(input.code);
  const invite = await db
    .select({ ...inviteColumns })
    .from(premiumInviteCodes)
    .innerJoin(unlockCodes, eq(unlockCodes.code, premiumInviteCodes.code))
    .where(eq(premiumInviteCodes.code, code))
    .get();
  const usedUp = `That ${input.label.toLowerCase()} has been used by as many students as it allows. Ask your teacher for a new one`;
  if (!invite) throw fieldError(input.field, input.label, `That ${input.label.toLowerCase()} is not recognised. Check it with your teacher`);
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) {
    throw fieldError(input.field, input.label, `That ${input.label.toLowerCase()} has expired. Ask your teacher for a new one`);
  }
  if (invite.uses >= invite.maxUses) throw fieldError(input.field, input.label, usedUp);
  const organisation = (await findOrganisation(db, invite.organisationId))!;
  const email = input.email.toLowerCase();
  const listed = await db
    .select({ id: premiumStudents.id, accountId: premiumStudents.accountId })
    .from(premiumStudents)
    .where(and(eq(premiumStudents.organisationId, organisation.id), eq(premiumStudents.email, email)))
    .get();
  const seat = input.accountId
    ? await db.select({ organisationId: premiumStudents.organisationId }).from(premiumStudents).where(eq(premiumStudents.accountId, input.accountId)).get()
    : listed;
  if (seat) {
    throw new ApiError(
      409,
      !("organisationId" in seat) || seat.organisationId === organisation.id
        ? `You already have a premium seat with ${organisation.name}.`
        : "You already have a premium seat with another organisation.",
    );
  }
  if (!listed) await requireSeats(db, organisation, 1, now);
  const { firstName, lastName } = namesFromEmail(email);
  const username = await uniqueUsername(db, usernameBase(firstName, lastName));
  // One batch (a transaction): the use is counted only with the seat, and never past maxUses.
  const [claim] = await db.batch([
    db
      .update(unlockCodes)
      .set({ uses: sql`${unlockCodes.uses} + 1` })
      .where(and(eq(unlockCodes.code, code), sql`${unlockCodes.uses} < ${unlockCodes.maxUses}`))
      .returning({ code: unlockCodes.code }),
    db.insert(unlockRedemptions).values({ code, dolphinId: email, accountId: input.accountId, createdAt: now }),
    listed
      ? db.update(premiumStudents).set({ accountId: input.accountId, inviteCodeId: invite.id }).where(eq(premiumStudents.id, listed.id))
      : db.insert(premiumStudents).values({
          organisationId: organisation.id,
          username,
          firstName,
          lastName,
          email,
          accountId: input.accountId,
          source: "invite-code",
          inviteCodeId: invite.id,
          createdAt: now,
        }),
  ]);
  if (claim.length === 0) {
    // Someone took the last use a moment ago: undo this attempt's seat and record.
    await db.batch([
      listed
        ? db.update(premiumStudents).set({ accountId: null, inviteCodeId: null }).where(eq(premiumStudents.id, listed.id))
        : db.delete(premiumStudents).where(and(eq(premiumStudents.email, email), eq(premiumStudents.organisationId, organisation.id))),
      db.delete(unlockRedemptions).where(and(eq(unlockRedemptions.code, code), eq(unlockRedemptions.dolphinId, email))),
    ]);
    throw fieldError(input.field, input.label, usedUp);
  }
  return {
    organisationId: organisation.id,
    organisationName: organisation.name,
    redirect: INVITE_UNLOCK_REDIRECT,
    message: `You have joined ${organisation.name}. Your premium reader seat is ready.`,
  };
}

// ---------------------------------------------------------------- analytics

export interface AnalyticsWeek {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  activeStudents: number;
  readingMinutes: number;
}

export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY_MS);
}

export async function getAnalytics(db: Database, caller: Caller, input: { organisationId: number; weeks: number }, now = new Date()) {
  const { organisation } = await requireRole(db, caller, input.organisationId, STAFF);
  const firstWeek = new Date(weekStartOf(now).getTime() - (input.weeks - 1) * 7 * DAY_MS);
  const sessions = await db
    .select({ studentId: premiumReadingSessions.studentId, startedAt: premiumReadingSessions.startedAt, minutes: premiumReadingSessions.minutes })
    .from(premiumReadingSessions)
    .where(and(eq(premiumReadingSessions.organisationId, organisation.id), gte(premiumReadingSessions.startedAt, firstWeek)));
  const weeks: (AnalyticsWeek & { students: Set<number> })[] = Array.from({ length: input.weeks }, (_, index) => ({
    weekStart: new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
    activeStudents: 0,
    readingMinutes: 0,
    students: new Set<number>(),
  }));
  for (const session of sessions) {
    const index = Math.floor((session.startedAt.getTime() - firstWeek.getTime()) / (7 * DAY_MS));
    const week = weeks[index];
    if (!week) continue;
    week.students.add(session.studentId);
    week.readingMinutes += session.minutes;
  }
  const result = weeks.map(({ students, ...week }) => ({ ...week, activeStudents: students.size }));
  return {
    organisationId: organisation.id,
    weeks: result,
    totalReadingMinutes: result.reduce((sum, week) => sum + week.readingMinutes, 0),
    seatsUsed: await seatsUsed(db, organisation.id),
    seatsPurchased: organisation.seatsPurchased,
  };
}

// ---------------------------------------------------------------- CSV import


/** Checks every row against the schema, the file itself, the database and the free seats; writes nothing. */
export async function previewImport(db: Database, caller: Caller, organisationId: number, csvText: string, now = new Date()): Promise<ImportPreview> {
  const { organisation } = await requireRole(db, caller, organisationId, STAFF);
  const preview = parseStudentCsv(csvText);
  const rows = preview.rows;

  const emails = rows.map((row) => row.email).filter(Boolean);
  const usernames = rows.map((row) => row.username).filter(Boolean);
  const takenEmails = new Set(
    emails.length
      ? (
          await db
            .select({ email: premiumStudents.email })
            .from(premiumStudents)
            .where(and(eq(premiumStudents.organisationId, organisation.id), inArray(premiumStudents.email, emails.slice(0, 90))))
        ).map((row) => row.email)
      : [],
  );
  // D1 caps bound parameters per query; check long lists in chunks.
  for (let start = 90; start < emails.length; start += 90) {
    const more = await db
      .select({ email: premiumStudents.email })
      .from(premiumStudents)
      .where(and(eq(premiumStudents.organisationId, organisation.id), inArray(premiumStudents.email, emails.slice(start, start + 90))));
    for (const row of more) takenEmails.add(row.email);
  }
  const takenUsernames = new Set<string>();
  for (let start = 0; start < usernames.length; start += 90) {
    const found = await db
      .select({ username: premiumStudents.username })
      .from(premiumStudents)
      .where(inArray(premiumStudents.username, usernames.slice(start, start + 90)));
    for (const row of found) takenUsernames.add(row.username);
  }

  const seenEmails = new Map<string, number>();
  const seenUsernames = new Map<string, number>();
  for (const row of rows) {
    if (row.email) {
      if (takenEmails.has(row.email)) row.errors.push(`Another student of ${organisation.name} already uses ${row.email}`);
      else if (seenEmails.has(row.email)) row.errors.push(`${row.email} is also on row ${seenEmails.get(row.email)}`);
      else seenEmails.set(row.email, row.line);
    }
    if (row.username) {
      if (takenUsernames.has(row.username)) row.errors.push(`The username ${row.username} is taken`);
      else if (seenUsernames.has(row.username)) row.errors.push(`The username ${row.username} is also on row ${seenUsernames.get(row.username)}`);
      else seenUsernames.set(row.username, row.line);
    }
  }
  // Rows without a username get a proposal that clashes with nothing in the database or the file.
  const reserved = new Set(seenUsernames.keys());
  for (const row of rows) {
    if (row.username || row.errors.length) continue;
    const username = await uniqueUsername(db, usernameBase(row.firstName, row.lastName), reserved);
    reserved.add(username);
    row.username = username;
    row.usernameGenerated = true;
  }

  const used = await seatsUsed(db, organisation.id);
  const free = Math.max(0, organisation.seatsPurchased - used);
  if (isExpired(organisation, now)) preview.fileErrors.push(`The subscription of ${organisation.name} ended on ${formatDay(organisation.expiresAt)}. Renew it to add students.`);
  else if (rows.length > free) {
    preview.fileErrors.push(`The file has ${rows.length} students but only ${free} of ${organisation.seatsPurchased} seats are free.`);
  }
  preview.errorCount = rows.filter((row) => row.errors.length > 0).length;
  preview.seatsFree = free;
  preview.ok = preview.fileErrors.length === 0 && preview.errorCount === 0 && rows.length > 0;
  return preview;
}

/** All or nothing: a file with any error writes no row; a clean file is written in one transaction. */
export async function importStudents(db: Database, caller: Caller, organisationId: number, csvText: string, now = new Date()) {
  const preview = await previewImport(db, caller, organisationId, csvText, now);
  if (!preview.ok) {
    const problems = [
      ...preview.fileErrors,
      ...preview.rows.filter((row) => row.errors.length).map((row) => `Row ${row.line}: ${row.errors.join("; ")}`),
    ];
    throw new ApiError(422, `Nothing was imported: ${problems.length} problem${problems.length === 1 ? "" : "s"} need correcting in the file.`, {
      csv: { friendlyName: "CSV file", errors: problems.length ? problems : ["The file has no students in it"] },
    });
  }
  // Look-ups first: a drizzle query is a thenable, so it must not be awaited before the batch.
  const accountIds = await Promise.all(preview.rows.map((row) => accountIdForEmail(db, row.email)));
  const statements = preview.rows.map((row, index) =>
    db.insert(premiumStudents).values({
      organisationId,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email || null,
      className: row.className,
      accountId: accountIds[index] ?? null,
      source: "import",
      createdAt: now,
    }),
  );
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return { imported: preview.rows.length, message: `${preview.rows.length} student${preview.rows.length === 1 ? "" : "s"} imported.` };
}

// ---------------------------------------------------------------- status and domain auto-join

export interface PremiumStatus {
  team: {
    organisationId: number;
    organisationName: string;
    role: PremiumStaffRole;
    seatsUsed: number;
    seatsPurchased: number;
    expiresAt: string;
    expired: boolean;
  }[];
  seat: {
    organisationId: number;
    organisationName: string;
    username: string;
    joinedVia: Student["source"];
    expiresAt: string;
    expired: boolean;
  } | null;
  invitations: { id: number; organisationName: string; role: PremiumStaffRole }[];
  /** Set when this visit joined the account to an organisation through its email domain. */
  joinedByDomain: string | null;
}

/**
 * A DolphinID holder whose email is in an approved domain takes a seat automatically the
 * first time the area sees them (if the organisation is in date and has a free seat). Only
 * an account that has proved its address: anyone can register any address, and a seat for an
 * address (or its domain) belongs to whoever receives that address's mail.
 */
export async function autoJoinByDomain(db: Database, caller: Caller, now = new Date()): Promise<Organisation | null> {
  if (!(await isEmailProved(db, caller.userId))) return null;
  const email = caller.email.toLowerCase();
  // A seat a teacher (or the unlock form) gave to this email before the account existed or signed in.
  const hasSeat = await db.select({ id: premiumStudents.id }).from(premiumStudents).where(eq(premiumStudents.accountId, caller.userId)).get();
  if (!hasSeat) {
    await db.run(sql`UPDATE premium_students SET account_id = ${caller.userId}
      WHERE id = (SELECT id FROM premium_students WHERE email = ${email} AND account_id IS NULL ORDER BY id LIMIT 1)`);
  }
  const domain = email.split("@")[1];
  if (!domain) return null;
  const approved = await db.select({ organisationId: premiumDomains.organisationId }).from(premiumDomains).where(eq(premiumDomains.domain, domain)).get();
  if (!approved) return null;
  const seat = await db.select({ id: premiumStudents.id }).from(premiumStudents).where(eq(premiumStudents.accountId, caller.userId)).get();
  if (seat) return null;
  const organisation = (await findOrganisation(db, approved.organisationId))!;
  if (isExpired(organisation, now) || (await seatsUsed(db, organisation.id)) >= organisation.seatsPurchased) return null;
  const listed = await db
    .select({ id: premiumStudents.id })
    .from(premiumStudents)
    .where(and(eq(premiumStudents.organisationId, organisation.id), eq(premiumStudents.email, email)))
    .get();
  if (listed) {
    await db.update(premiumStudents).set({ accountId: caller.userId }).where(eq(premiumStudents.id, listed.id));
    return organisation;
  }
  const { firstName, lastName } = namesFromEmail(email);
  await db
    .insert(premiumStudents)
    .values({
      organisationId: organisation.id,
      username: await uniqueUsername(db, usernameBase(firstName, lastName)),
      firstName,
      lastName,
      email,
      accountId: caller.userId,
      source: "domain",
      createdAt: now,
    })
    .onConflictDoNothing();
  return organisation;
}

/** The caller's own premium state only: their team roles, their own seat, invitations to their email. */
export async function getPremiumStatus(db: Database, caller: Caller, now = new Date()): Promise<PremiumStatus> {
  const joined = await autoJoinByDomain(db, caller, now);
  const teamRows = await db
    .select({ role: premiumStaff.role, organisation: premiumOrganisations })
    .from(premiumStaff)
    .innerJoin(premiumOrganisations, eq(premiumOrganisations.id, premiumStaff.organisationId))
    .where(and(eq(premiumStaff.accountId, caller.userId), isNotNull(premiumStaff.joinedAt)))
    .orderBy(asc(premiumOrganisations.name));
  const team = await Promise.all(
    teamRows.map(async ({ role, organisation }) => ({
      organisationId: organisation.id,
      organisationName: organisation.name,
      role,
      seatsUsed: await seatsUsed(db, organisation.id),
      seatsPurchased: organisation.seatsPurchased,
      expiresAt: organisation.expiresAt.toISOString(),
      expired: isExpired(organisation, now),
    })),
  );
  const seatRow = await db
    .select({ student: premiumStudents, organisation: premiumOrganisations })
    .from(premiumStudents)
    .innerJoin(premiumOrganisations, eq(premiumOrganisations.id, premiumStudents.organisationId))
    .where(eq(premiumStudents.accountId, caller.userId))
    .get();
  // Invitations to an address are shown only to an account that has proved it owns it.
  const invitations = (await isEmailProved(db, caller.userId))
    ? await db
        .select({ id: premiumStaff.id, role: premiumStaff.role, organisationName: premiumOrganisations.name })
        .from(premiumStaff)
        .innerJoin(premiumOrganisations, eq(premiumOrganisations.id, premiumStaff.organisationId))
        .where(and(eq(premiumStaff.email, caller.email.toLowerCase()), isNull(premiumStaff.joinedAt)))
    : [];
  return {
    team,
    seat: seatRow
      ? {
          organisationId: seatRow.organisation.id,
          organisationName: seatRow.organisation.name,
          username: seatRow.student.username,
          joinedVia: seatRow.student.source,
          expiresAt: seatRow.organisation.expiresAt.toISOString(),
          expired: isExpired(seatRow.organisation, now),
        }
      : null,
    invitations,
    joinedByDomain: joined?.name ?? null,
  };
}

export type { StudentRow };
