/**
 * The provider's JWTs, signed and checked by `jose` with the ES256 key of keys.ts: access
 * tokens (RFC 9068, `typ: at+jwt`; `scope` names what they open: `openid` the userinfo
 * endpoint, `account` and `video-calling` the site's services; `serviceRole` is the account's
 * role with its environment) and ID tokens (OpenID Connect Core 2).
 */
import { SignJWT, errors, jwtVerify } from "jose";
import { environmentMismatchMessage, environmentNibble, roleEnvironment } from "@common/identity";
import { Refusal } from "../operation";
import { SIGNING_ALGORITHM, signingKeys } from "./keys";

export const ACCESS_TOKEN_TYPE = "at+jwt";
export const ID_TOKEN_LIFETIME_SECONDS = 15 * 60;

export interface AccessClaims {
  /** The service asked for (its scope), or "" when none was. */
  serviceId: string;
  serviceRole: number;
  userId: string;
  /** Seconds since the epoch. */
  exp: number;
  /** Seconds since the epoch: refresh after this. */
  serviceRefresh: number;
  /** Space-separated scopes; a service token's is its service id. */
  scope?: string;
  clientId?: string;
}

/** Signs an access token for `claims` (by the token endpoint, /id/refresh, and tests). */
export async function signAccessToken(env: Env, claims: AccessClaims, issuer?: string, now = Date.now()): Promise<string> {
  const { kid, privateKey } = await signingKeys(env);
  const jwt = new SignJWT({
    scope: claims.scope ?? claims.serviceId,
    serviceRole: claims.serviceRole,
    ...(claims.clientId ? { client_id: claims.clientId } : {}),
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.userId)
    .setJti(crypto.randomUUID())
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(claims.exp);
  if (issuer) jwt.setIssuer(issuer).setAudience(issuer);
  return jwt.sign(privateKey);
}

/**
 * Checks an access token: signature (any published key), type, expiry and, for one of the
 * site's services, that its scope names the service and that the account's environment is
 * this server's. Failures are refusals: 401 for a missing or bad token, 403 for another
 * service, or another environment with its exact message.
 */
export async function verifyAccessToken(env: Env, token: string | null | undefined, serviceId?: string, now = Date.now()): Promise<AccessClaims> {
  if (!token) throw Refusal.status(401, "An access token is required.");
  const { keySet } = await signingKeys(env);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySet, { algorithms: [SIGNING_ALGORITHM], typ: ACCESS_TOKEN_TYPE, currentDate: new Date(now), clockTolerance: 0 }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw Refusal.status(401, "The access token has expired.");
    throw Refusal.status(401, "The access token is not valid.");
  }
  const scope = typeof payload.scope === "string" ? payload.scope : "";
  if (typeof payload.sub !== "string" || typeof payload.serviceRole !== "number" || typeof payload.exp !== "number") {
    throw Refusal.status(401, "The access token is not valid.");
  }
  if (serviceId) {
    if (!scope.split(" ").includes(serviceId)) throw Refusal.status(403, "The access token is not for this service.");
    const server = environmentNibble(env.ENVIRONMENT);
    const tokenEnvironment = roleEnvironment(payload.serviceRole);
    if (tokenEnvironment !== server) throw Refusal.status(403, environmentMismatchMessage(tokenEnvironment, server));
  }
  return {
    serviceId: serviceId ?? "",
    serviceRole: payload.serviceRole,
    userId: payload.sub,
    exp: payload.exp,
    serviceRefresh: payload.exp,
    scope,
    clientId: typeof payload.client_id === "string" ? payload.client_id : undefined,
  };
}

/** An ID token for a client: who signed in, with the address claims when `email` was asked for, and the request's nonce. */
export async function signIdToken(
  env: Env,
  input: { issuer: string; clientId: string; userId: string; nonce?: string | null; email?: { email: string; verified: boolean } | null },
  now = Date.now(),
): Promise<string> {
  const { kid, privateKey } = await signingKeys(env);
  const issuedAt = Math.floor(now / 1000);
  const claims: Record<string, unknown> = {};
  if (input.nonce) claims.nonce = input.nonce;
  if (input.email) Object.assign(claims, { email: input.email.email, email_verified: input.email.verified });
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: "JWT" })
    .setIssuer(input.issuer)
    .setSubject(input.userId)
    .setAudience(input.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_SECONDS)
    .sign(privateKey);
}
