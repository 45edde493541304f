/**
 * The Knowledge base section: support articles for each product. Staff create, edit, hide
 * and delete them; the knowledge base's search index follows every change (its triggers),
 * and a visible article shows on the site as soon as it is saved.
 */
import { asc, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { buildUrl } from "@common/routes";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { articleCreateSchema, articleUpdateSchema, itemDeleteSchema } from "@common/schemas/staff-content";
import { type Database, kbArticles, supportProducts } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { findSupportProduct } from "../support";
import { recordAudit } from "../audit";
import { deleteRowAt, saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";

export const ARTICLE_SORTS = ["title", "product", "visible", "updated"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

const SORT_COLUMNS = {
  title: kbArticles.title,
  product: supportProducts.productName,
  visible: kbArticles.visible,
  updated: kbArticles.dateUpdated,
} as const;

export interface ArticleListing {
  id: number;
  title: string;
  language: string;
  productName: string;
  visible: boolean;
  dateUpdated: string;
  /** What a delete from the list names, so it deletes only what the list showed. */
  revision: number;
}

export async function listArticlesForDesk(db: Database, options: { sort: ArticleSort; dir: "asc" | "desc" }): Promise<ArticleListing[]> {
  const order = options.dir === "desc" ? desc(SORT_COLUMNS[options.sort]) : asc(SORT_COLUMNS[options.sort]);
  const rows = await db
    .select({
      id: kbArticles.id,
      title: kbArticles.title,
      language: kbArticles.language,
      productName: supportProducts.productName,
      visible: kbArticles.visible,
      dateUpdated: kbArticles.dateUpdated,
      revision: kbArticles.revision,
    })
    .from(kbArticles)
    .innerJoin(supportProducts, eq(supportProducts.id, kbArticles.productId))
    .orderBy(order, asc(kbArticles.id))
    .all();
  return rows.map((row) => ({ ...row, dateUpdated: row.dateUpdated.toISOString() }));
}

export type EditableArticle = typeof kbArticles.$inferSelect;

export async function findEditableArticle(db: Database, id: number): Promise<EditableArticle | null> {
  return (await db.select().from(kbArticles).where(eq(kbArticles.id, id)).get()) ?? null;
}

function auditable(article: Pick<EditableArticle, "productId" | "title" | "shortDescription" | "body" | "visible" | "language">) {
  return {
    productId: article.productId,
    title: article.title,
    shortDescription: article.shortDescription,
    body: article.body,
    visible: article.visible,
    language: article.language,
  };
}

type ArticleInput = v.InferOutput<typeof articleCreateSchema>;

/** The columns a save sets, in the language chosen (or, when none is sent, the one it had). */
function columnsOf(input: ArticleInput, language = DEFAULT_CONTENT_LANGUAGE) {
  return auditable({ ...input, language: input.language ?? language });
}

async function unknownProduct(db: Database, input: ArticleInput) {
  return (await findSupportProduct(db, { id: input.productId })) ? null : invalidField("productId", "Product", "Choose one of the products in the list");
}

export const readArticlesForDesk = defineOperation({
  name: "staff-kb-list",
  input: v.object({
    sort: v.optional(v.picklist(ARTICLE_SORTS, "Sort by title, product, visible or updated"), "updated"),
    dir: v.optional(v.picklist(["asc", "desc"], "Order asc or desc"), "desc"),
  }),
  access: staffAccess,
  run: async ({ db }, query) => done({ articles: await listArticlesForDesk(db, query) }),
});

export const createArticle = defineOperation({
  name: "staff-kb-create",
  input: articleCreateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const refusal = await unknownProduct(db, input);
    if (refusal) return refusal;
    const values = columnsOf(input);
    const [created] = await db
      .insert(kbArticles)
      .values({ ...values, dateUpdated: new Date() })
      .returning({ id: kbArticles.id });
    const id = created!.id;
    // The entry names the new id, which only the insert gives: it cannot share the batch.
    await recordAudit(db, actor, {
      action: "kb-article.create",
      subjectType: "kb-article",
      subjectId: id,
      summary: `Created the article "${input.title}"`,
      before: null,
      after: values,
    });
    const message = `The article "${input.title}" is created${input.visible ? "" : " (hidden from the site)"}.`;
    return done({ id, message }, { message, status: 201, redirect: buildUrl("StaffKnowledgeBaseArticle", { articleId: id }, { query: { created: 1 } }) });
  },
});

export const updateArticle = defineOperation({
  name: "staff-kb-update",
  input: articleUpdateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const article = await findEditableArticle(db, input.id);
    if (!article) return refuse(404, "There is no article with that id. Someone may have deleted it.");
    const refusal = await unknownProduct(db, input);
    if (refusal) return refusal;
    const values = columnsOf(input, article.language);
    await saveRowAt(db, kbArticles, { id: input.id, revision: input.revision }, { ...values, dateUpdated: new Date() }, actor, {
      action: "kb-article.update",
      subjectType: "kb-article",
      subjectId: input.id,
      summary: `Edited the article "${input.title}"`,
      before: auditable(article),
      after: values,
    });
    const message = { id: 'The article "{title}" is saved.', values: { title: input.title } };
    return done({ id: input.id, message }, { message });
  },
});

export const deleteArticle = defineOperation({
  name: "staff-kb-delete",
  input: itemDeleteSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision }) => {
    const actor = actorOf(user);
    const article = await findEditableArticle(db, id);
    if (!article) return refuse(404, "There is no article with that id. Someone may have deleted it.");
    // Deleting from an older revision would delete what someone else has just saved, unseen.
    await deleteRowAt(db, kbArticles, { id, revision }, actor, {
      action: "kb-article.delete",
      subjectType: "kb-article",
      subjectId: id,
      summary: `Deleted the article "${article.title}"`,
      before: auditable(article),
      after: null,
    });
    const message = { id: 'The article "{title}" is deleted.', values: { title: article.title } };
    return done({ id, message }, { message, redirect: buildUrl("StaffKnowledgeBase", {}, { query: { deleted: article.title } }) });
  },
});
