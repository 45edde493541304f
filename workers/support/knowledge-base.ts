/**
 * Knowledge base search: the site search's index (workers/search) filtered to articles, with
 * bm25 ranking (title weighs most, then the short description, then the body). One search serves the knowledge base pages and the
 * operations GET support/knowledge-base/articles, GET support/knowledge-base/articles/{id}
 * and POST search-kb.
 */
import { kbQuickSearchSchema, kbSearchSchema, knowledgeBaseArticleIdSchema } from "@common/schemas/support";
import { KB_PAGE_SIZE } from "@common/support/constants";
import type { KbArticle, KbArticleSummary, KbSearchResult } from "@common/support/knowledge-base";
import { defineOperation, done, refuse } from "../operation";
import { ftsMatch, matchedEntries, queryWords } from "../search";

export type { KbArticle, KbArticleSummary, KbSearchResult };

/** Words of the search as an FTS5 query: every word must match, the last as a prefix. */
export function ftsQuery(term: string): string | null {
  return ftsMatch(queryWords(term));
}

interface Row {
  id: number;
  title: string;
  short_description: string;
  date_updated: number;
  product_id: number;
  product_name: string;
  language: string;
}

const toSummary = (row: Row): KbArticleSummary => ({
  id: row.id,
  title: row.title,
  shortDescription: row.short_description,
  dateUpdated: new Date(row.date_updated).toISOString(),
  productId: row.product_id,
  productName: row.product_name,
  language: row.language,
});

export async function searchKnowledgeBase(
  db: D1Database,
  options: { searchTerm?: string; productId?: number | null; page?: number; perPage?: number | null },
): Promise<KbSearchResult> {
  const perPage = options.perPage ?? KB_PAGE_SIZE;
  const productId = options.productId ?? null;
  const searchTerm = (options.searchTerm ?? "").trim();
  const match = ftsQuery(searchTerm);
  const productClause = productId ? "AND a.product_id = ?2" : "AND ?2 IS NULL";

  // The matching articles from both of the index's FTS tables (English stems, other languages as written), each with its bm25 score.
  const matched = matchedEntries((table) => `e.ref AS ref, bm25(${table}, 10.0, 4.0, 1.0) AS score`, "AND e.kind = 'article'");
  const from = match
    ? `FROM (${matched}) f JOIN kb_articles a ON a.id = CAST(f.ref AS INTEGER)
       JOIN support_products p ON p.id = a.product_id
       WHERE a.visible = 1 ${productClause}`
    : `FROM kb_articles a JOIN support_products p ON p.id = a.product_id WHERE ?1 IS NULL AND a.visible = 1 ${productClause}`;
  const count = await db.prepare(`SELECT count(*) AS n ${from}`).bind(match, productId).first<{ n: number }>();
  const total = count?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const order = match ? "ORDER BY f.score, a.date_updated DESC" : "ORDER BY a.date_updated DESC, a.id";
  const { results } = await db
    .prepare(`SELECT a.id, a.title, a.short_description, a.date_updated, a.product_id, a.language, p.product_name ${from} ${order} LIMIT ?3 OFFSET ?4`)
    .bind(match, productId, perPage, (page - 1) * perPage)
    .all<Row>();
  return { articles: results.map(toSummary), total, page, perPage, pageCount, searchTerm, productId };
}

/** The articles a visitor may open: visible, with their product. */
const VISIBLE_ARTICLES = "FROM kb_articles a JOIN support_products p ON p.id = a.product_id WHERE a.visible = 1";

export async function findArticle(db: D1Database, id: number): Promise<KbArticle | null> {
  const row = await db
    .prepare(`SELECT a.id, a.title, a.short_description, a.body, a.date_updated, a.product_id, a.language, p.product_name ${VISIBLE_ARTICLES} AND a.id = ?1`)
    .bind(id)
    .first<Row & { body: string }>();
  return row ? { ...toSummary(row), body: row.body } : null;
}

/** Every article findArticle opens, by id (the sitemap lists them). */
export async function listVisibleArticles(db: D1Database): Promise<KbArticleSummary[]> {
  const { results } = await db
    .prepare(`SELECT a.id, a.title, a.short_description, a.date_updated, a.product_id, a.language, p.product_name ${VISIBLE_ARTICLES} ORDER BY a.id`)
    .all<Row>();
  return results.map(toSummary);
}

/** GET support/knowledge-base/articles: a page of articles, searched and filtered by product. */
export const searchArticles = defineOperation({
  name: "knowledge-base-search",
  input: kbSearchSchema,
  access: "anyone",
  run: async ({ env }, input) => done(await searchKnowledgeBase(env.DB, input)),
});

/** POST search-kb: the quick search as a visitor types; it needs a search term. */
export const quickSearchArticles = defineOperation({
  name: "knowledge-base-quick-search",
  input: kbQuickSearchSchema,
  access: "anyone",
  rateLimit: { name: "kb-search", limit: 120, windowSeconds: 60 },
  run: async ({ env }, input) => done(await searchKnowledgeBase(env.DB, input)),
});

/** GET support/knowledge-base/articles/{id}: one visible article. */
export const readArticle = defineOperation({
  name: "knowledge-base-article",
  input: knowledgeBaseArticleIdSchema,
  access: "anyone",
  run: async ({ env }, { id }) => {
    const article = await findArticle(env.DB, id);
    return article ? done(article) : refuse(404, "There is no article with that id.");
  },
});
