/**
 * The visitor's language: the locale a page is in comes from its path alone (never a redirect);
 * the locale they chose is remembered in a cookie; `Accept-Language` may only suggest.
 * A suggestion banner shows when the chosen locale, or failing a choice the browser's best
 * match, differs from the page's.
 */
import { DEFAULT_LOCALE } from "../constants";
import { LOCALES, type Locale, PUBLIC_LOCALES, isLocale, isPublicLocale } from "../locale";

export const LANGUAGE_COOKIE = "locale";
export const LANGUAGE_COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/** The same page in another locale: its path with that locale's prefix (none for the default). */
export function pathInLocale(pathWithQuery: string, locale: Locale): string {
  const [path = "/", query = ""] = pathWithQuery.split(/(?=\?)/);
  const segments = path.split("/");
  const rest = isLocale(segments[1]?.toLowerCase()) ? `/${segments.slice(2).join("/")}` : path;
  const bare = rest === "" ? "/" : rest;
  const localised = locale === DEFAULT_LOCALE ? bare : `/${locale}${bare === "/" ? "" : bare}`;
  return `${localised}${query}`;
}

/**
 * The public locale that best matches an Accept-Language header: an exact tag first
 * ("de-DE"), then the language alone ("de" → de-de, "en" → the default), in the header's
 * order of preference.
 */
export function bestLocaleFor(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (isPublicLocale(tag)) return tag;
    const language = tag.split("-")[0];
    if (language === "en") return DEFAULT_LOCALE as Locale;
    const match = PUBLIC_LOCALES.find((locale) => LOCALES[locale].language === language);
    if (match) return match;
  }
  return null;
}

/**
 * The public locale an OpenID Connect client asks the sign-in page to speak (`ui_locales`: BCP 47
 * tags separated by spaces, the preferred first), matched as Accept-Language is; null for none.
 */
export function localeForUiLocales(uiLocales: string | null | undefined): Locale | null {
  return uiLocales ? bestLocaleFor(uiLocales.trim().split(/\s+/).join(",")) : null;
}

/** The locale to suggest on a page in `pageLocale`, or null when the page already suits. */
export function suggestedLocale(pageLocale: Locale, chosen: string | undefined, acceptLanguage: string | null | undefined): Locale | null {
  const wanted = isPublicLocale(chosen) ? chosen : bestLocaleFor(acceptLanguage);
  if (!wanted || !isPublicLocale(pageLocale)) return null;
  // English readers are served by either English; only another language is worth a banner.
  if (LOCALES[wanted].language === LOCALES[pageLocale].language) return null;
  return wanted;
}
