/**
 * The site search over the index (search_entries with its FTS5 tables, migrations 0039 and
 * 0042): one code path for /search, the header's suggestions, the knowledge base and product
 * help. English words match by English stem (porter), other languages' words as written;
 * results come grouped by kind, the page's own language first, then English, then the rest,
 * each by bm25 (the title weighs most). A query that finds nothing is spelt again word by word
 * from the trigram table's nearest words ("Did you mean").
 */
import { DEFAULT_LOCALE } from "@common/constants";
import { type Locale, languageOf } from "@common/locale";
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchHit, type SearchKind, type SearchOutcome } from "@common/search";
import { MARK_START, ftsMatch, nearestWord, queryWords, snippetParts, trigramMatch } from "./words";

export interface SearchOptions {
  query: string;
  locale: Locale;
  kind?: SearchKind | null;
  page?: number;
  perPage?: number;
}

interface Row {
  kind: SearchKind;
  ref: string;
  title: string;
  path: string;
  language: string;
  updated_at: number;
  marked_title: string;
  summary_snippet: string;
  body_snippet: string;
  summary: string;
}

const KIND_ORDER = `CASE e.kind ${SEARCH_KINDS.map((kind, index) => `WHEN '${kind}' THEN ${index}`).join(" ")} END`;

/**
 * The two FTS5 tables of the index (migration 0042): English entries by English stems
 * (search_fts, porter), entries in every other language by their words as written
 * (search_fts_plain). Each entry is in one of them, so a search asks both.
 */
export const SEARCH_FTS_TABLES = ["search_fts", "search_fts_plain"] as const;

/**
 * One SELECT on each FTS table joined to its entries, where the table matches ?1, as one
 * UNION ALL. `columns` and `where` are given each table's name, for FTS5's own functions
 * (bm25, highlight, snippet), which only its own table can answer.
 */
export function matchedEntries(columns: (table: string) => string, where = ""): string {
  return SEARCH_FTS_TABLES.map(
    (table) => `SELECT ${columns(table)} FROM ${table} JOIN search_entries e ON e.id = ${table}.rowid WHERE ${table} MATCH ?1 ${where}`,
  ).join(" UNION ALL ");
}

