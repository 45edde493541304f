/**
 * The built-in DolphinID provider as a standard OpenID Connect provider, driven by
 * oauth4webapi (a certified OpenID client) in the Workers runtime: discovery, the
 * authorisation request, the sign-in, the code exchange, the ID token checked against the
 * JWKS, userinfo, refresh with rotation, a reused refresh token revoking its family, and
 * revocation; then the refusals a client must be told about in RFC 6749's words, and the
 * ones it must never be redirected for. The client's fetch reaches the Worker in-process.
 */
import { env } from "cloudflare:test";
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from "jose";
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { accounts } from "../workers/db/schema";
import { sha256 } from "../workers/identity/crypto";
import { registerAccount } from "../workers/identity/provider";
import { signInToDolphinId } from "../workers/identity/provider-forms";
import { runOperation } from "../workers/operation";
import { createServer } from "../workers/server";
import { eq } from "drizzle-orm";
import { freshAddress } from "./helpers/operations";
import { TEST_SIGNING_KEY } from "./helpers/signing-key";
import "../workers/operation-surroundings";

const ORIGIN = "https://dolphin.test";
const ISSUER = new URL(`${ORIGIN}/id`);
const PUBLIC_CLIENT = { client_id: "reader-app", redirect_uri: "https://reader.example/callback" };
const CONFIDENTIAL_CLIENT = {
  client_id: "partner-portal",
  redirect_uri: "https://partner.example/signed-in",
  secret: "a partner secret that is long enough to count",
};
const PASSWORD = "a long enough password";

let testEnv: Env;
const server = createServer();
/** oauth4webapi's fetch: the Worker in this process, with the clients registered by configuration. */
const inProcess = async (url: string, init?: RequestInit): Promise<Response> => server.fetch(new Request(url, init), testEnv);
const options = { [oauth.customFetch]: inProcess };

let as: oauth.AuthorizationServer;
let email: string;
let accountId: string;

beforeAll(async () => {
  testEnv = {
    ...env,
    DOLPHINID_CLIENTS: JSON.stringify([
      { client_id: PUBLIC_CLIENT.client_id, redirect_uris: [PUBLIC_CLIENT.redirect_uri], type: "public" },
      {
        client_id: CONFIDENTIAL_CLIENT.client_id,
        redirect_uris: [CONFIDENTIAL_CLIENT.redirect_uri],
        type: "confidential",
        client_secret_sha256: await sha256(CONFIDENTIAL_CLIENT.secret),
      },
    ]),
  } as Env;
  as = await oauth.processDiscoveryResponse(ISSUER, await oauth.discoveryRequest(ISSUER, { ...options, algorithm: "oidc" }));
  email = `openid.${Date.now()}@example.org`;
  const account = await registerAccount(getDb(env.DB), { email, password: PASSWORD });
  accountId = account.id;
  await getDb(env.DB).update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, account.id));
});

/** The authorisation request's address, as a client builds it. */
function authorizationUrl(params: Record<string, string>): URL {
  const url = new URL(as.authorization_endpoint!);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/** Signs in on the provider's page (its form's operation) and returns where the browser is sent: the client's address with the code. */
async function signIn(url: URL): Promise<URL> {
  const input: Record<string, string> = { email, password: PASSWORD, ...Object.fromEntries(url.searchParams) };
  const request = new Request(url, { method: "POST", headers: { "CF-Connecting-IP": freshAddress() } });
  const result = await runOperation(signInToDolphinId, { env: testEnv, request, input });
  if (result.kind !== "done" || !result.redirect) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  return new URL(result.redirect);
}

async function startFlow(client: { client_id: string; redirect_uri: string }, extra: Record<string, string> = {}) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = authorizationUrl({
    client_id: client.client_id,
    redirect_uri: client.redirect_uri,
    response_type: "code",
    scope: "openid email",
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...extra,
  });
  return { verifier, state, nonce, url };
}

/** A whole sign-in of the public client, through to its processed token answer. */
async function signedInTokens(client: oauth.Client) {
  const flow = await startFlow(PUBLIC_CLIENT);
  return oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      oauth.validateAuthResponse(as, client, await signIn(flow.url), flow.state),
      PUBLIC_CLIENT.redirect_uri,
      flow.verifier,
      options,
    ),
    { expectedNonce: flow.nonce },
  );
}

