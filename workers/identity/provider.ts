/**
 * The built-in DolphinID provider: accounts, sign-in throttled without lock-outs, authorisation codes
 * with PKCE (S256 only), refresh tokens that rotate, signed access tokens with the service
 * role (a bitmask of account type and environment). Pages (React Router) and protocol endpoints (routes.ts) both call these.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ACCESS_TOKEN_REFRESH_MARGIN_SECONDS,
  AUTH_CODE_LIFETIME_MS,
  REFRESH_TOKEN_LIFETIME_MS,
  ROLE_ENVIRONMENT_MASK,
  ROLE_USER,
  SIGN_IN_CHECK_AFTER_ACCOUNT_FAILURES,
  SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES,
  SIGN_IN_HUMAN_CHECK_ACTION,
  SIGN_IN_HUMAN_CHECK_MESSAGE,
  SIGN_IN_LIMIT_PER_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
  SITE_SERVICES,
  environmentMismatchMessage,
  environmentNibble,
  roleEnvironment,
} from "@common/identity";
import type { AuthorizeParams } from "@common/schemas/identity";
import type { Database } from "../db/client";
import { accountRoles, accounts, oauthCodes, refreshTokens } from "../db/schema";
import { Refusal, refuse } from "../operation/result";
import { humanCheckMessage } from "@common/support/messages";
import { getHumanVerifier } from "../services/human-check";
import { type RateLimitRule, countInWindow, hitCountedLimit } from "../services/rate-limit";
import { identitySecret, registeredRedirectUris } from "./config";
import { assertAcceptablePassword } from "./password-policy";
import { base64url, hashPassword, randomToken, sha256, signJwt, verifyJwt, verifyPassword } from "./crypto";
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
export async function registerAccount(db: Database, input: { email: string; password: string }): Promise<{ id: string; email: string; created: boolean }> {
  await assertAcceptablePassword(db, input.password);
  const email = normaliseEmail(input.email);
  // Hashed either way, so the time taken does not tell a new address from a known one.
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .insert(accounts)
    .values({ id: crypto.randomUUID(), email, passwordHash })
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
const ACCOUNT_FAILURES: RateLimitRule = { name: "sign-in-failures-account", limit: SIGN_IN_CHECK_AFTER_ACCOUNT_FAILURES, windowSeconds: SIGN_IN_WINDOW_SECONDS };
const ADDRESS_FAILURES: RateLimitRule = { name: "sign-in-failures-address", limit: SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES, windowSeconds: SIGN_IN_WINDOW_SECONDS };

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
  const ok = account ? await verifyPassword(input.password, account.passwordHash) : (await hashPassword(input.password), false);
  if (!account || !ok) {
    await Promise.all([hitCountedLimit(env.DB, ACCOUNT_FAILURES, email, now), hitCountedLimit(env.DB, ADDRESS_FAILURES, address, now)]);
    throw new SignInRefusal(401, INVALID_CREDENTIALS_MESSAGE, await signInNeedsHumanCheck(env.DB, email, address, now));
  }
  return { id: account.id, email: account.email };
}

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

/** Checks an authorisation request before anyone is asked to sign in. */
export function checkAuthorizeRequest(env: Env, params: AuthorizeParams, providerOrigin: string): AuthorizeCheck {
  const registered = registeredRedirectUris(env, params.client_id, providerOrigin);
  if (!registered) return { ok: false, redirect: null, message: "This sign-in request comes from an application DolphinID does not know." };
  if (!registered.includes(params.redirect_uri)) {
    return { ok: false, redirect: null, message: "This sign-in request asks to return to an address that is not registered for the application." };
  }
  if (params.response_type !== "code") {
    return { ok: false, redirect: errorRedirect(params.redirect_uri, "unsupported_response_type", params.state), message: "Only the authorisation code flow is supported." };
  }
  if (params.code_challenge_method !== "S256") {
    return {
      ok: false,
      redirect: errorRedirect(params.redirect_uri, "invalid_request", params.state, "PKCE with code_challenge_method S256 is required"),
      message: "PKCE with S256 is required.",
    };
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge)) {
    return { ok: false, redirect: errorRedirect(params.redirect_uri, "invalid_request", params.state, "code_challenge is not an S256 challenge"), message: "The code challenge is not valid." };
  }
  return { ok: true, params };
}

