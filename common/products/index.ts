/**
 * Constants and helpers of the product catalogue and its download paths,
 * shared by the site, the API and the seed.
 */

/** Market segments, by id: other areas filter webinars and articles by these ids. */
export const MARKET_SEGMENTS = [
  { id: 1, name: "education", title: "Education" },
  { id: 2, name: "individuals", title: "Individuals" },
  { id: 3, name: "organisation", title: "Organisations" },
] as const;
export type MarketSegmentName = (typeof MARKET_SEGMENTS)[number]["name"];

/** Each segment's page title as one message (not "Products for" joined to a translated word). */
const SEGMENT_PAGE_TITLES: Record<string, string> = {
  education: "Products for education",
  individuals: "Products for individuals",
  organisation: "Products for organisations",
};

/** The English title of a segment's product page (a catalogue message for the known segments); the caller translates it. */
export function segmentPageTitle(segmentName: string): string {
  const known = SEGMENT_PAGE_TITLES[segmentName];
  if (known) return known;
  const title = MARKET_SEGMENTS.find((segment) => segment.name === segmentName)?.title ?? segmentName;
  return `Products for ${title.toLowerCase()}`;
}

/** Whether a segment's page title is a catalogue message. */
export function segmentPageTitleIsMessage(segmentName: string): boolean {
  return Object.hasOwn(SEGMENT_PAGE_TITLES, segmentName);
}

/** Product type ids. */
export const PRODUCT_TYPE = { software: 1, hardware: 2, app: 3 } as const;

/** The reader app for Windows. */
export const READER_WINDOWS_PRODUCT_ID = 8;
export const READER_WINDOWS_LANGUAGE_ID = 1;

/** Spec 9: default trial language 1; download tokens are 32 characters. */
export const DEFAULT_TRIAL_LANGUAGE_ID = 1;
export const DOWNLOAD_TOKEN_LENGTH = 32;
/** How long a download link works. */
export const DOWNLOAD_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Trials last 30 days ("free for 30 days"). */
export const TRIAL_DAYS = 30;

/** Spec 9: the countdown before a download starts. */
export const COUNTDOWN_SECONDS = 3;
export const COUNTDOWN_LANGUAGES = ["en", "de", "fr", "nl"] as const;
export type CountdownLanguage = (typeof COUNTDOWN_LANGUAGES)[number];
export const DEFAULT_DOWNLOAD_LANG: CountdownLanguage = "en";

/** Spec 9: update search page size. */
export const UPDATE_SEARCH_PAGE_SIZE = 10;
export const UPDATE_SEARCH_MAX_PAGE_SIZE = 50;

/** Spec 5: route parameter shapes. */
export const NUMERIC_PARAM = /^\d{1,9}$/;
export const DOWNLOAD_TOKEN_PARAM = /^\w{32}$/;
export const LANG_PARAM = /^[a-z]{2}$/;
export const NAME_PARAM = /^[a-z]+$/;
/** Product and family semantic names: lowercase words joined by hyphens. */
export const SEMANTIC_NAME_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spec 5: trial personas persona_1 … persona_10, of which seven are offered. */
export const PERSONA_VALUES = [
  "persona_1",
  "persona_2",
  "persona_3",
  "persona_4",
  "persona_5",
  "persona_6",
  "persona_7",
  "persona_8",
  "persona_9",
  "persona_10",
] as const;
export const OFFERED_PERSONAS: { value: (typeof PERSONA_VALUES)[number]; label: string }[] = [
  { value: "persona_1", label: "I have sight loss and want to try it for myself" },
  { value: "persona_2", label: "I am a family member or friend of someone with sight loss" },
  { value: "persona_3", label: "I am a teacher or work in education" },
  { value: "persona_4", label: "I am an employer or work in IT for an organisation" },
  { value: "persona_5", label: "I am an assessor or rehabilitation professional" },
  { value: "persona_6", label: "I work for a sight loss charity or library" },
  { value: "persona_7", label: "I am a reseller or dealer" },
];

/** Spec 5: reader app download "who is it for". */
export const WHO_FOR_VALUES = ["personal", "parent", "friend", "education"] as const;
export const WHO_FOR_OPTIONS: { value: (typeof WHO_FOR_VALUES)[number]; label: string }[] = [
  { value: "personal", label: "For me" },
  { value: "parent", label: "For my child" },
  { value: "friend", label: "For a friend or relative" },
  { value: "education", label: "For students I teach or support" },
];

/** SuperNova editions (buy pages, trials). Product ids of the seed. */
export const SUPERNOVA_EDITIONS = [
  { edition: "magnifier", productId: 1, name: "SuperNova Magnifier" },
  { edition: "magnifier-speech", productId: 2, name: "SuperNova Magnifier & Speech" },
  { edition: "screen-reader", productId: 3, name: "SuperNova Magnifier & Screen Reader" },
] as const;
export type SupernovaEdition = (typeof SUPERNOVA_EDITIONS)[number]["edition"];

export const FULFILMENT_LABELS = { download: "Download", usb: "USB stick (runs from a USB drive on any Windows PC)" } as const;

/** Spec 9: "Version shown as major.minor with two-digit minor". */
export function formatVersion(version: { major: number; minor: number }): string {
  return `${version.major}.${String(version.minor).padStart(2, "0")}`;
}

/** Pence as a price: 39500 → "£395.00". */
export function formatPrice(amountPence: number, currency = "GBP"): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amountPence / 100);
}

/** Spec 8: download and trial failures without a message of their own. */
export const DOWNLOAD_ERROR_MESSAGE = "There was an error submitting your download request, please refresh and try again";
export const VERSION_LOAD_ERROR_MESSAGE = "There was an error getting the list of available versions, please refresh and try again";
export const DEALER_LOAD_ERROR_MESSAGE = "There was an error loading a list of dealers, please refresh and try again";
export const UNLOCK_WRONG_CODE_MESSAGE =
  "That unlock code was not recognised. Check it against your email or letter (codes are not case sensitive) and try again.";
export const NO_UPDATES_TITLE = "No Updates Found";
export const NO_UPDATES_ADVICE =
  "Try choosing only a product, or remove words from your search term, to broaden the search. If you still cannot find the update you need, contact our support team.";

/** An optional numeric query or form value: malformed or empty means not given. */
export function optionalNumber(value: string | null | undefined): number | null {
  return value && NUMERIC_PARAM.test(value.trim()) ? Number(value.trim()) : null;
}
