/**
 * Where an account is signed in, and the newsletter with double opt-in and one-click
 * unsubscribe (RFC 8058), as operations on both of their paths, with real D1. Mail is read as
 * a mail client reads it: the local mailbox's raw message, parsed with postal-mime.
 */
import { SELF, env } from "cloudflare:test";
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONFIRMED, NEWSLETTER_CONFIRM_LINK_SPENT, NEWSLETTER_UNSUBSCRIBED, NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN } from "@common/support/messages";
import { preferencesAction } from "~/features/account/actions.server";
import { NEWSLETTER_INTENTS, SESSION_INTENTS } from "~/features/account/intents";
import { newsletterConfirmAction, newsletterUnsubscribeAction } from "~/features/support/newsletter-links.server";
import { getDb } from "../workers/db/client";
import { OTHER_SESSIONS_ENDED_MESSAGE, SESSION_ENDED_MESSAGE, SESSION_NOT_FOUND_MESSAGE, THIS_SESSION_MESSAGE } from "../workers/session/own-sessions";
import { describeClient } from "../workers/session/session-client";
import { mailFooter } from "../workers/services/mail-footer";
import { sendThroughOutbox } from "../workers/services/support-outbox";
import { newsletterMail, requestNewsletterSignUp } from "../workers/support/newsletter-consent";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";

const preferences = (api: string): Target => ({ api, page: preferencesAction, pagePath: "/account/preferences" });
const endSession = preferences("account/sessions/end");
const endOthers = preferences("account/sessions/end-others");
const accountSubscribe = preferences("account/newsletter");
const accountUnsubscribe = preferences("account/newsletter/unsubscribe");
const confirmLink: Target = { api: "newsletter/confirm", page: newsletterConfirmAction, pagePath: "/newsletter/confirm" };
const unsubscribeLink: Target = { api: "newsletter/unsubscribe", page: newsletterUnsubscribeAction, pagePath: "/newsletter/unsubscribe" };

let counter = 0;
const newEmail = (label: string) => `${label}${++counter}.${Date.now()}@example.org`;

/** Whether a session cookie still opens the account (the API answers 401 once it has ended). */
async function stillSignedIn(cookie: string): Promise<boolean> {
  const response = await SELF.fetch("https://site.test/api/v1/account/preferences", { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });
  return response.status === 200;
}

const publicIdOf = async (userId: string) =>
  (await env.DB.prepare("SELECT public_id FROM sessions WHERE user_id = ? ORDER BY created_at").bind(userId).all<{ public_id: string }>()).results.map(
    (row) => row.public_id,
  );

const history = async (userId: string) =>
  (
    await env.DB.prepare(
      "SELECT kind AS event FROM account_history WHERE account_id = ? AND kind IN ('signed-in', 'session-ended', 'other-sessions-ended') ORDER BY id",
    )
      .bind(userId)
      .all<{ event: string }>()
  ).results.map((row) => row.event);

