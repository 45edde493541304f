/**
 * The built-in DolphinID protocol endpoints, mounted at /id by workers/server.ts: the OpenID
 * Connect endpoints (openid-routes.ts: discovery, JWKS, token, userinfo, revocation), POST
 * /refresh (service tokens for the site's services only), and the account service (access
 * token in the `Authorization: Bearer` header, or `Access-Token`). Its pages (/id/register,
 * /id/oauth/authorize, /id/password-reset) are React Router routes under app/routes/account.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { SERVICE_ACCOUNT } from "@common/identity";
import { contactEmailParamSchema, contactSchema, originalEmailParamSchema, refreshRequestSchema } from "@common/schemas/identity";
import { getDb } from "../db";
import { errorBody, type AppEnv, validate } from "../http";
import { requestLocale, say, sayFieldErrors, serverText } from "../i18n";
import { Refusal } from "../operation";
import { acceptTerms, addContact, deleteContact, getAccount, getProfile, listContacts, updateContact } from "./account-service";
import { refreshServiceTokens } from "./grants";
import { OAuthError, oauthErrorResponse } from "./oauth-error";
import { createOpenIdApp } from "./openid-routes";
import { verifyAccessToken } from "./tokens";

type IdentityEnv = AppEnv & { Variables: AppEnv["Variables"] & { userId: string } };

export function accessTokenOf(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header?.startsWith("Bearer ")) return header.slice(7).trim();
  return request.headers.get("access-token");
}

export function createIdentityApp() {
  const app = new Hono<IdentityEnv>();

  app.route("/", createOpenIdApp());

  app.post("/refresh", validate("body", refreshRequestSchema), async (c) => {
    const { refresh_token, services } = c.req.valid("form");
    const result = await refreshServiceTokens(getDb(c.env.DB), c.env, refresh_token, services);
    c.header("Cache-Control", "no-store");
    return c.json(result);
  });

  // The account service: every call carries an access token for the account service.
  const service = new Hono<IdentityEnv>();
  const requireAccessToken = createMiddleware<IdentityEnv>(async (c, next) => {
    const claims = await verifyAccessToken(c.env, accessTokenOf(c.req.raw), SERVICE_ACCOUNT);
    c.set("userId", claims.userId);
    c.header("Cache-Control", "no-store");
    await next();
  });
  // Only the service's own paths: /id/register and the other pages fall through to React Router.
  service.use("/account", requireAccessToken);
  service.use("/account/*", requireAccessToken);
  service.use("/profile", requireAccessToken);
  service.get("/account", async (c) => c.json(await getAccount(getDb(c.env.DB), c.get("userId"))));
  service.post("/account/terms", async (c) => c.json(await acceptTerms(getDb(c.env.DB), c.get("userId"))));
  service.get("/account/contacts", async (c) => c.json(await listContacts(getDb(c.env.DB), c.get("userId"))));
  service.post("/account/contacts", validate("body", contactSchema), async (c) =>
    c.json(await addContact(getDb(c.env.DB), c.get("userId"), c.req.valid("form")), 201),
  );
  service.patch("/account/contacts/:originalEmail", validate("param", originalEmailParamSchema), validate("body", contactSchema), async (c) =>
    c.json(await updateContact(getDb(c.env.DB), c.get("userId"), c.req.valid("param").originalEmail, c.req.valid("form"))),
  );
  service.delete("/account/contacts/:email", validate("param", contactEmailParamSchema), async (c) => {
    await deleteContact(getDb(c.env.DB), c.get("userId"), c.req.valid("param").email);
    return c.body(null, 204);
  });
  service.get("/profile", async (c) => c.json(await getProfile(getDb(c.env.DB), c.get("userId"))));
  app.route("/", service);

  app.onError((error, c) => {
    if (error instanceof OAuthError) {
      return oauthErrorResponse(error);
    }
    if (error instanceof Refusal) {
      const failure = error.result;
      const t = serverText(requestLocale(c.req.raw));
      if (failure.kind === "invalid") return c.json(errorBody(422, say(t, failure.message), sayFieldErrors(t, failure.fieldErrors)), 422);
      return c.json(errorBody(failure.status, say(t, failure.message)), failure.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) return c.json(errorBody(error.status, error.message), error.status as ContentfulStatusCode);
    console.error("identity error", error);
    return c.json(errorBody(500), 500);
  });
  return app;
}

export const identityApp = createIdentityApp();
