/**
 * The premium reader unlock: a code with uses left unlocks premium for a DolphinID, and the
 * visitor goes to the address the code names (only ever a page of this site). An
 * organisation's invite code gives the DolphinID a student seat instead. Limited to ten
 * attempts per address in ten minutes, so codes cannot be guessed.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { UNLOCK_WRONG_CODE_MESSAGE } from "@common/products";
import { buildUrl } from "@common/routes";
import { safeRedirectTarget } from "@common/safe-path";
import { unlockSchema } from "@common/schemas/products";
import { type Database, unlockCodes, unlockRedemptions } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { redeemOrganisationUnlock } from "../premium";

export const UNLOCK_RATE_LIMIT = { name: "premium-unlock", limit: 10, windowSeconds: 600 };
export const UNLOCKED_MESSAGE = "Premium features are now unlocked for your DolphinID.";

/** Codes are printed in capitals but people type them any way, with or without spaces. */
export function normaliseUnlockCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

export async function redeemUnlockCode(
  db: Database,
  input: { unlockCode: string; dolphinId: string; accountId?: string | null },
  now = Date.now(),
): Promise<{ redirect: string }> {
  // An organisation's invite code (premium area) also gives the DolphinID a student seat.
  const seat = await redeemOrganisationUnlock(db, input, new Date(now));
  if (seat) return { redirect: seat.redirect };
  const code = normaliseUnlockCode(input.unlockCode);
  const row = await db.select().from(unlockCodes).where(eq(unlockCodes.code, code)).get();
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) throw Refusal.field("unlockCode", "Unlock code", UNLOCK_WRONG_CODE_MESSAGE);
  // Counting and checking in one statement: two people racing for the last use cannot both win.
  const claimed = await db
    .update(unlockCodes)
    .set({ uses: sql`${unlockCodes.uses} + 1` })
    .where(and(eq(unlockCodes.code, code), lt(unlockCodes.uses, unlockCodes.maxUses)))
    .returning({ code: unlockCodes.code });
  if (claimed.length === 0)
    throw Refusal.field("unlockCode", "Unlock code", "That unlock code has already been used. Ask whoever gave it to you for a new one.");
  await db.insert(unlockRedemptions).values({ code, dolphinId: input.dolphinId.toLowerCase(), accountId: input.accountId ?? null });
  return { redirect: row.redirectUrl };
}

/** POST easyreader-premium/unlock, and the unlock form without JavaScript. */
export const unlockPremium = defineOperation({
  name: "premium-unlock",
  input: unlockSchema,
  access: "anyone",
  rateLimit: UNLOCK_RATE_LIMIT,
  run: async ({ db, user }, input) => {
    const { redirect } = await redeemUnlockCode(db, { ...input, accountId: user?.userId ?? null });
    return done({ message: UNLOCKED_MESSAGE }, { redirect: safeRedirectTarget(redirect, buildUrl("PremiumStatus")) });
  },
});
