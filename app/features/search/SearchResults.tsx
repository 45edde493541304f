/**
 * The results of /search, rendered on the server: a count said by a status region, filters by
 * kind with their counts, results grouped by kind (title as link, kind, snippet with the matched
 * words marked, language marked and noted where it differs from the page's), pages of 10, and,
 * when nothing matches, the nearest spelling and the way to support.
 */
import { Link } from "react-router";
import { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchOutcome, type SnippetPart } from "@common/search";
import { contentLang } from "~/i18n/ContentLanguage";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { KIND_GROUPS, KIND_NAMES, WRITTEN_IN } from "./kinds";

function Marked({ parts }: { parts: SnippetPart[] }) {
  return <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t, text, locale } = useT();
  const lang = contentLang(locale, hit.language);
  return (
    <li className="search-results__item">
      <h3 className="search-results__title" lang={lang}>
        <a href={hit.href}>{hit.titleParts.length > 0 ? <Marked parts={hit.titleParts} /> : hit.title}</a>
      </h3>
      <p className="search-results__meta">
        {t(KIND_NAMES[hit.kind])}
        {lang ? <> · {text(WRITTEN_IN[hit.language.split("-")[0]!] ?? "Written in {language}", { language: hit.language })}</> : null}
      </p>
      {hit.snippet.length > 0 ? (
        <p className="search-results__snippet" lang={lang}>
          <Marked parts={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

export function searchSummary(text: ReturnType<typeof useT>["text"], outcome: SearchOutcome): string {
  return text('{count, plural, one {# result for "{query}"} other {# results for "{query}"}}', { count: outcome.total, query: outcome.shownFor });
}

export function SearchResults({ outcome }: { outcome: SearchOutcome }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const link = (query: string, kind: SearchKind | null, page = 1) =>
    url("Search", {}, { query: { q: query, kind: kind ?? undefined, page: page > 1 ? page : undefined } });
  const all = outcome.counts.reduce((sum, row) => sum + row.count, 0);
  const groups = SEARCH_KINDS.filter((kind) => outcome.hits.some((hit) => hit.kind === kind));
  const countOf = (kind: SearchKind) => outcome.counts.find((row) => row.kind === kind)?.count ?? 0;

  return (
    <>
      {outcome.suggestion ? (
        <div className="search-results__suggestion">
          <p>
            <strong>{t('No results for "{query}".', { query: outcome.query })}</strong>{" "}
            <T
              message='Did you mean <0>"{suggestion}"</0>?'
              values={{ suggestion: outcome.suggestion }}
              components={[<a href={link(outcome.suggestion, outcome.kind)} />]}
            />
          </p>
          {outcome.total > 0 ? <p>{t('Showing results for "{suggestion}".', { suggestion: outcome.suggestion })}</p> : null}
        </div>
      ) : null}
      {outcome.total === 0 ? (
        <div className="search-results__empty">
          {outcome.suggestion ? null : (
            <p>
              <strong>{t('No results for "{query}".', { query: outcome.query })}</strong>
            </p>
          )}
          <p>
            <T message="Try fewer or other words, or <0>ask our support team</0>: they will find it for you." components={[<Link to={url("Support")} />]} />
          </p>
        </div>
      ) : null}
      {all > 0 ? (
        <nav aria-label={text("Kinds of page")} className="search-results__kinds">
          <ul>
            <li>
              <a href={link(outcome.shownFor, null)} aria-current={outcome.kind === null ? "page" : undefined}>
                {t("Everything ({count})", { count: all })}
              </a>
            </li>
            {outcome.counts.map((row) => (
              <li key={row.kind}>
                <a href={link(outcome.shownFor, row.kind)} aria-current={outcome.kind === row.kind ? "page" : undefined}>
                  {t("{kind} ({count})", { kind: text(KIND_GROUPS[row.kind]), count: row.count })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((kind) => (
        <section key={kind} aria-labelledby={`search-group-${kind}`} className="search-results__group">
          <h2 id={`search-group-${kind}`}>{t("{kind} ({count})", { kind: text(KIND_GROUPS[kind]), count: countOf(kind) })}</h2>
          <ol className="search-results">
            {outcome.hits
              .filter((hit) => hit.kind === kind)
              .map((hit) => (
                <Hit key={`${hit.kind}:${hit.ref}`} hit={hit} />
              ))}
          </ol>
        </section>
      ))}
      {outcome.pageCount > 1 ? (
        <nav aria-label={text("Result pages")} className="pager">
          <ul className="pager__list">
            <li>
              {outcome.page > 1 ? (
                <a className="button button--secondary" href={link(outcome.shownFor, outcome.kind, outcome.page - 1)}>
                  {t("Previous page")}
                </a>
              ) : null}
            </li>
            <li className="pager__status">{t("Page {page} of {pageCount}", { page: outcome.page, pageCount: outcome.pageCount })}</li>
            <li>
              {outcome.page < outcome.pageCount ? (
                <a className="button button--secondary" href={link(outcome.shownFor, outcome.kind, outcome.page + 1)}>
                  {t("Next page")}
                </a>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
    </>
  );
}
