/**
 * The newsletter with double opt-in. A sign-up (the newsletter page, a contact form's box,
 * Account Preferences) records a pending consent and mails a confirmation link; the address is
 * given to the newsletter provider (workers/services/newsletter.ts) only when that link is
 * followed. Every newsletter mail, the confirmation included, carries a List-Unsubscribe link and
 * List-Unsubscribe-Post (RFC 8058), so a mail client can unsubscribe with one POST, without
 * cookies or a sign-in. Links are random tokens stored by hash.
 */
import { addressMailLocale, randomToken, sha256 } from "../identity";
import { and, eq, gt } from "drizzle-orm";
import type { Locale } from "@common/locale";
import { buildUrl } from "@common/routes";
import { type Database, newsletterConsents, newsletterUnsubscribeLinks } from "../db";
import { mailLanguage, serverText } from "../i18n";
import { siteOrigin, type EmailType, getNewsletter, type OutboxMail, sendThroughOutbox } from "../services";

/** How long a confirmation link works. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export type NewsletterStatus = "none" | "pending" | "subscribed" | "unsubscribed";

const normalise = (email: string) => email.trim().toLowerCase();

/** A new unsubscribe link for the address: the https URL mail carries in List-Unsubscribe and its footer. */
export async function unsubscribeLink(env: Env, db: Database, email: string, locale: Locale): Promise<string> {
  const token = randomToken(24);
  await db.insert(newsletterUnsubscribeLinks).values({ tokenHash: await sha256(token), email: normalise(email) });
  return `${siteOrigin(env)}${buildUrl("NewsletterUnsubscribe", {}, { query: { token }, locale })}`;
}

/** The headers every newsletter mail carries (RFC 2369 and RFC 8058); no mailto: the site receives no mail. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** A newsletter mail to one address, with its own unsubscribe link in the headers (and, by the footer, in the text). */
export async function newsletterMail(
  env: Env,
  db: Database,
  mail: { to: string; subject: string; text: string; tag: string; locale: Locale },
): Promise<OutboxMail> {
  const url = await unsubscribeLink(env, db, mail.to, mail.locale);
  return { to: mail.to, subject: mail.subject, text: mail.text, tag: mail.tag, lang: mailLanguage(mail.locale), headers: unsubscribeHeaders(url) };
}

/**
 * Records a sign-up as pending and mails the confirmation link. Asked again, a new link replaces
 * the old; an address already subscribed keeps its subscription until the new link (which
 * carries the new format) is followed. The caller's answer is the same in every case.
 */
export async function requestNewsletterSignUp(
  env: Env,
  db: Database,
  request: { email: string; emailType: EmailType; locale: Locale },
  now = Date.now(),
): Promise<void> {
  const email = normalise(request.email);
  // An address with a DolphinID gets its mail in the account's language; any other, in the form's page's.
  const input = { ...request, locale: await addressMailLocale(db, email, request.locale) };
  const token = randomToken(32);
  const tokenHash = await sha256(token);
  const existing = await db.select({ status: newsletterConsents.status }).from(newsletterConsents).where(eq(newsletterConsents.email, email)).get();
  const status = existing?.status === "subscribed" ? "subscribed" : "pending";
  const pending = {
    status,
    emailType: input.emailType,
    locale: input.locale,
    confirmTokenHash: tokenHash,
    confirmExpiresAt: new Date(now + CONFIRM_LINK_LIFETIME_MS),
    requestedAt: new Date(now),
  } as const;
  await db
    .insert(newsletterConsents)
    .values({ email, ...pending })
    .onConflictDoUpdate({ target: newsletterConsents.email, set: pending });
  const t = serverText(input.locale);
  const link = `${siteOrigin(env)}${buildUrl("NewsletterConfirm", {}, { query: { token }, locale: input.locale })}`;
  const mail = await newsletterMail(env, db, {
    to: email,
    subject: t.text("Please confirm your Dolphin newsletter sign-up"),
    text: [
      t.text("Hello,"),
      "",
      t.text("Someone, probably you, asked for the Dolphin newsletter to be sent to this address."),
      "",
      t.text("To confirm, open this link within 7 days and press 'Confirm': {link}", { link }),
      "",
      t.text("If you did not ask for it, do nothing: without your confirmation this address is not added and we will not write again."),
    ].join("\n"),
    tag: "newsletter-confirm",
    locale: input.locale,
  });
  await sendThroughOutbox(env, db, [mail], now);
}

/** Follows a confirmation link: the address goes to the provider now, and not before. False for a spent or unknown link. */
export async function confirmNewsletterSignUp(env: Env, db: Database, token: string, now = Date.now()): Promise<boolean> {
  const tokenHash = await sha256(token);
  const consent = await db
    .select()
    .from(newsletterConsents)
    .where(and(eq(newsletterConsents.confirmTokenHash, tokenHash), gt(newsletterConsents.confirmExpiresAt, new Date(now))))
    .get();
  if (!consent) return false;
  await getNewsletter(env, db).subscribe(consent.email, consent.emailType);
  await db
    .update(newsletterConsents)
    .set({ status: "subscribed", confirmedAt: new Date(now), confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null })
    .where(eq(newsletterConsents.email, consent.email));
  return true;
}

/** Takes an address off the newsletter (and cancels a pending sign-up): at the provider and in the consent record. */
export async function unsubscribeAddress(env: Env, db: Database, email: string, now = Date.now()): Promise<void> {
  const address = normalise(email);
  await getNewsletter(env, db).unsubscribe(address);
  const stopped = { status: "unsubscribed", unsubscribedAt: new Date(now), confirmTokenHash: null, confirmExpiresAt: null } as const;
  await db
    .insert(newsletterConsents)
    .values({ email: address, requestedAt: new Date(now), ...stopped })
    .onConflictDoUpdate({ target: newsletterConsents.email, set: stopped });
}

/** Follows an unsubscribe link (the page's button, or a mail client's one-click POST). False for a link that is not ours. */
export async function unsubscribeWithLink(env: Env, db: Database, token: string, now = Date.now()): Promise<boolean> {
  const link = await db
    .select({ email: newsletterUnsubscribeLinks.email })
    .from(newsletterUnsubscribeLinks)
    .where(eq(newsletterUnsubscribeLinks.tokenHash, await sha256(token)))
    .get();
  if (!link) return false;
  // A link keeps working: a second click (or a client's retry) unsubscribes again, harmlessly.
  await unsubscribeAddress(env, db, link.email, now);
  return true;
}

export interface NewsletterState {
  status: NewsletterStatus;
  emailType: EmailType;
}

export async function newsletterState(db: Database, email: string): Promise<NewsletterState> {
  const row = await db
    .select({ status: newsletterConsents.status, emailType: newsletterConsents.emailType })
    .from(newsletterConsents)
    .where(eq(newsletterConsents.email, normalise(email)))
    .get();
  return { status: row?.status ?? "none", emailType: row?.emailType ?? "html" };
}
