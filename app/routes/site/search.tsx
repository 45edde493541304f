import type { Route } from "./+types/search";
import { resolveLocale } from "@common/locale";
import { SEARCH_KINDS } from "@common/search";
import { PageHeading } from "~/components/layout/PageHeading";
import { SelectField } from "~/components/forms/fields";
import { SearchResults, searchSummary } from "~/features/search/SearchResults";
import { KIND_GROUPS } from "~/features/search/kinds";
import { useResultsFormMarks } from "~/enhance/framework";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { searchForPage } from "./search.server";

// Served without framework JavaScript: a GET form; with the enhancement script a change of kind
// or words brings the results in place and the status region says the new count.
export const handle = { i18n: ["site/search"], hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    { title: data?.outcome ? text('Search results for "{query}" | Dolphin', { query: data.outcome.query }) : text("Search | Dolphin") },
    { name: "robots", content: "noindex" },
  ];
};

/** /search?q=&kind=&page= and /{locale}/search: the site search in the page's language first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { outcome: await searchForPage(request, resolveLocale(params.locale)) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const marks = useResultsFormMarks({
    regions: ["search-results"],
    status: "search-status",
    loadingMessage: text("Searching…"),
    errorMessage: text("The search could not be done. Please try again."),
  });
  return (
    <div className="container page search-page">
      <PageHeading>{t("Search")}</PageHeading>
      {/* The count is the heading's companion: read straight after it, and said again when results change in place. */}
      <p id="search-status" role="status" className="search-page__summary">
        {outcome ? searchSummary(text, outcome) : t("Type a few words to search every page of the site.")}
      </p>
      <form method="get" action={url("Search")} role="search" aria-label={text("Search results")} className="search-page__form" {...marks}>
        <div className="field">
          <label htmlFor="search-q" className="field__label">
            {t("Words to find")}
          </label>
          <input id="search-q" name="q" type="search" className="field__input" defaultValue={outcome?.query ?? ""} maxLength={200} autoComplete="off" />
        </div>
        <SelectField
          name="kind"
          id="search-kind"
          label={text("Kind of page")}
          defaultValue={outcome?.kind ?? ""}
          options={[{ value: "", label: text("Everything") }, ...SEARCH_KINDS.map((kind) => ({ value: kind, label: text(KIND_GROUPS[kind]) }))]}
        />
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </form>
      <div id="search-results">{outcome ? <SearchResults outcome={outcome} /> : null}</div>
    </div>
  );
}
