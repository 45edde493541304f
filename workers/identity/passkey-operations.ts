/**
 * Passkeys of a DolphinID, each form defined once: the options a ceremony starts from (asked
 * for by the page's behaviour module), adding a named passkey, removing one, and signing in with
 * one at the provider, which returns to the client with a one-time code exactly as a password
 * sign-in does (so the site's session is made the same way).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { isAdmin, SIGN_IN_LIMIT_PER_ADDRESS, SIGN_IN_REQUEST_INCOMPLETE, SIGN_IN_WINDOW_SECONDS } from "@common/identity";
import { AUTHORIZE_KEYS, authorizeParamsSchema } from "@common/schemas/identity";
import { addPasskeySchema, passkeyOptionsSchema, passkeySignInSchema, removePasskeySchema } from "@common/schemas/passkeys";
import { type Database, accountRoles, passkeys } from "../db";
import { type BaseContext, defineOperation, done, refuse } from "../operation";
import { identityConfig } from "./config";
import { checkAuthorizeRequest, issueCode } from "./provider";
import { hasRecoveryCodes, markSecondFactor, newRecoveryCodes, secondFactors } from "./second-factor";
import { authenticationOptions, parseCredential, registerPasskey, registrationOptions, verifyPasskey } from "./webauthn";

export const LAST_FACTOR_MESSAGE =
  "This is the last second factor of your staff account, so it cannot be removed. Add another passkey or an authenticator app first.";
export const PASSKEY_NOT_FOUND_MESSAGE = "That passkey is not one of yours, or it has already been removed.";
const NOT_HERE_MESSAGE = "Passkeys are managed on your DolphinID provider's own site.";
export const CONFIRM_FIRST_MESSAGE = "Confirm it is you with your second factor on the staff desk first, then change the passkeys of your staff account.";

/** Whether an account holds any staff role (of any environment): such an account must keep a second factor. */
async function isStaffAccount(db: Database, accountId: string): Promise<boolean> {
  const row = await db.select({ accountType: accountRoles.accountType }).from(accountRoles).where(eq(accountRoles.accountId, accountId)).get();
  return Boolean(row && isAdmin(row.accountType));
}

/**
 * A staff account that has a second factor changes its factors only from a session that has
 * given one: otherwise a stolen password could add the thief's own passkey and pass the desk's
 * check with it.
 */
async function staffFactorsLocked(db: Database, user: { userId: string; secondFactorAt?: Date | null }) {
  if (user.secondFactorAt || !(await isStaffAccount(db, user.userId))) return null;
  return (await secondFactors(db, user.userId)).any ? refuse(403, CONFIRM_FIRST_MESSAGE) : null;
}

/** Passkeys belong to the built-in provider's accounts; an outside provider keeps its own. */
function builtInOnly({ env, request }: Pick<BaseContext, "env" | "request">) {
  return identityConfig(env, request.url).builtIn ? null : refuse(404, NOT_HERE_MESSAGE);
}

export const passkeyRegistrationOptions = defineOperation({
  name: "passkey-registration-options",
  input: passkeyOptionsSchema,
  access: "signed-in",
  rateLimit: { name: "passkey-options", limit: 30, windowSeconds: 600, per: "account" },
  run: async (context) =>
    builtInOnly(context) ??
    (await staffFactorsLocked(context.db, context.user)) ??
    done(await registrationOptions(context.env, context.db, { id: context.user.userId, email: context.user.email })),
});

/**
 * Adds a passkey under the name its owner chose. A staff account's first second factor also
 * gets its ten recovery codes (shown once) and counts for this session: it was just set up here.
 */
export const addPasskey = defineOperation({
  name: "passkey-add",
  input: addPasskeySchema,
  access: "signed-in",
  rateLimit: { name: "passkey-add", limit: 20, windowSeconds: 600, per: "account" },
  run: async (context, input) => {
    const { env, db, user } = context;
    const notHere = builtInOnly(context) ?? (await staffFactorsLocked(db, user));
    if (notHere) return notHere;
    const before = await secondFactors(db, user.userId);
    const passkey = await registerPasskey(env, db, user.userId, input.name, parseCredential<RegistrationResponseJSON>(input.credential));
    const staff = await isStaffAccount(db, user.userId);
    const recoveryCodes = staff && !(await hasRecoveryCodes(db, user.userId)) ? await newRecoveryCodes(db, user.userId) : null;
    if (staff && !before.any && user.sessionIdHash) await markSecondFactor(db, user.sessionIdHash);
    return done(
      { passkey: { id: passkey.id, name: passkey.name }, recoveryCodes },
      { status: 201, message: { id: "The passkey “{name}” is added. You can sign in with it from now on.", values: { name: passkey.name } } },
    );
  },
});

/** Removes one of the account's passkeys; a staff account's last second factor stays. */
export const removePasskey = defineOperation({
  name: "passkey-remove",
  input: removePasskeySchema,
  access: "signed-in",
  run: async ({ db, user }, input) => {
    const row = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.accountId, user.userId)))
      .get();
    if (!row) return refuse(404, PASSKEY_NOT_FOUND_MESSAGE);
    const locked = await staffFactorsLocked(db, user);
    if (locked) return locked;
    const factors = await secondFactors(db, user.userId);
    if (!factors.totp && factors.passkeys <= 1 && (await isStaffAccount(db, user.userId))) return refuse(409, LAST_FACTOR_MESSAGE);
    await db.delete(passkeys).where(and(eq(passkeys.id, row.id), eq(passkeys.accountId, user.userId)));
    return done({ removed: row.id }, { message: { id: "The passkey “{name}” is removed.", values: { name: row.name } } });
  },
});

/** The options of 'Sign in with a passkey': any passkey of this site the browser holds. */
export const passkeySignInOptions = defineOperation({
  name: "passkey-sign-in-options",
  input: passkeyOptionsSchema,
  access: "anyone",
  rateLimit: { name: "passkey-sign-in-options", limit: 30, windowSeconds: 600 },
  run: async (context) => builtInOnly(context) ?? done(await authenticationOptions(context.env, context.db, "sign-in", null)),
});

/**
 * Signing in at the provider with a passkey: the authorisation request is checked as for a
 * password, attempts count against the same per-address limit, and success returns to the
 * client with a one-time code.
 */
export const signInWithPasskey = defineOperation({
  name: "dolphinid-passkey-sign-in",
  input: v.object({
    ...passkeySignInSchema.entries,
    ...Object.fromEntries(AUTHORIZE_KEYS.map((key) => [key, v.optional(v.string(), "")])),
  }),
  access: "anyone",
  rateLimit: { name: "sign-in-address", limit: SIGN_IN_LIMIT_PER_ADDRESS, windowSeconds: SIGN_IN_WINDOW_SECONDS },
  run: async ({ env, db, request }, input) => {
    const params = v.safeParse(authorizeParamsSchema, input);
    if (!params.success) return refuse(400, SIGN_IN_REQUEST_INCOMPLETE);
    const checked = checkAuthorizeRequest(env, params.output, new URL(request.url).origin);
    if (!checked.ok) return checked.redirect ? done(null, { redirect: checked.redirect }) : refuse(400, checked.message);
    const passkey = await verifyPasskey(env, db, "sign-in", parseCredential<AuthenticationResponseJSON>(input.credential), null);
    return done(null, { redirect: await issueCode(db, passkey.accountId, checked.params) });
  },
});