describe.each(BOTH_PATHS)("ending sessions through the %s path", (path) => {
  it("signs out one other session of the owner: its next request is signed out, this one stays, and the history says so", async () => {
    const email = newEmail("sessions");
    const here = await createSignedInUser(env, { email });
    const there = await createSignedInUser(env, { email });
    const [, thereId] = await publicIdOf(here.userId);
    const answer = await submit(path, endSession, { intent: SESSION_INTENTS.end, sessionId: thereId! }, { cookie: here.cookie });
    expect(answer).toMatchObject({ status: 200, message: SESSION_ENDED_MESSAGE });
    expect(await stillSignedIn(there.cookie)).toBe(false);
    expect(await stillSignedIn(here.cookie)).toBe(true);
    expect(await history(here.userId)).toEqual(["signed-in", "signed-in", "session-ended"]);
  });

  it("refuses another account's session as not found, and that session goes on", async () => {
    const mine = await createSignedInUser(env, { email: newEmail("mine") });
    const theirs = await createSignedInUser(env, { email: newEmail("theirs") });
    const [theirId] = await publicIdOf(theirs.userId);
    const answer = await submit(path, endSession, { intent: SESSION_INTENTS.end, sessionId: theirId! }, { cookie: mine.cookie });
    expect(answer).toMatchObject({ status: 404, message: SESSION_NOT_FOUND_MESSAGE });
    expect(await stillSignedIn(theirs.cookie)).toBe(true);
    expect(await history(mine.userId)).toEqual(["signed-in"]);
  });

  it("answers this session's own id and a malformed id per field, ending nothing", async () => {
    const user = await createSignedInUser(env, { email: newEmail("self") });
    const [ownId] = await publicIdOf(user.userId);
    const own = await submit(path, endSession, { intent: SESSION_INTENTS.end, sessionId: ownId! }, { cookie: user.cookie });
    expect(own.status).toBe(422);
    expect(own.fieldErrors?.sessionId).toEqual({ friendlyName: "Signed-in session", errors: [THIS_SESSION_MESSAGE] });
    const malformed = await submit(path, endSession, { intent: SESSION_INTENTS.end, sessionId: "'; DROP TABLE sessions" }, { cookie: user.cookie });
    expect(malformed.status).toBe(422);
    expect(malformed.fieldErrors?.sessionId?.errors).toEqual(["Choose a session from the list"]);
    expect(await stillSignedIn(user.cookie)).toBe(true);
  });

  it("signs out everywhere else, keeping this session", async () => {
    const email = newEmail("everywhere");
    const here = await createSignedInUser(env, { email });
    const others = [await createSignedInUser(env, { email }), await createSignedInUser(env, { email })];
    const answer = await submit(path, endOthers, { intent: SESSION_INTENTS.endOthers }, { cookie: here.cookie });
    expect(answer).toMatchObject({ status: 200, message: OTHER_SESSIONS_ENDED_MESSAGE });
    for (const other of others) expect(await stillSignedIn(other.cookie)).toBe(false);
    expect(await stillSignedIn(here.cookie)).toBe(true);
    expect(await publicIdOf(here.userId)).toHaveLength(1);
    expect((await history(here.userId)).at(-1)).toBe("other-sessions-ended");
  });

  it("asks a signed-out visitor to sign in", async () => {
    const answer = await submit(path, endOthers, { intent: SESSION_INTENTS.endOthers });
    if (path === "api") expect(answer.status).toBe(401);
    else expect(answer.status).toBe(303);
  });
});

