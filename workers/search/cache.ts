/**
 * The search's answers kept per content version: one search of the same words, locale, kind and
 * page is run once, then answered from the isolate's memory or the data centre's Cache API, for
 * the results page (signed in or not), the API and the header's suggestions alike. A misspelling
 * asked again is answered with its suggestion and the suggestion's results from the same copy.
 *
 * The answer depends on nothing of the visitor but the locale, so it is kept for everyone. The
 * key holds the content version, which every desk save, publish, unpublish and delete moves on
 * (operations with `changesContent`), so a saved page is found at the next query and a deleted
 * one never; the index's triggers and the version change in the same operation.
 */
import { waitUntil } from "cloudflare:workers";
import { SEARCH_PAGE_SIZE, type SearchOutcome } from "@common/search";
import { currentContentVersion, sharedCache } from "../site";
import { rememberIn } from "@common/recent-map";
import { type SearchOptions, searchSite } from "./search";
import { queryWords } from "./words";

const KEY_ORIGIN = "https://search-cache.internal";
/** How long a copy lives at most; a new content version retires it sooner. */
const LIFETIME_SECONDS = 300;
/** Answers kept in the isolate's memory besides the Cache API (the most recently stored ones). */
const MEMORY_ENTRIES = 256;

interface Kept {
  outcome: SearchOutcome;
  expires: number;
}

const memory = new Map<string, Kept>();

/** Forgets this isolate's copies (tests use it to stand for another isolate). */
export function forgetSearchCopies(): void {
  memory.clear();
}

/**
 * The copy's key: the query as the index reads it (its words, lower case, so "Braille " and
 * "braille" are one search), the locale (addresses and the language order), kind, page and page
 * size, under the content version. Null when there is nothing to search.
 */
export function searchCacheKey(version: string, options: SearchOptions): string | null {
  const words = queryWords(options.query);
  if (words.length === 0) return null;
  const { locale, kind = null, page = 1, perPage = SEARCH_PAGE_SIZE } = options;
  return `${KEY_ORIGIN}/${version}/${locale}/${kind ?? "all"}/${page}/${perPage}?q=${encodeURIComponent(words.join(" "))}`;
}

/** The kept answer in the words this visitor typed (the results are the same, the query echoed is theirs). */
function asAsked(outcome: SearchOutcome, query: string): SearchOutcome {
  return { ...outcome, query, shownFor: outcome.suggestion ?? query };
}

function keepLater(work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => console.error("search cache: storing failed", error));
  try {
    waitUntil(logged);
  } catch {
    void logged;
  }
}

/** `searchSite`, answered from a copy when the same search was run under the current content version. */
export async function cachedSearch(env: Env, options: SearchOptions): Promise<SearchOutcome> {
  const query = options.query.trim();
  const key = searchCacheKey(await currentContentVersion(env), options);
  if (key === null) return searchSite(env.DB, options);

  const inMemory = memory.get(key);
  if (inMemory && inMemory.expires > Date.now()) return asAsked(inMemory.outcome, query);
  const cache = sharedCache();
  const stored = await cache?.match(key);
  if (stored) {
    const outcome = (await stored.json()) as SearchOutcome;
    rememberIn(memory, MEMORY_ENTRIES, key, { outcome, expires: Date.now() + LIFETIME_SECONDS * 1000 });
    return asAsked(outcome, query);
  }

  const outcome = await searchSite(env.DB, options);
  rememberIn(memory, MEMORY_ENTRIES, key, { outcome, expires: Date.now() + LIFETIME_SECONDS * 1000 });
  if (cache) {
    const copy = new Response(JSON.stringify(outcome), {
      headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${LIFETIME_SECONDS}` },
    });
    keepLater(cache.put(key, copy));
  }
  return outcome;
}
