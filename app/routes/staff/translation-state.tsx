/**
 * How the desk names where a translation stands (not translated, draft or published, and
 * whether the English changed since), and the Translations part of each translatable item's
 * page: a link to its translation into each language, with where it stands.
 */
import { Link } from "react-router";
import { TRANSLATION_LANGUAGES, type TranslatedKind } from "@common/schemas/staff-translations";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import type { TranslationStatus } from "./translations.server";

export function useTranslationStateLabel(): (status: Pick<TranslationStatus, "state" | "outOfDate">) => string {
  const { text } = useT();
  return ({ state, outOfDate }) => {
    if (state === "missing") return text("Not translated");
    if (state === "draft") return outOfDate ? text("Draft, out of date") : text("Draft");
    return outOfDate ? text("Published, out of date") : text("Published");
  };
}

export function TranslationsPart({ kind, itemId, statuses }: { kind: TranslatedKind; itemId: number; statuses: TranslationStatus[] }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const stateLabel = useTranslationStateLabel();
  return (
    <section aria-labelledby="item-translations-title">
      <h2 id="item-translations-title">{t("Translations")}</h2>
      <p>{t("Its text in the site's other languages; each translation is published on its own.")}</p>
      <ul>
        {statuses.map((status) => (
          <li key={status.language}>
            <Link to={url("StaffTranslation", { kind, itemId, language: status.language })}>
              <span lang={status.language} translate="no">
                {TRANSLATION_LANGUAGES.find((language) => language.code === status.language)?.name ?? status.language}
              </span>
            </Link>
            : {stateLabel(status)}
          </li>
        ))}
      </ul>
    </section>
  );
}
