/**
 * The newsletter's operations. Signing up (POST mailchimp/newsletter and the newsletter page)
 * mails a confirmation link and answers the same whether or not the address is on the list;
 * following the link (the confirmation page's button) gives the address to the provider;
 * the unsubscribe link's page, and a mail client's one-click POST to the same address
 * (RFC 8058), take it off without a sign-in. Account Preferences subscribes (with the same
 * confirmation, to the account's address) and unsubscribes at once. A provider that fails is
 * logged and the visitor is asked to try again; nothing is lost.
 */
import {
  NEWSLETTER_CONFIRMATION_SENT,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_CONFIRM_LINK_SPENT,
  NEWSLETTER_FAILURE,
  NEWSLETTER_UNSUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBE_FAILURE,
  NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN,
} from "@common/support/messages";
import {
  accountNewsletterSchema,
  accountNewsletterStopSchema,
  newsletterConfirmSchema,
  newsletterUnsubscribeSchema,
} from "@common/schemas/sessions-newsletter";
import { newsletterSchema } from "@common/schemas/support";
import { defineOperation, done, refuse } from "../operation";
import { NewsletterProviderError } from "../services";
import { confirmNewsletterSignUp, requestNewsletterSignUp, unsubscribeAddress, unsubscribeWithLink } from "./newsletter-consent";

export const NEWSLETTER_RATE_LIMIT = { name: "newsletter", limit: 5, windowSeconds: 600 };
/** Mail providers send one-click unsubscribes for many people from few addresses: a wide limit. */
const UNSUBSCRIBE_RATE_LIMIT = { name: "newsletter-unsubscribe", limit: 200, windowSeconds: 600 };

/** A provider that refused or could not be reached: the visitor can try again. */
function providerFailed(error: unknown, message: string) {
  if (!(error instanceof NewsletterProviderError)) throw error;
  console.error("the newsletter provider failed", error);
  return refuse(502, message);
}

export const signUpToNewsletter = defineOperation({
  name: "newsletter-sign-up",
  input: newsletterSchema,
  access: "anyone",
  rateLimit: NEWSLETTER_RATE_LIMIT,
  failureMessage: NEWSLETTER_FAILURE,
  run: async ({ env, db, locale }, { email, emailType }) => {
    await requestNewsletterSignUp(env, db, { email, emailType, locale });
    return done({ status: "confirmation-sent", message: NEWSLETTER_CONFIRMATION_SENT }, { status: 202 });
  },
});

export const confirmNewsletter = defineOperation({
  name: "newsletter-confirm",
  input: newsletterConfirmSchema,
  access: "anyone",
  rateLimit: NEWSLETTER_RATE_LIMIT,
  failureMessage: NEWSLETTER_FAILURE,
  run: async ({ env, db }, { token }) => {
    try {
      if (!(await confirmNewsletterSignUp(env, db, token))) return refuse(410, NEWSLETTER_CONFIRM_LINK_SPENT);
    } catch (error) {
      return providerFailed(error, NEWSLETTER_FAILURE);
    }
    return done({ status: "subscribed", message: NEWSLETTER_CONFIRMED });
  },
});

export const unsubscribeFromNewsletter = defineOperation({
  name: "newsletter-unsubscribe",
  input: newsletterUnsubscribeSchema,
  access: "anyone",
  rateLimit: UNSUBSCRIBE_RATE_LIMIT,
  failureMessage: NEWSLETTER_UNSUBSCRIBE_FAILURE,
  run: async ({ env, db }, { token }) => {
    try {
      if (!(await unsubscribeWithLink(env, db, token))) return refuse(404, NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN);
    } catch (error) {
      return providerFailed(error, NEWSLETTER_UNSUBSCRIBE_FAILURE);
    }
    return done({ status: "unsubscribed", message: NEWSLETTER_UNSUBSCRIBED });
  },
});

/** Account Preferences: the confirmation goes to the account's own address. */
export const subscribeAccountToNewsletter = defineOperation({
  name: "account-newsletter-subscribe",
  input: accountNewsletterSchema,
  access: "signed-in",
  rateLimit: { ...NEWSLETTER_RATE_LIMIT, per: "account" },
  failureMessage: NEWSLETTER_FAILURE,
  run: async ({ env, db, locale, user }, { emailType }) => {
    await requestNewsletterSignUp(env, db, { email: user.email, emailType, locale });
    return done({ status: "confirmation-sent", message: NEWSLETTER_CONFIRMATION_SENT });
  },
});

export const unsubscribeAccountFromNewsletter = defineOperation({
  name: "account-newsletter-unsubscribe",
  input: accountNewsletterStopSchema,
  access: "signed-in",
  rateLimit: { ...UNSUBSCRIBE_RATE_LIMIT, per: "account" },
  failureMessage: NEWSLETTER_UNSUBSCRIBE_FAILURE,
  run: async ({ env, db, user }) => {
    try {
      await unsubscribeAddress(env, db, user.email);
    } catch (error) {
      return providerFailed(error, NEWSLETTER_UNSUBSCRIBE_FAILURE);
    }
    return done({ status: "unsubscribed", message: NEWSLETTER_UNSUBSCRIBED });
  },
});
