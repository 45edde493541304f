/**
 * Newsletter sign-up behind one interface (used by the newsletter operation, workers/support):
 * Mailchimp in production (NEWSLETTER_PROVIDER=mailchimp, MAILCHIMP_API_KEY "key-dc",
 * MAILCHIMP_LIST_ID), and by default a local list in D1 that really records subscribers.
 */
import { eq } from "drizzle-orm";
import { type Database, newsletterSubscribers } from "../db";

export type EmailType = "html" | "plain";

export interface NewsletterResult {
  status: "subscribed" | "already-subscribed";
}

export interface Newsletter {
  subscribe(email: string, emailType: EmailType, source?: string): Promise<NewsletterResult>;
  /** Takes the address off the list; an address that is not on it is not an error. */
  unsubscribe(email: string): Promise<void>;
}

export class LocalNewsletterList implements Newsletter {
  constructor(private readonly db: Database) {}

  async subscribe(email: string, emailType: EmailType, source = "newsletter"): Promise<NewsletterResult> {
    const address = email.trim().toLowerCase();
    const inserted = await this.db
      .insert(newsletterSubscribers)
      .values({ email: address, emailType, source })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length > 0) return { status: "subscribed" };
    // Signing up again is how people change their format: keep the latest choice.
    await this.db.update(newsletterSubscribers).set({ emailType }).where(eq(newsletterSubscribers.email, address));
    return { status: "already-subscribed" };
  }

  async unsubscribe(email: string): Promise<void> {
    await this.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.trim().toLowerCase()));
  }
}

export class NewsletterProviderError extends Error {}

export class MailchimpNewsletter implements Newsletter {
  constructor(
    private readonly apiKey: string,
    private readonly listId: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async subscribe(email: string, emailType: EmailType): Promise<NewsletterResult> {
    const dc = this.apiKey.split("-").at(-1);
    const response = await this.fetcher(`https://${dc}.api.mailchimp.com/3.0/lists/${encodeURIComponent(this.listId)}/members`, {
      method: "POST",
      headers: { Authorization: `Basic ${btoa(`dolphin:${this.apiKey}`)}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email_address: email.trim(), email_type: emailType, status: "subscribed" }),
    });
    if (response.ok) return { status: "subscribed" };
    const body = (await response.json().catch(() => ({}))) as { title?: string };
    if (response.status === 400 && body.title === "Member Exists") return { status: "already-subscribed" };
    throw new NewsletterProviderError(`Mailchimp answered ${response.status} ${body.title ?? ""}`.trim());
  }

  async unsubscribe(email: string): Promise<void> {
    const dc = this.apiKey.split("-").at(-1);
    // Mailchimp names a member by the MD5 of the lower-cased address (its API's rule, not a secret).
    const digest = await crypto.subtle.digest("MD5", new TextEncoder().encode(email.trim().toLowerCase()));
    const member = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    const response = await this.fetcher(`https://${dc}.api.mailchimp.com/3.0/lists/${encodeURIComponent(this.listId)}/members/${member}`, {
      method: "PATCH",
      headers: { Authorization: `Basic ${btoa(`dolphin:${this.apiKey}`)}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "unsubscribed" }),
    });
    if (response.ok || response.status === 404) return;
    throw new NewsletterProviderError(`Mailchimp answered ${response.status} to an unsubscribe`);
  }
}

export function getNewsletter(env: Env, db: Database): Newsletter {
  if (env.NEWSLETTER_PROVIDER === "mailchimp" && env.MAILCHIMP_API_KEY && env.MAILCHIMP_LIST_ID) {
    return new MailchimpNewsletter(env.MAILCHIMP_API_KEY, env.MAILCHIMP_LIST_ID);
  }
  return new LocalNewsletterList(db);
}
