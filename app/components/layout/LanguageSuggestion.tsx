import { useLocation } from "react-router";
import { pathInLocale } from "@common/i18n/choice";
import { buildUrl } from "@common/routes";
import { useT } from "~/i18n/I18n";
import type { LocaleLayoutData } from "~/routes/site/locale-layout";

/**
 * Offers the page in the language the visitor chose before, or their browser prefers; never
 * moves them. Its offer is written in that language (and marked so); staying is a form that
 * remembers the page's own language, so the banner does not come back.
 */
export function LanguageSuggestion({ suggestion }: { suggestion: NonNullable<LocaleLayoutData["suggestion"]> }) {
  const { t, locale, htmlLang } = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const action = buildUrl("LanguageChoice", {}, { locale });
  return (
    <section className="language-suggestion" aria-label={suggestion.label} lang={suggestion.htmlLang}>
      <div className="container language-suggestion__inner">
        <p>
          {suggestion.message}{" "}
          <a
            href={buildUrl("LanguageChoice", {}, { locale, query: { language: suggestion.locale, to: pathInLocale(here, suggestion.locale) } })}
            hrefLang={suggestion.htmlLang}
          >
            {suggestion.link}
          </a>
        </p>
        <form method="post" action={action} lang={htmlLang}>
          <input type="hidden" name="language" value={locale} />
          <input type="hidden" name="to" value={here} />
          <button type="submit" className="button button--secondary">
            {t("Stay in this language")}
          </button>
        </form>
      </div>
    </section>
  );
}
