/**
 * /api/v1 endpoints of sign-in and the account area, authenticated by the session cookie.
 * The forms' endpoints are made from the identity area's operations (the same definitions
 * make the pages' actions); the account overview is forwarded to the DolphinID account
 * service with the session's access token (refreshed when due), and the address book is
 * calling's (workers/api/calling.ts). Tokens never leave the server.
 */
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { TOKEN_ERROR_MESSAGES } from "@common/identity";
import { errorBody, type AppEnv } from "../http";
import {
  type SessionRow,
  authorizeEndpoint,
  authorizeFields,
  callAccountServiceFor,
  endOtherSessions,
  endOwnSession,
  exchangeSignInCode,
  readSession,
  startSignIn,
} from "../session";
import {
  acceptCallingTerms,
  askForPasswordReset,
  changeAccountPassword,
  readAccountPreferences,
  saveAccountPreferences,
  saveMailLanguage,
  signOutOfSite,
} from "../account";
import { Refusal, apiRoute } from "../operation";
import { subscribeAccountToNewsletter, unsubscribeAccountFromNewsletter } from "../support";
import { markTranslated, requestLocale, say, serverText } from "../i18n";

type AccountEnv = AppEnv & { Variables: AppEnv["Variables"] & { session: SessionRow } };

export const accountApi = new Hono<AccountEnv>();

/** GET oauth/hash: a fresh hash; its verifier and state also go into the signed cookie. */
accountApi.get("/oauth/hash", async (c) => {
  const { config, hash, cookie, endpoints } = await startSignIn(c.req.raw, c.env, { returnTo: c.req.query("returnTo") ?? null });
  c.header("Set-Cookie", cookie, { append: true });
  c.header("Cache-Control", "no-store");
  return c.json({ ...hash, action: authorizeEndpoint(endpoints), fields: authorizeFields(config, hash) });
});

accountApi.post("/oauth/exchange", apiRoute(exchangeSignInCode));
/** Sign out; a plain form post (no JavaScript) is sent home. */
accountApi.post("/account/logout", apiRoute(signOutOfSite, { redirectPlainPosts: true }));
accountApi.post("/account/password-reset", apiRoute(askForPasswordReset));

/** Personal answers are never kept in a cache. */
const personal = createMiddleware<AccountEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});

const requireSession = createMiddleware<AccountEnv>(async (c, next) => {
  const session = await readSession(c.req.raw, c.env);
  if (!session) return c.json(errorBody(401, TOKEN_ERROR_MESSAGES.missingTokens), 401);
  c.set("session", session);
  await next();
});

/** Calls the account service for the session and answers with its status and body. */
async function forward(c: Context<AccountEnv>, method: string, path: string, body?: Record<string, string>) {
  try {
    const response = await callAccountServiceFor(c.env, c.req.url, c.get("session"), method, path, body);
    if (response.status === 204) return c.body(null, 204);
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { response, data };
  } catch (error) {
    // Tokens that cannot be renewed: the session has ended (its cookie is cleared with the 401).
    if (error instanceof Refusal && error.result.kind === "refused")
      return markTranslated(
        c.json(errorBody(error.result.status, say(serverText(requestLocale(c.req.raw)), error.result.message)), error.result.status, error.result.headers),
      );
    throw error;
  }
}

const account = new Hono<AccountEnv>();
account.use("*", personal);

account.get("/", requireSession, async (c) => {
  const result = await forward(c, "GET", "/account");
  if (result instanceof Response) return result;
  const data = result.response.ok ? { ...result.data, email: c.get("session").email } : result.data;
  return c.json(data, result.response.status as ContentfulStatusCode);
});

/** Accepting the terms; a plain form post (no JavaScript) goes back to the page it was on. */
account.post("/terms", apiRoute(acceptCallingTerms, { redirectPlainPosts: true }));

account.get("/preferences", apiRoute(readAccountPreferences));
account.post("/preferences", apiRoute(saveAccountPreferences));
/** The language every mail to the account is written in. */
account.post("/mail-language", apiRoute(saveMailLanguage));
/** Changing the password: the current one is checked, and every other session of the account ends. */
account.post("/password", apiRoute(changeAccountPassword));
/** Where the account is signed in: end one session, or all but this one. */
account.post("/sessions/end", apiRoute(endOwnSession));
account.post("/sessions/end-others", apiRoute(endOtherSessions));
/** The newsletter from Account Preferences: subscribe (a confirmation is mailed) or stop. */
account.post("/newsletter", apiRoute(subscribeAccountToNewsletter));
account.post("/newsletter/unsubscribe", apiRoute(unsubscribeAccountFromNewsletter));

accountApi.route("/account", account);
