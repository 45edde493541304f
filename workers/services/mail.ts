/**
 * Sending mail behind one interface. Locally, mail is delivered into the `mail_messages`
 * table (read it with `SELECT * FROM mail_messages`); in production a provider is chosen by
 * configuration (MAIL_PROVIDER). A send that fails throws, so callers can retry (outbox).
 */
import type { Database } from "../db/client";
import { mailMessages } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  tag?: string;
}

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
      }),
    });
    // A failed send throws, so the outbox keeps the message and tries again later.
    if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
  }
}

export function getMailer(env: Env, db: Database): Mailer {
  if (env.MAIL_PROVIDER === "resend" && env.MAIL_API_KEY && env.MAIL_FROM) return new ResendMailer(env.MAIL_API_KEY, env.MAIL_FROM);
  return new LocalMailbox(db);
}