describe("a session's device, browser and place", () => {
  it("reads the user agent in words and the country Cloudflare saw", () => {
    const request = new Request("https://site.test/", {
      headers: { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" },
    });
    Object.defineProperty(request, "cf", { value: { country: "NL" } });
    expect(describeClient(request)).toEqual({ device: "Windows 10", browser: "Chrome 131", country: "NL" });
  });

  it("knows no place without Cloudflare, and nothing without a user agent", () => {
    expect(describeClient(new Request("https://site.test/"))).toEqual({ device: "", browser: "", country: null });
  });
});

interface ParsedMail {
  headers: Map<string, string>;
  text: string;
}

/** The newest mail to `to` as a mail client reads it. */
async function latestMail(to: string, tag: string): Promise<ParsedMail> {
  const row = await env.DB.prepare("SELECT raw FROM mail_messages WHERE to_address = ? AND tag = ? ORDER BY id DESC LIMIT 1")
    .bind(to, tag)
    .first<{ raw: string }>();
  expect(row?.raw).toBeTruthy();
  const parsed = await PostalMime.parse(row!.raw);
  return { headers: new Map(parsed.headers.map((header) => [header.key, header.value])), text: parsed.text ?? "" };
}

/**
 * Sends a request to the page action of the unsubscribe page exactly as it arrives from a mail
 * client (the Workers tests serve no pages; e2e/sessions-newsletter.e2e.ts posts to the built site).
 */
async function postAsMailClient(url: string, init: RequestInit): Promise<number> {
  const answer = await newsletterUnsubscribeAction({ request: new Request(url, { method: "POST", ...init }), params: {} });
  return (answer as { init?: ResponseInit | null }).init?.status ?? 200;
}

/** The one https or http link of the mail's List-Unsubscribe header, on the test's host. */
function oneClickUrl(mail: ParsedMail): string {
  const header = mail.headers.get("list-unsubscribe") ?? "";
  const url = new URL(header.match(/^<(https?:[^>]+)>$/)?.[1] ?? "");
  return `https://site.test${url.pathname}${url.search}`;
}

const tokenIn = (text: string, route: string) => new URL(text.match(new RegExp(`https?://\\S+${route}\\?token=[\\w-]+`))![0]).searchParams.get("token")!;
const listed = (email: string) => env.DB.prepare("SELECT email_type FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ email_type: string }>();
const consent = (email: string) => env.DB.prepare("SELECT status FROM newsletter_consents WHERE email = ?").bind(email).first<{ status: string }>();

describe.each(BOTH_PATHS)("the newsletter's links through the %s path", (path) => {
  it("lists the address only once the mailed link is confirmed; the link works once", async () => {
    const email = newEmail("confirm");
    await requestNewsletterSignUp(env, getDb(env.DB), { email, emailType: "plain", locale: "en-gb" });
    expect(await listed(email)).toBeNull();
    const mail = await latestMail(email, "newsletter-confirm");
    const token = tokenIn(mail.text, "/newsletter/confirm");
    expect(await submit(path, confirmLink, { token })).toMatchObject({ status: 200, message: NEWSLETTER_CONFIRMED });
    expect(await listed(email)).toEqual({ email_type: "plain" });
    expect(await submit(path, confirmLink, { token })).toMatchObject({ status: 410, message: NEWSLETTER_CONFIRM_LINK_SPENT });
  });

  it("unsubscribes with the mail's link without a sign-in; an unknown or broken link changes nothing", async () => {
    const email = newEmail("leave");
    const db = getDb(env.DB);
    await requestNewsletterSignUp(env, db, { email, emailType: "html", locale: "en-gb" });
    await submit(path, confirmLink, { token: tokenIn((await latestMail(email, "newsletter-confirm")).text, "/newsletter/confirm") });
    const token = new URL(oneClickUrl(await latestMail(email, "newsletter-confirm"))).searchParams.get("token")!;
    expect(await submit(path, unsubscribeLink, { token: `${token.slice(0, -4)}AAAA` })).toMatchObject({
      status: 404,
      message: NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN,
    });
    expect((await submit(path, unsubscribeLink, { token: "short" })).status).toBe(422);
    expect(await listed(email)).not.toBeNull();
    expect(await submit(path, unsubscribeLink, { token })).toMatchObject({ status: 200, message: NEWSLETTER_UNSUBSCRIBED });
    expect(await listed(email)).toBeNull();
    expect(await consent(email)).toEqual({ status: "unsubscribed" });
  });

  it("lets a signed-in owner subscribe (confirmed by mail) and unsubscribe from Account Preferences", async () => {
    const user = await createSignedInUser(env, { email: newEmail("owner") });
    const subscribe = await submit(path, accountSubscribe, { intent: NEWSLETTER_INTENTS.subscribe, emailType: "plain" }, { cookie: user.cookie });
    expect(subscribe.status).toBe(200);
    expect(await consent(user.email)).toEqual({ status: "pending" });
    expect(await listed(user.email)).toBeNull();
    const bad = await submit(path, accountSubscribe, { intent: NEWSLETTER_INTENTS.subscribe, emailType: "pdf" }, { cookie: user.cookie });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors ?? {})).toEqual(["emailType"]);
    await submit(path, confirmLink, { token: tokenIn((await latestMail(user.email, "newsletter-confirm")).text, "/newsletter/confirm") });
    expect(await listed(user.email)).toEqual({ email_type: "plain" });
    const stop = await submit(path, accountUnsubscribe, { intent: NEWSLETTER_INTENTS.unsubscribe }, { cookie: user.cookie });
    expect(stop).toMatchObject({ status: 200, message: NEWSLETTER_UNSUBSCRIBED });
    expect(await listed(user.email)).toBeNull();
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("the confirmation carries List-Unsubscribe and List-Unsubscribe-Post, and a client's one-click POST cancels the sign-up", async () => {
    const email = newEmail("oneclick");
    await requestNewsletterSignUp(env, getDb(env.DB), { email, emailType: "html", locale: "en-gb" });
    const mail = await latestMail(email, "newsletter-confirm");
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers.get("list-unsubscribe")).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]+>$/);
    // The footer says why the mail came and gives the same link to stop it.
    expect(mail.text).toContain("because this address was signed up to the Dolphin newsletter");
    expect(mail.text).toContain(mail.headers.get("list-unsubscribe")!.slice(1, -1));
    // As a mail client sends it: a POST to the header's address, that body, no cookie, no Origin.
    const status = await postAsMailClient(oneClickUrl(mail), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(status).toBe(200);
    expect(await consent(email)).toEqual({ status: "unsubscribed" });
    // The old confirmation link no longer subscribes.
    const token = tokenIn(mail.text, "/newsletter/confirm");
    expect((await submit("api", confirmLink, { token })).status).toBe(410);
    expect(await listed(email)).toBeNull();
  });

  it("every newsletter mail carries the headers, and the one-click POST takes a subscriber off the list", async () => {
    const email = newEmail("issue");
    const db = getDb(env.DB);
    await requestNewsletterSignUp(env, db, { email, emailType: "html", locale: "de-de" });
    await submit("api", confirmLink, { token: tokenIn((await latestMail(email, "newsletter-confirm")).text, "/newsletter/confirm") });
    await sendThroughOutbox(env, db, [
      await newsletterMail(env, db, { to: email, subject: "Neuigkeiten", text: "Die neue Ausgabe.", tag: "newsletter:2026-12", locale: "de-de" }),
    ]);
    const issue = await latestMail(email, "newsletter:2026-12");
    expect(issue.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(issue.headers.get("content-language")).toBe("de-DE");
    expect(issue.text).toContain("Sie erhalten diese E-Mail, weil Sie den Dolphin-Newsletter abonniert haben.");
    const status = await postAsMailClient(oneClickUrl(issue), {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(status).toBe(200);
    expect(await listed(email)).toBeNull();
  });
});

describe("every mail says why it was sent", () => {
  it("has a footer per kind, in the mail's language, and a general one for any other kind", () => {
    expect(mailFooter("password-reset", "en-GB")).toContain("someone asked to reset the password");
    expect(mailFooter("order-receipt:17", "fr-FR")).toContain("Vous recevez ce message parce qu'une commande a été passée");
    expect(mailFooter("support-message-copy:3", "nl-NL")).toContain("U ontvangt deze e-mail omdat via onze website met dit adres een bericht");
    expect(mailFooter("something-new", "de-DE")).toBe("Sie erhalten diese E-Mail von der Dolphin-Website, weil dort etwas mit dieser Adresse getan wurde.");
    // A kind that is stopped by a link never shows a footer without one.
    expect(mailFooter("newsletter", "en-GB")).not.toContain("{link}");
  });

  it("adds the footer as the mail is delivered, whatever queued it", async () => {
    const email = newEmail("footer");
    await sendThroughOutbox(env, getDb(env.DB), [{ to: email, subject: "Receipt", text: "Thank you.", tag: "order-receipt:1", lang: "en-GB" }]);
    const mail = await latestMail(email, "order-receipt:1");
    expect(mail.text).toMatch(/^Thank you\.\n\n-- \nYou received this mail because an order was placed with Dolphin/);
    expect(mail.headers.has("list-unsubscribe")).toBe(false);
  });
});
