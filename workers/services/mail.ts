/**
 * Sending mail behind one interface. Locally, mail is delivered into the `mail_messages`
 * table (read it with `SELECT * FROM mail_messages`); in production a provider is chosen by
 * configuration (MAIL_PROVIDER). A send that fails throws, so callers can retry (outbox).
 */
import { desc } from "drizzle-orm";
import { type Database, mailMessages } from "../db";
import type { MailAttachment, MailMessage } from "./mail-message";
import { formatRawMessage } from "./mail-raw";

export type { MailAttachment, MailMessage } from "./mail-message";

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivers into the local mailbox table: real persistence, no network. */
export class LocalMailbox implements Mailer {
  constructor(private readonly db: Database) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailMessages).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      replyTo: message.replyTo ?? null,
      tag: message.tag ?? "",
      language: message.lang ?? "en-GB",
      headers: JSON.stringify(message.headers ?? {}),
      raw: formatRawMessage(message),
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    });
  }
}

/** Production: sends through the Resend HTTP API (MAIL_PROVIDER=resend, MAIL_API_KEY, MAIL_FROM). */
export class ResendMailer implements Mailer {
  constructor(
    private readonly apiKey: string,
    private readonly from: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const response = await this.fetcher("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${this.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: this.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        reply_to: message.replyTo,
        tags: message.tag ? [{ name: "category", value: message.tag.replace(/[^\w-]/g, "_") }] : undefined,
        headers: { ...message.headers, "Content-Language": message.lang ?? "en-GB" },
        attachments: message.attachments?.map((file) => ({ filename: file.filename, content: base64Of(file.content), content_type: file.contentType })),
      }),
    });
    // A failed send throws, so the outbox keeps the message and tries again later.
    if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
  }
}

/** UTF-8 text as base64, as the provider takes an attachment's content. */
function base64Of(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The attachments stored with a mail (JSON), or none. */
export function attachmentsOf(stored: string | null): MailAttachment[] | undefined {
  if (!stored) return undefined;
  const parsed = JSON.parse(stored) as MailAttachment[];
  return parsed.length ? parsed : undefined;
}

export function getMailer(env: Env, db: Database): Mailer {
  if (env.MAIL_PROVIDER === "resend" && env.MAIL_API_KEY && env.MAIL_FROM) return new ResendMailer(env.MAIL_API_KEY, env.MAIL_FROM);
  return new LocalMailbox(db);
}

/**
 * True when mail stays in the local mailbox table: never in production, and never once a real
 * provider is configured (then the table holds nothing new, and old rows are nobody's business).
 */
export function usesLocalMailbox(env: Env): boolean {
  return env.ENVIRONMENT !== "production" && !env.MAIL_PROVIDER;
}

/**
 * Every mail the local mailbox holds, newest first (the /dev/mailbox page), or null where
 * there is no local mailbox (production, or a real provider configured): the page is a 404 there.
 */
export async function readLocalMailbox(env: Env, db: Database, limit = 200) {
  if (!usesLocalMailbox(env)) return null;
  return db.select().from(mailMessages).orderBy(desc(mailMessages.id)).limit(limit);
}

/** Where the site runs locally when nothing says otherwise (`npm start`'s default port). */
export const LOCAL_SITE_ORIGIN = "http://localhost:8787";

/**
 * The public origin that links in mail point at. It comes from configuration (`SITE_ORIGIN`),
 * never from the request: a forged Host header must not put an attacker's address in a
 * password reset or invitation link. Production refuses to guess.
 */
export function siteOrigin(env: Env): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  if (env.ENVIRONMENT === "production") throw new Error("SITE_ORIGIN is not set: links in mail need the site's public origin");
  return LOCAL_SITE_ORIGIN;
}