/** A stored address in the searching locale: /de-de/webinars/3. */
export function localisedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path === "/" ? "" : path}`;
}

function toHit(row: Row, locale: Locale): SearchHit {
  const marked = (text: string) => text.includes(MARK_START);
  const snippetSource = marked(row.summary_snippet) ? row.summary_snippet : marked(row.body_snippet) ? row.body_snippet : row.summary.slice(0, 200);
  return {
    kind: row.kind,
    ref: row.ref,
    title: row.title,
    titleParts: snippetParts(row.marked_title),
    snippet: snippetParts(snippetSource),
    href: localisedPath(row.path, locale),
    language: row.language,
    updatedAt: row.updated_at > 0 ? new Date(row.updated_at).toISOString() : null,
  };
}

/**
 * The counts by kind and a page of results, asked together in one round trip; a page beyond the
 * last is asked again as the last.
 */
async function runMatch(db: D1Database, match: string, options: Required<Omit<SearchOptions, "query">>) {
  const own = languageOf(options.locale);
  const columns = (table: string) =>
    `e.kind, e.ref, e.title, e.path, e.language, e.updated_at, e.summary,
     highlight(${table}, 0, char(1), char(2)) AS marked_title,
     snippet(${table}, 1, char(1), char(2), '…', 24) AS summary_snippet,
     snippet(${table}, 2, char(1), char(2), '…', 24) AS body_snippet,
     ${KIND_ORDER} AS kind_order, CASE e.language WHEN ?3 THEN 0 WHEN 'en' THEN 1 ELSE 2 END AS language_order,
     bm25(${table}, 10.0, 4.0, 1.0) AS score`;
  const pageOf = (page: number) =>
    db
      .prepare(
        `SELECT * FROM (${matchedEntries(columns, "AND (?2 IS NULL OR e.kind = ?2)")})
         ORDER BY kind_order, language_order, score, updated_at DESC
         LIMIT ?4 OFFSET ?5`,
      )
      .bind(match, options.kind, own, options.perPage, (page - 1) * options.perPage);
  const asked = Math.max(1, options.page);
  const [counted, listed] = await db.batch<Partial<Row> & { count?: number }>([
    db.prepare(`SELECT kind, count(*) AS count FROM (${matchedEntries(() => "e.kind AS kind")}) GROUP BY kind`).bind(match),
    pageOf(asked),
  ]);
  const counts = SEARCH_KINDS.flatMap((kind) => counted!.results.filter((row) => row.kind === kind).map((row) => ({ kind, count: row.count ?? 0 })));
  const total = counts.filter((row) => !options.kind || row.kind === options.kind).reduce((sum, row) => sum + row.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / options.perPage));
  const page = Math.min(asked, pageCount);
  const rows = page === asked ? (listed!.results as Row[]) : (await pageOf(page).all<Row>()).results;
  return { counts, total, page, pageCount, hits: rows.map((row) => toHit(row, options.locale)) };
}

/**
 * The nearest spelling of a query that found nothing: each word that matches nothing is replaced
 * by the nearest word of the entries that share most of its three-letter pieces; null when no
 * word changes. One round trip for every word.
 */
export async function suggestSpelling(db: D1Database, words: string[]): Promise<string | null> {
  // A single word matches nothing, as the query found nothing: only a longer query asks which of its words match.
  const checked = words.length > 1 ? words : [];
  const checks = checked.map((word) => db.prepare(`SELECT count(*) AS n FROM (${matchedEntries(() => "1")} LIMIT 1)`).bind(`"${word}"`));
  const neighbours = words.map((word) =>
    db
      .prepare(
        "SELECT e.title, e.summary FROM search_trigram JOIN search_entries e ON e.id = search_trigram.rowid WHERE search_trigram MATCH ?1 ORDER BY bm25(search_trigram, 3.0, 1.0) LIMIT 40",
      )
      .bind(trigramMatch(word) ?? '""'),
  );
  const answers = await db.batch<{ n?: number; title?: string; summary?: string }>([...checks, ...neighbours]);
  const matches = (index: number) => checks.length > 0 && (answers[index]!.results[0]?.n ?? 0) > 0;
  let changed = false;
  const spelt = words.map((word, index) => {
    if (matches(index) || !trigramMatch(word)) return word;
    const rows = answers[checks.length + index]!.results;
    const nearest = nearestWord(
      word,
      rows.map((row) => `${row.title ?? ""} ${row.summary ?? ""}`),
    );
    if (!nearest) return word;
    changed = true;
    return nearest;
  });
  return changed ? spelt.join(" ") : null;
}

/** One search: a page of results of one kind or all, their counts by kind, and a spelling suggestion when nothing matches. */
export async function searchSite(db: D1Database, options: SearchOptions): Promise<SearchOutcome> {
  const query = options.query.trim();
  const settings = { locale: options.locale, kind: options.kind ?? null, page: options.page ?? 1, perPage: options.perPage ?? SEARCH_PAGE_SIZE };
  const empty: SearchOutcome = {
    query,
    kind: settings.kind,
    counts: [],
    total: 0,
    page: 1,
    pageCount: 1,
    perPage: settings.perPage,
    hits: [],
    suggestion: null,
    shownFor: query,
  };
  const words = queryWords(query);
  const match = ftsMatch(words);
  if (!match) return empty;
  const found = await runMatch(db, match, settings);
  if (found.counts.length > 0) return { ...empty, ...found };
  const suggestion = await suggestSpelling(db, words);
  if (!suggestion) return empty;
  // A small typo still finds the page: the nearest spelling's results are shown, and said to be.
  return { ...empty, ...(await runMatch(db, ftsMatch(queryWords(suggestion))!, settings)), suggestion, shownFor: suggestion };
}
