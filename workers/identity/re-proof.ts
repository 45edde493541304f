/**
 * The proof asked for again before an action that cannot be undone (deleting the DolphinID,
 * downloading its data, changing its address): the current password, or the signed answer of
 * one of the account's own passkeys to a challenge given for this purpose. One check for all
 * three, so they cannot drift apart. Accounts of an outside DolphinID provider have neither
 * here and are sent there (confirmCurrentPassword's 409).
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { reProofOptionsSchema } from "@common/schemas/account-data";
import type { Database } from "../db";
import { Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { confirmCurrentPassword } from "./account-history";
import { identityConfig } from "./config";
import { accountPasskeys, authenticationOptions, parseCredential, verifyPasskey } from "./webauthn";

export interface ReProof {
  currentPassword: string;
  /** The passkey's answer as JSON text; when given, it is the proof and the password is not read. */
  credential: string;
}

export const NO_PASSKEY_MESSAGE = "Your DolphinID has no passkey. Type your password instead.";

/** Checks the proof and returns the account's row (a 422 on the password field, or a 400 for a passkey that does not check out). */
export async function confirmItIsYou(env: Env, db: Database, accountId: string, proof: ReProof, now = Date.now()) {
  if (!proof.credential && !proof.currentPassword) throw new Refusal(invalidField("currentPassword", "Current password", "Current password is required"));
  if (proof.credential) await verifyPasskey(env, db, "re-proof", parseCredential<AuthenticationResponseJSON>(proof.credential), accountId, now);
  return confirmCurrentPassword(db, accountId, proof.credential ? null : proof.currentPassword);
}

/** The options of the ceremony: only the account's own passkeys are offered. */
export const reProofOptions = defineOperation({
  name: "account-re-proof-options",
  input: reProofOptionsSchema,
  access: "signed-in",
  rateLimit: { name: "passkey-options", limit: 30, windowSeconds: 600, per: "account" },
  run: async ({ env, db, user, request }) => {
    if (!identityConfig(env, request.url).builtIn) return refuse(404, NO_PASSKEY_MESSAGE);
    if ((await accountPasskeys(db, user.userId)).length === 0) return refuse(409, NO_PASSKEY_MESSAGE);
    return done(await authenticationOptions(env, db, "re-proof", user.userId));
  },
});
