/**
 * The site's sign-in sessions: a row in D1 referenced by the `__Host-session` cookie
 * (HttpOnly, Secure, SameSite=Lax). Tokens stay in the row; the browser only holds a
 * random id. Sessions end when idle too long or at their absolute limit; 'Remember me'
 * keeps one for a year. Service tokens are refreshed when due.
 */
import { parse, stringifySetCookie } from "cookie";
import { and, eq } from "drizzle-orm";
import { REMEMBER_ME_LIFETIME_SECONDS } from "@common/constants";
import { SERVICE_ACCOUNT, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE, SESSION_IDLE_TIMEOUT_MS, type TokenErrorKind } from "@common/identity";
import { getDb, sessions } from "../db";
import {
  identityConfig,
  randomToken,
  sha256,
  type EndSessionsOptions,
  SESSIONS_ENDED_REASON,
  endSessionsAtBuiltInProvider,
  endSiteSessions,
  type TokenEntry,
} from "../identity";
import { ProviderError, refreshSiteTokens, revokeAtProvider } from "./client";
import { recordSignInEvent } from "./sign-in-history";
import type { SessionClient } from "./session-client";
import type { SessionUser } from "../operation";

export type { SessionUser };

export type SessionRow = typeof sessions.$inferSelect;

const REMEMBER_MS = REMEMBER_ME_LIFETIME_SECONDS * 1000;
/** Writing last-seen on every request would be wasteful; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieToken(request: Request): string | null {
  const value = parse(request.headers.get("cookie") ?? "")[SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** The Set-Cookie value of a new session: a browser-session cookie, or one year with 'Remember me'. */
export function sessionSetCookie(token: string, remember: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    maxAge: remember ? REMEMBER_ME_LIFETIME_SECONDS : undefined,
  });
}

export function clearSessionCookie(): string {
  return stringifySetCookie(SESSION_COOKIE, "", { path: "/", httpOnly: true, secure: true, sameSite: "lax", maxAge: 0 });
}

/** Creates a session (always a new id) and returns the cookie's token. */
export async function createSession(
  env: Env,
  input: { userId: string; email: string; termsAcceptedAt: Date | null; refreshToken: string; tokens: TokenEntry[]; remember: boolean; client?: SessionClient },
  now = Date.now(),
): Promise<string> {
  const token = randomToken(32);
  const lifetime = input.remember ? REMEMBER_MS : SESSION_ABSOLUTE_TIMEOUT_MS;
  const client = input.client ?? { device: "", browser: "", country: null };
  const db = getDb(env.DB);
  await db.insert(sessions).values({
    idHash: await sha256(token),
    userId: input.userId,
    email: input.email,
    termsAcceptedAt: input.termsAcceptedAt,
    refreshToken: input.refreshToken,
    serviceTokens: JSON.stringify(input.tokens),
    tokensRefreshAt: new Date(refreshDue(input.tokens, now)),
    remember: input.remember,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    idleExpiresAt: new Date(now + (input.remember ? REMEMBER_MS : SESSION_IDLE_TIMEOUT_MS)),
    absoluteExpiresAt: new Date(now + lifetime),
    publicId: randomHex(16),
    ...client,
  });
  await recordSignInEvent(db, input.userId, "signed-in", client, now);
  return token;
}

/** A random name in hex (a session's public id). */
function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** When the earliest token wants refreshing (serviceRefresh is in seconds). */
function refreshDue(tokens: TokenEntry[], now: number): number {
  if (tokens.length === 0) return now;
  return Math.min(...tokens.map((entry) => entry.serviceRefresh * 1000));
}

/**
 * The session of each request, read once: the shell, the page's loaders, the operations they
 * run and the account service's token all ask, and each asking would otherwise be another
 * query. Kept per request only (never across requests), so a sign-out or a password change
 * elsewhere shows on the very next request. Sign-out forgets it.
 */
const requestSessions = new WeakMap<Request, Promise<SessionRow | null>>();

/** The live session of a request, or null; an ended session is deleted. Touches last-seen. Read once per request. */
export function readSession(request: Request, env: Env): Promise<SessionRow | null> {
  let session = requestSessions.get(request);
  if (!session) {
    session = readSessionRow(request, env);
    requestSessions.set(request, session);
    // A failed read is not kept: the next caller tries again.
    session.catch(() => requestSessions.delete(request));
  }
  return session;
}

/** The row behind the request's cookie, read afresh (`now` for tests of the timeouts). */
export async function readSessionRow(request: Request, env: Env, now = Date.now()): Promise<SessionRow | null> {
  const token = sessionCookieToken(request);
  if (!token) return null;
  const db = getDb(env.DB);
  const idHash = await sha256(token);
  const row = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).get();
  if (!row) return null;
  if (row.idleExpiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const idle = row.remember ? REMEMBER_MS : SESSION_IDLE_TIMEOUT_MS;
    const idleExpiresAt = new Date(Math.min(now + idle, row.absoluteExpiresAt.getTime()));
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), idleExpiresAt })
      .where(eq(sessions.idHash, idHash));
    row.lastSeenAt = new Date(now);
    row.idleExpiresAt = idleExpiresAt;
  }
  return row;
}

