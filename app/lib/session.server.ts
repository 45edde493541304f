/**
 * The signed-in user for loaders and actions, from the session cookie (workers/session/session.ts).
 * `requireUser` sends a signed-out visitor to sign in, and back to the page afterwards.
 */
import { redirect } from "react-router";
import { buildUrl } from "@common/routes";
import { TOKEN_ERROR_MESSAGES } from "@common/identity";
import { type SessionUser, TokenError, accessTokenFor, clearSessionCookie, readSession, readSessionUser } from "@workers/session";
import { env } from "./db.server";

export type { SessionUser };

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return readSessionUser(request, env);
}

/** Where a signed-out visitor goes: sign in (submitting itself), then back to `returnTo`. */
export function signInUrl(returnTo: string): string {
  return buildUrl("Login", {}, { query: { auto: 1, returnTo } });
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(signInUrl(`${url.pathname}${url.search}`));
}

/** What the shell (root loader) shows of the signed-in user. */
export interface ShellUserData {
  email: string | null;
  termsAccepted: string | null;
}

export async function shellUser(request: Request): Promise<ShellUserData | null> {
  const user = await getSessionUser(request);
  return user ? { email: user.email, termsAccepted: user.termsAccepted?.toISOString() ?? null } : null;
}

/**
 * Checks that the session's DolphinID tokens still work (refreshing them when due). A token
 * problem (missing tokens, missing refresh token, failed refresh) ends the session and
 * returns its message, for the page to show with a way to sign in again.
 */
export async function tokenProblem(request: Request): Promise<{ message: string; clearCookie: string } | null> {
  const session = await readSession(request, env);
  if (!session) return { message: TOKEN_ERROR_MESSAGES.missingTokens, clearCookie: clearSessionCookie() };
  try {
    await accessTokenFor(env, request.url, session);
    return null;
  } catch (error) {
    if (error instanceof TokenError) return { message: TOKEN_ERROR_MESSAGES[error.kind], clearCookie: clearSessionCookie() };
    throw error;
  }
}
