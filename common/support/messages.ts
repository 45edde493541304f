/**
 * The texts the support desk shows, written once and used by the API, the pages
 * and the tests alike.
 */

/** Message submit. */
export const MESSAGE_SUCCESS =
  "We read all messages and will make sure it’s handled by the right team... We aim to reply within two working days, and a copy of your message is on its way to your inbox.";
export const MESSAGE_FAILURE = "There was an issue while handling your message, please refresh and try again";
export const MESSAGE_DUPLICATE =
  "We read all messages and will make sure it’s handled by the right team... We already have this message from you, so there is no need to send it again.";

/** Human check. */
export const HUMAN_CHECK_FAILURE = "There was an error submitting this form, please refresh and try again";
export const HUMAN_CHECK_TOKEN_FAILURE = "There was an issue attempting to verify you, please refresh and try again";
export const HUMAN_CHECK_DEFAULT = "Failed to verify you as human, please refresh and try again";
export const HUMAN_CHECK_ERROR_CODES = [
  "bad-request",
  "invalid-input-response",
  "invalid-input-secret",
  "missing-input-response",
  "missing-input-secret",
  "timeout-or-duplicate",
] as const;
export type HumanCheckErrorCode = (typeof HUMAN_CHECK_ERROR_CODES)[number];
export const HUMAN_CHECK_MESSAGES: Record<HumanCheckErrorCode, string> = {
  "bad-request": "The verification request could not be read, please refresh and try again",
  "invalid-input-response": "Your verification was not valid, please refresh and try again",
  "invalid-input-secret": "Our verification service is not set up correctly, please call us or try again later",
  "missing-input-response": "We did not receive your verification, please refresh and try again",
  "missing-input-secret": "Our verification service is not set up correctly, please call us or try again later",
  "timeout-or-duplicate": "Your verification has expired or was already used, please refresh and try again",
};
/** The message for a failed verification: chosen by the first error code. */
export function humanCheckMessage(errorCodes: readonly string[] | undefined): string {
  const first = errorCodes?.[0];
  return first && first in HUMAN_CHECK_MESSAGES ? HUMAN_CHECK_MESSAGES[first as HumanCheckErrorCode] : HUMAN_CHECK_DEFAULT;
}

/** Dealer load. */
export const DEALER_LOAD_FAILURE = "There was an error loading a list of dealers, please refresh and try again";

/** Geolocation. */
export const GEO_UNAVAILABLE = "Geolocation is unavailable in your browser version.";
export const GEO_UNSUPPORTED = "Your browser does not support GeoLocation";
export const GEO_LOOKUP_FAILED = "There was a problem locating you, please try again";
export const GEO_SERVICE_PROBLEM = "There was an issue contacting the GeoLocation service.";
export const GEO_NO_RESULTS = "Looks like we can't find you! Please choose your country from the box above.";
export const GEO_OTHER = "There was a problem locating you.";
export const GEO_ALERT_TITLE = "There was a problem with auto-detecting your position";
export const GEO_SERVER_ERROR = "Server Error";

/** Knowledge base: an empty list. */
export const KB_NO_ARTICLES = "No Articles Found";
export const KB_NO_ARTICLES_ADVICE = "Try fewer or different words, check the spelling, or choose All products to broaden your search.";

/** Bookings. */
export const SLOT_TAKEN = "That time has just been booked by someone else, please choose another time";
export const BOOKING_FAILURE = "There was an issue booking that time, please refresh and try again";

/** Newsletter. */
export const NEWSLETTER_SUBSCRIBED = "Thank you for signing up! Our next newsletter will arrive in your inbox.";
export const NEWSLETTER_ALREADY = "You are already on our mailing list, thank you. We have kept your email preference up to date.";
export const NEWSLETTER_FAILURE = "There was an issue signing you up, please refresh and try again";
/** Every sign-up gets this answer, whether or not the address is on the list already: nobody learns who is. */
export const NEWSLETTER_CONFIRMATION_SENT =
  "Almost done: we have sent a mail with a link to that address. The newsletter starts only when the link is followed.";
export const NEWSLETTER_CONFIRMED = "Thank you: you are subscribed to the Dolphin newsletter. Every issue has a link to unsubscribe.";
export const NEWSLETTER_CONFIRM_LINK_SPENT = "This confirmation link has expired or has been used already. Sign up again to get a new one.";
export const NEWSLETTER_UNSUBSCRIBED = "You are unsubscribed: we will send no more newsletters to this address.";
export const NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN =
  "This unsubscribe link is not one of ours. Copy the whole link from the mail, or unsubscribe in Account Preferences.";
export const NEWSLETTER_UNSUBSCRIBE_FAILURE = "The newsletter could not be stopped just now. Please try again in a few minutes.";
