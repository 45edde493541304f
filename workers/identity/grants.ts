/**
 * The token endpoint's grants: an authorisation code with its PKCE verifier, and a refresh
 * token. Refresh tokens are stored only as SHA-256 hashes, each in the family of the sign-in
 * it descends from; every use rotates it, and presenting a spent one revokes the whole family
 * (a stolen token stops working for both holders). A code presented twice revokes what it
 * was exchanged for (RFC 6749 4.1.2 and the OAuth 2.0 Security Best Current Practice).
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ACCESS_TOKEN_REFRESH_MARGIN_SECONDS,
  REFRESH_TOKEN_LIFETIME_MS,
  ROLE_ENVIRONMENT_MASK,
  ROLE_USER,
  SITE_SERVICES,
  environmentNibble,
} from "@common/identity";
import type { RegisteredClient } from "@common/schemas/openid";
import { type Database, accountRoles, accounts, oauthCodes, refreshTokens } from "../db";
import { base64url, randomToken, sha256 } from "./crypto";
import { OAuthError } from "./oauth-error";
import { type AccessClaims, signAccessToken, signIdToken } from "./tokens";

/** The token endpoint's answer (RFC 6749 5.1, OpenID Connect Core 3.1.3.3). */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
  id_token?: string;
}

/** Spec 3 "Auth token": one entry per service (the site's session keeps these). */
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

export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The account's service role: its type bits (USER unless set) and its environment nibble. */
export async function serviceRoleOf(db: Database, env: Env, accountId: string): Promise<number> {
  const row = await db.select().from(accountRoles).where(eq(accountRoles.accountId, accountId)).get();
  const environment = row?.environment ?? environmentNibble(env.ENVIRONMENT);
  return ((row?.accountType ?? ROLE_USER) & ~ROLE_ENVIRONMENT_MASK) | (environment & ROLE_ENVIRONMENT_MASK);
}

async function createRefreshToken(
  db: Database,
  row: { accountId: string; clientId: string; familyId: string; scope: string | null },
  now: number,
): Promise<string> {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({ tokenHash: await sha256(token), ...row, expiresAt: new Date(now + REFRESH_TOKEN_LIFETIME_MS) });
  return token;
}

