/**
 * The built-in provider's OpenID Connect endpoints, mounted under /id with the rest of
 * routes.ts: discovery and RFC 8414 metadata, the JWKS, the authorisation request's checks
 * (GET /oauth/authorize: a problem the client should hear about is redirected to its
 * registered address before the sign-in page renders), the token endpoint (authorization_code
 * with PKCE, refresh_token), userinfo and revocation (RFC 7009). Errors are RFC 6749's.
 */
import { type Context, Hono } from "hono";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { AUTHORIZE_KEYS, authorizeParamsSchema } from "@common/schemas/identity";
import { openIdRevokeRequestSchema, openIdTokenRequestSchema } from "@common/schemas/openid";
import { getDb, accounts } from "../db";
import type { AppEnv } from "../http";
import { Refusal } from "../operation";
import { authenticateClient } from "./clients";
import { issuerFor, openIdMetadata } from "./discovery";
import { exchangeCode, refreshGrant, revokeRefreshToken } from "./grants";
import { signingKeys } from "./keys";
import { OAuthError } from "./oauth-error";
import { checkAuthorizeRequest } from "./provider";
import { verifyAccessToken } from "./tokens";

const GRANT_TYPES = ["authorization_code", "refresh_token"];
const MAX_FORM_BYTES = 16 * 1024;

/** The form body as RFC 6749 sends it; a parameter given twice stays a list, which the schema refuses. */
async function readOAuthForm(request: Request): Promise<Record<string, string | string[]>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw new OAuthError("invalid_request", "The body must be application/x-www-form-urlencoded.", 415);
  }
  const text = new TextDecoder().decode(await request.arrayBuffer());
  if (text.length > MAX_FORM_BYTES) throw new OAuthError("invalid_request", "The body is too large.");
  const params = new URLSearchParams(text);
  const form: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    form[key] = values.length === 1 ? values[0]! : values;
  }
  return form;
}

function parseOAuth<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const key = issue.path?.at(-1)?.key;
    // A missing parameter is named as such, not as valibot's "Invalid key".
    throw new OAuthError("invalid_request", issue.input === undefined && typeof key === "string" ? `${key} is required` : issue.message);
  }
  return result.output;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  return header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() || null : null;
}

/** A refused userinfo request (RFC 6750 3.1). */
function bearerError(status: 401 | 403, error?: "invalid_token" | "insufficient_scope", description?: string): Response {
  const challenge = error ? `Bearer realm="DolphinID", error="${error}", error_description="${description ?? ""}"` : 'Bearer realm="DolphinID"';
  return Response.json(error ? { error, error_description: description } : { error: "invalid_request", error_description: "An access token is required." }, {
    status,
    headers: { "WWW-Authenticate": challenge, "Cache-Control": "no-store" },
  });
}

export function createOpenIdApp() {
  const app = new Hono<AppEnv>();

  // Public documents: a client in a browser on another origin may read them.
  app.use("/.well-known/*", async (c, next) => {
    await next();
    c.header("Access-Control-Allow-Origin", "*");
  });
  const metadata = (c: { req: { url: string } }) => openIdMetadata(issuerFor(c.req.url));
  app.get("/.well-known/openid-configuration", (c) => c.json(metadata(c)));
  app.get("/.well-known/oauth-authorization-server", (c) => c.json(metadata(c)));
  app.get("/.well-known/jwks.json", async (c) => {
    // Short, so a rotated key reaches clients within minutes (the previous key stays published meanwhile).
    c.header("Cache-Control", "public, max-age=300");
    return c.json((await signingKeys(c.env)).jwks);
  });

  // Checked before the sign-in page: errors the client should hear about go back to its registered address.
  app.get("/oauth/authorize", async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const raw: Record<string, string> = {};
    for (const key of AUTHORIZE_KEYS) {
      const value = query.get(key);
      if (value !== null) raw[key] = value;
    }
    const parsed = v.safeParse(authorizeParamsSchema, raw);
    if (parsed.success) {
      const checked = checkAuthorizeRequest(c.env, parsed.output, new URL(c.req.url).origin);
      if (!checked.ok && checked.redirect) return c.redirect(checked.redirect, 303);
    }
    // The page shows the sign-in form, or why the request cannot be followed.
    await next();
  });

  app.post("/oauth/token", async (c) => {
    const form = await readOAuthForm(c.req.raw);
    if (typeof form.grant_type === "string" && !GRANT_TYPES.includes(form.grant_type)) {
      throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
    }
    const input = parseOAuth(openIdTokenRequestSchema, form);
    const origin = new URL(c.req.url).origin;
    const client = await authenticateClient(c.env, c.req.raw, input, origin);
    const context = { client, issuer: issuerFor(c.req.url) };
    const db = getDb(c.env.DB);
    const tokens = input.grant_type === "authorization_code" ? await exchangeCode(c.env, db, input, context) : await refreshGrant(c.env, db, input, context);
    c.header("Cache-Control", "no-store");
    c.header("Pragma", "no-cache");
    return c.json(tokens);
  });

  const userinfo = async (c: Context<AppEnv>) => {
    const token = bearerToken(c.req.raw);
    if (!token) return bearerError(401);
    let claims;
    try {
      claims = await verifyAccessToken(c.env, token);
    } catch (error) {
      if (error instanceof Refusal) return bearerError(401, "invalid_token", "The access token is not valid or has expired.");
      throw error;
    }
    const scopes = (claims.scope ?? "").split(" ");
    if (!scopes.includes("openid")) return bearerError(403, "insufficient_scope", "The access token was not issued for openid.");
    const account = await getDb(c.env.DB)
      .select({ email: accounts.email, verifiedAt: accounts.emailVerifiedAt })
      .from(accounts)
      .where(eq(accounts.id, claims.userId))
      .get();
    if (!account) return bearerError(401, "invalid_token", "The account no longer exists.");
    c.header("Cache-Control", "no-store");
    return c.json(
      scopes.includes("email") ? { sub: claims.userId, email: account.email, email_verified: account.verifiedAt !== null } : { sub: claims.userId },
    );
  };
  app.get("/userinfo", (c) => userinfo(c));
  app.post("/userinfo", (c) => userinfo(c));

  // RFC 7009: the answer is 200 whether or not the token was known. Access tokens are
  // self-contained and live 15 minutes; revoking a refresh token ends its whole sign-in.
  app.post("/oauth/revoke", async (c) => {
    const input = parseOAuth(openIdRevokeRequestSchema, await readOAuthForm(c.req.raw));
    const client = await authenticateClient(c.env, c.req.raw, input, new URL(c.req.url).origin);
    // Whatever the hint says, only refresh tokens are stored; an access token matches none.
    await revokeRefreshToken(getDb(c.env.DB), input.token, { clientId: client.client_id });
    c.header("Cache-Control", "no-store");
    return c.body(null, 200);
  });

  for (const path of ["/oauth/token", "/oauth/revoke"]) {
    app.on(["GET", "PUT", "PATCH", "DELETE"], path, (c) => c.json({ error: "invalid_request", error_description: "Use POST." }, 405, { Allow: "POST" }));
  }
  return app;
}
