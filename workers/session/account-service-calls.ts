/**
 * The site's calls to the DolphinID account service with a session's access token, renewed
 * when due. Tokens that cannot be renewed end the session: the answer is a 401 that clears its
 * cookie.
 */
import { TOKEN_ERROR_MESSAGES } from "@common/identity";
import { getDb } from "../db";
import { Refusal } from "../operation";
import { type ContactView, listContacts, identityConfig } from "../identity";
import { callAccountService } from "./client";
import { type SessionRow, TokenError, accessTokenFor, clearSessionCookie } from "./session";

/**
 * Calls the DolphinID account service with the session's access token (renewed when due).
 * Tokens that cannot be renewed end the session: the answer is a 401 that clears its cookie.
 */
export async function callAccountServiceFor(env: Env, requestUrl: string, session: SessionRow, method: string, path: string, body?: Record<string, string>) {
  const token = await currentAccessToken(env, requestUrl, session);
  return callAccountService(env, identityConfig(env, requestUrl), token, method, path, body);
}

/** The session's access token for the account service, renewed when due; tokens that cannot be renewed end the session (a 401 that clears its cookie). */
async function currentAccessToken(env: Env, requestUrl: string, session: SessionRow): Promise<string> {
  try {
    return await accessTokenFor(env, requestUrl, session);
  } catch (error) {
    if (error instanceof TokenError) throw Refusal.status(401, TOKEN_ERROR_MESSAGES[error.kind], { "Set-Cookie": clearSessionCookie() });
    throw error;
  }
}

/**
 * The session's address book when the account service is the built-in provider, or null when
 * it is a real one (ask it with `callAccountServiceFor`). The built-in service is this Worker,
 * so once the session's access token is current (renewed when due, so a sign-in revoked at the
 * provider still ends the session) its list is read directly: the same query and rules as
 * GET /id/account/contacts for the token's account, without a request to ourselves.
 */
export async function builtInAccountContacts(env: Env, requestUrl: string, session: SessionRow): Promise<ContactView[] | null> {
  if (!identityConfig(env, requestUrl).builtIn) return null;
  await currentAccessToken(env, requestUrl, session);
  return listContacts(getDb(env.DB), session.userId);
}
