/**
 * The site search's shared words: the kinds of page it finds, in the order the results page
 * groups them, and the statements that rebuild the whole index from its sources (run by the
 * seed, the production data's load and `rebuildSearchIndex`). Which rows are public and where
 * they live is said once, by one view per kind, `search_source_<kind>` (migration 0035); marketing pages live
 * in code (common/products/marketing.ts), so they are added here.
 */
// Extensions spelled out: the seed and the production data load this file in Node as it is.
import { MARKETING_PAGES } from "../products/marketing.ts";

import { SEARCH_KINDS } from "./kinds.ts";

export { SEARCH_KINDS, type SearchKind } from "./kinds.ts";
export type { SearchHit, SearchOutcome, SnippetPart } from "./results.ts";

/** Results per page of /search; the header's suggestions show fewer. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_SUGGESTION_COUNT = 6;

const COLUMNS = "kind, ref, title, summary, body, path, language, updated_at";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Every marketing page as an entry of kind "product": its name, its introduction, its address (its key: `/SuperNova`). */
function marketingEntries(): string {
  const rows = Object.entries(MARKETING_PAGES).map(
    ([name, page]) => `('product', ${quote(`marketing:${name}`)}, ${quote(page.title)}, ${quote(page.intro)}, '', ${quote(`/${name}`)}, 'en', 0)`,
  );
  return `INSERT INTO search_entries (${COLUMNS}) VALUES ${rows.join(", ")};`;
}

/** Entries written in English: indexed with English stems (search_fts); the others by their words as written (search_fts_plain). */
const ENGLISH = "(language = 'en' OR language LIKE 'en-%')";

/** The whole index anew: every public row of every source, then the marketing pages, then the FTS tables refilled from the entries, each entry in the table of its language. */
export function searchIndexRebuildStatements(): string[] {
  return [
    "DELETE FROM search_entries;",
    ...SEARCH_KINDS.map((kind) => `INSERT INTO search_entries (${COLUMNS}) SELECT ${COLUMNS} FROM search_source_${kind};`),
    marketingEntries(),
    "INSERT INTO search_fts(search_fts) VALUES ('delete-all');",
    "INSERT INTO search_fts_plain(search_fts_plain) VALUES ('delete-all');",
    `INSERT INTO search_fts(rowid, title, summary, body) SELECT id, title, summary, body FROM search_entries WHERE ${ENGLISH};`,
    `INSERT INTO search_fts_plain(rowid, title, summary, body) SELECT id, title, summary, body FROM search_entries WHERE NOT ${ENGLISH};`,
    "INSERT INTO search_trigram(search_trigram) VALUES ('rebuild');",
  ];
}