/** Issues a one-time code for a signed-in account and returns the address to send the browser to. */
export async function issueCode(db: Database, accountId: string, params: AuthorizeParams, now = Date.now()): Promise<string> {
  const code = randomToken(32);
  await db.insert(oauthCodes).values({
    codeHash: await sha256(code),
    accountId,
    clientId: params.client_id,
    redirectUri: params.redirect_uri,
    codeChallenge: params.code_challenge,
    expiresAt: new Date(now + AUTH_CODE_LIFETIME_MS),
  });
  const url = new URL(params.redirect_uri);
  url.searchParams.set("code", code);
  if (params.state) url.searchParams.set("state", params.state);
  return url.toString();
}

export class OAuthError extends Error {
  constructor(
    readonly error: "invalid_grant" | "invalid_request" | "invalid_client" | "invalid_scope" | "unsupported_grant_type",
    readonly description: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(description);
  }
}

export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/**
 * Exchanges a code and its PKCE verifier for a refresh token (the code is spent either way).
 * The refresh-token family is recorded on the code: a code presented again was intercepted
 * or replayed, so everything issued for it is revoked (RFC 6749 and the OAuth 2.0 Security
 * Best Current Practice).
 */
export async function exchangeCode(
  db: Database,
  input: { grant_type: string; code: string; code_verifier: string; client_id: string; redirect_uri: string },
  now = Date.now(),
): Promise<{ refresh_token: string; token_type: "refresh"; user_id: string }> {
  if (input.grant_type !== "authorization_code") throw new OAuthError("unsupported_grant_type", "Only grant_type=authorization_code is supported here.");
  const codeHash = await sha256(input.code);
  const familyId = crypto.randomUUID();
  // Spend the code atomically, naming the family it will issue: a second use finds it already used.
  const spent = await db
    .update(oauthCodes)
    .set({ usedAt: new Date(now), familyId })
    .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
    .returning()
    .get();
  if (!spent) {
    const replayed = await db.select({ familyId: oauthCodes.familyId }).from(oauthCodes).where(eq(oauthCodes.codeHash, codeHash)).get();
    if (replayed?.familyId) await revokeFamily(db, replayed.familyId, now);
    throw new OAuthError("invalid_grant", "The authorisation code is not valid or has already been used.");
  }
  if (spent.expiresAt.getTime() < now) throw new OAuthError("invalid_grant", "The authorisation code has expired.");
  if (spent.clientId !== input.client_id) throw new OAuthError("invalid_grant", "The authorisation code was issued to another client.");
  if (spent.redirectUri !== input.redirect_uri) throw new OAuthError("invalid_grant", "The redirect address does not match the authorisation request.");
  if ((await s256(input.code_verifier)) !== spent.codeChallenge) throw new OAuthError("invalid_grant", "The code verifier does not match the code challenge.");
  const refreshToken = await createRefreshToken(db, spent.accountId, spent.clientId, familyId, now);
  return { refresh_token: refreshToken, token_type: "refresh", user_id: spent.accountId };
}

async function revokeFamily(db: Database, familyId: string, now: number): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date(now) }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes a refresh token and every token rotated from the same sign-in (sign-out, RFC 7009).
 * An unknown token is not an error: the caller wanted it unusable, and it is.
 */
export async function revokeRefreshToken(db: Database, refreshToken: string, now = Date.now()): Promise<void> {
  const row = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256(refreshToken))).get();
  if (row) await revokeFamily(db, row.familyId, now);
}

/**
 * Revokes every refresh token of an account (a password reset or change), except the
 * sign-in family of `keepToken` when given: the session that changed the password stays.
 */
export async function revokeAccountRefreshTokens(db: Database, accountId: string, options: { keepToken?: string | null } = {}, now = Date.now()): Promise<void> {
  const kept = options.keepToken
    ? await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256(options.keepToken))).get()
    : undefined;
  const conditions = [eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)];
  if (kept) conditions.push(ne(refreshTokens.familyId, kept.familyId));
  await db.update(refreshTokens).set({ revokedAt: new Date(now) }).where(and(...conditions));
}

