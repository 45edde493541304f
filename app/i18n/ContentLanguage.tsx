/**
 * Content from the database in the language it is in: where the visitor's language has no
 * translation yet, the English text is shown inside an element marked `lang="en"` (so a screen
 * reader switches voice) and the page says so.
 */
import { LOCALES, type Locale } from "@common/locale";
import { useT } from "./I18n";

/** The `lang` attribute for content in `contentLanguage` on this page: only when it differs from the page's. */
export function contentLang(locale: Locale, contentLanguage: string): string | undefined {
  return LOCALES[locale].language === contentLanguage ? undefined : contentLanguage;
}

/** Tells the visitor the content below is not in their language yet (nothing when it is). */
export function NotYetTranslated({ contentLanguage }: { contentLanguage: string }) {
  const { t, locale } = useT();
  if (contentLang(locale, contentLanguage) === undefined) return null;
  return (
    <p className="not-yet-translated" role="note">
      {t("This page has not been translated yet, so it is shown in English.")}
    </p>
  );
}
