/** Configuration of the support desk's outside services (all optional: the local ones are the default). */
declare global {
  namespace Cloudflare {
    interface Env {
      /** "recaptcha" | "turnstile"; anything else: the local human check. */
      HUMAN_CHECK_PROVIDER?: string;
      HUMAN_CHECK_SITE_KEY?: string;
      HUMAN_CHECK_SECRET?: string;
      /** Origin serving the hosted check's script and siteverify instead of the provider's own (e.g. https://www.recaptcha.net). */
      HUMAN_CHECK_ORIGIN?: string;
      /** "mailchimp"; anything else: the local newsletter list in D1. */
      NEWSLETTER_PROVIDER?: string;
      MAILCHIMP_API_KEY?: string;
      MAILCHIMP_LIST_ID?: string;
      /** "google"; anything else: the offline geocoder over Natural Earth shapes. */
      GEOCODER_PROVIDER?: string;
      GEOCODER_API_KEY?: string;
      /** Address of the live-chat widget script; unset: no chat widget. */
      CHAT_WIDGET_SRC?: string;
      /** "resend"; anything else: the local mailbox table. */
      MAIL_PROVIDER?: string;
      MAIL_API_KEY?: string;
      MAIL_FROM?: string;
      /** The site's public origin (e.g. https://www.example.com): links in mail are built from it. */
      SITE_ORIGIN?: string;
    }
  }
}

export {};