async function createRefreshToken(db: Database, accountId: string, clientId: string, familyId: string, now: number): Promise<string> {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    tokenHash: await sha256(token),
    accountId,
    clientId,
    familyId,
    expiresAt: new Date(now + REFRESH_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Spec 3 "Auth token": one entry per service. */
export interface TokenEntry {
  serviceId: string;
  serviceRole: number;
  userId: string;
  /** Seconds since the epoch. */
  exp: number;
  /** Seconds since the epoch: refresh after this. */
  serviceRefresh: number;
  token: string;
}

export interface AccessClaims {
  serviceId: string;
  serviceRole: number;
  userId: string;
  exp: number;
  serviceRefresh: number;
}

/** The account's service role: its type bits (USER unless set) and its environment nibble. */
export async function serviceRoleOf(db: Database, env: Env, accountId: string): Promise<number> {
  const row = await db.select().from(accountRoles).where(eq(accountRoles.accountId, accountId)).get();
  const environment = row?.environment ?? environmentNibble(env.ENVIRONMENT);
  return ((row?.accountType ?? ROLE_USER) & ~ROLE_ENVIRONMENT_MASK) | (environment & ROLE_ENVIRONMENT_MASK);
}

/**
 * Rotates a refresh token and issues access tokens for the services asked (the site's own
 * services only). A revoked token presented again revokes its whole family (a stolen token
 * stops working for both holders).
 */
export async function refreshServiceTokens(db: Database, env: Env, refreshToken: string, services: string[], now = Date.now()) {
  // Access tokens name the service they are for; only the site's own services exist.
  const unknown = services.filter((service) => !(SITE_SERVICES as readonly string[]).includes(service));
  if (unknown.length > 0 || services.length === 0) {
    throw new OAuthError("invalid_scope", `Tokens are issued only for these services: ${SITE_SERVICES.join(", ")}.`);
  }
  const tokenHash = await sha256(refreshToken);
  const row = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();
  if (!row) throw new OAuthError("invalid_grant", "The refresh token is not valid.");
  if (row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    throw new OAuthError("invalid_grant", "The refresh token has already been used.");
  }
  if (row.expiresAt.getTime() < now) throw new OAuthError("invalid_grant", "The refresh token has expired.");
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
    .returning()
    .get();
  if (!revoked) throw new OAuthError("invalid_grant", "The refresh token has already been used.");
  const next = await createRefreshToken(db, row.accountId, row.clientId, row.familyId, now);
  const serviceRole = await serviceRoleOf(db, env, row.accountId);
  const secret = identitySecret(env);
  const issuedAt = Math.floor(now / 1000);
  const exp = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
  const serviceRefresh = exp - ACCESS_TOKEN_REFRESH_MARGIN_SECONDS;
  const tokens: TokenEntry[] = [];
  for (const serviceId of new Set(services)) {
    const claims: AccessClaims = { serviceId, serviceRole, userId: row.accountId, exp, serviceRefresh };
    tokens.push({ ...claims, token: await signJwt(secret, { ...claims, iat: issuedAt }) });
  }
  return { refresh_token: next, tokens };
}

/** Signs an access token directly (tests, and tools that act for an account). */
export async function signAccessToken(env: Env, claims: AccessClaims): Promise<string> {
  return signJwt(identitySecret(env), { ...claims, iat: Math.floor(Date.now() / 1000) });
}

/**
 * Checks an access token: signature, expiry, service and environment. Failures are thrown
 * as refusals: 401 for a missing or bad token, 403 with the exact message for another environment.
 */
export async function verifyAccessToken(env: Env, token: string | null | undefined, serviceId?: string, now = Date.now()): Promise<AccessClaims> {
  if (!token) throw Refusal.status(401, "An access token is required.");
  const claims = await verifyJwt<AccessClaims>(identitySecret(env), token);
  if (!claims || typeof claims.userId !== "string" || typeof claims.serviceRole !== "number") throw Refusal.status(401, "The access token is not valid.");
  if (claims.exp * 1000 < now) throw Refusal.status(401, "The access token has expired.");
  if (serviceId && claims.serviceId !== serviceId) throw Refusal.status(403, "The access token is not for this service.");
  const server = environmentNibble(env.ENVIRONMENT);
  const tokenEnvironment = roleEnvironment(claims.serviceRole);
  if (tokenEnvironment !== server) throw Refusal.status(403, environmentMismatchMessage(tokenEnvironment, server));
  return claims;
}