describe("the whole flow with oauth4webapi", () => {
  it("discovers the provider, signs in, exchanges the code, validates the ID token against the JWKS, reads userinfo, refreshes with rotation, refuses reuse and revokes", async () => {
    expect(as.issuer).toBe(ISSUER.href);
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);
    expect(as.ui_locales_supported).toEqual(["en-GB", "en-US", "de-DE", "fr-FR", "nl-NL"]);
    expect(as.id_token_signing_alg_values_supported).toEqual(["ES256"]);
    // RFC 8414's address for an issuer with a path says the same.
    const rfc8414 = await inProcess(`${ORIGIN}/.well-known/oauth-authorization-server/id`);
    await expect(rfc8414.json()).resolves.toMatchObject({ issuer: ISSUER.href, token_endpoint: as.token_endpoint });

    const client: oauth.Client = { client_id: PUBLIC_CLIENT.client_id };
    const { verifier, state, nonce, url } = await startFlow(PUBLIC_CLIENT);
    // A valid request is not redirected: the sign-in page is shown.
    const page = await inProcess(url.href);
    expect(page.headers.get("location")).toBeNull();

    const callback = await signIn(url);
    expect(callback.origin + callback.pathname).toBe(PUBLIC_CLIENT.redirect_uri);
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokenResponse = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, PUBLIC_CLIENT.redirect_uri, verifier, options);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse, { expectedNonce: nonce, requireIdToken: true });
    expect(tokens.token_type).toBe("bearer");
    expect(tokens.expires_in).toBe(900);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const idClaims = oauth.getValidatedIdTokenClaims(tokens)!;
    expect(idClaims).toMatchObject({ sub: accountId, nonce, email, email_verified: true, aud: PUBLIC_CLIENT.client_id });

    // The ID token's signature, checked with the published keys.
    const jwksResponse = await inProcess(as.jwks_uri!);
    // A client in a browser on another origin may read the keys.
    expect(jwksResponse.headers.get("access-control-allow-origin")).toBe("*");
    const jwks = await jwksResponse.json<{ keys: Record<string, string>[] }>();
    expect(jwks.keys.every((key) => key.kid && key.alg === "ES256" && !("d" in key))).toBe(true);
    const verified = await jwtVerify(tokens.id_token!, createLocalJWKSet(jwks as never), {
      issuer: ISSUER.href,
      audience: PUBLIC_CLIENT.client_id,
      algorithms: ["ES256"],
    });
    expect(verified.payload.nonce).toBe(nonce);
    // The access token is an RFC 9068 JWT the client can check with the same keys.
    const accessClaims = await oauth.validateJwtAccessToken(
      as,
      new Request(as.userinfo_endpoint!, { headers: { Authorization: `Bearer ${tokens.access_token}` } }),
      ISSUER.href,
      options,
    );
    expect(accessClaims).toMatchObject({ sub: accountId, client_id: PUBLIC_CLIENT.client_id, scope: "openid email" });

    const userinfo = await oauth.processUserInfoResponse(as, client, idClaims.sub, await oauth.userInfoRequest(as, client, tokens.access_token, options));
    expect(userinfo).toEqual({ sub: accountId, email, email_verified: true });

    // Refresh: a new refresh token each time; the old one is spent.
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const rotated = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshed.refresh_token!, options),
    );

    // Presenting the first one again looks like theft: refused, and the whole family is revoked.
    const reuse = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options);
    await expect(oauth.processRefreshTokenResponse(as, client, reuse)).rejects.toMatchObject({ error: "invalid_grant" });
    const afterTheft = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), rotated.refresh_token!, options);
    await expect(oauth.processRefreshTokenResponse(as, client, afterTheft)).rejects.toMatchObject({ error: "invalid_grant" });

    // Revocation (RFC 7009) of a new sign-in's refresh token: it no longer refreshes.
    const secondTokens = await signedInTokens(client);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), secondTokens.refresh_token!, options));
    const revoked = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), secondTokens.refresh_token!, options);
    await expect(oauth.processRefreshTokenResponse(as, client, revoked)).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("authenticates a confidential client by its secret, and refuses a wrong one with invalid_client", async () => {
    const client: oauth.Client = { client_id: CONFIDENTIAL_CLIENT.client_id };
    const { verifier, state, url } = await startFlow(CONFIDENTIAL_CLIENT, { scope: "openid" });
    const params = oauth.validateAuthResponse(as, client, await signIn(url), state);
    const wrong = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic("not the secret"),
      params,
      CONFIDENTIAL_CLIENT.redirect_uri,
      verifier,
      options,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic/);
    await expect(wrong.clone().json()).resolves.toMatchObject({ error: "invalid_client" });
    await expect(oauth.processAuthorizationCodeResponse(as, client, wrong)).rejects.toMatchObject({ code: oauth.WWW_AUTHENTICATE_CHALLENGE, status: 401 });

    const again = await startFlow(CONFIDENTIAL_CLIENT, { scope: "openid" });
    const againParams = oauth.validateAuthResponse(as, client, await signIn(again.url), again.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(CONFIDENTIAL_CLIENT.secret),
      againParams,
      CONFIDENTIAL_CLIENT.redirect_uri,
      again.verifier,
      options,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: again.nonce });
    // Only `openid` was asked for: no address claims.
    expect(oauth.getValidatedIdTokenClaims(tokens)).not.toHaveProperty("email");
    const userinfo = await oauth.processUserInfoResponse(as, client, accountId, await oauth.userInfoRequest(as, client, tokens.access_token, options));
    expect(userinfo).toEqual({ sub: accountId });
  });
});

