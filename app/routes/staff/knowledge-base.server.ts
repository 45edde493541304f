/** The Knowledge base section on the server: its pages' reads and actions (the same operations as /api/v1/staff/knowledge-base). */
import { ARTICLE_SORTS, type ArticleSort, createArticle, deleteArticle, findEditableArticle, listArticlesForDesk, updateArticle } from "@workers/staff";
import { listSupportProducts } from "@workers/support";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";
import { deletedName, orderFrom } from "./content-lists";

export const articlesListAction = intentActions({ delete: deleteArticle });
export const articleEditAction = intentActions({ create: createArticle, update: updateArticle, delete: deleteArticle });

export async function articlesList(request: Request) {
  const order = orderFrom<ArticleSort>(request, ARTICLE_SORTS, { sort: "updated", dir: "desc" });
  return { order, deleted: deletedName(request), articles: await listArticlesForDesk(db(), order) };
}

/** The article to edit (null for "new"), or undefined when there is no such article; with the products to choose from. */
export async function articleToEdit(articleId: string | undefined) {
  const products = (await listSupportProducts(db())).map((product) => ({ value: product.id, label: product.productName }));
  if (articleId === "new") return { article: null, products };
  const id = /^\d{1,9}$/.test(articleId ?? "") ? Number(articleId) : 0;
  const article = id ? await findEditableArticle(db(), id) : null;
  if (!article) return undefined;
  return { article: { ...article, dateUpdated: article.dateUpdated.toISOString() }, products };
}
