/**
 * /language: the language switcher's links (GET) and the suggestion banner's buttons (POST)
 * remember the chosen locale and go on to the page in it. Reached without a valid choice, it
 * offers the site's home page in each language instead.
 */
import type { Route } from "./+types/language";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { LOCALES, PUBLIC_LOCALES } from "@common/locale";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { languageChoiceAction } from "~/features/consent/consent.server";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "site", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const loader = languageChoiceAction;
export const action = languageChoiceAction;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Choose a language | Dolphin") }];

export default function ChooseLanguage() {
  const { t } = useT();
  return (
    <div className="container">
      <PageHeading>{t("Choose a language")}</PageHeading>
      <ul>
        {PUBLIC_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={buildUrl("LanguageChoice", {}, { query: { language: locale, to: buildUrl("home", {}, { locale }) } })}
              hrefLang={LOCALES[locale].htmlLang}
              lang={LOCALES[locale].htmlLang}
            >
              {LOCALES[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
