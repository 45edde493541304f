/**
 * /api/v1 endpoints of sign-in and the account area, authenticated by the session cookie.
 * Tokens never leave the server: account calls go to the DolphinID account service with
 * the session's access token (refreshed when due).
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_RESET_ANSWER, TOKEN_ERROR_MESSAGES } from "@common/identity";
import { refererPath, safeRedirectTarget } from "@common/safe-path";
import {
  contactEmailParamSchema,
  contactSchema,
  exchangeSchema,
  originalEmailParamSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  preferencesSchema,
} from "@common/schemas/identity";
import { getDb } from "../db/client";
import { ApiError } from "../http/errors";
import { isAjax } from "../http/request";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { getPreferences, requestPasswordReset, savePreferences } from "../identity/account-service";
import { authorizeEndpoint, authorizeFields, callAccountService } from "../identity/client";
import { identityConfig } from "../identity/config";
import { changePassword } from "../identity/password-change";
import { clearSessionCookie, readSession, signOut, type SessionRow, TokenError, accessTokenFor, updateSessionTerms } from "../identity/session";
import { completeSignIn, startSignIn } from "../identity/sign-in";
import { clearDealerSessionCookie } from "../content/dealer-zone";
import { rateLimit } from "../services/rate-limit";

type AccountEnv = AppEnv & { Variables: AppEnv["Variables"] & { session: SessionRow } };

export const accountApi = new Hono<AccountEnv>();

/** GET oauth/hash (spec 7): a fresh hash; its verifier and state also go into the signed cookie. */
accountApi.get("/oauth/hash", async (c) => {
  const { config, hash, cookie } = await startSignIn(c.req.raw, c.env, { returnTo: c.req.query("returnTo") ?? null });
  c.header("Set-Cookie", cookie, { append: true });
  c.header("Cache-Control", "no-store");
  return c.json({ ...hash, action: authorizeEndpoint(config), fields: authorizeFields(config, hash) });
});

/** POST oauth/exchange (spec 7): the provider's code and state for a session. No token is returned. */
accountApi.post("/oauth/exchange", rateLimit({ name: "oauth-exchange", limit: 30, windowSeconds: 600 }), validate("body", exchangeSchema), async (c) => {
  const { code, state } = c.req.valid("form");
  const result = await completeSignIn(c.req.raw, c.env, new URLSearchParams({ code, state }));
  for (const cookie of result.setCookies) c.header("Set-Cookie", cookie, { append: true });
  if (!result.ok) throw new ApiError(400, result.message);
  return c.json({ signedIn: true, redirect: safeRedirectTarget(result.redirectTo, "/account") });
});

/** Sign out: the session ends on the server (its refresh token revoked) and its cookies are cleared. */
accountApi.post("/account/logout", async (c) => {
  await signOut(c.req.raw, c.env);
  c.header("Set-Cookie", clearSessionCookie(), { append: true });
  c.header("Set-Cookie", clearDealerSessionCookie(), { append: true });
  if (!isAjax(c)) return c.redirect("/", 303);
  return c.json({ signedOut: true, redirect: "/" });
});

/** POST account/password-reset: the same answer whether or not the email exists. */
accountApi.post(
  "/account/password-reset",
  rateLimit({ name: "password-reset", limit: 5, windowSeconds: 900 }),
  validate("body", passwordResetRequestSchema),
  async (c) => {
    const db = getDb(c.env.DB);
    await requestPasswordReset(c.env, db, c.req.valid("form").email);
    return c.json({ message: PASSWORD_RESET_ANSWER });
  },
);

const requireSession = createMiddleware<AccountEnv>(async (c, next) => {
  const session = await readSession(c.req.raw, c.env);
  if (!session) throw new ApiError(401, TOKEN_ERROR_MESSAGES.missingTokens);
  c.set("session", session);
  c.header("Cache-Control", "no-store");
  await next();
});

/** Calls the account service for the session and answers with its status and body. */
async function forward(c: import("hono").Context<AccountEnv>, method: string, path: string, body?: Record<string, string>) {
  const session = c.get("session");
  let token: string;
  try {
    token = await accessTokenFor(c.env, c.req.url, session);
  } catch (error) {
    if (error instanceof TokenError) {
      c.header("Set-Cookie", clearSessionCookie(), { append: true });
      throw new ApiError(401, TOKEN_ERROR_MESSAGES[error.kind]);
    }
    throw error;
  }
  const response = await callAccountService(c.env, identityConfig(c.env, c.req.url), token, method, path, body);
  if (response.status === 204) return { response, data: null };
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { response, data };
}

function answer(c: import("hono").Context<AccountEnv>, result: { response: Response; data: unknown }) {
  if (result.response.status === 204) return c.body(null, 204);
  return c.json(result.data, result.response.status as ContentfulStatusCode);
}

const account = new Hono<AccountEnv>();
account.use("*", requireSession);

account.get("/", async (c) => {
  const result = await forward(c, "GET", "/account");
  return answer(c, { response: result.response, data: result.response.ok ? { ...result.data, email: c.get("session").email } : result.data });
});

account.post("/terms", async (c) => {
  const result = await forward(c, "POST", "/account/terms");
  if (result.response.ok && result.data) {
    const accepted = result.data.termsAccepted;
    await updateSessionTerms(c.env, c.get("session"), typeof accepted === "string" ? new Date(accepted) : null);
  }
  // Without JavaScript: back to the page the banner was on, when the Referer names a path of this site.
  if (!isAjax(c) && result.response.ok) return c.redirect(refererPath(c.req.header("referer"), new URL(c.req.url).origin, "/account"), 303);
  return answer(c, result);
});

account.get("/contacts", async (c) => answer(c, await forward(c, "GET", "/account/contacts")));
account.post("/contacts", validate("body", contactSchema), async (c) => answer(c, await forward(c, "POST", "/account/contacts", c.req.valid("form"))));
account.patch("/contacts/:originalEmail", validate("param", originalEmailParamSchema), validate("body", contactSchema), async (c) =>
  answer(c, await forward(c, "PATCH", `/account/contacts/${encodeURIComponent(c.req.valid("param").originalEmail)}`, c.req.valid("form"))),
);
account.delete("/contacts/:email", validate("param", contactEmailParamSchema), async (c) =>
  answer(c, await forward(c, "DELETE", `/account/contacts/${encodeURIComponent(c.req.valid("param").email)}`)),
);

account.get("/preferences", async (c) => c.json(await getPreferences(getDb(c.env.DB), c.get("session").userId)));
account.post("/preferences", validate("body", preferencesSchema), async (c) => {
  const saved = await savePreferences(getDb(c.env.DB), c.get("session").userId, c.req.valid("form"));
  return c.json({ message: "Your preferences have been saved.", preferences: saved });
});

/** Changing the password: the current one is checked, and every other session of the account ends. */
account.post("/password", validate("body", passwordChangeSchema), async (c) => {
  await changePassword(c.env, c.get("session"), c.req.valid("form"), c.req.url);
  return c.json({ message: PASSWORD_CHANGED_MESSAGE });
});

accountApi.route("/account", account);
