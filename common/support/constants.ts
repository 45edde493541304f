/** Business constants of the support desk, written once. */

/** The USA: the only country whose dealer search asks for a state. */
export const STATE_SELECTOR_COUNTRY_ID = 255;
/** The UK's code hides the help-in-my-language perk. */
export const UK_COUNTRY_CODE = "GB";
/** Knowledge base page size and search debounce. */
export const KB_PAGE_SIZE = 15;
export const KB_SEARCH_DEBOUNCE_MS = 250;
/** reCAPTCHA v3 score threshold: a lower score is refused. */
export const CAPTCHA_SCORE_THRESHOLD = 0.5;
/** Local human-check tokens expire after this long. */
export const HUMAN_CHECK_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
/** Chat widget iframe: looked for every 500 ms, up to 25 times. */
export const CHAT_IFRAME_CHECK_MS = 500;
export const CHAT_IFRAME_CHECK_TIMES = 25;
/** Field limits of the contact and support forms. */
export const CONTACT_LIMITS = { name: 100, email: 320, phone: 100, subject: 100, message: 1000, version: 20, serial: 20 } as const;
/** A message identical to one sent within this window is recognised as a repeat. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The cookie holding the visitor's chosen country id. */
export const COUNTRY_COOKIE = "dolphin-country";
/** Where support mail is delivered. */
export const SUPPORT_INBOX = "support@yourdolphin.example";
export const SALES_INBOX = "enquiries@yourdolphin.example";

/** How a bookable time is written ("Tuesday 1 December 2026, 10:00"): always in UK time, where the team works. */
export const SLOT_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
};
