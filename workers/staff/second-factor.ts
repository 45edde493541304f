/**
 * The staff desk's second factor: setting up an authenticator app on 'Protect your staff
 * account', and the check every session makes once before the desk opens (a passkey, a code
 * from the app, or a recovery code). Attempts are limited per account and per address, like
 * sign-in; a success marks only this session.
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { safeSitePath } from "@common/safe-path";
import { buildUrl } from "@common/routes";
import { SIGN_IN_LIMIT_PER_ADDRESS, SIGN_IN_WINDOW_SECONDS } from "@common/identity";
import {
  confirmTotpSchema,
  passkeyOptionsSchema,
  secondFactorPasskeySchema,
  secondFactorRecoverySchema,
  secondFactorTotpSchema,
} from "@common/schemas/passkeys";
import {
  authenticationOptions,
  checkTotp,
  markSecondFactor,
  newRecoveryCodes,
  parseCredential,
  secondFactors,
  verifyPasskey,
  useRecoveryCode,
} from "../identity";
import { type Access, type BaseContext, type OperationRateLimit, defineOperation, done, invalidField, refuse } from "../operation";
import type { SessionUser } from "../session";
import { SECOND_FACTOR_CONFIRM_MESSAGE, checkStaff } from "./roles";

export const WRONG_CODE_MESSAGE = "That code is not right. Type the code your authenticator app shows now.";
export const WRONG_RECOVERY_CODE_MESSAGE = "That recovery code is not right, or it has been used already.";

/** A staff role is enough here: these operations are how the second factor is given. */
const staffRoleAccess: Access = {
  signedIn: true,
  async check({ db, env, user }: BaseContext) {
    const result = await checkStaff(db, env, user);
    return result.ok || result.secondFactor ? null : result.failure;
  },
};

const ATTEMPTS: OperationRateLimit[] = [
  { name: "second-factor-account", limit: 10, windowSeconds: SIGN_IN_WINDOW_SECONDS, per: "account" },
  { name: "sign-in-address", limit: SIGN_IN_LIMIT_PER_ADDRESS, windowSeconds: SIGN_IN_WINDOW_SECONDS },
];

function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new Error("a second-factor operation ran signed out");
  return user;
}

async function passed(db: BaseContext["db"], user: SessionUser, returnTo: string) {
  if (user.sessionIdHash) await markSecondFactor(db, user.sessionIdHash);
  return done({ confirmed: true }, { redirect: safeSitePath(returnTo) ?? buildUrl("StaffHome") });
}

/** The authenticator app's first code confirms it; the account's ten recovery codes come back once. */
export const confirmStaffTotp = defineOperation({
  name: "staff-totp-enrol",
  input: confirmTotpSchema,
  access: staffRoleAccess,
  rateLimit: ATTEMPTS,
  run: async ({ env, db, user }, input) => {
    const account = signedIn(user);
    // Another app is added only by a session that has given the factor the account already has.
    if (!account.secondFactorAt && (await secondFactors(db, account.userId)).any) return refuse(403, SECOND_FACTOR_CONFIRM_MESSAGE);
    if (!(await checkTotp(env, db, account.userId, input.code, true))) return invalidField("code", "Code from the app", WRONG_CODE_MESSAGE);
    const recoveryCodes = await newRecoveryCodes(db, account.userId);
    if (account.sessionIdHash) await markSecondFactor(db, account.sessionIdHash);
    return done({ recoveryCodes }, { message: "Your authenticator app is set up." });
  },
});

/** The options of the desk's passkey check: only this account's passkeys. */
export const staffPasskeyOptions = defineOperation({
  name: "staff-passkey-options",
  input: passkeyOptionsSchema,
  access: staffRoleAccess,
  rateLimit: { name: "passkey-options", limit: 30, windowSeconds: 600, per: "account" },
  run: async ({ env, db, user }) => done(await authenticationOptions(env, db, "second-factor", signedIn(user).userId)),
});

export const confirmWithTotp = defineOperation({
  name: "staff-second-factor-totp",
  input: secondFactorTotpSchema,
  access: staffRoleAccess,
  rateLimit: ATTEMPTS,
  run: async ({ env, db, user }, input) => {
    const account = signedIn(user);
    if (!(await checkTotp(env, db, account.userId, input.code, false))) return invalidField("code", "Code from the app", WRONG_CODE_MESSAGE);
    return passed(db, account, input.returnTo);
  },
});

export const confirmWithRecoveryCode = defineOperation({
  name: "staff-second-factor-recovery",
  input: secondFactorRecoverySchema,
  access: staffRoleAccess,
  rateLimit: ATTEMPTS,
  run: async ({ db, user }, input) => {
    const account = signedIn(user);
    if (!(await useRecoveryCode(db, account.userId, input.recoveryCode))) return invalidField("recoveryCode", "Recovery code", WRONG_RECOVERY_CODE_MESSAGE);
    return passed(db, account, input.returnTo);
  },
});

export const confirmWithPasskey = defineOperation({
  name: "staff-second-factor-passkey",
  input: secondFactorPasskeySchema,
  access: staffRoleAccess,
  rateLimit: ATTEMPTS,
  run: async ({ env, db, user }, input) => {
    const account = signedIn(user);
    await verifyPasskey(env, db, "second-factor", parseCredential<AuthenticationResponseJSON>(input.credential), account.userId);
    return passed(db, account, input.returnTo);
  },
});