/** The signed-in user of a request (API routes, websocket upgrade, loaders), or null: the request's one session read. */
export async function readSessionUser(request: Request, env: Env): Promise<SessionUser | null> {
  const row = await readSession(request, env);
  return row
    ? { userId: row.userId, email: row.email, termsAccepted: row.termsAcceptedAt, secondFactorAt: row.secondFactorAt, sessionIdHash: row.idHash }
    : null;
}

/**
 * Sign-out: the session's refresh token is revoked at the provider (so a copy of it is
 * worthless) and the session row is deleted (the sign-out operation ends the dealer zone too).
 * A provider that cannot be reached does not keep anyone signed in: the row goes regardless.
 */
export async function signOut(request: Request, env: Env): Promise<void> {
  requestSessions.set(request, Promise.resolve(null));
  const token = sessionCookieToken(request);
  if (token) {
    const db = getDb(env.DB);
    const idHash = await sha256(token);
    const row = await db.select({ refreshToken: sessions.refreshToken }).from(sessions).where(eq(sessions.idHash, idHash)).get();
    if (row?.refreshToken) {
      try {
        await revokeAtProvider(env, identityConfig(env, request.url), row.refreshToken);
      } catch (error) {
        console.error("sign-out: the provider did not revoke the refresh token", error);
      }
    }
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
  }
}

export { SESSIONS_ENDED_REASON };

/**
 * Ends an account's sessions everywhere, after a password reset (keeps none) or change (keeps
 * the session that made it): their rows, every refresh token of the account at the provider
 * (the kept session's sign-in excepted), its dealer-zone sessions, and its realtime sockets,
 * which close with `reason`. One function so that every path ends the same things.
 */
export async function endAccountSessions(env: Env, userId: string, options: EndSessionsOptions & { requestUrl?: string } = {}): Promise<void> {
  const config = identityConfig(env, options.requestUrl ?? "http://localhost/");
  if (config.builtIn) return endSessionsAtBuiltInProvider(env, userId, options);
  for (const refreshToken of await endSiteSessions(env, userId, options)) {
    await revokeAtProvider(env, config, refreshToken).catch((error) => console.error("could not revoke an ended session's token", error));
  }
}

/** Records the terms' acceptance in the session; the row object is the request's own, so its later readers see it too. */
export async function updateSessionTerms(env: Env, session: SessionRow, termsAcceptedAt: Date | null): Promise<void> {
  await getDb(env.DB).update(sessions).set({ termsAcceptedAt }).where(eq(sessions.idHash, session.idHash));
  session.termsAcceptedAt = termsAcceptedAt;
}

/** How long a claimed renewal keeps other requests from making one: if it fails, the next request after this tries again. */
const RENEWAL_CLAIM_MS = 30_000;

/** Claims the session's token renewal for this request; false when another request has claimed it since this one read the session. */
async function claimRenewal(env: Env, session: SessionRow, now: number): Promise<boolean> {
  const claimed = await getDb(env.DB)
    .update(sessions)
    .set({ tokensRefreshAt: new Date(now + RENEWAL_CLAIM_MS) })
    .where(and(eq(sessions.idHash, session.idHash), eq(sessions.tokensRefreshAt, session.tokensRefreshAt)))
    .returning({ idHash: sessions.idHash })
    .get();
  return claimed !== undefined;
}

/** A token problem: the session is ended and the visitor asked to sign in again. */
export class TokenError extends Error {
  constructor(readonly kind: TokenErrorKind) {
    super(kind);
  }
}

/**
 * A current access token for a service, refreshing (and rotating the refresh token) when
 * due. A failed refresh ends the session: tokens that cannot be renewed are worthless.
 */
export async function accessTokenFor(env: Env, requestUrl: string, session: SessionRow, serviceId = SERVICE_ACCOUNT, now = Date.now()): Promise<string> {
  let tokens = JSON.parse(session.serviceTokens) as TokenEntry[];
  let entry = tokens.find((candidate) => candidate.serviceId === serviceId);
  if (!entry || session.tokensRefreshAt.getTime() <= now || entry.exp * 1000 <= now) {
    if (!session.refreshToken) throw new TokenError("missingRefreshToken");
    const db = getDb(env.DB);
    // Renewal is due minutes before the token expires. Refresh tokens rotate, and presenting a
    // spent one revokes the whole sign-in, so of several requests of one session that find it
    // due at once (two tabs, a page and its script) only the one that claims the renewal
    // makes it; the others go on with the token, which is still valid.
    if (entry && entry.exp * 1000 > now && !(await claimRenewal(env, session, now))) return entry.token;
    try {
      const fresh = await refreshSiteTokens(env, identityConfig(env, requestUrl), session.refreshToken, session.userId);
      tokens = fresh.tokens;
      session.refreshToken = fresh.refreshToken;
      session.serviceTokens = JSON.stringify(tokens);
      session.tokensRefreshAt = new Date(refreshDue(tokens, now));
      await db
        .update(sessions)
        .set({ refreshToken: session.refreshToken, serviceTokens: session.serviceTokens, tokensRefreshAt: session.tokensRefreshAt })
        .where(eq(sessions.idHash, session.idHash));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await db.delete(sessions).where(eq(sessions.idHash, session.idHash));
      throw new TokenError("failedRefresh");
    }
    entry = tokens.find((candidate) => candidate.serviceId === serviceId);
    if (!entry) throw new TokenError("missingTokens");
  }
  return entry.token;
}
