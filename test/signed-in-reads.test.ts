/**
 * What a signed-in page load reads, and that reading less never keeps anyone signed in who
 * should not be: the address book page lists only its own account's contacts, read directly
 * from the built-in account service while the session's tokens are current; a sign-out, a
 * password change elsewhere or a sign-in revoked at the provider shows on the very next load.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@common/identity";
import { loadAddressBook } from "~/features/calling/calling.server";
import { getDb } from "../workers/db/client";
import { sha256 } from "../workers/identity/crypto";
import { revokeAccountRefreshTokens } from "../workers/identity/grants";
import { readSession, readSessionUser, updateSessionTerms } from "../workers/session/session";
import { createSignedInUser } from "./helpers/auth";

const ORIGIN = "http://localhost";
const ADDRESS_BOOK = `${ORIGIN}/account/video-calling/address-book`;
const PASSWORD = "correct horse battery";

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const listContacts = (cookie: string) => SELF.fetch(`${ORIGIN}/api/v1/account/contacts`, { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });
const pageRequest = (cookie: string) => new Request(ADDRESS_BOOK, { headers: { Cookie: cookie } });

/** The address book page's loader for a fresh request: its data, or where it sent the visitor. */
async function loadPage(cookie: string) {
  try {
    return { data: await loadAddressBook(pageRequest(cookie)), redirect: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, redirect: thrown.headers.get("Location") };
    throw thrown;
  }
}

async function sessionRow(cookie: string) {
  const idHash = await sha256(cookie.slice(`${SESSION_COOKIE}=`.length));
  return env.DB.prepare("SELECT refresh_token, service_tokens FROM sessions WHERE id_hash = ?")
    .bind(idHash)
    .first<{ refresh_token: string; service_tokens: string }>();
}

describe("the signed-in address book", () => {
  it("lists only the account's own contacts, on the page and through the API", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    const other = await createSignedInUser(env, { termsAccepted: true });
    expect((await post("/account/contacts", me.cookie, { contactName: "Ada Mine", contactEmail: "ada.mine@example.org" })).status).toBe(201);
    expect((await post("/account/contacts", other.cookie, { contactName: "Bob Theirs", contactEmail: "bob.theirs@example.org" })).status).toBe(201);

    const page = await loadPage(me.cookie);
    expect(page.data).toEqual({ contacts: [{ contactName: "Ada Mine", contactEmail: "ada.mine@example.org", userId: null }], loadError: null });
    await expect((await listContacts(me.cookie)).json()).resolves.toEqual(page.data!.contacts);
    expect((await loadPage(other.cookie)).data?.contacts.map((contact) => contact.contactName)).toEqual(["Bob Theirs"]);
  });

  it("renews no token while the session's tokens are current, and renews them once due", async () => {
    const user = await createSignedInUser(env);
    const before = await sessionRow(user.cookie);
    expect((await loadPage(user.cookie)).data?.loadError).toBeNull();
    expect(await sessionRow(user.cookie)).toEqual(before);

    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0 WHERE user_id = ?").bind(user.userId).run();
    expect((await loadPage(user.cookie)).data?.loadError).toBeNull();
    expect((await sessionRow(user.cookie))?.refresh_token).not.toBe(before?.refresh_token);
  });

  it("keeps the session when several of its requests find its tokens due at once: one renews them, the others use the still-valid token", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0 WHERE user_id = ?").bind(user.userId).run();
    const answers = await Promise.all(Array.from({ length: 4 }, () => listContacts(user.cookie)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await sessionRow(user.cookie)).not.toBeNull();
    expect((await loadPage(user.cookie)).data?.loadError).toBeNull();
    expect((await listContacts(user.cookie)).status).toBe(200);
  });

  it("ends a session whose sign-in was revoked at the provider once its tokens are due, though the list is read directly", async () => {
    const user = await createSignedInUser(env);
    await revokeAccountRefreshTokens(getDb(env.DB), user.userId);
    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0 WHERE user_id = ?").bind(user.userId).run();
    const answer = await listContacts(user.cookie);
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(await sessionRow(user.cookie)).toBeNull();
    expect((await loadPage(user.cookie)).redirect).toMatch(/^\/action\/login\?/);
  });

  it("sends a signed-out browser to sign in on its very next load", async () => {
    const user = await createSignedInUser(env);
    expect((await loadPage(user.cookie)).data).not.toBeNull();
    expect((await post("/account/logout", user.cookie, {})).status).toBe(200);
    expect((await loadPage(user.cookie)).redirect).toMatch(/^\/action\/login\?/);
    expect((await listContacts(user.cookie)).status).toBe(401);
  });

  it("sends every other browser of the account to sign in on its next load after a password change", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD, termsAccepted: true });
    const other = await createSignedInUser(env, { email: user.email, password: PASSWORD, remember: true });
    expect((await loadPage(other.cookie)).data).not.toBeNull();
    const changed = await post("/account/password", user.cookie, {
      currentPassword: PASSWORD,
      password: "a completely new passphrase",
      confirmPassword: "a completely new passphrase",
    });
    expect(changed.status).toBe(200);
    expect((await loadPage(other.cookie)).redirect).toMatch(/^\/action\/login\?/);
    expect((await listContacts(other.cookie)).status).toBe(401);
    expect((await loadPage(user.cookie)).data).not.toBeNull();
  });
});

describe("one session read per request", () => {
  it("gives every reader of a request the same session, with what the request itself changed", async () => {
    const user = await createSignedInUser(env);
    const request = pageRequest(user.cookie);
    const session = await readSession(request, env);
    expect(session).not.toBeNull();
    expect(await readSession(request, env)).toBe(session);
    expect((await readSessionUser(request, env))?.termsAccepted).toBeNull();

    const accepted = new Date("2026-11-24T08:00:00Z");
    await updateSessionTerms(env, session!, accepted);
    expect((await readSessionUser(request, env))?.termsAccepted).toEqual(accepted);
    // Another request reads the row again, and sees the same.
    expect((await readSessionUser(pageRequest(user.cookie), env))?.termsAccepted).toEqual(accepted);
  });

  it("is never kept across requests: a session deleted between two requests is gone for the second", async () => {
    const user = await createSignedInUser(env);
    expect(await readSessionUser(pageRequest(user.cookie), env)).toMatchObject({ userId: user.userId });
    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?").bind(user.userId).run();
    expect(await readSessionUser(pageRequest(user.cookie), env)).toBeNull();
  });
});
