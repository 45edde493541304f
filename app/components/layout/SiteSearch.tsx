/**
 * The header's search field on every page: a search landmark labelled 'Search this site', a GET
 * form to /search that works without JavaScript. With the enhancement script
 * (app/enhance/site-search.ts) the field becomes a combobox whose listbox suggests pages as the
 * visitor types; every word it shows comes from the data attributes below, in the page's language.
 */
import { SEARCH_KINDS, SEARCH_SUGGESTION_COUNT } from "@common/search";
import { KIND_NAMES } from "~/features/search/kinds";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

export function SiteSearch() {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const kinds = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, text(KIND_NAMES[kind])]));
  return (
    <form
      role="search"
      aria-label={text("Search this site")}
      method="get"
      action={url("Search")}
      className="site-search"
      data-site-search={`/api/v1/search?perPage=${SEARCH_SUGGESTION_COUNT}&locale=${locale}`}
      data-kinds={JSON.stringify(kinds)}
      // The script writes the count and the words in: the placeholders are kept as they are.
      data-count-none={text("No suggestions. Press Enter to search.")}
      data-count-one={text("1 suggestion. Use the arrow keys to choose, or press Enter to search.")}
      data-count-other={text("{count} suggestions. Use the arrow keys to choose, or press Enter to search.", { count: "{count}" })}
      data-all-results={text("See all results for “{query}”", { query: "{query}" })}
    >
      <label id="site-search-label" htmlFor="site-search-q" className="visually-hidden">
        {t("Search")}
      </label>
      <input id="site-search-q" aria-labelledby="site-search-label" name="q" type="search" className="site-search__input" maxLength={200} autoComplete="off" />
      <button type="submit" className="button button--secondary site-search__button">
        {t("Search")}
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's popup is a list of options, as in the ARIA combobox pattern. */}
      <ul id="site-search-options" role="listbox" aria-label={text("Suggestions")} className="site-search__options" hidden />
      <p id="site-search-status" role="status" className="visually-hidden" />
    </form>
  );
}
