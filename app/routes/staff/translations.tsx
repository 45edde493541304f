/**
 * StaffTranslations (/staff/translations): every page, knowledge base article, product, event
 * and webinar written in English, section by section, with where its German, French and Dutch
 * translations stand (not translated, draft, published, out of date); each state links to the
 * translation's editor.
 */
import { Link } from "react-router";
import type { Route } from "./+types/translations";
import { TRANSLATION_KINDS, TRANSLATION_LANGUAGES, TRANSLATION_LIST_SHOWS, TRANSLATION_LIST_SHOW_LABELS } from "@common/schemas/staff-translations";
import { SelectField } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { useTranslationStateLabel } from "./translation-state";
import { translationsList } from "./translations.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Translations", matches);

export const loader = staffLoader(async ({ request }) => translationsList(request));

export default function StaffTranslations({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const stateLabel = useTranslationStateLabel();
  const { sections, show } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Translations")}</PageHeading>
      <p>
        {t(
          "What visitors read in German, French and Dutch. A draft stays off the site, which shows the English until the translation is published. Out of date: the English changed after the translation was last saved.",
        )}
      </p>
      <DeskFilter label="Filter the translations">
        <SelectField
          name="show"
          label={text("Show")}
          defaultValue={show}
          options={TRANSLATION_LIST_SHOWS.map((value) => ({ value, label: text(TRANSLATION_LIST_SHOW_LABELS[value]) }))}
        />
      </DeskFilter>
      <nav aria-labelledby="translation-sections-title">
        <h2 id="translation-sections-title">{t("Sections")}</h2>
        <ul>
          {sections.map(({ kind }) => (
            <li key={kind}>
              <a href={`#translations-${kind}`}>{t(TRANSLATION_KINDS[kind].section)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ kind, items }) => (
        <section key={kind} aria-labelledby={`translations-${kind}`}>
          <h2 id={`translations-${kind}`} tabIndex={-1}>
            {t(TRANSLATION_KINDS[kind].section)}
          </h2>
          {items.length === 0 ? (
            <p>{show === "all" ? t("Nothing written in English here yet.") : t("Nothing here needs work.")}</p>
          ) : (
            <div
              className="table-scroll"
              tabIndex={0}
              role="region"
              aria-label={text("{section}: translations (scrolls sideways)", { section: text(TRANSLATION_KINDS[kind].section) })}
            >
              <table>
                <caption>{t("{section}: translations by language", { section: text(TRANSLATION_KINDS[kind].section) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("In English")}</th>
                    {TRANSLATION_LANGUAGES.map((language) => (
                      <th key={language.code} scope="col" lang={language.code} translate="no">
                        {language.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row" lang="en">
                        {item.name}
                      </th>
                      {item.languages.map((status) => (
                        <td key={status.language} data-state={status.state} data-out-of-date={status.outOfDate ? "true" : undefined}>
                          <Link to={url("StaffTranslation", { kind, itemId: item.id, language: status.language })}>
                            {stateLabel(status)}
                            <span className="visually-hidden">
                              {" "}
                              <T
                                message="(translation of <0/>: <1/>)"
                                components={[
                                  <span lang="en">{item.name}</span>,
                                  <span lang={status.language} translate="no">
                                    {TRANSLATION_LANGUAGES.find((language) => language.code === status.language)?.name}
                                  </span>,
                                ]}
                              />
                            </span>
                          </Link>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
