/**
 * 'Where you are signed in' (Account Preferences): the owner's live sessions, each with its
 * device, browser, country, when it began and was last used, the one of this request marked;
 * and ending one of them, or all but this one. A session is named by its public id and found
 * only among the caller's own: another account's id is refused as not found, so the answer does
 * not even say that it exists.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import { TOKEN_ERROR_MESSAGES } from "@common/identity";
import { endOtherSessionsSchema, endSessionSchema } from "@common/schemas/sessions-newsletter";
import { type Database, dealerSessions, sessions } from "../db";
import { type OperationContext, Refusal, defineOperation, done } from "../operation";
import { identityConfig, revokeRefreshToken } from "../identity";
import { revokeAtProvider } from "./client";
import { type SessionRow, endAccountSessions, readSession } from "./session";
import { recordSignInEvent } from "./sign-in-history";

export const SESSION_ENDED_MESSAGE = "That session has been signed out. Whoever uses it will be asked to sign in again.";
export const OTHER_SESSIONS_ENDED_MESSAGE = "Every other browser and device has been signed out. This one stays signed in.";
export const SESSION_NOT_FOUND_MESSAGE = "That session has ended already, or is not one of yours.";
export const THIS_SESSION_MESSAGE = "This is the session you are using now. To end it, use 'Sign out'.";
/** What the account's other open pages are told as their realtime sockets close. */
export const SIGNED_OUT_ELSEWHERE_REASON = "This browser was signed out from another device. Please sign in again.";

export interface OwnSession {
  id: string;
  device: string;
  browser: string;
  country: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** The account's live sessions, this one first, then the most recently used. */
export async function listOwnSessions(db: Database, userId: string, currentIdHash: string | null, now = Date.now()): Promise<OwnSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, new Date(now)), gt(sessions.absoluteExpiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt))
    .all();
  const listed = rows
    .filter((row) => row.publicId)
    .map((row) => ({
      id: row.publicId as string,
      device: row.device,
      browser: row.browser,
      country: row.country,
      startedAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastSeenAt.toISOString(),
      current: row.idHash === currentIdHash,
    }));
  return [...listed.filter((session) => session.current), ...listed.filter((session) => !session.current)];
}

async function currentSession({ request, env }: OperationContext<"signed-in">): Promise<SessionRow> {
  const session = await readSession(request, env);
  if (!session) throw Refusal.status(401, TOKEN_ERROR_MESSAGES.missingTokens);
  return session;
}

const clientOf = (row: SessionRow) => ({ device: row.device, browser: row.browser, country: row.country });

export const endOwnSession = defineOperation({
  name: "account-end-session",
  input: endSessionSchema,
  access: "signed-in",
  rateLimit: { name: "account-sessions", limit: 30, windowSeconds: 600, per: "account" },
  run: async (context, { sessionId }) => {
    const { db, env, user, request } = context;
    const current = await currentSession(context);
    const target = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.publicId, sessionId), eq(sessions.userId, user.userId)))
      .get();
    if (!target) throw Refusal.status(404, SESSION_NOT_FOUND_MESSAGE);
    if (target.idHash === current.idHash) throw Refusal.field("sessionId", "Signed-in session", THIS_SESSION_MESSAGE);
    await db.delete(sessions).where(eq(sessions.idHash, target.idHash));
    await endTokensOf(env, db, target, request.url);
    await recordSignInEvent(db, user.userId, "session-ended", clientOf(target));
    return done({ message: SESSION_ENDED_MESSAGE });
  },
});

/** The ended session's refresh token stops working too, so a copy of it renews nothing. */
async function endTokensOf(env: Env, db: Database, target: SessionRow, requestUrl: string) {
  const config = identityConfig(env, requestUrl);
  try {
    if (config.builtIn) await revokeRefreshToken(db, target.refreshToken);
    else await revokeAtProvider(env, config, target.refreshToken);
  } catch (error) {
    // The row is gone already: the browser holding it is signed out whatever the provider says.
    console.error("could not revoke an ended session's refresh token", error);
  }
  // Dealer-zone sessions are not tied to one site session; they end with the last one.
  const left = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, target.userId)).limit(1).all();
  if (left.length === 0) await db.delete(dealerSessions).where(eq(dealerSessions.accountId, target.userId));
}

export const endOtherSessions = defineOperation({
  name: "account-end-other-sessions",
  input: endOtherSessionsSchema,
  access: "signed-in",
  rateLimit: { name: "account-sessions", limit: 30, windowSeconds: 600, per: "account" },
  run: async (context) => {
    const current = await currentSession(context);
    await endAccountSessions(context.env, context.user.userId, { keep: current, reason: SIGNED_OUT_ELSEWHERE_REASON, requestUrl: context.request.url });
    await recordSignInEvent(context.db, context.user.userId, "other-sessions-ended", clientOf(current));
    return done({ message: OTHER_SESSIONS_ENDED_MESSAGE });
  },
});
