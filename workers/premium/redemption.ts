/**
 * Joining an organisation: a teacher or admin accepts their invitation (by the emailed link,
 * or by id when it was sent to their address), and a student takes a seat with an invite
 * code (on the status page, or through the premium reader unlock form). Whatever trusts an
 * address goes only to a DolphinID that has proved it receives that address's mail.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import { acceptTeacherInviteSchema, joinWithCodeSchema } from "@common/schemas/premium";
import { type Database, premiumInviteCodes, premiumStaff, premiumStudents, unlockCodes, unlockRedemptions } from "../db";
import { Refusal, defineOperation, done, refuse } from "../operation";
import { hasProvedAddress, provedAccountIdForEmail } from "../identity";
import { callerOf, signedInToPremium, staffRoleOf } from "./access";
import { INVITE_UNLOCK_REDIRECT, inviteColumns } from "./invite-codes";
import { findOrganisation, requireSeats } from "./organisation";
import { hashToken, normaliseInviteCode } from "./tokens";
import { namesFromEmail, uniqueUsername, usernameBase } from "./usernames";
import type { MessageLike } from "../i18n";

export const PROVE_ADDRESS_FOR_INVITE_MESSAGE =
  "Prove your email address first: an invitation is accepted only by a DolphinID that has proved it receives mail at its address. Your Dolphin Account page shows how.";
export const INVITE_FOR_ANOTHER_ADDRESS_MESSAGE =
  "This invitation was sent to another email address. Sign in with the DolphinID of the address that received it, and prove that address if you have not yet.";
export const PROVE_ADDRESS_FOR_SEAT_MESSAGE =
  "Prove your email address first: a student seat is given only to a DolphinID that has proved it receives mail at its address. Your Dolphin Account page shows how.";

/** Codes tried on the status page: this many per client address in ten minutes. */
export const JOIN_RATE_LIMIT = { name: "premium-join", limit: 20, windowSeconds: 600 };

/**
 * Accepts a teacher or admin invitation: by the emailed link's token, or by id when the
 * account's email is the invited one. Either way the account must have proved the invited
 * address: a link can be forwarded and an address can be registered by anyone, so a team role
 * goes only to the DolphinID that has shown it receives mail at the address invited. Accepted
 * by the link, the new member goes on to the organisation's students.
 */
export const acceptTeacherInvite = defineOperation({
  name: "premium-accept-teacher-invite",
  input: acceptTeacherInviteSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const caller = callerOf(user);
    const now = new Date();
    let invite: typeof premiumStaff.$inferSelect | undefined;
    if (input.token) {
      invite = await db
        .select()
        .from(premiumStaff)
        .where(eq(premiumStaff.inviteTokenHash, await hashToken(input.token)))
        .get();
    } else if (input.staffId) {
      invite = await db
        .select()
        .from(premiumStaff)
        .where(and(eq(premiumStaff.id, input.staffId), eq(premiumStaff.email, caller.email.toLowerCase()), isNull(premiumStaff.joinedAt)))
        .get();
    }
    if (!invite || invite.joinedAt) {
      return refuse(404, "This invitation is not valid. It may have been used already, or a newer one was sent. Ask an admin to send it again.");
    }
    if (invite.inviteExpiresAt && invite.inviteExpiresAt.getTime() <= now.getTime()) {
      return refuse(410, "This invitation has expired. Ask an admin of the organisation to send it again.");
    }
    if (!(await hasProvedAddress(db, caller.userId, invite.email))) {
      return refuse(403, invite.email === caller.email.toLowerCase() ? PROVE_ADDRESS_FOR_INVITE_MESSAGE : INVITE_FOR_ANOTHER_ADDRESS_MESSAGE);
    }
    const organisation = (await findOrganisation(db, invite.organisationId))!;
    const next = input.token ? { redirect: buildUrl("PremiumStudents", {}, { query: { org: organisation.id } }) } : {};
    const already = await staffRoleOf(db, invite.organisationId, caller.userId);
    if (already) {
      await db.delete(premiumStaff).where(eq(premiumStaff.id, invite.id));
      return done(
        {
          organisationId: organisation.id,
          role: already,
          message: { id: "You are already on the team of {organisation}.", values: { organisation: organisation.name } },
        },
        next,
      );
    }
    await db
      .update(premiumStaff)
      .set({ accountId: caller.userId, joinedAt: now, inviteTokenHash: null, inviteExpiresAt: null })
      .where(eq(premiumStaff.id, invite.id));
    return done(
      {
        organisationId: organisation.id,
        role: invite.role,
        message: {
          id: "Welcome to {organisation}. You are now {role, select, admin {an admin} other {a teacher}}.",
          values: { organisation: organisation.name, role: invite.role },
        },
      },
      next,
    );
  },
});

