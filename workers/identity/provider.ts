/**
 * The built-in DolphinID provider: accounts, sign-in throttled without lock-outs, and the
 * authorisation request (registered clients and redirect addresses, PKCE S256 only, scopes,
 * nonce) with its one-time codes. The token endpoint's grants are in grants.ts. Pages (React
 * Router) and protocol endpoints (routes.ts, openid-routes.ts) both call these.
 */
import { eq } from "drizzle-orm";
import {
  AUTH_CODE_LIFETIME_MS,
  SIGN_IN_CHECK_AFTER_ACCOUNT_FAILURES,
  SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES,
  SIGN_IN_HUMAN_CHECK_ACTION,
  SIGN_IN_HUMAN_CHECK_MESSAGE,
  SIGN_IN_LIMIT_PER_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
} from "@common/identity";
import type { AuthorizeParams } from "@common/schemas/identity";
import type { Locale } from "@common/locale";
import { DEFAULT_LOCALE } from "@common/constants";
import { type Database, accounts, oauthCodes } from "../db";
import { Refusal, refuse } from "../operation";
import { humanCheckMessage } from "@common/support/messages";
import { getHumanVerifier, type RateLimitRule, countInWindow, hitCountedLimit } from "../services";
import { findClient } from "./clients";
import { assertAcceptablePassword } from "./password-policy";
import { hashPassword, randomToken, sha256, verifyPassword } from "./crypto";
import type { MessageLike } from "../i18n";

export const INVALID_CREDENTIALS_MESSAGE = "The email address or password is not right. Check them and try again.";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates a DolphinID for an address that has none. An address that already has one is not
 * an error to show: registration answers the same either way, so nobody learns which
 * addresses have a DolphinID; `created: false` tells the caller to mail the owner instead.
 * The existing account is left exactly as it was.
 */
export async function registerAccount(
  db: Database,
  input: { email: string; password: string },
  locale: Locale = DEFAULT_LOCALE as Locale,
): Promise<{ id: string; email: string; created: boolean }> {
  await assertAcceptablePassword(db, input.password);
  const email = normaliseEmail(input.email);
  // Hashed either way, so the time taken does not tell a new address from a known one.
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .insert(accounts)
    // Its mail is written in the language it registered in, until its owner chooses another.
    .values({ id: crypto.randomUUID(), email, passwordHash, language: locale })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id })
    .get();
  if (created) return { id: created.id, email, created: true };
  const existing = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).get();
  return { id: existing!.id, email, created: false };
}

/** A refused sign-in, saying whether the next attempt must also pass the human check (the page then shows it). */
export class SignInRefusal extends Refusal {
  constructor(
    readonly status: 401 | 429,
    message: MessageLike,
    readonly humanCheckRequired = false,
  ) {
    super(refuse(status, message));
  }
}

const ADDRESS_ATTEMPTS: RateLimitRule = { name: "sign-in-address", limit: SIGN_IN_LIMIT_PER_ADDRESS, windowSeconds: SIGN_IN_WINDOW_SECONDS };
const ACCOUNT_FAILURES: RateLimitRule = {
  name: "sign-in-failures-account",
  limit: SIGN_IN_CHECK_AFTER_ACCOUNT_FAILURES,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
};
const ADDRESS_FAILURES: RateLimitRule = {
  name: "sign-in-failures-address",
  limit: SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
};

/** Wrong passwords counted in this window and the one before, so a count does not vanish at a window's edge. */
async function recentFailures(d1: D1Database, rule: RateLimitRule, key: string, now: number): Promise<number> {
  const [current, previous] = await Promise.all([countInWindow(d1, rule, key, now), countInWindow(d1, rule, key, now - rule.windowSeconds * 1000)]);
  return current + previous;
}

/** Whether the next sign-in to `email` from `address` must pass the human check. */
export async function signInNeedsHumanCheck(d1: D1Database, email: string, address: string, now = Date.now()): Promise<boolean> {
  const [byAccount, byAddress] = await Promise.all([
    recentFailures(d1, ACCOUNT_FAILURES, normaliseEmail(email), now),
    recentFailures(d1, ADDRESS_FAILURES, address, now),
  ]);
  return byAccount >= ACCOUNT_FAILURES.limit || byAddress >= ADDRESS_FAILURES.limit;
}

/**
 * Checks an email and password without ever locking the owner out. Wrong passwords are
 * counted per account (from any address) and per address; past either threshold a sign-in
 * also needs a passed human check, and then a right password always gets in. Only one
 * address that keeps trying is made to wait (429): that slows an attacker there, not the
 * owner elsewhere.
 */
