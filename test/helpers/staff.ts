/**
 * Workers-test helper: a signed-in account with a staff role (`staff` or `superadmin`), for
 * this server's environment unless another is named. Its session has passed the desk's second
 * factor (an authenticator app) unless `secondFactor` says "enrolled" (set up, not yet typed in
 * this session) or "none" (never set up).
 *
 *   const admin = await createStaffUser(env, "superadmin");
 *   await SELF.fetch("https://site.test/api/v1/staff/audit", { headers: { Cookie: admin.cookie } });
 */
import { SELF } from "cloudflare:test";
import { environmentNibble } from "@common/identity";
import type { StaffRoleName } from "@common/staff";
import { getDb } from "../../workers/db/client";
import { eq } from "drizzle-orm";
import { Secret } from "otpauth";
import { accountRoles, sessions, totpFactors } from "../../workers/db/schema";
import { sha256 } from "../../workers/identity/crypto";
import { sealTotpSecret } from "../../workers/identity/totp-secret";
import { STAFF_ROLE_BITS } from "../../workers/staff";
import { type SignedInUser, createSignedInUser } from "./auth";

export async function createStaffUser(
  env: Env,
  role: StaffRoleName = "staff",
  options: { environment?: number; secondFactor?: "passed" | "enrolled" | "none" } = {},
): Promise<SignedInUser> {
  const user = await createSignedInUser(env);
  const db = getDb(env.DB);
  await db
    .insert(accountRoles)
    .values({ accountId: user.userId, accountType: STAFF_ROLE_BITS[role], environment: options.environment ?? environmentNibble(env.ENVIRONMENT) });
  const secondFactor = options.secondFactor ?? "passed";
  // As if the member had set up an authenticator app and, unless asked otherwise, typed its code in this session.
  if (secondFactor !== "none")
    await db.insert(totpFactors).values({
      accountId: user.userId,
      secret: await sealTotpSecret(env, user.userId, new Secret({ size: 20 }).base32),
      confirmedAt: new Date(),
      createdAt: new Date(),
    });
  if (secondFactor === "passed")
    await db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.idHash, await sha256(user.cookie.split("=")[1]!)));
  return user;
}

/** A GET of the staff API as `cookie` (or signed out). */
export function staffApi(path: string, cookie?: string, init: RequestInit = {}) {
  return SELF.fetch(`https://site.test/api/v1/staff/${path}`, {
    ...init,
    headers: { "X-Requested-With": "XMLHttpRequest", ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
  });
}
