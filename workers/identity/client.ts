/**
 * The site as DolphinID's OAuth client (arctic): the OAuth hash (PKCE S256 verifier,
 * challenge and state), the authorisation URL, the code exchange and the service-token
 * refresh. Locally the provider is the built-in one, called in-process (a Worker cannot
 * fetch itself); with DOLPHINID_BASE_URL set, the same calls go over the network.
 */
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from "arctic";
import { OAUTH_HASH_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { SITE_SERVICES } from "@common/identity";
import type { IdentityConfig } from "./config";
import { signValue, unsignValue } from "./crypto";
import type { TokenEntry } from "./provider";
import { identityApp } from "./routes";

/** Spec 3 "OAuth hash". */
export interface OAuthHash {
  hashMethod: "S256";
  hash: string;
  state: string;
  verifier: string;
}

/** What the signed hash cookie holds for 10 minutes. */
export interface StoredHash {
  state: string;
  verifier: string;
  remember: boolean;
  returnTo: string | null;
  /** Milliseconds since the epoch. */
  expires: number;
}

export function createOAuthHash(): OAuthHash {
  const verifier = generateCodeVerifier();
  const state = generateState();
  // arctic computes the S256 challenge as part of the authorisation URL.
  const url = new OAuth2Client("challenge", null, null).createAuthorizationURLWithPKCE("https://challenge.invalid/", state, CodeChallengeMethod.S256, verifier, []);
  return { hashMethod: "S256", hash: url.searchParams.get("code_challenge")!, state, verifier };
}

/** Sign-ins started in other tabs stay valid: the cookie keeps the last few hashes. */
const MAX_STORED_HASHES = 5;

function storedEntries(value: unknown): StoredHash[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is StoredHash =>
      Boolean(entry) && typeof entry.state === "string" && typeof entry.verifier === "string" && typeof entry.expires === "number" && entry.expires >= Date.now(),
  );
}

/** The signed cookie value: this hash plus the live ones already in `previous`. */
export async function sealHash(
  config: IdentityConfig,
  hash: OAuthHash,
  options: { remember?: boolean; returnTo?: string | null; previous?: string | null } = {},
): Promise<string> {
  const stored: StoredHash = {
    state: hash.state,
    verifier: hash.verifier,
    remember: options.remember ?? false,
    returnTo: options.returnTo ?? null,
    expires: Date.now() + OAUTH_HASH_COOKIE_LIFETIME_SECONDS * 1000,
  };
  const earlier = storedEntries(await unsignValue<unknown>(config.secret, options.previous)).slice(-(MAX_STORED_HASHES - 1));
  return signValue(config.secret, [...earlier, stored]);
}

/** The live hashes of the cookie (empty when missing, forged or expired). */
export async function openHashes(config: IdentityConfig, cookie: string | undefined | null): Promise<StoredHash[]> {
  return storedEntries(await unsignValue<unknown>(config.secret, cookie));
}

function oauthClient(config: IdentityConfig): OAuth2Client {
  return new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
}

export function authorizeEndpoint(config: IdentityConfig): string {
  return `${config.baseUrl}/oauth/authorize`;
}

/** The provider's authorisation address with every parameter (a GET alternative to the hidden form). */
export function authorizationUrl(config: IdentityConfig, hash: OAuthHash): string {
  return oauthClient(config).createAuthorizationURLWithPKCE(authorizeEndpoint(config), hash.state, CodeChallengeMethod.S256, hash.verifier, []).toString();
}

/** The fields of the hidden sign-in form posted to the provider. */
export function authorizeFields(config: IdentityConfig, hash: OAuthHash): Record<string, string> {
  return {
    client_id: config.clientId,
    code_challenge: hash.hash,
    code_challenge_method: hash.hashMethod,
    redirect_uri: config.redirectUri,
    response_type: "code",
    state: hash.state,
  };
}

/** Calls the provider: in-process for the built-in one, over the network otherwise. */
export async function callProvider(env: Env, config: IdentityConfig, path: string, init: RequestInit): Promise<Response> {
  if (config.builtIn) return identityApp.request(path, init, env);
  return fetch(`${config.baseUrl}${path}`, init);
}

export class ProviderError extends Error {}

/** Exchanges the code and verifier for a refresh token. */
export async function exchangeCodeForRefreshToken(env: Env, config: IdentityConfig, code: string, verifier: string): Promise<string> {
  if (!config.builtIn) {
    const tokens = await oauthClient(config).validateAuthorizationCode(`${config.baseUrl}/oauth/token`, code, verifier);
    return tokens.refreshToken();
  }
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
  });
  const response = await callProvider(env, config, "/oauth/token", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const data = (await response.json().catch(() => null)) as { refresh_token?: string; message?: string } | null;
  if (!response.ok || !data?.refresh_token) throw new ProviderError(data?.message ?? `token exchange failed (${response.status})`);
  return data.refresh_token;
}

/** Rotates the refresh token and gets fresh service tokens. */
export async function refreshSiteTokens(env: Env, config: IdentityConfig, refreshToken: string): Promise<{ refreshToken: string; tokens: TokenEntry[] }> {
  const body = new URLSearchParams({ refresh_token: refreshToken });
  for (const service of SITE_SERVICES) body.append("services", service);
  const response = await callProvider(env, config, "/refresh", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const data = (await response.json().catch(() => null)) as { refresh_token?: string; tokens?: TokenEntry[]; message?: string } | null;
  if (!response.ok || !data?.refresh_token || !Array.isArray(data.tokens)) throw new ProviderError(data?.message ?? `refresh failed (${response.status})`);
  return { refreshToken: data.refresh_token, tokens: data.tokens };
}

/**
 * Makes a refresh token unusable at the provider (RFC 7009), on sign-out. The provider
 * revokes the whole sign-in it belongs to.
 */
export async function revokeAtProvider(env: Env, config: IdentityConfig, refreshToken: string): Promise<void> {
  const body = new URLSearchParams({ token: refreshToken, token_type_hint: "refresh_token", client_id: config.clientId });
  const response = await callProvider(env, config, "/oauth/revoke", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  if (!response.ok) throw new ProviderError(`revocation failed (${response.status})`);
}

/** Calls the account service with an access token. */
export async function callAccountService(
  env: Env,
  config: IdentityConfig,
  accessToken: string,
  method: string,
  path: string,
  body?: Record<string, string>,
): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}`, Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body);
  }
  return callProvider(env, config, path, { method, headers, body: payload });
}