/** True when an unlock code belongs to an organisation (the unlock form then gives a seat). */
export async function isOrganisationCode(db: Database, rawCode: string): Promise<boolean> {
  const row = await db
    .select({ id: premiumInviteCodes.id })
    .from(premiumInviteCodes)
    .where(eq(premiumInviteCodes.code, normaliseInviteCode(rawCode)))
    .get();
  return Boolean(row);
}

/**
 * A student joins with an organisation's invite code (the same codes the premium reader
 * unlock form accepts): the code must exist, be in date and have uses left, and the
 * organisation needs a free seat. The use is counted on the unlock code and recorded as an
 * unlock redemption, in one transaction with the seat. The seat is for the account's address
 * (a teacher may have listed it already), so only an account that has proved it may join.
 */
export const joinWithCode = defineOperation({
  name: "premium-join-with-code",
  input: joinWithCodeSchema,
  access: signedInToPremium,
  rateLimit: JOIN_RATE_LIMIT,
  run: async ({ db, user }, input) => {
    const caller = callerOf(user);
    if (!(await hasProvedAddress(db, caller.userId, caller.email))) return refuse(403, PROVE_ADDRESS_FOR_SEAT_MESSAGE);
    return done(await claimSeatWithCode(db, { code: input.code, email: caller.email, field: "code", label: "Invite code" }, new Date()));
  },
});

/**
 * The premium reader unlock form (products area, `redeemUnlockCode`) calls this first: an
 * organisation's code gives the named DolphinID a student seat. Null for any other code.
 */
export async function redeemOrganisationUnlock(
  db: Database,
  input: { unlockCode: string; dolphinId: string },
  now = new Date(),
): Promise<{ redirect: string; message: MessageLike } | null> {
  if (!(await isOrganisationCode(db, input.unlockCode))) return null;
  const email = input.dolphinId.trim().toLowerCase();
  return claimSeatWithCode(db, { code: input.unlockCode, email, field: "unlockCode", label: "Unlock code" }, now);
}

/**
 * Claims the seat of an address with a code, or throws the `Refusal` that says why not (for
 * either form). The seat is linked only to the DolphinID that has proved that address, whoever
 * sends the code (a signed-in account naming another address does not get its seat); with no
 * such DolphinID it waits unlinked until the address is proved (autoJoinByDomain links it then).
 * The refusals name the form's own field (`code` on the status page, `unlockCode` on the unlock form).
 */
async function claimSeatWithCode(db: Database, input: { code: string; email: string; field: string; label: string }, now: Date) {
  const accountId = await provedAccountIdForEmail(db, input.email);
  const code = normaliseInviteCode(input.code);
  const invite = await db
    .select({ ...inviteColumns })
    .from(premiumInviteCodes)
    .innerJoin(unlockCodes, eq(unlockCodes.code, premiumInviteCodes.code))
    .where(eq(premiumInviteCodes.code, code))
    .get();
  const usedUp = `That ${input.label.toLowerCase()} has been used by as many students as it allows. Ask your teacher for a new one`;
  if (!invite) throw Refusal.field(input.field, input.label, `That ${input.label.toLowerCase()} is not recognised. Check it with your teacher`);
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) {
    throw Refusal.field(input.field, input.label, `That ${input.label.toLowerCase()} has expired. Ask your teacher for a new one`);
  }
  if (invite.uses >= invite.maxUses) throw Refusal.field(input.field, input.label, usedUp);
  const organisation = (await findOrganisation(db, invite.organisationId))!;
  const email = input.email.toLowerCase();
  const listed = await db
    .select({ id: premiumStudents.id, accountId: premiumStudents.accountId })
    .from(premiumStudents)
    .where(and(eq(premiumStudents.organisationId, organisation.id), eq(premiumStudents.email, email)))
    .get();
  const seat = accountId
    ? await db.select({ organisationId: premiumStudents.organisationId }).from(premiumStudents).where(eq(premiumStudents.accountId, accountId)).get()
    : listed;
  if (seat) {
    throw Refusal.status(
      409,
      !("organisationId" in seat) || seat.organisationId === organisation.id
        ? { id: "You already have a premium seat with {organisation}.", values: { organisation: organisation.name } }
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
    db.insert(unlockRedemptions).values({ code, dolphinId: email, accountId, createdAt: now }),
    listed
      ? db.update(premiumStudents).set({ accountId, inviteCodeId: invite.id }).where(eq(premiumStudents.id, listed.id))
      : db.insert(premiumStudents).values({
          organisationId: organisation.id,
          username,
          firstName,
          lastName,
          email,
          accountId,
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
    throw Refusal.field(input.field, input.label, usedUp);
  }
  return {
    organisationId: organisation.id,
    organisationName: organisation.name,
    redirect: INVITE_UNLOCK_REDIRECT,
    message: { id: "You have joined {organisation}. Your premium reader seat is ready.", values: { organisation: organisation.name } },
  };
}
