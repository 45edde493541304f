/**
 * The site as DolphinID's OpenID Connect client (arctic): the OAuth hash (PKCE S256 verifier,
 * challenge and state), the authorisation URL, the code exchange and refresh at the token
 * endpoint, userinfo and revocation, all at the endpoints the provider's discovery document
 * names. Locally the provider is the built-in one, called in-process (a Worker cannot fetch
 * itself); with DOLPHINID_BASE_URL set, the same calls go over the network.
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, generateCodeVerifier, generateState } from "arctic";
import { decodeJwt } from "jose";
import { OAUTH_HASH_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { ACCESS_TOKEN_REFRESH_MARGIN_SECONDS, SITE_SCOPES, SITE_SERVICES } from "@common/identity";
import { type IdentityConfig, signValue, unsignValue, type OpenIdMetadata, openIdMetadata, type TokenEntry, identityApp } from "../identity";

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
  const url = new OAuth2Client("challenge", null, null).createAuthorizationURLWithPKCE(
    "https://challenge.invalid/",
    state,
    CodeChallengeMethod.S256,
    verifier,
    [],
  );
  return { hashMethod: "S256", hash: url.searchParams.get("code_challenge")!, state, verifier };
}

/** Sign-ins started in other tabs stay valid: the cookie keeps the last few hashes. */
const MAX_STORED_HASHES = 5;

function storedEntries(value: unknown): StoredHash[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is StoredHash =>
      Boolean(entry) &&
      typeof entry.state === "string" &&
      typeof entry.verifier === "string" &&
      typeof entry.expires === "number" &&
      entry.expires >= Date.now(),
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

/** The provider's endpoints, as its discovery document names them. */
export type ProviderEndpoints = Pick<OpenIdMetadata, "issuer" | "authorization_endpoint" | "token_endpoint" | "userinfo_endpoint" | "revocation_endpoint">;

/** An outside provider's document, read once per isolate. */
const discovered = new Map<string, Promise<ProviderEndpoints>>();

/**
 * The provider's endpoints from its discovery document: the built-in one's is the same
 * document /id/.well-known/openid-configuration serves, built in-process; an outside
 * provider's is fetched from its issuer once per isolate.
 */
export function providerEndpoints(config: IdentityConfig): Promise<ProviderEndpoints> {
  if (config.builtIn) return Promise.resolve(openIdMetadata(config.baseUrl));
  let endpoints = discovered.get(config.baseUrl);
  if (!endpoints) {
    endpoints = fetch(`${config.baseUrl}/.well-known/openid-configuration`, { headers: { Accept: "application/json" } }).then(async (response) => {
      const document = (await response.json().catch(() => null)) as ProviderEndpoints | null;
      if (!response.ok || !document?.token_endpoint || document.issuer !== config.baseUrl) throw new ProviderError(`discovery failed (${response.status})`);
      return document;
    });
    discovered.set(config.baseUrl, endpoints);
    endpoints.catch(() => discovered.delete(config.baseUrl));
  }
  return endpoints;
}

export function authorizeEndpoint(endpoints: ProviderEndpoints): string {
  return endpoints.authorization_endpoint;
}

/** The provider's authorisation address with every parameter (a GET alternative to the hidden form). */
export function authorizationUrl(config: IdentityConfig, hash: OAuthHash, endpoints: ProviderEndpoints): string {
  return oauthClient(config)
    .createAuthorizationURLWithPKCE(endpoints.authorization_endpoint, hash.state, CodeChallengeMethod.S256, hash.verifier, [...SITE_SCOPES])
    .toString();
}

/** The fields of the hidden sign-in form posted to the provider. */
export function authorizeFields(config: IdentityConfig, hash: OAuthHash): Record<string, string> {
  return {
    client_id: config.clientId,
    code_challenge: hash.hash,
    code_challenge_method: hash.hashMethod,
    redirect_uri: config.redirectUri,
    response_type: "code",
    scope: SITE_SCOPES.join(" "),
    state: hash.state,
  };
}

/**
 * Calls one of the provider's endpoints: in-process for the built-in one (a Worker cannot
 * fetch itself), over the network otherwise. The address is the discovered one either way.
 */
export async function callProvider(env: Env, config: IdentityConfig, url: string, init: RequestInit): Promise<Response> {
  if (config.builtIn) {
    // The provider app is mounted at /id: it is asked for the path below that, on this origin.
    const path = url.startsWith(config.baseUrl) ? url.slice(config.baseUrl.length) : url;
    return identityApp.request(new URL(path, config.baseUrl).toString(), init, env);
  }
  return fetch(url, init);
}

export class ProviderError extends Error {}

/** A token request as RFC 6749 makes it: a form, with the client's secret as Basic credentials when it has one. */
async function tokenRequest(env: Env, config: IdentityConfig, endpoint: string, fields: Record<string, string>): Promise<OAuth2Tokens> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };
  const body = new URLSearchParams(fields);
  if (config.clientSecret) {
    const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
    headers.Authorization = `Basic ${btoa(`${encode(config.clientId)}:${encode(config.clientSecret)}`)}`;
  } else {
    body.set("client_id", config.clientId);
  }
  const response = await callProvider(env, config, endpoint, { method: "POST", body, headers });
  const data = (await response.json().catch(() => null)) as { access_token?: string; error_description?: string; error?: string } | null;
  if (!response.ok || !data?.access_token) throw new ProviderError(data?.error_description ?? data?.error ?? `token request failed (${response.status})`);
  return new OAuth2Tokens(data);
}

