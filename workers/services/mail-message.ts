/** What a mail is, whichever way it is sent (./mail.ts) and however it is written out (./mail-raw.ts). */
/** A file sent with a mail, such as a webinar's calendar file; its content is text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  tag?: string;
  /** The language the mail is written in ("de-DE"), sent as its Content-Language; English by default. */
  lang?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); only names a provider accepts as custom headers. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}
