/**
 * Signing up to the newsletter (POST mailchimp/newsletter and the newsletter page): an email
 * and a format, a few sign-ups per address in ten minutes. Signing up again keeps the latest
 * format and says so kindly. A provider that fails is logged, and the visitor is told to try
 * again; nothing is lost.
 */
import { newsletterSchema } from "@common/schemas/support";
import { NEWSLETTER_ALREADY, NEWSLETTER_FAILURE, NEWSLETTER_SUBSCRIBED } from "@common/support/messages";
import { defineOperation, done, refuse } from "../operation";
import { NewsletterProviderError, getNewsletter } from "../services/newsletter";

export const NEWSLETTER_RATE_LIMIT = { name: "newsletter", limit: 5, windowSeconds: 600 };

export const signUpToNewsletter = defineOperation({
  name: "newsletter-sign-up",
  input: newsletterSchema,
  access: "anyone",
  rateLimit: NEWSLETTER_RATE_LIMIT,
  failureMessage: NEWSLETTER_FAILURE,
  run: async ({ env, db }, { email, emailType }) => {
    try {
      const { status } = await getNewsletter(env, db).subscribe(email, emailType);
      const subscribed = status === "subscribed";
      return done({ status, message: subscribed ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY }, { status: subscribed ? 201 : 200 });
    } catch (error) {
      // The provider refused or could not be reached: the visitor can try again.
      if (!(error instanceof NewsletterProviderError)) throw error;
      console.error("newsletter sign-up failed", error);
      return refuse(502, NEWSLETTER_FAILURE);
    }
  },
});