/** The service tokens the session keeps: the one access token, which is scoped to both site services. */
function siteTokenEntries(tokens: OAuth2Tokens, userId: string, now = Date.now()): TokenEntry[] {
  const exp = Math.floor(now / 1000) + tokens.accessTokenExpiresInSeconds();
  let serviceRole = 0;
  try {
    const claims = decodeJwt(tokens.accessToken());
    if (typeof claims.serviceRole === "number") serviceRole = claims.serviceRole;
  } catch {
    // An outside provider's token may be opaque: the site itself never reads the role.
  }
  const serviceRefresh = exp - Math.min(ACCESS_TOKEN_REFRESH_MARGIN_SECONDS, Math.floor(tokens.accessTokenExpiresInSeconds() / 3));
  return SITE_SERVICES.map((serviceId) => ({ serviceId, serviceRole, userId, exp, serviceRefresh, token: tokens.accessToken() }));
}

export interface SiteSignIn {
  userId: string;
  email: string;
  refreshToken: string;
  tokens: TokenEntry[];
}

/** Exchanges the code and verifier at the token endpoint, then asks userinfo who signed in. */
export async function exchangeCodeForTokens(env: Env, config: IdentityConfig, code: string, verifier: string): Promise<SiteSignIn> {
  const endpoints = await providerEndpoints(config);
  const tokens = await tokenRequest(env, config, endpoints.token_endpoint, {
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: config.redirectUri,
  });
  if (!tokens.hasRefreshToken()) throw new ProviderError("no refresh token");
  const response = await callProvider(env, config, endpoints.userinfo_endpoint, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
  });
  const claims = (await response.json().catch(() => null)) as { sub?: string; email?: string } | null;
  if (!response.ok || !claims?.sub || !claims.email) throw new ProviderError(`userinfo failed (${response.status})`);
  return { userId: claims.sub, email: claims.email, refreshToken: tokens.refreshToken(), tokens: siteTokenEntries(tokens, claims.sub) };
}

/** Rotates the refresh token with the refresh_token grant and gets a fresh access token. */
export async function refreshSiteTokens(
  env: Env,
  config: IdentityConfig,
  refreshToken: string,
  userId: string,
): Promise<{ refreshToken: string; tokens: TokenEntry[] }> {
  const endpoints = await providerEndpoints(config);
  const tokens = await tokenRequest(env, config, endpoints.token_endpoint, { grant_type: "refresh_token", refresh_token: refreshToken });
  if (!tokens.hasRefreshToken()) throw new ProviderError("no refresh token");
  return { refreshToken: tokens.refreshToken(), tokens: siteTokenEntries(tokens, userId) };
}

/**
 * Makes a refresh token unusable at the provider (RFC 7009), on sign-out. The provider
 * revokes the whole sign-in it belongs to.
 */
export async function revokeAtProvider(env: Env, config: IdentityConfig, refreshToken: string): Promise<void> {
  const endpoints = await providerEndpoints(config);
  const body = new URLSearchParams({ token: refreshToken, token_type_hint: "refresh_token", client_id: config.clientId });
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (config.clientSecret) body.set("client_secret", config.clientSecret);
  const response = await callProvider(env, config, endpoints.revocation_endpoint, { method: "POST", body, headers });
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
  return callProvider(env, config, `${config.baseUrl}${path}`, { method, headers, body: payload });
}
