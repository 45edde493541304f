import { isContentInPageLanguage } from "@common/locale";
import { useT } from "~/i18n/I18n";

/**
 * The `lang` for catalogue content from the database (names aside, it is written in English):
 * undefined on an English page, "en" on any other, so that a screen reader reads it as English.
 */
export function useContentLang(languageId = 1): string | undefined {
  const { locale } = useT();
  return isContentInPageLanguage(locale, languageId) ? undefined : "en";
}
