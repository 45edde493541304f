/**
 * Pages kept for a session (workers/site/session-page-cache.ts), through the real server and
 * real D1 triggers: the page renderer here writes what the account page and the address book
 * show (the session's address, the display name and staff role, each contact with whether it
 * can be called) the way the React Router pages do,
 * and counts how often it is asked. Whatever changes what the page shows, made through the API
 * or straight in the database, by the account or by one of its contacts, shows on the next load.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { COOKIE_POLICY_COOKIE } from "@common/constants";
import { CallerPolicy } from "@common/realtime/constants";
import { listReachableContacts } from "../workers/identity/contacts";
import { readSession, updateSessionTerms } from "../workers/session/session";
import { type PageRenderer, createServer } from "../workers/server";
import { forgetIsolateCopies } from "../workers/isolate-copies";
import { createSignedInUser } from "./helpers/auth";
import { pageFactsFor } from "./helpers/page-facts";

const ORIGIN = "http://localhost";
const ADDRESS_BOOK = "/account/video-calling/address-book";
let renders = 0;

const renderPage: PageRenderer = async (request, { nonce, requestId }) => {
  renders += 1;
  const session = await readSession(request, env);
  if (!session) return new Response(null, { status: 302, headers: { Location: "/action/login" } });
  const contacts = await listReachableContacts(env.DB, session.userId);
  const name = await env.DB.prepare("SELECT display_name FROM account_preferences WHERE user_id = ?1").bind(session.userId).first<string>("display_name");
  const role = await env.DB.prepare("SELECT account_type FROM account_roles WHERE account_id = ?1").bind(session.userId).first<number>("account_type");
  const body = `<!doctype html><html><body><p id="user">${session.email} terms ${session.termsAcceptedAt ? "accepted" : "not accepted"}</p><p>called ${name ?? "nothing"}, role ${role ?? "none"}</p><ul>${contacts
    .map((contact) => `<li>${contact.contactName}: ${contact.userId ? "can be called" : "cannot be called"}</li>`)
    .join("")}</ul><script nonce="${nonce}">window.requestId = "${requestId}";</script></body></html>`;
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
};

// As their route modules declare: the calling settings are not kept.
const server = createServer({
  renderPage,
  pageFacts: pageFactsFor({ "/account": "session", [ADDRESS_BOOK]: "session", "/account/video-calling/help": "session" }),
});
const get = (path: string, cookie: string) => server.fetch(new Request(ORIGIN + path, { headers: { Cookie: cookie } }), env);
const addContact = (cookie: string, contactName: string, contactEmail: string) =>
  server.fetch(
    new Request(`${ORIGIN}/api/v1/account/contacts`, {
      method: "POST",
      headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ contactName, contactEmail }).toString(),
    }),
    env,
  );

/** The page as a visitor gets it: where it came from, its text, and whether its script carries the response's nonce. */
async function load(cookie: string, path = ADDRESS_BOOK) {
  const response = await get(path, cookie);
  const body = await response.text();
  const allowed = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return {
    status: response.status,
    source: /cache;desc=(\w+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? null,
    text: body
      .replace(/<script[\s\S]*<\/script>/, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    nonceMatches: allowed !== undefined && body.includes(`nonce="${allowed}"`),
  };
}

beforeEach(() => {
  forgetIsolateCopies();
  renders = 0;
});

describe("pages kept for a session", () => {
  it("answers the address book again from the session's copy, with the response's own nonce", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    const first = await load(me.cookie);
    const second = await load(me.cookie);
    expect([first.source, second.source]).toEqual(["miss", "session"]);
    expect(second.text).toBe(first.text);
    expect(second.nonceMatches).toBe(true);
    expect(renders).toBe(1);
  });

  it("shows a contact added through the API on the next load", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    await load(me.cookie);
    expect((await addContact(me.cookie, "Ada", "ada.kept@example.org")).status).toBe(201);
    const after = await load(me.cookie);
    expect(after.source).toBe("miss");
    expect(after.text).toContain("Ada: cannot be called");
  });

  it("shows at once what a contact changes on their side: proving their address, their calling settings, adding the account", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    const friend = await createSignedInUser(env, { termsAccepted: true, proved: false });
    expect((await addContact(me.cookie, "Friend", friend.email)).status).toBe(201);
    expect((await load(me.cookie)).text).toContain("Friend: cannot be called");
    expect((await load(me.cookie)).source).toBe("session");

    // Each change is made straight in the database, as another client of the account service would.
    await env.DB.prepare("UPDATE accounts SET email_verified_at = ?1 WHERE id = ?2").bind(Date.now(), friend.userId).run();
    await env.DB.prepare("INSERT INTO call_settings (account_id, allowed_callers) VALUES (?1, ?2)").bind(friend.userId, CallerPolicy.NO_ONE).run();
    expect((await load(me.cookie)).text).toContain("Friend: cannot be called");

    await env.DB.prepare("UPDATE call_settings SET allowed_callers = ?1 WHERE account_id = ?2").bind(CallerPolicy.ANYONE, friend.userId).run();
    expect((await load(me.cookie)).text).toContain("Friend: can be called");

    // Address book only: callable once the friend lists the account.
    await env.DB.prepare("UPDATE call_settings SET allowed_callers = ?1 WHERE account_id = ?2").bind(CallerPolicy.ADDRESS_BOOK_ONLY, friend.userId).run();
    expect((await load(me.cookie)).text).toContain("Friend: cannot be called");
    await env.DB.prepare("INSERT INTO contacts (account_id, contact_name, contact_email) VALUES (?1, 'Me', ?2)")
      .bind(friend.userId, me.email.toUpperCase())
      .run();
    expect((await load(me.cookie)).text).toContain("Friend: can be called");
    await env.DB.prepare("DELETE FROM contacts WHERE account_id = ?1").bind(friend.userId).run();
    expect((await load(me.cookie)).text).toContain("Friend: cannot be called");
  });

  it("shows a display name saved and a staff role granted at once on the account page", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    expect((await load(me.cookie, "/account")).text).toContain("called nothing, role none");
    expect((await load(me.cookie, "/de-de/account")).source).toBe("miss");
    expect((await load(me.cookie, "/account")).source).toBe("session");
    const saved = await server.fetch(
      new Request(`${ORIGIN}/api/v1/account/preferences`, {
        method: "POST",
        headers: { Cookie: me.cookie, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ displayName: "Ada Lovelace", newsletterFormat: "html" }).toString(),
      }),
      env,
    );
    expect(saved.status).toBe(200);
    expect((await load(me.cookie, "/account")).text).toContain("called Ada Lovelace, role none");
    await env.DB.prepare("INSERT INTO account_roles (account_id, account_type) VALUES (?1, 4)").bind(me.userId).run();
    expect((await load(me.cookie, "/account")).text).toContain("called Ada Lovelace, role 4");
  });

  it("shows the calling terms accepted at once", async () => {
    const me = await createSignedInUser(env);
    expect((await load(me.cookie)).text).toContain("terms not accepted");
    const session = await readSession(new Request(ORIGIN + ADDRESS_BOOK, { headers: { Cookie: me.cookie } }), env);
    await updateSessionTerms(env, session!, new Date());
    expect((await load(me.cookie)).text).toContain("terms accepted");
  });

  it("keeps each session's copy to itself, and gives nothing once the session has ended", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    const myOtherSession = await createSignedInUser(env, { email: me.email, termsAccepted: true });
    await load(me.cookie);
    expect((await load(myOtherSession.cookie)).source).toBe("miss");
    expect(renders).toBe(2);

    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(me.userId).run();
    const ended = await load(me.cookie);
    expect(ended.status).toBe(302);
    expect(ended.source).toBeNull();
  });

  it("renders in full when the session's tokens are due for renewal, for other pages and for a request with another cookie", async () => {
    const me = await createSignedInUser(env, { termsAccepted: true });
    await load(me.cookie);
    await env.DB.prepare("UPDATE sessions SET tokens_refresh_at = 0 WHERE user_id = ?1").bind(me.userId).run();
    expect((await load(me.cookie)).source).toBeNull();

    const other = await createSignedInUser(env, { termsAccepted: true });
    await load(`${other.cookie}; ${COOKIE_POLICY_COOKIE}=1`);
    expect((await load(`${other.cookie}; ${COOKIE_POLICY_COOKIE}=1`)).source).toBe("session");
    expect((await load(`${other.cookie}; __Host-dealer-session=x`)).source).toBeNull();
    expect((await load(other.cookie, "/account/video-calling/settings")).source).toBeNull();
    expect((await load(other.cookie, "/account/video-calling/settings")).source).toBeNull();
  });
});
