/**
 * The support desk's message operations: the contact form, the contact support form and the
 * report-a-bug form. Each is human-checked with a token for its own form, limited to a few
 * messages per address in ten minutes, stored with the mail that reports it (never lost),
 * and may sign the sender up to the newsletter (a confirmation link is mailed); a failed sign-up never loses the message.
 */
import { bugReportSchema, contactMessageSchema, supportMessageSchema } from "@common/schemas/support";
import { MESSAGE_DUPLICATE, MESSAGE_FAILURE, MESSAGE_SUCCESS } from "@common/support/messages";
import { type OperationContext, defineOperation, done } from "../operation";
import { getMailer } from "../services";
import { requestNewsletterSignUp } from "./newsletter-consent";
import { type MessageInput, submitMessage } from "./desk";

/** Every public form of the support desk: a few messages per address in ten minutes. */
export const MESSAGE_RATE_LIMIT = { name: "support-message", limit: 5, windowSeconds: 600 };

async function handleMessage({ env, db, locale, user }: OperationContext<"anyone">, message: MessageInput) {
  // A message sent while signed in is the account's: its owner's data export lists it.
  const stored = await submitMessage(db, getMailer(env, db), message, Date.now(), locale, user?.userId ?? null);
  if (!stored.duplicate && message.kind !== "bug" && message.newsSubscription) {
    // The box asks for the newsletter: the sender is mailed a confirmation link, as on the newsletter page.
    await requestNewsletterSignUp(env, db, { email: message.email, emailType: message.newsType, locale }).catch((error) =>
      console.error("newsletter sign-up from a message failed", error),
    );
  }
  const text = stored.duplicate ? MESSAGE_DUPLICATE : MESSAGE_SUCCESS;
  return done({ id: stored.id, duplicate: stored.duplicate, message: text }, { status: stored.duplicate ? 200 : 201 });
}

export const sendContactMessage = defineOperation({
  name: "contact-message",
  input: contactMessageSchema,
  access: "anyone",
  rateLimit: MESSAGE_RATE_LIMIT,
  humanCheck: "contact",
  failureMessage: MESSAGE_FAILURE,
  run: (context, input) => handleMessage(context, { kind: "contact", ...input }),
});

export const sendSupportMessage = defineOperation({
  name: "support-message",
  input: supportMessageSchema,
  access: "anyone",
  rateLimit: MESSAGE_RATE_LIMIT,
  humanCheck: "support",
  failureMessage: MESSAGE_FAILURE,
  run: (context, input) => handleMessage(context, { kind: "support", ...input }),
});

export const sendBugReport = defineOperation({
  name: "bug-report",
  input: bugReportSchema,
  access: "anyone",
  rateLimit: MESSAGE_RATE_LIMIT,
  humanCheck: "report-bug",
  failureMessage: MESSAGE_FAILURE,
  run: (context, input) => handleMessage(context, { kind: "bug", ...input }),
});
