/**
 * Ending an account's sessions everywhere, the part that needs no call to an outside provider:
 * the site's session rows, the dealer-zone sessions and the realtime sockets, and, as the
 * built-in provider, the account's refresh tokens. The built-in provider itself ends sessions
 * this way after a password reset, so it never reaches for the site's OpenID client
 * (./session.ts adds the outside provider's revocation for the site's own uses).
 */
import { and, eq, ne } from "drizzle-orm";
import { getDb, dealerSessions, sessions } from "../db";
import { revokeAccountRefreshTokens } from "./grants";

/** The close reason other tabs of the account see on their realtime socket. */
export const SESSIONS_ENDED_REASON = "Your DolphinID password was changed, so you have been signed out. Please sign in again.";

export interface EndSessionsOptions {
  /** The session that asked, kept (a password or address change); none after a reset. */
  keep?: Pick<typeof sessions.$inferSelect, "idHash" | "refreshToken"> | null;
  /** What the account's open sockets are told as they close. */
  reason?: string;
}

/** Ends the site's side; the refresh tokens of the ended sessions come back, to be revoked where they were issued. */
export async function endSiteSessions(env: Env, userId: string, options: EndSessionsOptions = {}): Promise<string[]> {
  const db = getDb(env.DB);
  const keep = options.keep ?? null;
  const ended = await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep.idHash)) : eq(sessions.userId, userId))
    .returning({ refreshToken: sessions.refreshToken });
  await db.delete(dealerSessions).where(eq(dealerSessions.accountId, userId));
  try {
    await env.USER_HUB.getByName(userId).closeAllSockets(options.reason ?? SESSIONS_ENDED_REASON);
  } catch (error) {
    // The sessions are gone already, so a socket left open cannot log in again once it drops.
    console.error("could not close the account's realtime sockets", error);
  }
  return ended.map((row) => row.refreshToken);
}

/** Ends the site's side and, as the built-in provider, every refresh token of the account but the kept session's. */
export async function endSessionsAtBuiltInProvider(env: Env, userId: string, options: EndSessionsOptions = {}): Promise<void> {
  await endSiteSessions(env, userId, options);
  await revokeAccountRefreshTokens(getDb(env.DB), userId, { keepToken: options.keep?.refreshToken });
}
