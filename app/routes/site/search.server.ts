/** What /search reads on the server: the site search, in the page's locale. */
import * as v from "valibot";
import { siteSearchSchema } from "@common/schemas/search";
import type { Locale } from "@common/locale";
import { type SearchOutcome, cachedSearch } from "@workers/search";
import { env } from "~/lib/db.server";

/** The page's search from its address: nothing to show without words; an unknown kind counts as every kind. */
export async function searchForPage(request: Request, locale: Locale): Promise<SearchOutcome | null> {
  const query = new URL(request.url).searchParams;
  const parsed = v.safeParse(siteSearchSchema, {
    q: (query.get("q") ?? "").slice(0, 200),
    kind: query.get("kind") ?? "",
    page: query.get("page") ?? "1",
  });
  if (parsed.success) return cachedSearch(env, { query: parsed.output.q, kind: parsed.output.kind, page: parsed.output.page, locale });
  const words = (query.get("q") ?? "").trim().slice(0, 200);
  return words ? cachedSearch(env, { query: words, locale, page: 1 }) : null;
}
