/**
 * The product's fixed numbers (layout, cookies, limits, lifetimes), written once and imported
 * by the site, the API and the realtime hub alike.
 */

/** Layout and navigation. */
export const MOBILE_CUTOFF_PX = 768;
export const NAV_INITIAL_BUFFER_WIDTH_PX = 85;
export const SCROLL_RESIZE_THROTTLE_MS = 150;
export const BACK_TO_TOP_SPACING_PX = 15;
export const BACK_TO_TOP_BOTTOM_TRIGGER_PX = 40;
export const SCROLL_SPY_OFFSET_PX = 56;

/** Cookies. Lifetimes in seconds. */
const DAY_SECONDS = 24 * 60 * 60;
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 7 * DAY_SECONDS;
export const COOKIE_POLICY_LIFETIME_SECONDS = 7 * DAY_SECONDS;
export const CALLER_COOKIE_LIFETIME_SECONDS = 10 * 60;
export const SETTINGS_COOKIE_LIFETIME_SECONDS = 365 * DAY_SECONDS;
export const OAUTH_HASH_COOKIE_LIFETIME_SECONDS = 10 * 60;
export const REMEMBER_ME_LIFETIME_SECONDS = 365 * DAY_SECONDS;

/** Cookie names. */
export const COOKIE_POLICY_COOKIE = "cookie-policy";
export const BROWSER_COMPAT_COOKIE = "browser-compat-warned";
export const ANALYTICS_ID_COOKIE = "dolphin-analytics-id";

/** Data defaults. */
export const DEFAULT_LANGUAGE_ID = 1;
export const DEFAULT_LOCALE = "en-gb";
export const API_VERSION = 1;
/** Flash messages clear after this long. */
export const FLASH_MESSAGE_CLEAR_MS = 10_000;
/** Cancel ids of the API client: 8 lowercase letters. */
export const CANCEL_ID_LENGTH = 8;

/** Prefix of every analytics event name. */
export const ANALYTICS_EVENT_PREFIX = "dolphin_";

/** Product help: the page a book opens at, its contents. */
export const DEFAULT_HELP_PAGE = "contents.htm";
