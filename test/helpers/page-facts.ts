/**
 * What the route table says of the test server's pages (workers/http/route-table.ts): the test
 * Worker has no React Router build, so a test names the cache rule each of its addresses' route
 * module declares (with or without a locale prefix). Every address takes a form post.
 */
import type { PageCacheRule } from "@common/page-cache";
import type { PageFacts } from "../../workers/http/route-table";

export function pageFactsFor(rules: Record<string, PageCacheRule>): PageFacts {
  const withoutLocale = (url: URL) => url.pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, "") || "/";
  return {
    hasAction: async () => true,
    cacheRule: async (url) => rules[withoutLocale(url)] ?? null,
  };
}
