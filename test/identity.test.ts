/**
 * DolphinID and the account API in the Workers runtime: the code + PKCE exchange and its
 * refusals, refresh rotation, roles and environments, contacts, isolation between accounts,
 * sign-in rate limits, password reset, preferences and sessions.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  ROLE_ADMIN,
  ROLE_CODE,
  ROLE_SUPERADMIN,
  ROLE_USER,
  SERVICE_ACCOUNT,
  SERVER_ENVIRONMENTS,
  SESSION_COOKIE,
  isAdmin,
  isSuperAdmin,
  roleAccountType,
} from "@common/identity";
import { getDb } from "../workers/db/client";
import { accountRoles } from "../workers/db/schema";
import { DEFAULT_CLIENT_ID } from "../workers/identity/config";
import { createOAuthHash } from "../workers/session/client";
import { checkAuthorizeRequest, issueCode, registerAccount, verifyCredentials } from "../workers/identity/provider";
import { signAccessToken } from "../workers/identity/tokens";
import { LocalHumanVerifier } from "../workers/services/human-check";
import { TEST_REDIRECT_URI, createSignedInUser } from "./helpers/auth";

const ORIGIN = "http://localhost";
const db = () => getDb(env.DB);

const post = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", ...headers },
    body: body.toString(),
  };
};

function authorizeParams(hash = createOAuthHash(), overrides: Record<string, string> = {}) {
  return {
    client_id: DEFAULT_CLIENT_ID,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: "code",
    code_challenge: hash.hash,
    code_challenge_method: "S256",
    state: hash.state,
    ...overrides,
  };
}

let emailCounter = 0;
const newEmail = () => `person${++emailCounter}.${Date.now()}@example.org`;

async function codeFor(accountId: string, hash = createOAuthHash(), now?: number) {
  const redirect = await issueCode(db(), accountId, authorizeParams(hash), now);
  const url = new URL(redirect);
  return { code: url.searchParams.get("code")!, state: url.searchParams.get("state"), hash };
}

function exchange(code: string, verifier: string, overrides: Record<string, string> = {}) {
  return SELF.fetch(
    `${ORIGIN}/id/oauth/token`,
    post({ grant_type: "authorization_code", code, code_verifier: verifier, client_id: DEFAULT_CLIENT_ID, redirect_uri: TEST_REDIRECT_URI, ...overrides }),
  );
}

describe("authorisation code with PKCE", () => {
  it("exchanges a code and its verifier for a refresh token, then for service tokens", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const { code, state, hash } = await codeFor(account.id);
    expect(state).toBe(hash.state);
    const response = await exchange(code, hash.verifier);
    expect(response.status).toBe(200);
    const body = await response.json<{ refresh_token: string }>();
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const refreshed = await SELF.fetch(`${ORIGIN}/id/refresh`, post({ refresh_token: body.refresh_token, services: [SERVICE_ACCOUNT, "video-calling"] }));
    expect(refreshed.status).toBe(200);
    const tokens = await refreshed.json<{
      refresh_token: string;
      tokens: { serviceId: string; serviceRole: number; userId: string; exp: number; serviceRefresh: number; token: string }[];
    }>();
    expect(tokens.tokens.map((entry) => entry.serviceId)).toEqual([SERVICE_ACCOUNT, "video-calling"]);
    const entry = tokens.tokens[0]!;
    expect(entry.userId).toBe(account.id);
    expect(entry.serviceRole).toBe(ROLE_USER | SERVER_ENVIRONMENTS.local);
    expect(entry.exp).toBeGreaterThan(Date.now() / 1000);
    expect(entry.serviceRefresh).toBeLessThan(entry.exp);

    const profile = await SELF.fetch(`${ORIGIN}/id/profile`, { headers: { Authorization: `Bearer ${entry.token}` } });
    await expect(profile.json()).resolves.toEqual({ email: account.email });
    const accountBody = await SELF.fetch(`${ORIGIN}/id/account`, { headers: { Authorization: `Bearer ${entry.token}` } });
    await expect(accountBody.json()).resolves.toEqual({ dolphinId: account.email, termsAccepted: null });
  });

  it("refuses a wrong verifier", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const { code } = await codeFor(account.id);
    const response = await exchange(code, createOAuthHash().verifier);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ error: "invalid_grant", message: "The code verifier does not match the code challenge." });
  });

  it("refuses a code used twice", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const { code, hash } = await codeFor(account.id);
    expect((await exchange(code, hash.verifier)).status).toBe(200);
    const again = await exchange(code, hash.verifier);
    expect(again.status).toBe(400);
    await expect(again.json()).resolves.toMatchObject({ error: "invalid_grant", message: "The authorisation code is not valid or has already been used." });
  });

  it("refuses an expired code", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const { code, hash } = await codeFor(account.id, createOAuthHash(), Date.now() - 5 * 60_000);
    const response = await exchange(code, hash.verifier);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ message: "The authorisation code has expired." });
  });

  it("refuses a code presented with another redirect address", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const { code, hash } = await codeFor(account.id);
    const response = await exchange(code, hash.verifier, { redirect_uri: "https://evil.example/account/oauth_verify" });
    expect(response.status).toBe(400);
  });

  it("refuses an unregistered redirect address, an unknown client and the plain method", () => {
    const unknownRedirect = checkAuthorizeRequest(env, authorizeParams(undefined, { redirect_uri: "https://evil.example/account/oauth_verify" }), ORIGIN);
    expect(unknownRedirect).toMatchObject({ ok: false, redirect: null });
    const unknownClient = checkAuthorizeRequest(env, authorizeParams(undefined, { client_id: "someone-else" }), ORIGIN);
    expect(unknownClient).toMatchObject({ ok: false, redirect: null });

    const hash = createOAuthHash();
    const plain = checkAuthorizeRequest(env, authorizeParams(hash, { code_challenge_method: "plain", code_challenge: hash.verifier }), ORIGIN);
    expect(plain.ok).toBe(false);
    const back = new URL((plain as { redirect: string }).redirect);
    expect(back.origin + back.pathname).toBe(TEST_REDIRECT_URI);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.get("state")).toBe(hash.state);

    const missing = checkAuthorizeRequest(env, authorizeParams(hash, { code_challenge_method: "" }), ORIGIN);
    expect(missing.ok).toBe(false);
    expect(checkAuthorizeRequest(env, authorizeParams(hash), ORIGIN).ok).toBe(true);
  });
});

describe("refresh tokens", () => {
  it("rotate: the old token stops working, and reusing it revokes the new one too", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const { code, hash } = await codeFor(account.id);
    const first = (await (await exchange(code, hash.verifier)).json<{ refresh_token: string }>()).refresh_token;
    const rotated = await SELF.fetch(`${ORIGIN}/id/refresh`, post({ refresh_token: first, services: SERVICE_ACCOUNT }));
    expect(rotated.status).toBe(200);
    const second = (await rotated.json<{ refresh_token: string }>()).refresh_token;
    expect(second).not.toBe(first);

    const reused = await SELF.fetch(`${ORIGIN}/id/refresh`, post({ refresh_token: first, services: SERVICE_ACCOUNT }));
    expect(reused.status).toBe(400);
    await expect(reused.json()).resolves.toMatchObject({ error: "invalid_grant" });
    // The reuse looked like theft: the whole family is revoked.
    const afterTheft = await SELF.fetch(`${ORIGIN}/id/refresh`, post({ refresh_token: second, services: SERVICE_ACCOUNT }));
    expect(afterTheft.status).toBe(400);
  });
});

describe("service roles and environments", () => {
  it("reads the account type bits and admin levels", () => {
    expect(roleAccountType(ROLE_USER | 5)).toBe(ROLE_USER);
    expect(roleAccountType(ROLE_CODE | 1)).toBe(ROLE_CODE);
    expect(isAdmin(ROLE_USER)).toBe(false);
    expect(isAdmin(ROLE_CODE)).toBe(false);
    expect(isAdmin(ROLE_ADMIN)).toBe(true);
    expect(isAdmin(0x70)).toBe(true);
    expect(isSuperAdmin(ROLE_SUPERADMIN | ROLE_USER)).toBe(true);
    expect(isAdmin(ROLE_SUPERADMIN)).toBe(true);
  });

  it("issues the account's role with its environment, and refuses a token for another environment", async () => {
    const user = await createSignedInUser(env);
    await db().insert(accountRoles).values({ accountId: user.userId, accountType: ROLE_ADMIN, environment: SERVER_ENVIRONMENTS.production });
    const { code, hash } = await codeFor(user.userId);
    const refresh = (await (await exchange(code, hash.verifier)).json<{ refresh_token: string }>()).refresh_token;
    const tokens = await (await SELF.fetch(`${ORIGIN}/id/refresh`, post({ refresh_token: refresh, services: SERVICE_ACCOUNT }))).json<{
      tokens: { serviceRole: number; token: string }[];
    }>();
    expect(tokens.tokens[0]!.serviceRole).toBe(ROLE_ADMIN | SERVER_ENVIRONMENTS.production);
    const refused = await SELF.fetch(`${ORIGIN}/id/account`, { headers: { Authorization: `Bearer ${tokens.tokens[0]!.token}` } });
    expect(refused.status).toBe(403);
    await expect(refused.json()).resolves.toEqual({
      message: 'Your account is setup to use the "production" environment, and does not have access to the "local" environment',
    });
  });

  it("refuses a missing, forged, expired or wrong-service token", async () => {
    const user = await createSignedInUser(env);
    expect((await SELF.fetch(`${ORIGIN}/id/account`)).status).toBe(401);
    const forged = await SELF.fetch(`${ORIGIN}/id/account`, { headers: { Authorization: "Bearer a.b.c" } });
    expect(forged.status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAccessToken(env, {
      serviceId: SERVICE_ACCOUNT,
      serviceRole: ROLE_USER | SERVER_ENVIRONMENTS.local,
      userId: user.userId,
      exp: now - 10,
      serviceRefresh: now - 100,
    });
    expect((await SELF.fetch(`${ORIGIN}/id/account`, { headers: { Authorization: `Bearer ${expired}` } })).status).toBe(401);
    const calling = await signAccessToken(env, {
      serviceId: "video-calling",
      serviceRole: ROLE_USER | SERVER_ENVIRONMENTS.local,
      userId: user.userId,
      exp: now + 100,
      serviceRefresh: now + 50,
    });
    expect((await SELF.fetch(`${ORIGIN}/id/account`, { headers: { Authorization: `Bearer ${calling}` } })).status).toBe(403);
  });
});

describe("account API with the session cookie", () => {
  const api = (path: string, cookie: string, init: RequestInit = {}) =>
    SELF.fetch(`${ORIGIN}/api/v1${path}`, {
      ...init,
      headers: { "X-Requested-With": "XMLHttpRequest", ...(init.headers as Record<string, string>), Cookie: cookie },
    });

  it("answers 401 with a message without a session", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/v1/account`);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({ message: expect.stringContaining("sign in again") });
  });

  it("reads the account and accepts the terms", async () => {
    const user = await createSignedInUser(env);
    const before = await (await api("/account", user.cookie)).json();
    expect(before).toEqual({ dolphinId: user.email, termsAccepted: null, email: user.email });
    const accepted = await api("/account/terms", user.cookie, { method: "POST" });
    expect(accepted.status).toBe(200);
    const body = await accepted.json<{ dolphinId: string; termsAccepted: string }>();
    expect(body.dolphinId).toBe(user.email);
    expect(new Date(body.termsAccepted).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const row = await env.DB.prepare("SELECT terms_accepted_at FROM accounts WHERE id = ?").bind(user.userId).first<{ terms_accepted_at: number }>();
    expect(row?.terms_accepted_at).toBe(new Date(body.termsAccepted).getTime());
  });

  it("adds, lists, edits and deletes contacts, setting userId for DolphinIDs", async () => {
    const user = await createSignedInUser(env);
    const friend = await createSignedInUser(env);
    // Amira takes calls from her address book only (the default) and lists the user: only so is her userId given.
    await api("/account/contacts", friend.cookie, post({ contactName: "User", contactEmail: user.email }));
    const added = await api("/account/contacts", user.cookie, post({ contactName: "Amira Khan", contactEmail: friend.email.toUpperCase() }));
    expect(added.status).toBe(201);
    await expect(added.json()).resolves.toEqual({ contactName: "Amira Khan", contactEmail: friend.email, userId: friend.userId });
    const stranger = await api("/account/contacts", user.cookie, post({ contactName: "Bob Lee", contactEmail: "bob.lee@example.net" }));
    await expect(stranger.json()).resolves.toEqual({ contactName: "Bob Lee", contactEmail: "bob.lee@example.net", userId: null });

    const list = await (await api("/account/contacts", user.cookie)).json();
    expect(list).toEqual([
      { contactName: "Amira Khan", contactEmail: friend.email, userId: friend.userId },
      { contactName: "Bob Lee", contactEmail: "bob.lee@example.net", userId: null },
    ]);

    const edited = await api(`/account/contacts/${encodeURIComponent("bob.lee@example.net")}`, user.cookie, {
      ...post({ contactName: "Robert Lee", contactEmail: "rob@example.net" }),
      method: "PATCH",
    });
    expect(edited.status).toBe(200);
    await expect(edited.json()).resolves.toEqual({ contactName: "Robert Lee", contactEmail: "rob@example.net", userId: null });

    const removed = await api(`/account/contacts/${encodeURIComponent("rob@example.net")}`, user.cookie, { method: "DELETE" });
    expect(removed.status).toBe(204);
    const after = await (await api("/account/contacts", user.cookie)).json<unknown[]>();
    expect(after).toHaveLength(1);
  });

  it("refuses invalid and duplicate contacts with 422 per field, storing nothing", async () => {
    const user = await createSignedInUser(env);
    const empty = await api("/account/contacts", user.cookie, post({ contactName: " ", contactEmail: "" }));
    expect(empty.status).toBe(422);
    const emptyBody = await empty.json<{ type: string; errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(emptyBody.type).toBe("inputs");
    expect(emptyBody.errors.contactName).toEqual({ friendlyName: "Contact name", errors: ["Contact name is required"] });
    expect(emptyBody.errors.contactEmail!.friendlyName).toBe("Contact email");
    expect(emptyBody.errors.contactEmail!.errors).toContain("Contact email is required");
    const long = await api("/account/contacts", user.cookie, post({ contactName: "x".repeat(256), contactEmail: "not-an-email" }));
    expect(long.status).toBe(422);
    const longBody = await long.json<{ errors: Record<string, { errors: string[] }> }>();
    expect(longBody.errors.contactName!.errors).toContain("Contact name must be 255 characters or fewer");
    expect(longBody.errors.contactEmail!.errors).toContain("Contact email must be a valid email address, like name@example.com");

    expect((await api("/account/contacts", user.cookie, post({ contactName: "Cara", contactEmail: "cara@example.com" }))).status).toBe(201);
    const duplicate = await api("/account/contacts", user.cookie, post({ contactName: "Cara again", contactEmail: "Cara@Example.com" }));
    expect(duplicate.status).toBe(422);
    await expect(duplicate.json()).resolves.toMatchObject({ errors: { contactEmail: { errors: ["This email address is already in your address book"] } } });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM contacts WHERE account_id = ?").bind(user.userId).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("keeps one account's contacts from another", async () => {
    const owner = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    await api("/account/contacts", owner.cookie, post({ contactName: "Dee", contactEmail: "dee@example.com" }));
    await expect((await api("/account/contacts", other.cookie)).json()).resolves.toEqual([]);
    const edit = await api(`/account/contacts/${encodeURIComponent("dee@example.com")}`, other.cookie, {
      ...post({ contactName: "Hacked", contactEmail: "dee@example.com" }),
      method: "PATCH",
    });
    expect(edit.status).toBe(404);
    const remove = await api(`/account/contacts/${encodeURIComponent("dee@example.com")}`, other.cookie, { method: "DELETE" });
    expect(remove.status).toBe(404);
    const mine = await (await api("/account/contacts", owner.cookie)).json();
    expect(mine).toEqual([{ contactName: "Dee", contactEmail: "dee@example.com", userId: null }]);
  });

  it("stores preferences", async () => {
    const user = await createSignedInUser(env);
    const saved = await api(
      "/account/preferences",
      user.cookie,
      post({ displayName: "Sam", newsletter: "on", newsletterFormat: "plain", contactByEmail: "on" }),
    );
    expect(saved.status).toBe(200);
    const read = await (await api("/account/preferences", user.cookie)).json();
    expect(read).toEqual({ displayName: "Sam", newsletter: true, newsletterFormat: "plain", contactByEmail: true, contactByPhone: false });
    const bad = await api("/account/preferences", user.cookie, post({ displayName: "x".repeat(101), newsletterFormat: "pdf" }));
    expect(bad.status).toBe(422);
  });

  it("signs out on the server: the cookie no longer works", async () => {
    const user = await createSignedInUser(env);
    expect((await api("/account", user.cookie)).status).toBe(200);
    const out = await api("/account/logout", user.cookie, { method: "POST" });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toContain(`${SESSION_COOKIE}=;`);
    expect((await api("/account", user.cookie)).status).toBe(401);
  });

  it("ends an idle session", async () => {
    const user = await createSignedInUser(env);
    await env.DB.prepare("UPDATE sessions SET idle_expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, user.userId)
      .run();
    expect((await api("/account", user.cookie)).status).toBe(401);
  });

  it("refreshes service tokens when due, and ends the session with a message when refresh fails", async () => {
    const user = await createSignedInUser(env);
    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0 WHERE user_id = ?").bind(user.userId).run();
    const before = await env.DB.prepare("SELECT refresh_token FROM sessions WHERE user_id = ?").bind(user.userId).first<{ refresh_token: string }>();
    expect((await api("/account", user.cookie)).status).toBe(200);
    const after = await env.DB.prepare("SELECT refresh_token FROM sessions WHERE user_id = ?").bind(user.userId).first<{ refresh_token: string }>();
    expect(after?.refresh_token).not.toBe(before?.refresh_token);

    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0, refresh_token = 'revoked-or-unknown-token' WHERE user_id = ?").bind(user.userId).run();
    const failed = await api("/account", user.cookie);
    expect(failed.status).toBe(401);
    await expect(failed.json()).resolves.toEqual({ message: "We could not renew your sign-in with DolphinID. Please sign in again to continue." });
  });

  it("gives an OAuth hash and keeps its state and verifier in a signed cookie", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/v1/oauth/hash`);
    const hash = await response.json<{ hashMethod: string; hash: string; state: string; verifier: string; fields: Record<string, string> }>();
    expect(hash.hashMethod).toBe("S256");
    expect(hash.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash.fields).toMatchObject({
      client_id: DEFAULT_CLIENT_ID,
      code_challenge: hash.hash,
      code_challenge_method: "S256",
      response_type: "code",
      state: hash.state,
    });
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-oauth=[^;]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax/);
  });

  it("signs in through oauth/exchange with the hash cookie, and refuses a state mismatch", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const hashResponse = await SELF.fetch(`${ORIGIN}/api/v1/oauth/hash`);
    const hash = await hashResponse.json<{ hash: string; state: string; verifier: string; hashMethod: "S256" }>();
    const hashCookie = hashResponse.headers.get("Set-Cookie")!.split(";")[0]!;
    const redirect = await issueCode(db(), account.id, authorizeParams(hash));
    const code = new URL(redirect).searchParams.get("code")!;

    const mismatch = await SELF.fetch(`${ORIGIN}/api/v1/oauth/exchange`, post({ code, state: "another-state" }, { Cookie: hashCookie }));
    expect(mismatch.status).toBe(400);
    await expect(mismatch.json()).resolves.toEqual({ message: "An error occurred while processing your request, please refresh and try logging in again" });

    const ok = await SELF.fetch(`${ORIGIN}/api/v1/oauth/exchange`, post({ code, state: hash.state }, { Cookie: hashCookie }));
    expect(ok.status).toBe(200);
    await expect(ok.json()).resolves.toEqual({ signedIn: true, redirect: "/account" });
    const cookies = ok.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`))!;
    expect(session).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(session).not.toContain("Max-Age");
    expect(cookies.some((cookie) => cookie.startsWith("__Host-oauth=;"))).toBe(true);
    const me = await SELF.fetch(`${ORIGIN}/api/v1/account`, { headers: { Cookie: session.split(";")[0]! } });
    await expect(me.json()).resolves.toMatchObject({ dolphinId: account.email, email: account.email });
  });
});

describe("sign-ins started in two tabs", () => {
  it("accepts either pending state: the cookie keeps the last few hashes", async () => {
    const account = await registerAccount(db(), { email: newEmail(), password: "a long enough password" });
    const first = await SELF.fetch(`${ORIGIN}/api/v1/oauth/hash`);
    const firstHash = await first.json<{ hash: string; state: string; verifier: string; hashMethod: "S256" }>();
    const firstCookie = first.headers.get("Set-Cookie")!.split(";")[0]!;
    const second = await SELF.fetch(`${ORIGIN}/api/v1/oauth/hash`, { headers: { Cookie: firstCookie } });
    const secondCookie = second.headers.get("Set-Cookie")!.split(";")[0]!;
    // The first tab's sign-in finishes after the second tab has made a new hash.
    const code = new URL(await issueCode(db(), account.id, authorizeParams(firstHash))).searchParams.get("code")!;
    const ok = await SELF.fetch(`${ORIGIN}/api/v1/oauth/exchange`, post({ code, state: firstHash.state }, { Cookie: secondCookie }));
    expect(ok.status).toBe(200);
  });

  it("refuses a tampered hash cookie as if there were none", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/v1/oauth/hash`);
    const hash = await response.json<{ state: string }>();
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const tampered = cookie.slice(0, -3) + (cookie.endsWith("A") ? "BBB" : "AAA");
    const refused = await SELF.fetch(`${ORIGIN}/api/v1/oauth/exchange`, post({ code: "x", state: hash.state }, { Cookie: tampered }));
    await expect(refused.json()).resolves.toEqual({ message: "It looks like you've attempted to access this page directly, please try logging in" });
  });
});

describe("sign-in throttling and password reset", () => {
  it("never locks the owner out: 11 wrong passwords from 11 addresses, then the owner signs in with the human check", async () => {
    const email = newEmail();
    await registerAccount(db(), { email, password: "a long enough password" });
    for (let attempt = 0; attempt < 11; attempt++) {
      await expect(verifyCredentials(env, db(), { email, password: "wrong password!" }, `203.0.113.${attempt}`)).rejects.toMatchObject({ status: 401 });
    }
    // The owner, from their own address, is asked for the human check rather than refused.
    await expect(verifyCredentials(env, db(), { email, password: "a long enough password" }, "198.51.100.7")).rejects.toMatchObject({
      status: 401,
      humanCheckRequired: true,
      message: expect.stringContaining("we also check that you are a person"),
    });
    const token = await new LocalHumanVerifier(db()).issueToken("sign-in");
    await expect(verifyCredentials(env, db(), { email, password: "a long enough password", humanCheckToken: token }, "198.51.100.7")).resolves.toMatchObject({
      email,
    });
  });

  it("refuses sign-in attempts past the per-address limit", async () => {
    const address = "192.0.2.55";
    // Fill the address bucket directly, as 100 attempts from one address would.
    const windowMs = 15 * 60 * 1000;
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    await env.DB.prepare("INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (?, ?, 100)")
      .bind(`sign-in-address:${address}:${windowStart}`, windowStart)
      .run();
    const email = newEmail();
    await registerAccount(db(), { email, password: "a long enough password" });
    await expect(verifyCredentials(env, db(), { email, password: "a long enough password" }, address)).rejects.toMatchObject({ status: 429 });
    await expect(verifyCredentials(env, db(), { email, password: "a long enough password" }, "192.0.2.56")).resolves.toMatchObject({ email });
  });

  it("sends a single-use reset link only to existing accounts, with the same answer either way", async () => {
    const email = newEmail();
    await registerAccount(db(), { email, password: "a long enough password" });
    const known = await SELF.fetch(`${ORIGIN}/api/v1/account/password-reset`, post({ email }));
    const unknown = await SELF.fetch(`${ORIGIN}/api/v1/account/password-reset`, post({ email: "nobody@example.com" }));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await env.DB.prepare("SELECT to_address, text_body FROM mail_messages WHERE tag = 'password-reset' ORDER BY id").all<{
      to_address: string;
      text_body: string;
    }>();
    expect(mail.results.map((row) => row.to_address)).toEqual([email]);
    const link = mail.results[0]!.text_body.match(/http\S+/)![0];
    const token = new URL(link).searchParams.get("token")!;

    const { completePasswordReset } = await import("../workers/identity/account-service");
    await completePasswordReset(env, token, "my brand new password");
    await expect(verifyCredentials(env, db(), { email, password: "my brand new password" }, "192.0.2.90")).resolves.toMatchObject({ email });
    await expect(completePasswordReset(env, token, "another new password")).rejects.toMatchObject({
      result: { kind: "invalid", fieldErrors: { token: expect.anything() } },
    });
  });

  it("creates no second account for a known address and leaves the first one as it was", async () => {
    const email = newEmail();
    const first = await registerAccount(db(), { email, password: "a long enough password" });
    expect(first).toMatchObject({ email, created: true });
    const again = await registerAccount(db(), { email: email.toUpperCase(), password: "another long password" });
    expect(again).toEqual({ id: first.id, email, created: false });
    await expect(verifyCredentials(env, db(), { email, password: "a long enough password" }, "192.0.2.91")).resolves.toMatchObject({ email });
  });
});
