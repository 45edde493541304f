/**
 * Content from the database in the language it is in: content in another language than the
 * page's (a German webinar on an English page, or English text not translated yet) is shown
 * inside an element marked with its own `lang` (so a screen reader switches voice; the rule is
 * `contentLang` in common/i18n/content-language.ts) and the page says so.
 */
import { contentLang } from "@common/i18n/content-language";
import { useT } from "./I18n";

export { contentLang };

/**
 * Tells the visitor the content below is not in their language (nothing when it is): English
 * text not translated yet, or content written in another of the site's languages.
 */
export function NotYetTranslated({ contentLanguage }: { contentLanguage: string }) {
  const { t, locale } = useT();
  const lang = contentLang(locale, contentLanguage);
  if (lang === undefined) return null;
  return (
    <p className="not-yet-translated" role="note">
      {lang === "en"
        ? t("This page has not been translated yet, so it is shown in English.")
        : t("This page is written in {language, select, de {German} fr {French} nl {Dutch} other {English}}.", { language: lang })}
    </p>
  );
}
