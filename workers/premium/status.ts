/**
 * A signed-in account's own premium state: the organisations whose team it is on, its own
 * student seat, and invitations waiting for its address. Looking at it also links seats
 * waiting for the account's proved address and joins it through an approved email domain.
 */
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import { type Database, type PremiumStaffRole, premiumDomains, premiumOrganisations, premiumStaff, premiumStudents } from "../db";
import { hasProvedAddress } from "../identity";
import { defineOperation, done } from "../operation";
import { type Caller, callerOf, signedInToPremium } from "./access";
import { type Organisation, findOrganisation, isExpired, seatsUsed } from "./organisation";
import type { Student } from "./students";
import { namesFromEmail, uniqueUsername, usernameBase } from "./usernames";

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
  if (!(await hasProvedAddress(db, caller.userId, caller.email))) return null;
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
  const invitations = (await hasProvedAddress(db, caller.userId, caller.email))
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

/** GET status: nothing to give but the session. */
export const readPremiumStatus = defineOperation({
  name: "premium-status",
  input: v.object({}),
  access: signedInToPremium,
  run: async ({ db, user }) => done(await getPremiumStatus(db, callerOf(user))),
});