export async function verifyCredentials(
  env: Env,
  db: Database,
  input: { email: string; password: string; humanCheckToken?: string },
  address: string,
  now = Date.now(),
) {
  const email = normaliseEmail(input.email);
  const byAddress = await hitCountedLimit(env.DB, ADDRESS_ATTEMPTS, address, now);
  if (!byAddress.allowed) {
    const wait = Math.ceil(byAddress.retryAfterSeconds / 60);
    throw new SignInRefusal(429, {
      id: "{minutes, plural, one {Too many sign-in attempts from your network. Please wait # minute and try again, or reset your password.} other {Too many sign-in attempts from your network. Please wait # minutes and try again, or reset your password.}}",
      values: { minutes: wait },
    });
  }
  if (await signInNeedsHumanCheck(env.DB, email, address, now)) {
    if (!input.humanCheckToken) throw new SignInRefusal(401, SIGN_IN_HUMAN_CHECK_MESSAGE, true);
    const check = await getHumanVerifier(env, db).verify(input.humanCheckToken, { action: SIGN_IN_HUMAN_CHECK_ACTION, remoteIp: address });
    if (!check.success) throw new SignInRefusal(401, humanCheckMessage(check["error-codes"]), true);
  }
  const account = await db.select().from(accounts).where(eq(accounts.email, email)).get();
  // Hash even when there is no account, so timing does not reveal which emails exist.
  const ok = account ? await verifyPassword(input.password, account.passwordHash) : await hashPassword(input.password).then(() => false);
  if (!account || !ok) {
    await Promise.all([hitCountedLimit(env.DB, ACCOUNT_FAILURES, email, now), hitCountedLimit(env.DB, ADDRESS_FAILURES, address, now)]);
    throw new SignInRefusal(401, INVALID_CREDENTIALS_MESSAGE, await signInNeedsHumanCheck(env.DB, email, address, now));
  }
  return { id: account.id, email: account.email };
}

/** An authorisation request; scope and nonce may be left out. */
export type AuthorizeRequest = Omit<AuthorizeParams, "scope" | "nonce"> & Partial<Pick<AuthorizeParams, "scope" | "nonce">>;

export type AuthorizeCheck =
  | { ok: true; params: AuthorizeParams }
  /** Shown on the provider's page: the client or its redirect address cannot be trusted. */
  | { ok: false; redirect: null; message: string }
  /** Sent back to the client's redirect address as `error` (RFC 6749 4.1.2.1). */
  | { ok: false; redirect: string; message: string };

export function errorRedirect(redirectUri: string, error: string, state: string, description?: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set("error", error);
  if (description) url.searchParams.set("error_description", description);
  if (state) url.searchParams.set("state", state);
  return url.toString();
}

/** The scopes a request asks for, or the client's registered scopes when it names none (RFC 6749 3.3). */
function grantedScopes(requested: string, allowed: readonly string[]): string[] | null {
  const asked = requested.split(" ").filter(Boolean);
  if (asked.length === 0) return [...allowed];
  return asked.every((scope) => allowed.includes(scope)) ? [...new Set(asked)] : null;
}

/**
 * Checks an authorisation request before anyone is asked to sign in. An unknown client or a
 * redirect address not registered for it is shown on the provider's page and never followed
 * (RFC 6749 4.1.2.1); every other problem goes back to that registered address as `error`
 * with the request's `state`.
 */
export function checkAuthorizeRequest(env: Env, params: AuthorizeRequest, providerOrigin: string): AuthorizeCheck {
  const client = findClient(env, params.client_id, providerOrigin);
  if (!client) return { ok: false, redirect: null, message: "This sign-in request comes from an application DolphinID does not know." };
  if (!client.redirect_uris.includes(params.redirect_uri)) {
    return { ok: false, redirect: null, message: "This sign-in request asks to return to an address that is not registered for the application." };
  }
  const back = (error: string, description: string, message: string): AuthorizeCheck => ({
    ok: false,
    redirect: errorRedirect(params.redirect_uri, error, params.state, description),
    message,
  });
  if (!params.response_type) return back("invalid_request", "response_type is required", "Only the authorisation code flow is supported.");
  if (params.response_type !== "code")
    return back("unsupported_response_type", "Only response_type=code is supported", "Only the authorisation code flow is supported.");
  if (!params.code_challenge) return back("invalid_request", "code_challenge is required: PKCE with code_challenge_method S256", "PKCE with S256 is required.");
  if (params.code_challenge_method !== "S256")
    return back("invalid_request", "PKCE with code_challenge_method S256 is required", "PKCE with S256 is required.");
  if (!/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge))
    return back("invalid_request", "code_challenge is not an S256 challenge", "The code challenge is not valid.");
  const scopes = grantedScopes(params.scope ?? "", client.scopes);
  if (!scopes) return back("invalid_scope", `This client may ask only for: ${client.scopes.join(" ")}`, "The application asked for more than it may.");
  return { ok: true, params: { ...params, scope: scopes.join(" "), nonce: params.nonce ?? "" } };
}

/** Issues a one-time code for a signed-in account and returns the address to send the browser to. */
export async function issueCode(db: Database, accountId: string, params: AuthorizeRequest, now = Date.now()): Promise<string> {
  const code = randomToken(32);
  await db.insert(oauthCodes).values({
    codeHash: await sha256(code),
    accountId,
    clientId: params.client_id,
    redirectUri: params.redirect_uri,
    codeChallenge: params.code_challenge,
    scope: params.scope ?? "",
    nonce: params.nonce || null,
    expiresAt: new Date(now + AUTH_CODE_LIFETIME_MS),
  });
  const url = new URL(params.redirect_uri);
  url.searchParams.set("code", code);
  if (params.state) url.searchParams.set("state", params.state);
  return url.toString();
}

// The token endpoint's grants and the tokens they issue live in grants.ts and tokens.ts.
export { OAuthError } from "./oauth-error";
export { type TokenEntry, exchangeCode, refreshServiceTokens, revokeAccountRefreshTokens, revokeRefreshToken, serviceRoleOf } from "./grants";
export { type AccessClaims, signAccessToken, verifyAccessToken } from "./tokens";