describe("rotating the signing key", () => {
  it("publishes the new key and the previous one, signs with the new one, accepts the previous one's tokens until it is dropped", async () => {
    const client: oauth.Client = { client_id: PUBLIC_CLIENT.client_id };
    const clientsOnly = testEnv;
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const next = { ...(await exportJWK(privateKey)), kid: "2027-01" };
    const { d: _private, ...previousPublic } = TEST_SIGNING_KEY;
    const withKeys = (keys: object[]) => ({ ...clientsOnly, DOLPHINID_SIGNING_KEYS: JSON.stringify(keys) }) as Env;
    try {
      // Before: the current key alone signs.
      testEnv = withKeys([TEST_SIGNING_KEY]);
      const oldTokens = await signedInTokens(client);
      expect(decodeProtectedHeader(oldTokens.access_token).kid).toBe(TEST_SIGNING_KEY.kid);

      // Step 1: the new key first, the previous one kept (its public half is enough).
      testEnv = withKeys([next, previousPublic]);
      const jwks = await (await inProcess(as.jwks_uri!)).json<{ keys: Record<string, string>[] }>();
      expect(jwks.keys.map((key) => key.kid)).toEqual(["2027-01", TEST_SIGNING_KEY.kid]);
      expect(jwks.keys.some((key) => "d" in key)).toBe(false);
      // A token the previous key signed still works.
      const stillValid = await oauth.userInfoRequest(as, client, oldTokens.access_token, options);
      expect(stillValid.status).toBe(200);
      // New tokens carry the new key's kid and verify against the published set.
      const refreshed = await oauth.processRefreshTokenResponse(
        as,
        client,
        await oauth.refreshTokenGrantRequest(as, client, oauth.None(), oldTokens.refresh_token!, options),
      );
      expect(decodeProtectedHeader(refreshed.access_token).kid).toBe("2027-01");
      expect(decodeProtectedHeader(refreshed.id_token!).kid).toBe("2027-01");
      await expect(
        jwtVerify(refreshed.id_token!, createLocalJWKSet(jwks as never), { issuer: ISSUER.href, audience: PUBLIC_CLIENT.client_id }),
      ).resolves.toBeTruthy();

      // Step 2: the previous key dropped: what it signed no longer verifies; the new tokens do.
      testEnv = withKeys([next]);
      const dropped = await inProcess(as.userinfo_endpoint!, { headers: { Authorization: `Bearer ${oldTokens.access_token}` } });
      expect(dropped.status).toBe(401);
      expect(dropped.headers.get("www-authenticate")).toContain('error="invalid_token"');
      expect((await oauth.userInfoRequest(as, client, refreshed.access_token, options)).status).toBe(200);
    } finally {
      testEnv = clientsOnly;
    }
  });
});

