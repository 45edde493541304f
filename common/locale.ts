import { DEFAULT_LANGUAGE_ID, DEFAULT_LOCALE } from "./constants";

/**
 * Locales the site answers to. A URL may start with one of these (`/de-de/contact`);
 * without a prefix the default locale applies.
 * Each locale maps to the language id used by localised data (homepage banners, content).
 */
export const LOCALES = {
  "en-gb": { languageId: 1, htmlLang: "en-GB", name: "English (UK)" },
  "en-us": { languageId: 1, htmlLang: "en-US", name: "English (US)" },
  "de-de": { languageId: 2, htmlLang: "de-DE", name: "Deutsch" },
  "fr-fr": { languageId: 3, htmlLang: "fr-FR", name: "Français" },
  "nl-nl": { languageId: 4, htmlLang: "nl-NL", name: "Nederlands" },
} as const;

export type Locale = keyof typeof LOCALES;

export function isLocale(value: string | undefined | null): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/** The locale a URL segment names, or the default when it names none. */
export function resolveLocale(segment: string | undefined | null): Locale {
  return isLocale(segment) ? segment : (DEFAULT_LOCALE as Locale);
}

export function languageIdOf(locale: Locale): number {
  return LOCALES[locale]?.languageId ?? DEFAULT_LANGUAGE_ID;
}
