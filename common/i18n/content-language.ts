/**
 * The language of stored content (webinars, events, articles, videos, pages), and the one rule
 * that marks it: content keeps its own language tag, and wherever it is shown it carries
 * `lang="<its language>"` when that differs from the page's language, so a screen reader speaks
 * it in the right voice. Content in the page's own language carries no `lang` of its own.
 */
import { LOCALES, type Locale } from "../locale";

/** What stored content is written in unless staff say otherwise. */
export const DEFAULT_CONTENT_LANGUAGE = "en";

/** The primary subtag of a BCP 47 tag, lower case ("de" for "de-AT"). */
function primaryLanguage(tag: string): string {
  return tag.split("-")[0]!.toLowerCase();
}

/**
 * The `lang` attribute for content written in `contentLanguage` on a page in `locale`: its tag
 * when it differs from the page's language, none when they are the same. Missing means English.
 * Pseudo-locale pages (language "xa") count every real language as foreign.
 */
export function contentLang(locale: Locale, contentLanguage: string | null | undefined): string | undefined {
  const tag = contentLanguage || DEFAULT_CONTENT_LANGUAGE;
  return primaryLanguage(tag) === LOCALES[locale].language ? undefined : tag;
}
