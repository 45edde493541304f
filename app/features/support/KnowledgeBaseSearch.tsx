/**
 * Knowledge base search: a GET form that works without JavaScript; with it,
 * app/enhance/results-form.ts searches after a 250 ms pause as the visitor types, brings the
 * results in place and says their number. No results: 'No Articles Found' with advice to
 * broaden the search.
 */
import { Link } from "react-router";
import { KB_SEARCH_DEBOUNCE_MS } from "@common/support/constants";
import { KB_NO_ARTICLES, KB_NO_ARTICLES_ADVICE } from "@common/support/messages";
import { SelectField } from "~/components/forms/fields";
import { useResultsFormMarks } from "~/enhance/framework";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { KbSearchResult } from "@common/support/knowledge-base";
import { type PageText, T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const KB_LOAD_FAILURE = "There was an error searching the knowledge base, please refresh and try again";

export function resultSummary(text: PageText["text"], result: Pick<KbSearchResult, "total" | "page" | "pageCount" | "searchTerm">): string {
  const found = result.searchTerm
    ? text('{count, plural, one {# article found for "{term}"} other {# articles found for "{term}"}}', { count: result.total, term: result.searchTerm })
    : text("{count, plural, one {# article found} other {# articles found}}", { count: result.total });
  return result.total > 0 ? `${found}. ${text("Page {page} of {pageCount}", { page: result.page, pageCount: result.pageCount })}.` : found;
}

/** An article's date as the page's language writes it ("1 December 2026", "December 1, 2026"). */
export function KbDate({ iso }: { iso: string }) {
  const { formatDate } = useT();
  return <time dateTime={iso}>{formatDate(iso, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}</time>;
}

/** One article in a list of knowledge-base articles: its linked title, summary and a line about it. */
export function KbArticleItem({
  article,
  meta,
}: {
  article: { id: number; title: string; shortDescription: string; language: string };
  meta: React.ReactNode;
}) {
  const url = useLocalisedUrl();
  const { locale } = useT();
  // Each article is marked with the language it is written in, where that is not the page's.
  const contentLang = langOfContent(locale, article.language);
  return (
    <li className="kb-results__item">
      <h3 className="kb-results__title" lang={contentLang}>
        <Link to={url("KnowledgeBaseArticle", {}, { query: { id: article.id } })}>{article.title}</Link>
      </h3>
      <p lang={contentLang}>{article.shortDescription}</p>
      <p className="kb-results__meta">{meta}</p>
    </li>
  );
}

export function KnowledgeBaseSearch({
  initial,
  products,
  action,
}: {
  initial: KbSearchResult;
  products: { id: number; productName: string }[];
  action: string;
}) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const resultsFormMarks = useResultsFormMarks({
    regions: ["kb-results"],
    status: "kb-status",
    delay: KB_SEARCH_DEBOUNCE_MS,
    loadingMessage: text("Searching…"),
    errorMessage: text(KB_LOAD_FAILURE),
  });
  const result = initial;

  const pageLink = (page: number) =>
    `${action}?${new URLSearchParams({ ...(result.searchTerm ? { searchTerm: result.searchTerm } : {}), ...(result.productId ? { productId: String(result.productId) } : {}), page: String(page) })}`;

  return (
    <div className="kb-search">
      <form
        method="get"
        action={action}
        role="search"
        aria-label={text("Knowledge base")}
        className="kb-search__form"
        // app/enhance/results-form.ts searches as the visitor types, in place.
        {...resultsFormMarks}
      >
        <div className="field">
          <label htmlFor="kb-search-term" className="field__label">
            {t("Search articles")}
          </label>
          <input
            id="kb-search-term"
            name="searchTerm"
            type="search"
            className="field__input"
            defaultValue={result.searchTerm}
            maxLength={200}
            autoComplete="off"
          />
        </div>
        <SelectField
          name="productId"
          id="kb-search-product"
          label={text("Product")}
          translate="no"
          defaultValue={initial.productId ? String(initial.productId) : ""}
          options={[{ value: "", label: text("All products") }, ...products.map((p) => ({ value: String(p.id), label: p.productName }))]}
        />
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </form>

      <h2 id="kb-results-title" tabIndex={-1}>
        {t("Articles")}
      </h2>
      {/* The live region the enhancement fills with each search's answer; no results are said
          here too (the page shows them below), so a search that finds nothing is heard. */}
      <p id="kb-status" role="status" className="kb-search__summary">
        {result.total > 0 ? resultSummary(text, result) : <span className="visually-hidden">{`${text(KB_NO_ARTICLES)}. ${text(KB_NO_ARTICLES_ADVICE)}`}</span>}
      </p>
      <div id="kb-results">
        {result.total === 0 ? (
          <div className="kb-search__empty">
            <p className="kb-search__empty-title">
              <strong>{t(KB_NO_ARTICLES)}</strong>
            </p>
            <p>{t(KB_NO_ARTICLES_ADVICE)}</p>
            <p>
              <T message="Still stuck? <0>Contact support</0> and we will help." components={[<Link to={url("ContactSupport")} />]} />
            </p>
          </div>
        ) : (
          <ul className="kb-results" aria-labelledby="kb-results-title">
            {result.articles.map((article) => (
              <KbArticleItem
                key={article.id}
                article={article}
                meta={<T message="<0/>, updated <1/>" components={[<span translate="no">{article.productName}</span>, <KbDate iso={article.dateUpdated} />]} />}
              />
            ))}
          </ul>
        )}
        {result.pageCount > 1 && (
          <nav aria-label={text("Article pages")} className="pager">
            <ul className="pager__list">
              <li>
                {result.page > 1 ? (
                  <a className="button button--secondary" href={pageLink(result.page - 1)}>
                    {t("Previous page")}
                  </a>
                ) : null}
              </li>
              <li className="pager__status">{t("Page {page} of {pageCount}", { page: result.page, pageCount: result.pageCount })}</li>
              <li>
                {result.page < result.pageCount ? (
                  <a className="button button--secondary" href={pageLink(result.page + 1)}>
                    {t("Next page")}
                  </a>
                ) : null}
              </li>
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
