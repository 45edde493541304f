/**
 * Invite codes: one code for a class, which each student enters with their own DolphinID to
 * take a seat (see redemption.ts). A code is an unlock code of the products area (its limit,
 * uses and expiry live there) with a row naming the organisation and a label. Admins and
 * teachers create, change and delete them.
 */
import { and, desc, eq } from "drizzle-orm";
import { deleteInviteSchema, generateInviteSchema, organisationSchema, printInviteSchema, updateInviteSchema } from "@common/schemas/premium";
import { buildUrl } from "@common/routes";
import { type Database, premiumInviteCodes, premiumStudents, unlockCodes, unlockRedemptions } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { type Caller, STAFF, callerOf, requireRole, signedInToPremium } from "./access";
import { DAY_MS } from "./organisation";
import { newInviteCode } from "./tokens";

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

/** Where the unlock form sends a student after a successful unlock with an organisation's code. */
export const INVITE_UNLOCK_REDIRECT = "/account/easyreader-premium/status";

/** An invite code joined with its unlock code (the products area's table holds limit, uses and expiry). */
export const inviteColumns = {
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

/** A code by id, only within the organisation named: another organisation's code is not found. */
async function findInvite(db: Database, organisationId: number, inviteId: number) {
  const row = await db
    .select(inviteColumns)
    .from(premiumInviteCodes)
    .innerJoin(unlockCodes, eq(unlockCodes.code, premiumInviteCodes.code))
    .where(and(eq(premiumInviteCodes.id, inviteId), eq(premiumInviteCodes.organisationId, organisationId)))
    .get();
  if (!row) throw Refusal.status(404, "That invite code was not found in this organisation.");
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

export const listInviteCodes = defineOperation({
  name: "premium-list-invite-codes",
  input: organisationSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => done({ invites: await getInviteCodes(db, callerOf(user), input.organisationId) }),
});

export async function getInviteCode(db: Database, caller: Caller, organisationId: number, inviteId: number, now = new Date()) {
  const { organisation } = await requireRole(db, caller, organisationId, STAFF);
  return { organisation, invite: inviteView(await findInvite(db, organisationId, inviteId), now) };
}

/** A new random code; the rare clash with an existing code is retried with another. */
export const generateInvite = defineOperation({
  name: "premium-generate-invite",
  input: generateInviteSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const caller = callerOf(user);
    const now = new Date();
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
      return done(
        {
          ...inviteView({ id: row!.id, code, label: input.label, maxUses: input.maxUses, uses: 0, expiresAt }, now),
          message: { id: "Invite code {code} created for {label}.", values: { code, label: input.label } },
        },
        { status: 201 },
      );
    }
    throw new Error("No unused invite code was found in five attempts.");
  },
});

/** The new validity counts from today. */
export const updateInvite = defineOperation({
  name: "premium-update-invite",
  input: updateInviteSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    const now = new Date();
    await requireRole(db, callerOf(user), input.organisationId, STAFF);
    const invite = await findInvite(db, input.organisationId, input.inviteId);
    const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
    await db.batch([
      db.update(premiumInviteCodes).set({ label: input.label }).where(eq(premiumInviteCodes.id, invite.id)),
      db.update(unlockCodes).set({ maxUses: input.maxUses, expiresAt }).where(eq(unlockCodes.code, invite.code)),
    ]);
    return done({
      ...inviteView({ ...invite, label: input.label, maxUses: input.maxUses, expiresAt }, now),
      message: { id: "Invite code {code} updated.", values: { code: invite.code } },
    });
  },
});

/**
 * Deleting a code stops it working at once. An unlock code that was never used goes
 * entirely; one with unlocks on record is kept (expired) so that history stays whole.
 */
export const deleteInvite = defineOperation({
  name: "premium-delete-invite",
  input: deleteInviteSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    await requireRole(db, callerOf(user), input.organisationId, STAFF);
    const invite = await findInvite(db, input.organisationId, input.inviteId);
    const redeemed = await db.select({ id: unlockRedemptions.id }).from(unlockRedemptions).where(eq(unlockRedemptions.code, invite.code)).get();
    await db.batch([
      db.update(premiumStudents).set({ inviteCodeId: null }).where(eq(premiumStudents.inviteCodeId, invite.id)),
      db.delete(premiumInviteCodes).where(eq(premiumInviteCodes.id, invite.id)),
      redeemed || invite.uses > 0
        ? db.update(unlockCodes).set({ expiresAt: new Date() }).where(eq(unlockCodes.code, invite.code))
        : db.delete(unlockCodes).where(eq(unlockCodes.code, invite.code)),
    ]);
    return done({ message: { id: "Invite code {code} deleted. Students who already joined with it keep their seats.", values: { code: invite.code } } });
  },
});

/** The code list's print buttons may post the code to print; the handout is its own page. */
export const printInvite = defineOperation({
  name: "premium-print-invite",
  input: printInviteSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => {
    await requireRole(db, callerOf(user), input.organisationId, STAFF);
    const invite = await findInvite(db, input.organisationId, input.inviteId);
    return done({ inviteId: invite.id }, { redirect: buildUrl("PremiumPrintInvite", {}, { query: { org: input.organisationId, invite: invite.id } }) });
  },
});