describe("errors in RFC 6749's shape", () => {
  const client: oauth.Client = { client_id: PUBLIC_CLIENT.client_id };

  it("sends a request without code_challenge back to the client with error=invalid_request and its state", async () => {
    const { url, state } = await startFlow(PUBLIC_CLIENT);
    url.searchParams.delete("code_challenge");
    url.searchParams.delete("code_challenge_method");
    const response = await inProcess(url.href, { redirect: "manual" });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(PUBLIC_CLIENT.redirect_uri);
    expect(() => oauth.validateAuthResponse(as, client, back, state)).toThrow(expect.objectContaining({ error: "invalid_request" }));
    expect(back.searchParams.get("state")).toBe(state);
  });

  it("refuses the plain PKCE method and an unknown scope, at the client's address", async () => {
    const plain = await startFlow(PUBLIC_CLIENT, { code_challenge_method: "plain" });
    plain.url.searchParams.set("code_challenge", plain.verifier);
    const refused = new URL((await inProcess(plain.url.href, { redirect: "manual" })).headers.get("location")!);
    expect(refused.searchParams.get("error")).toBe("invalid_request");
    expect(refused.searchParams.get("state")).toBe(plain.state);

    // The site's own services are not for another client to ask for.
    const services = await startFlow(PUBLIC_CLIENT, { scope: "openid account" });
    const tooMuch = new URL((await inProcess(services.url.href, { redirect: "manual" })).headers.get("location")!);
    expect(tooMuch.searchParams.get("error")).toBe("invalid_scope");
  });

  it("never redirects to an unregistered address or for an unknown client", async () => {
    const elsewhere = await startFlow({ ...PUBLIC_CLIENT, redirect_uri: "https://evil.example/callback" }, { code_challenge_method: "plain" });
    const response = await inProcess(elsewhere.url.href, { redirect: "manual" });
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).not.toBe(303);
    const unknown = await startFlow({ client_id: "nobody", redirect_uri: PUBLIC_CLIENT.redirect_uri });
    expect((await inProcess(unknown.url.href, { redirect: "manual" })).headers.get("location")).toBeNull();
    // Nor after signing in: the sign-in form's answer is a refusal, not a redirect.
    const request = new Request(elsewhere.url, { method: "POST", headers: { "CF-Connecting-IP": freshAddress() } });
    const signedIn = await runOperation(signInToDolphinId, {
      env: testEnv,
      request,
      input: { email, password: PASSWORD, ...Object.fromEntries(elsewhere.url.searchParams) },
    });
    expect(signedIn).toMatchObject({ kind: "refused", status: 400 });
  });

  it("answers a wrong verifier with invalid_grant, an unknown client with invalid_client and an unknown grant with unsupported_grant_type", async () => {
    const { url, state } = await startFlow(PUBLIC_CLIENT);
    const params = oauth.validateAuthResponse(as, client, await signIn(url), state);
    const wrongVerifier = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      PUBLIC_CLIENT.redirect_uri,
      oauth.generateRandomCodeVerifier(),
      options,
    );
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.headers.get("cache-control")).toBe("no-store");
    await expect(oauth.processAuthorizationCodeResponse(as, client, wrongVerifier)).rejects.toMatchObject({ error: "invalid_grant" });

    const stranger: oauth.Client = { client_id: "nobody" };
    const unknownClient = await oauth.refreshTokenGrantRequest(as, stranger, oauth.None(), "any-refresh-token", options);
    expect(unknownClient.status).toBe(401);
    await expect(oauth.processRefreshTokenResponse(as, stranger, unknownClient)).rejects.toMatchObject({ error: "invalid_client" });

    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const password = await inProcess(as.token_endpoint!, form({ grant_type: "password", client_id: PUBLIC_CLIENT.client_id }));
    expect(password.status).toBe(400);
    await expect(password.json()).resolves.toMatchObject({ error: "unsupported_grant_type" });
    const missing = await inProcess(as.token_endpoint!, form({ grant_type: "authorization_code", client_id: PUBLIC_CLIENT.client_id }));
    expect(missing.status).toBe(400);
    await expect(missing.json()).resolves.toMatchObject({ error: "invalid_request", error_description: "code is required" });
    // A refresh token belongs to the client it was issued to.
    const flow = await startFlow(PUBLIC_CLIENT);
    const code = oauth.validateAuthResponse(as, client, await signIn(flow.url), flow.state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), code, PUBLIC_CLIENT.redirect_uri, flow.verifier, options),
      { expectedNonce: flow.nonce },
    );
    const other = await inProcess(as.token_endpoint!, form({ grant_type: "refresh_token", refresh_token: tokens.refresh_token!, client_id: "dolphin-site" }));
    await expect(other.json()).resolves.toMatchObject({ error: "invalid_grant" });
  });

  it("refuses userinfo without a valid bearer token, with a Bearer challenge", async () => {
    const none = await inProcess(as.userinfo_endpoint!);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const forged = await inProcess(as.userinfo_endpoint!, { headers: { Authorization: "Bearer a.b.c" } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});
