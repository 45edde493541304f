/**
 * The built-in provider's clients, registered by configuration only. The site's own client is
 * always there (DOLPHINID_CLIENT_ID, default "dolphin-site"; public with PKCE, or confidential
 * when DOLPHINID_CLIENT_SECRET is set; it returns to this origin's verify page or to any
 * address in DOLPHINID_REDIRECT_URIS, and may ask for the site's services). Others come from
 * DOLPHINID_CLIENTS, a JSON array checked by `registeredClientsSchema`. A confidential client's
 * secret is compared as a SHA-256 digest with WebCrypto's constant-time comparison.
 */
import * as v from "valibot";
import { SITE_SCOPES } from "@common/identity";
import { type RegisteredClient, registeredClientsSchema } from "@common/schemas/openid";
import { DEFAULT_CLIENT_ID } from "./config";
import { fromBase64url, sha256 } from "./crypto";
import { parseJson } from "./keys";
import { OAuthError } from "./oauth-error";

export function siteClient(env: Env, providerOrigin: string): RegisteredClient {
  const extra = (env.DOLPHINID_REDIRECT_URIS ?? "")
    .split(",")
    .map((uri) => uri.trim())
    .filter(Boolean);
  const secret = env.DOLPHINID_CLIENT_SECRET || undefined;
  return {
    client_id: env.DOLPHINID_CLIENT_ID || DEFAULT_CLIENT_ID,
    redirect_uris: [`${providerOrigin}/account/oauth_verify`, ...extra],
    type: secret ? "confidential" : "public",
    client_secret: secret,
    scopes: [...SITE_SCOPES],
  };
}

/** The clients of DOLPHINID_CLIENTS; a malformed setting is an error (production's configuration check names it first). */
export function configuredClients(env: Env): RegisteredClient[] {
  if (!env.DOLPHINID_CLIENTS) return [];
  const parsed = v.safeParse(registeredClientsSchema, parseJson(env.DOLPHINID_CLIENTS));
  if (!parsed.success) throw new Error(`DOLPHINID_CLIENTS is not valid: ${parsed.issues[0].message}`);
  return parsed.output;
}

export function findClient(env: Env, clientId: string, providerOrigin: string): RegisteredClient | null {
  const site = siteClient(env, providerOrigin);
  if (clientId === site.client_id) return site;
  return configuredClients(env).find((client) => client.client_id === clientId) ?? null;
}

/** The credentials a token or revocation request carries: HTTP Basic (client_secret_basic) or the body (client_secret_post, or none). */
function presentedCredentials(request: Request, body: { client_id?: string; client_secret?: string }): { clientId?: string; secret?: string; basic: boolean } {
  const header = request.headers.get("authorization");
  if (header?.toLowerCase().startsWith("basic ")) {
    let decoded = "";
    try {
      decoded = atob(header.slice(6).trim());
    } catch {
      throw new OAuthError("invalid_client", "The Authorization header is not valid Basic credentials.", 401, true);
    }
    const colon = decoded.indexOf(":");
    if (colon < 0) throw new OAuthError("invalid_client", "The Authorization header is not valid Basic credentials.", 401, true);
    // RFC 6749 2.3.1: both halves are form-encoded before Basic encoding.
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));
    try {
      return { clientId: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)), basic: true };
    } catch {
      throw new OAuthError("invalid_client", "The Authorization header is not valid Basic credentials.", 401, true);
    }
  }
  return { clientId: body.client_id, secret: body.client_secret, basic: false };
}

async function secretMatches(client: RegisteredClient, presented: string): Promise<boolean> {
  const expected = client.client_secret_sha256 ?? (client.client_secret ? await sha256(client.client_secret) : null);
  if (!expected) return false;
  const left = fromBase64url(await sha256(presented));
  const right = fromBase64url(expected);
  // Both are 32-byte digests; their length says nothing about the secret.
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}

/**
 * Authenticates the client of a token or revocation request: a public client names itself
 * (PKCE protects its codes), a confidential one proves its secret. Anything else is
 * `invalid_client` (401).
 */
export async function authenticateClient(
  env: Env,
  request: Request,
  body: { client_id?: string; client_secret?: string },
  providerOrigin: string,
): Promise<RegisteredClient> {
  const { clientId, secret, basic } = presentedCredentials(request, body);
  if (!clientId) throw new OAuthError("invalid_client", "The client is not identified: send client_id.", 401, basic);
  if (basic && body.client_id && body.client_id !== clientId) throw new OAuthError("invalid_request", "client_id differs from the Authorization header.");
  const client = findClient(env, clientId, providerOrigin);
  if (!client) throw new OAuthError("invalid_client", "The client is not registered.", 401, basic);
  if (client.type === "confidential") {
    if (!secret || !(await secretMatches(client, secret))) throw new OAuthError("invalid_client", "The client's credentials are not right.", 401, basic);
  }
  return client;
}
