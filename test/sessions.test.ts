/**
 * Sessions that end when they should, the password rule, sign-in throttling without
 * lock-outs, and token hygiene of the built-in provider: what a browser, a websocket or an
 * OAuth client sees after a password reset or change, a sign-out, a replayed code or a
 * refresh for a service that does not exist.
 */
import { SELF, env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, SERVICE_ACCOUNT, SESSION_COOKIE } from "@common/identity";
import { passwordChangeSchema, passwordResetCompleteSchema } from "@common/schemas/identity";
import { getDb } from "../workers/db/client";
import { DEFAULT_CLIENT_ID } from "../workers/identity/config";
import { completePasswordReset } from "../workers/identity/account-service";
import { sha256 } from "../workers/identity/crypto";
import { registerAccount, verifyCredentials } from "../workers/identity/provider";
import { SESSIONS_ENDED_REASON } from "../workers/identity/end-sessions";
import { LocalHumanVerifier } from "../workers/services/human-check";
import { TEST_REDIRECT_URI, createSignedInUser, issueSignInCode } from "./helpers/auth";

const ORIGIN = "http://localhost";
const db = () => getDb(env.DB);
const PASSWORD = "correct horse battery";

const form = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}): RequestInit => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", ...headers },
    body: body.toString(),
  };
};
const api = (path: string, cookie: string, init: RequestInit = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    ...init,
    headers: { "X-Requested-With": "XMLHttpRequest", ...(init.headers as Record<string, string>), Cookie: cookie },
  });

let counter = 0;
const newEmail = () => `sessions${++counter}.${Date.now()}@example.org`;

async function sessionRefreshToken(cookie: string): Promise<string> {
  const idHash = await sha256(cookie.slice(`${SESSION_COOKIE}=`.length));
  const row = await env.DB.prepare("SELECT refresh_token FROM sessions WHERE id_hash = ?").bind(idHash).first<{ refresh_token: string }>();
  if (!row) throw new Error("no session row for the cookie");
  return row.refresh_token;
}

const refresh = (refreshToken: string, services: string | string[] = SERVICE_ACCOUNT) =>
  SELF.fetch(`${ORIGIN}/id/refresh`, form({ refresh_token: refreshToken, services }));

/** Opens /realtime as the browser does, with the session cookie; resolves the close event's code and reason. */
async function openRealtime(cookie: string) {
  const response = await SELF.fetch(`${ORIGIN}/realtime`, { headers: { Upgrade: "websocket", Cookie: cookie, Origin: ORIGIN } });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason })),
  );
  ws.accept();
  return { ws, closed };
}

/** A reset link's token for the account, stored as the mailed link's would be. */
async function resetLinkToken(userId: string): Promise<string> {
  const token = `reset-${crypto.randomUUID()}`;
  await env.DB.prepare("INSERT INTO password_resets (token_hash, account_id, expires_at) VALUES (?, ?, ?)")
    .bind(await sha256(token), userId, Date.now() + 60 * 60_000)
    .run();
  return token;
}

describe("a password reset from the mailed link", () => {
  it("proves the account's address, and keeps the date of an earlier proof", async () => {
    const unproved = await createSignedInUser(env, { password: PASSWORD, proved: false });
    const provedAt = async (userId: string) =>
      (await env.DB.prepare("SELECT email_verified_at AS at FROM accounts WHERE id = ?").bind(userId).first<{ at: number | null }>())?.at ?? null;
    expect(await provedAt(unproved.userId)).toBeNull();
    await completePasswordReset(env, await resetLinkToken(unproved.userId), "a brand new passphrase");
    expect(await provedAt(unproved.userId)).toEqual(expect.any(Number));

    const proved = await createSignedInUser(env, { password: PASSWORD });
    const before = await provedAt(proved.userId);
    expect(before).toEqual(expect.any(Number));
    await completePasswordReset(env, await resetLinkToken(proved.userId), "another brand new passphrase");
    expect(await provedAt(proved.userId)).toBe(before);
  });
});

