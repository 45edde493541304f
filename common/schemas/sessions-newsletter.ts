/**
 * The forms of the list of where an account is signed in, and of the newsletter's confirmation,
 * unsubscribe and subscription on Account Preferences.
 */
import * as v from "valibot";
import { fieldMessage, requiredText } from "./fields";

/** A session's public name (sessions.public_id): 32 hex digits. */
export const endSessionSchema = v.object({
  sessionId: v.pipe(requiredText("Signed-in session", 64), v.regex(/^[0-9a-f]{32}$/, fieldMessage("Choose a session from the list", "Signed-in session"))),
});

/** 'Sign out everywhere else' takes nothing but the request's own session. */
export const endOtherSessionsSchema = v.object({});

/** A link's token from a newsletter mail (confirmation or unsubscribe): opaque, URL-safe. */
const linkToken = v.pipe(
  requiredText("Link", 100),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, fieldMessage("This link is not complete. Copy the whole link from the mail, or ask for a new one.", "Link")),
);

export const newsletterConfirmSchema = v.object({ token: linkToken });

/**
 * The unsubscribe link's form, and the one-click POST of RFC 8058 a mail client sends (its body is
 * `List-Unsubscribe=One-Click`; the token is in the link's query, added to the input by the page).
 */
export const newsletterUnsubscribeSchema = v.object({
  token: linkToken,
  "List-Unsubscribe": v.optional(v.string()),
});

/** Subscribing from Account Preferences: the format; the confirmation goes to the account's address. */
export const accountNewsletterSchema = v.object({
  emailType: v.pipe(
    v.optional(v.picklist(["html", "plain"], fieldMessage("Choose HTML or plain text emails", "Email format")), "html"),
    v.title("Email format"),
  ),
});

/** Unsubscribing from Account Preferences: the account's own address, nothing to type. */
export const accountNewsletterStopSchema = v.object({});