async function revokeFamily(db: Database, familyId: string, now: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

interface Grant {
  issuer: string;
  client: RegisteredClient;
  accountId: string;
  familyId: string;
  /** What the refresh token keeps. */
  grantedScope: string;
  /** What these tokens open (the granted scope, or less when a refresh asked for less). */
  scope: string;
  nonce?: string | null;
}

/** A new refresh token in the grant's family, an access token and, for `openid`, an ID token. */
async function issueTokens(env: Env, db: Database, grant: Grant, now: number): Promise<TokenResponse> {
  const refresh_token = await createRefreshToken(
    db,
    { accountId: grant.accountId, clientId: grant.client.client_id, familyId: grant.familyId, scope: grant.grantedScope },
    now,
  );
  const serviceRole = await serviceRoleOf(db, env, grant.accountId);
  const exp = Math.floor(now / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS;
  const claims: AccessClaims = {
    serviceId: "",
    scope: grant.scope,
    serviceRole,
    userId: grant.accountId,
    exp,
    serviceRefresh: exp,
    clientId: grant.client.client_id,
  };
  const response: TokenResponse = {
    access_token: await signAccessToken(env, claims, grant.issuer, now),
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    refresh_token,
    scope: grant.scope,
  };
  const scopes = grant.scope.split(" ");
  if (scopes.includes("openid")) {
    const account = scopes.includes("email")
      ? await db.select({ email: accounts.email, verifiedAt: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, grant.accountId)).get()
      : undefined;
    response.id_token = await signIdToken(
      env,
      {
        issuer: grant.issuer,
        clientId: grant.client.client_id,
        userId: grant.accountId,
        nonce: grant.nonce,
        email: account ? { email: account.email, verified: account.verifiedAt !== null } : null,
      },
      now,
    );
  }
  return response;
}

/**
 * Exchanges a code and its PKCE verifier (the code is spent either way). The refresh-token
 * family is recorded on the code: a code presented again was intercepted or replayed, so
 * everything issued for it is revoked.
 */
export async function exchangeCode(
  env: Env,
  db: Database,
  input: { code: string; code_verifier: string; redirect_uri: string },
  context: { client: RegisteredClient; issuer: string },
  now = Date.now(),
): Promise<TokenResponse> {
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
  if (spent.clientId !== context.client.client_id) throw new OAuthError("invalid_grant", "The authorisation code was issued to another client.");
  if (spent.redirectUri !== input.redirect_uri) throw new OAuthError("invalid_grant", "The redirect address does not match the authorisation request.");
  if ((await s256(input.code_verifier)) !== spent.codeChallenge) throw new OAuthError("invalid_grant", "The code verifier does not match the code challenge.");
  // A code issued without a scope (the site's own requests made before scopes were kept) grants the client's registered scopes.
  const scope = spent.scope || context.client.scopes.join(" ");
  return issueTokens(env, db, { ...context, accountId: spent.accountId, familyId, grantedScope: scope, scope, nonce: spent.nonce }, now);
}

/** Spends a refresh token: a spent one presented again revokes its family. */
async function rotate(db: Database, refreshToken: string, clientId: string | null, now: number) {
  const tokenHash = await sha256(refreshToken);
  const row = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();
  if (!row) throw new OAuthError("invalid_grant", "The refresh token is not valid.");
  if (clientId !== null && row.clientId !== clientId) throw new OAuthError("invalid_grant", "The refresh token was issued to another client.");
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
  return row;
}

/** The refresh_token grant (RFC 6749 6): rotates the token; `scope` may narrow what the new access token opens. */
export async function refreshGrant(
  env: Env,
  db: Database,
  input: { refresh_token: string; scope?: string },
  context: { client: RegisteredClient; issuer: string },
  now = Date.now(),
): Promise<TokenResponse> {
  const row = await rotate(db, input.refresh_token, context.client.client_id, now);
  const granted = row.scope ?? context.client.scopes.join(" ");
  const asked = (input.scope ?? "").split(" ").filter(Boolean);
  const grantedList = granted.split(" ");
  if (asked.some((scope) => !grantedList.includes(scope))) throw new OAuthError("invalid_scope", "A refresh may ask only for scopes granted at sign-in.");
  const scope = asked.length > 0 ? [...new Set(asked)].join(" ") : granted;
  return issueTokens(env, db, { ...context, accountId: row.accountId, familyId: row.familyId, grantedScope: granted, scope }, now);
}

/**
 * The site's service tokens (spec 3): rotates a refresh token and issues one access token per
 * service asked (the site's own services only), each scoped to its service.
 */
export async function refreshServiceTokens(db: Database, env: Env, refreshToken: string, services: string[], now = Date.now()) {
  const unknown = services.filter((service) => !(SITE_SERVICES as readonly string[]).includes(service));
  if (unknown.length > 0 || services.length === 0) {
    throw new OAuthError("invalid_scope", `Tokens are issued only for these services: ${SITE_SERVICES.join(", ")}.`);
  }
  const row = await rotate(db, refreshToken, null, now);
  const next = await createRefreshToken(db, { accountId: row.accountId, clientId: row.clientId, familyId: row.familyId, scope: row.scope }, now);
  const serviceRole = await serviceRoleOf(db, env, row.accountId);
  const exp = Math.floor(now / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS;
  const serviceRefresh = exp - ACCESS_TOKEN_REFRESH_MARGIN_SECONDS;
  const tokens: TokenEntry[] = [];
  for (const serviceId of new Set(services)) {
    const claims: AccessClaims = { serviceId, serviceRole, userId: row.accountId, exp, serviceRefresh, clientId: row.clientId };
    tokens.push({ serviceId, serviceRole, userId: row.accountId, exp, serviceRefresh, token: await signAccessToken(env, claims, undefined, now) });
  }
  return { refresh_token: next, tokens };
}

/**
 * Revokes a refresh token and every token rotated from the same sign-in (sign-out, RFC 7009).
 * An unknown token, or one of another client, is not an error: the answer is the same, and
 * nobody learns which tokens exist.
 */
export async function revokeRefreshToken(db: Database, refreshToken: string, options: { clientId?: string } = {}, now = Date.now()): Promise<void> {
  const row = await db
    .select({ familyId: refreshTokens.familyId, clientId: refreshTokens.clientId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256(refreshToken)))
    .get();
  if (row && (options.clientId === undefined || row.clientId === options.clientId)) await revokeFamily(db, row.familyId, now);
}

/**
 * Revokes every refresh token of an account (a password reset or change), except the
 * sign-in family of `keepToken` when given: the session that changed the password stays.
 */
export async function revokeAccountRefreshTokens(
  db: Database,
  accountId: string,
  options: { keepToken?: string | null } = {},
  now = Date.now(),
): Promise<void> {
  const kept = options.keepToken
    ? await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, await sha256(options.keepToken)))
        .get()
    : undefined;
  const conditions = [eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)];
  if (kept) conditions.push(ne(refreshTokens.familyId, kept.familyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(...conditions));
}
