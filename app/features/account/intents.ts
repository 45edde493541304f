/**
 * The names of the forms of the account pages that hold more than one: each form sends its
 * name in a hidden `intent` field, and the page action runs that form's operation
 * (actions.server.ts). Here, so that the pages' components and their actions share them.
 */
export const PREFERENCES_INTENTS = {
  save: "save-preferences",
  changePassword: "change-password",
  addPasskey: "add-passkey",
  removePasskey: "remove-passkey",
} as const;
export const STAFF_PROTECT_INTENTS = { totp: "enrol-totp", passkey: PREFERENCES_INTENTS.addPasskey } as const;
export const STAFF_CONFIRM_INTENTS = { totp: "totp", recoveryCode: "recovery-code", passkey: "passkey" } as const;
/** The forms of the sessions and newsletter sections of the Preferences page (SignedInSessions, NewsletterSubscription). */
export const SESSION_INTENTS = { end: "end-session", endOthers: "end-other-sessions" } as const;
export const NEWSLETTER_INTENTS = { subscribe: "newsletter-subscribe", unsubscribe: "newsletter-unsubscribe" } as const;
/** The mail language form of the Preferences page (MailLanguage). */
export const MAIL_LANGUAGE_INTENT = "mail-language";
export const PASSWORD_RESET_INTENTS = { request: "request-link", complete: "new-password" } as const;
export const VERIFY_EMAIL_INTENTS = { code: "prove", link: "link", resend: "resend" } as const;
export const EMAIL_CHANGE_INTENTS = { start: "new-address", code: "prove-new-address" } as const;
