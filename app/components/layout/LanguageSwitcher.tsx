import { useLocation } from "react-router";
import { pathInLocale } from "@common/i18n/choice";
import { LOCALES, PUBLIC_LOCALES } from "@common/locale";
import { buildUrl } from "@common/routes";
import { useT } from "~/i18n/I18n";

/**
 * The language switcher: a link per locale, named in its own language and marked with it, to the
 * same page in that locale. The link goes through /language, which remembers the choice.
 */
export function LanguageSwitcher() {
  const { text, locale: current } = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <nav className="language-switcher" aria-label={text("Language")}>
      <ul className="language-switcher__list">
        {PUBLIC_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={buildUrl("LanguageChoice", {}, { locale: current, query: { language: locale, to: pathInLocale(here, locale) } })}
              hrefLang={LOCALES[locale].htmlLang}
              lang={LOCALES[locale].htmlLang}
              aria-current={locale === current ? "true" : undefined}
            >
              {LOCALES[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