describe("a password reset ends every session of the account", () => {
  it("signs out every browser, a remembered one too, revokes its refresh tokens and closes its websockets with a reason", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD, termsAccepted: true });
    const remembered = await createSignedInUser(env, { email: user.email, password: PASSWORD, termsAccepted: true, remember: true });
    const refreshTokens = [await sessionRefreshToken(user.cookie), await sessionRefreshToken(remembered.cookie)];
    for (const cookie of [user.cookie, remembered.cookie]) {
      expect((await api("/account", cookie)).status).toBe(200);
      expect((await api("/account/contacts", cookie)).status).toBe(200);
      expect((await api("/easyreader-premium/status", cookie)).status).toBe(200);
    }
    const socket = await openRealtime(remembered.cookie);

    await completePasswordReset(env, await resetLinkToken(user.userId), "a brand new passphrase");

    for (const cookie of [user.cookie, remembered.cookie]) {
      expect((await api("/account", cookie)).status).toBe(401);
      expect((await api("/account/contacts", cookie)).status).toBe(401);
      expect((await api("/easyreader-premium/status", cookie)).status).toBe(401);
      const upgrade = await SELF.fetch(`${ORIGIN}/realtime`, { headers: { Upgrade: "websocket", Cookie: cookie, Origin: ORIGIN } });
      expect(upgrade.status).toBe(401);
    }
    const closed = await socket.closed;
    expect(closed.reason).toBe(SESSIONS_ENDED_REASON);
    for (const token of refreshTokens) expect((await refresh(token)).status).toBe(400);
  });

  it("refuses a common password without spending the link", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const token = await resetLinkToken(user.userId);
    await expect(completePasswordReset(env, token, "1234567890")).rejects.toMatchObject({
      result: { kind: "invalid", fieldErrors: { password: { friendlyName: "New password", errors: [COMMON_PASSWORD_MESSAGE] } } },
    });
    expect((await api("/account", user.cookie)).status).toBe(200);
    await completePasswordReset(env, token, "a brand new passphrase");
    expect((await api("/account", user.cookie)).status).toBe(401);
  });
});

