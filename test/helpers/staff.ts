/**
 * Workers-test helper: a signed-in account with a staff role (`staff` or `superadmin`), for
 * this server's environment unless another is named.
 *
 *   const admin = await createStaffUser(env, "superadmin");
 *   await SELF.fetch("https://site.test/api/v1/staff/audit", { headers: { Cookie: admin.cookie } });
 */
import { SELF } from "cloudflare:test";
import { environmentNibble } from "@common/identity";
import type { StaffRoleName } from "@common/staff";
import { getDb } from "../../workers/db/client";
import { accountRoles } from "../../workers/db/schema";
import { STAFF_ROLE_BITS } from "../../workers/staff";
import { type SignedInUser, createSignedInUser } from "./auth";

export async function createStaffUser(env: Env, role: StaffRoleName = "staff", options: { environment?: number } = {}): Promise<SignedInUser> {
  const user = await createSignedInUser(env);
  await getDb(env.DB)
    .insert(accountRoles)
    .values({ accountId: user.userId, accountType: STAFF_ROLE_BITS[role], environment: options.environment ?? environmentNibble(env.ENVIRONMENT) });
  return user;
}

/** A GET of the staff API as `cookie` (or signed out). */
export function staffApi(path: string, cookie?: string, init: RequestInit = {}) {
  return SELF.fetch(`https://site.test/api/v1/staff/${path}`, {
    ...init,
    headers: { "X-Requested-With": "XMLHttpRequest", ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
  });
}
