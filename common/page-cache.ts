/**
 * Which pages the server may answer from a kept copy, declared by each page's own route module
 * in its handle (`handle = { i18n: "site", hydrate: false, pageCache: "shared" }`) and read by
 * the server from the route table (workers/http/route-table.ts), so no list of addresses
 * repeats the routes. A page without it is rendered for every request.
 */
export type PageCacheRule =
  /**
   * The page shows the same to every anonymous visitor with the same consent choice and
   * language: nothing from a session, no human-check token, no live availability or places
   * left. Kept per content version (workers/site/page-cache.ts).
   */
  | "shared"
  /**
   * A signed-in account's own page whose content is only its session, its account's rows and its
   * contacts' (which move its page generation on): kept for that session only
   * (workers/site/session-page-cache.ts).
   */
  | "session";

export interface PageCacheHandle {
  pageCache?: PageCacheRule;
}
