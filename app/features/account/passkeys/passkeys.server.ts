/** What the Passkeys section of Account Preferences reads: the account's passkeys, when this site keeps them. */
import { accountPasskeys } from "@workers/identity";
import { canChangePasswordHere } from "@workers/account";
import { db, env } from "~/lib/db.server";
import type { PasskeyListing } from "./PasskeysSection";

export async function passkeysSectionData(request: Request, userId: string): Promise<{ passkeys: PasskeyListing[]; passkeysHere: boolean }> {
  const passkeysHere = canChangePasswordHere(env, request.url);
  const rows = passkeysHere ? await accountPasskeys(db(), userId) : [];
  return {
    passkeysHere,
    passkeys: rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null })),
  };
}
