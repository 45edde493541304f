/**
 * The site search: one index of every public page (migrations 0039 and 0042; triggers keep it
 * in step with its sources), one query path for /search, the header's suggestions, the knowledge base and
 * product help, and the rebuild the seed and tests use. See docs/search.md.
 */
import { siteSearchSchema } from "@common/schemas/search";
import { searchIndexRebuildStatements } from "@common/search";
import { defineOperation, done } from "../operation";
import { cachedSearch } from "./cache";

export type { SearchHit, SearchOutcome, SnippetPart } from "@common/search";
export { cachedSearch, forgetSearchCopies, searchCacheKey } from "./cache";
export { localisedPath, matchedEntries, searchSite, suggestSpelling } from "./search";
export { editDistance, ftsMatch, nearestWord, queryWords } from "./words";

/** GET /api/v1/search?q=&kind=&page=&perPage=: a page of results in the caller's locale, by kind, with a spelling suggestion (kept per content version). */
export const searchSiteOperation = defineOperation({
  name: "site-search",
  input: siteSearchSchema,
  access: "anyone",
  run: async ({ env, locale }, input) => done(await cachedSearch(env, { query: input.q, kind: input.kind, page: input.page, perPage: input.perPage, locale })),
});

/** The whole index anew from its sources, in one batch (a fresh database, a repair, the tests). */
export async function rebuildSearchIndex(db: D1Database): Promise<void> {
  await db.batch(searchIndexRebuildStatements().map((sql) => db.prepare(sql)));
}
