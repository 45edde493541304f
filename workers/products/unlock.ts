/**
 * The premium reader unlock (spec 2, 4 "Successful unlock redirects to the returned address",
 * 7 "POST easyreader-premium/unlock"): a code with uses left unlocks premium for a DolphinID.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { UNLOCK_WRONG_CODE_MESSAGE } from "@common/products";
import type { Database } from "../db/client";
import { unlockCodes, unlockRedemptions } from "../db/schema";
import { fieldError } from "../http/errors";
import { redeemOrganisationUnlock } from "../premium";

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
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) throw fieldError("unlockCode", "Unlock code", UNLOCK_WRONG_CODE_MESSAGE);
  // Counting and checking in one statement: two people racing for the last use cannot both win.
  const claimed = await db
    .update(unlockCodes)
    .set({ uses: sql`${unlockCodes.uses} + 1` })
    .where(and(eq(unlockCodes.code, code), lt(unlockCodes.uses, unlockCodes.maxUses)))
    .returning({ code: unlockCodes.code });
  if (claimed.length === 0) throw fieldError("unlockCode", "Unlock code", "That unlock code has already been used. Ask whoever gave it to you for a new one.");
  await db.insert(unlockRedemptions).values({ code, dolphinId: input.dolphinId.toLowerCase(), accountId: input.accountId ?? null });
  return { redirect: row.redirectUrl };
}