describe("changing the password while signed in", () => {
  it("keeps this session and ends every other one", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD, termsAccepted: true });
    const other = await createSignedInUser(env, { email: user.email, password: PASSWORD, remember: true });
    const otherRefresh = await sessionRefreshToken(other.cookie);
    const socket = await openRealtime(other.cookie);

    const changed = await api(
      "/account/password",
      user.cookie,
      form({ currentPassword: PASSWORD, password: "a completely new passphrase", confirmPassword: "a completely new passphrase" }),
    );
    expect(changed.status).toBe(200);
    await expect(changed.json()).resolves.toEqual({ message: expect.stringContaining("Your password has been changed") });

    expect((await api("/account", other.cookie)).status).toBe(401);
    expect((await refresh(otherRefresh)).status).toBe(400);
    expect((await socket.closed).reason).toBe(SESSIONS_ENDED_REASON);
    // This session stays, and its tokens still renew.
    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0 WHERE user_id = ?").bind(user.userId).run();
    expect((await api("/account", user.cookie)).status).toBe(200);
    await expect(verifyCredentials(env, db(), { email: user.email, password: "a completely new passphrase" }, "192.0.2.200")).resolves.toMatchObject({
      id: user.userId,
    });
    await expect(verifyCredentials(env, db(), { email: user.email, password: PASSWORD }, "192.0.2.200")).rejects.toMatchObject({ status: 401 });
  });

  it("answers 401 before looking at the input when signed out", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/v1/account/password`, form({}));
    expect(response.status).toBe(401);
  });

  it("refuses a wrong current password, a common new one and a mismatch, per field, changing nothing", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const wrong = await api(
      "/account/password",
      user.cookie,
      form({ currentPassword: "not my password", password: "1234567890", confirmPassword: "1234567890" }),
    );
    expect(wrong.status).toBe(422);
    const body = await wrong.json<{ errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.errors.currentPassword).toEqual({ friendlyName: "Current password", errors: ["The current password is not right. Check it and try again."] });
    expect(body.errors.password).toEqual({ friendlyName: "New password", errors: [COMMON_PASSWORD_MESSAGE] });

    const mismatch = await api(
      "/account/password",
      user.cookie,
      form({ currentPassword: PASSWORD, password: "a new passphrase", confirmPassword: "another passphrase" }),
    );
    expect(mismatch.status).toBe(422);
    await expect(mismatch.json()).resolves.toMatchObject({ errors: { confirmPassword: { friendlyName: "Confirm new password" } } });
    await expect(verifyCredentials(env, db(), { email: user.email, password: PASSWORD }, "192.0.2.201")).resolves.toMatchObject({ id: user.userId });
    expect((await api("/account", user.cookie)).status).toBe(200);
  });
});

describe("sign-out", () => {
  it("revokes the session's refresh token at the provider", async () => {
    const user = await createSignedInUser(env);
    const refreshToken = await sessionRefreshToken(user.cookie);
    const out = await api("/account/logout", user.cookie, { method: "POST" });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    const reused = await refresh(refreshToken);
    expect(reused.status).toBe(400);
    await expect(reused.json()).resolves.toMatchObject({ error: "invalid_grant" });
  });
});

describe("the password rule", () => {
  const reset = (password: string) => v.safeParse(passwordResetCompleteSchema, { token: "t", password, confirmPassword: password });

  it("asks for 8 to 128 characters and nothing about their make-up", () => {
    expect(reset("seven c").success).toBe(false);
    expect(reset("eightchr").success).toBe(true);
    expect(reset("a".repeat(128)).success).toBe(true);
    expect(reset("a".repeat(129)).success).toBe(false);
    // Characters, not code units: eight emoji are eight characters.
    expect(reset("🐬".repeat(8)).success).toBe(true);
    const short = reset("short");
    expect(short.issues?.[0]?.message).toBe("New password must be at least 8 characters");
    const change = v.safeParse(passwordChangeSchema, { currentPassword: "x", password: "lowercase only words", confirmPassword: "lowercase only words" });
    expect(change.success).toBe(true);
  });

  it("refuses common and breached passwords at registration, whatever their case", async () => {
    for (const password of ["1234567890", "Password1", "qwertyuiop"]) {
      await expect(registerAccount(db(), { email: newEmail(), password })).rejects.toMatchObject({
        result: { kind: "invalid", fieldErrors: { password: { errors: [COMMON_PASSWORD_MESSAGE] } } },
      });
    }
  });
});

describe("sign-in throttling", () => {
  it("slows down one address that keeps guessing, without locking the account", async () => {
    const email = newEmail();
    await registerAccount(db(), { email, password: PASSWORD });
    const attacker = "203.0.113.250";
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(verifyCredentials(env, db(), { email: `other${attempt}@example.org`, password: "guess number one" }, attacker)).rejects.toMatchObject({
        status: 401,
      });
    }
    // From that address even a right password now needs the human check…
    await expect(verifyCredentials(env, db(), { email, password: PASSWORD }, attacker)).rejects.toMatchObject({ humanCheckRequired: true });
    // …and a spent or made-up token does not pass it.
    await expect(verifyCredentials(env, db(), { email, password: PASSWORD, humanCheckToken: "local.".padEnd(54, "0") }, attacker)).rejects.toMatchObject({
      humanCheckRequired: true,
    });
    // The owner elsewhere is not affected.
    await expect(verifyCredentials(env, db(), { email, password: PASSWORD }, "198.51.100.77")).resolves.toMatchObject({ email });
    // Past the address's attempt limit it must wait, check or not.
    const windowMs = 15 * 60 * 1000;
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    await env.DB.prepare("UPDATE rate_limit_buckets SET count = 100 WHERE key = ?").bind(`sign-in-address:${attacker}:${windowStart}`).run();
    const token = await new LocalHumanVerifier(db()).issueToken("sign-in");
    await expect(verifyCredentials(env, db(), { email, password: PASSWORD, humanCheckToken: token }, attacker)).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining("Please wait"),
    });
  });
});

describe("token hygiene", () => {
  async function signInCode() {
    const account = await registerAccount(db(), { email: newEmail(), password: PASSWORD });
    return issueSignInCode(db(), account.id);
  }
  const exchange = (code: string, verifier: string) =>
    SELF.fetch(
      `${ORIGIN}/id/oauth/token`,
      form({ grant_type: "authorization_code", code, code_verifier: verifier, client_id: DEFAULT_CLIENT_ID, redirect_uri: TEST_REDIRECT_URI }),
    );

  it("issues tokens only for the site's services", async () => {
    const { code, verifier } = await signInCode();
    const { refresh_token } = await (await exchange(code, verifier)).json<{ refresh_token: string }>();
    const unknown = await refresh(refresh_token, [SERVICE_ACCOUNT, "billing-admin"]);
    expect(unknown.status).toBe(422);
    const body = await unknown.json<{ errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.errors.services!.friendlyName).toBe("Services");
    expect(body.errors.services!.errors[0]).toContain('Unknown service "billing-admin"');
    const none = await refresh(refresh_token, []);
    expect(none.status).toBe(422);
    // The refused requests did not spend the token.
    const known = await refresh(refresh_token, [SERVICE_ACCOUNT, "video-calling"]);
    expect(known.status).toBe(200);
  });

  it("revokes what a code issued when the code is presented again", async () => {
    const { code, verifier } = await signInCode();
    const first = await (await exchange(code, verifier)).json<{ refresh_token: string }>();
    const rotated = await (await refresh(first.refresh_token)).json<{ refresh_token: string }>();
    const replay = await exchange(code, verifier);
    expect(replay.status).toBe(400);
    await expect(replay.json()).resolves.toMatchObject({ error: "invalid_grant" });
    const afterReplay = await refresh(rotated.refresh_token);
    expect(afterReplay.status).toBe(400);
    await expect(afterReplay.json()).resolves.toMatchObject({ error: "invalid_grant" });
  });
});
