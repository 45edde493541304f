import { DEFAULT_LANGUAGE_ID, DEFAULT_LOCALE } from "./constants";

/**
 * Locales the site answers to. A URL may start with one of these (`/de-de/contact`);
 * without a prefix the default locale applies.
 * - languageId: the language of localised data in D1 (banners, pages, products, articles, events);
 * - language: the interface catalogue the locale reads (app/i18n/messages, workers/i18n/messages);
 * - name: the language's own name, as the language switcher shows it.
 *
 * `en-xa` is the pseudo-locale: every catalogue message accented and bracketed, so that a test
 * can see any interface text that did not come from a catalogue. It is never served in
 * production, nor listed in the switcher, the head's alternates or the sitemap.
 */
export const LOCALES = {
  "en-gb": { languageId: 1, htmlLang: "en-GB", language: "en", name: "English (UK)" },
  "en-us": { languageId: 1, htmlLang: "en-US", language: "en", name: "English (US)" },
  "de-de": { languageId: 2, htmlLang: "de-DE", language: "de", name: "Deutsch" },
  "fr-fr": { languageId: 3, htmlLang: "fr-FR", language: "fr", name: "Français" },
  "nl-nl": { languageId: 4, htmlLang: "nl-NL", language: "nl", name: "Nederlands" },
  "en-xa": { languageId: 1, htmlLang: "en-XA", language: "xa", name: "Pseudo" },
} as const;

export type Locale = keyof typeof LOCALES;
/** A catalogue language: "en" is the source every message is written in. */
export type Language = (typeof LOCALES)[Locale]["language"];
export const TRANSLATED_LANGUAGES = ["de", "fr", "nl"] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const PSEUDO_LOCALE = "en-xa" satisfies Locale;

/**
 * The catalogue a locale reads: its language's, except American English, which reads the
 * English catalogue with its own spellings and words laid over it (common/i18n/compile.ts).
 */
export type CatalogueLanguage = Language | "en-us";

export function catalogueLanguageOf(locale: Locale): CatalogueLanguage {
  return locale === "en-us" ? "en-us" : languageOf(locale);
}

/** The locales visitors can choose, in the switcher's order. */
export const PUBLIC_LOCALES = (Object.keys(LOCALES) as Locale[]).filter((locale) => locale !== PSEUDO_LOCALE);

export function isLocale(value: string | undefined | null): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/**
 * Whether a Worker serves the pseudo-locale: only in local development and the tests
 * (ENVIRONMENT="local", wrangler.toml's top-level vars), never in production or anywhere else.
 */
export function servesPseudoLocale(environment: unknown): boolean {
  return environment === "local";
}

/** Whether a path is under the pseudo-locale ("/en-xa", "/en-xa/contact", "/EN-XA/…"). */
export function isPseudoLocalePath(pathname: string): boolean {
  return pathname.split("/")[1]?.toLowerCase() === PSEUDO_LOCALE;
}

export function isPublicLocale(value: string | undefined | null): value is Locale {
  return isLocale(value) && value !== PSEUDO_LOCALE;
}

/** The locale a URL segment names, or the default when it names none. */
export function resolveLocale(segment: string | undefined | null): Locale {
  return isLocale(segment) ? segment : (DEFAULT_LOCALE as Locale);
}

export function languageIdOf(locale: Locale): number {
  return LOCALES[locale]?.languageId ?? DEFAULT_LANGUAGE_ID;
}

export function languageOf(locale: Locale): Language {
  return LOCALES[locale]?.language ?? "en";
}

/** The language tag of a D1 language id ("en" for 1), for `lang` on content shown as it is stored. */
export function htmlLangOfLanguageId(languageId: number): string {
  const locale = PUBLIC_LOCALES.find((candidate) => LOCALES[candidate].languageId === languageId);
  return locale ? LOCALES[locale].language : "en";
}

/**
 * Whether content stored in D1 in `languageId` is in the page's own language. Pseudo-locale
 * pages count English content as foreign, so that it is marked `lang="en"` like any fallback.
 */
export function isContentInPageLanguage(locale: Locale, languageId: number): boolean {
  return locale !== PSEUDO_LOCALE && languageIdOf(locale) === languageId;
}
