/**
 * The Pages section: content pages in Markdown, per language. Staff create and edit them,
 * preview the body with the site's own renderer, publish and unpublish, and delete; a
 * published page shows on the site as soon as it is saved.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { buildUrl } from "@common/routes";
import { languageName, pageCreateSchema, pagePreviewSchema, pagePublishSchema, pageUpdateSchema, itemDeleteSchema } from "@common/schemas/staff-content";
import { renderMarkdown } from "../content";
import { type Database, contentPages } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { recordAudit } from "../audit";
import { deleteRowAt, saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";

export const PAGE_SORTS = ["title", "language", "kind", "published", "updated"] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

const SORT_COLUMNS = {
  title: contentPages.title,
  language: contentPages.language,
  kind: contentPages.kind,
  published: contentPages.published,
  updated: contentPages.updatedAt,
} as const;

export interface PageListing {
  id: number;
  hid: string;
  path: string | null;
  title: string;
  kind: string;
  language: string;
  published: boolean;
  updatedAt: string;
  revision: number;
}

export async function listPages(db: Database, options: { sort: PageSort; dir: "asc" | "desc"; language?: string }): Promise<PageListing[]> {
  const order = options.dir === "desc" ? desc(SORT_COLUMNS[options.sort]) : asc(SORT_COLUMNS[options.sort]);
  const rows = await db
    .select()
    .from(contentPages)
    .where(options.language ? eq(contentPages.language, options.language) : undefined)
    .orderBy(order, asc(contentPages.id))
    .all();
  return rows.map((row) => ({
    id: row.id,
    hid: row.hid,
    path: row.path,
    title: row.title,
    kind: row.kind,
    language: row.language,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  }));
}

export type EditablePage = typeof contentPages.$inferSelect;

export async function findEditablePage(db: Database, id: number): Promise<EditablePage | null> {
  return (await db.select().from(contentPages).where(eq(contentPages.id, id)).get()) ?? null;
}

/** What the audit log keeps of a page (the body in full, so a change can be undone by hand). */
function auditable(page: Pick<EditablePage, "title" | "summary" | "body" | "kind" | "language" | "published">) {
  return { title: page.title, summary: page.summary, body: page.body, kind: page.kind, language: page.language, published: page.published };
}

export const readPages = defineOperation({
  name: "staff-pages-list",
  input: v.object({
    sort: v.optional(v.picklist(PAGE_SORTS, "Sort by title, language, kind, published or updated"), "title"),
    dir: v.optional(v.picklist(["asc", "desc"], "Order asc or desc"), "asc"),
    language: v.optional(v.string(), ""),
  }),
  access: staffAccess,
  run: async ({ db }, query) => done({ pages: await listPages(db, query) }),
});

/** The body rendered exactly as the site renders it, saving nothing. */
export const previewPage = defineOperation({
  name: "staff-page-preview",
  input: pagePreviewSchema,
  access: staffAccess,
  run: async (_context, input) => {
    const { body, ...rest } = input;
    const values: Record<string, string> = { ...rest, body };
    if (!values.published) delete values.published;
    return done({ html: renderMarkdown(body), values, message: "Preview below: this is how the body will read on the site. Nothing is saved yet." });
  },
});

export const createPage = defineOperation({
  name: "staff-page-create",
  input: pageCreateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const taken = await db.select({ id: contentPages.id }).from(contentPages).where(sql`lower(${contentPages.hid}) = ${input.hid.toLowerCase()}`).get();
    if (taken) return invalidField("hid", "Short name", "Another page already has this short name. Choose another.");
    const now = new Date();
    const [created] = await db
      .insert(contentPages)
      .values({
        hid: input.hid,
        path: null,
        kind: input.kind,
        title: input.title,
        summary: input.summary,
        body: input.body,
        language: input.language,
        published: input.published,
        publishedAt: now,
        updatedAt: now,
      })
      .returning({ id: contentPages.id });
    const id = created!.id;
    // The entry names the new id, which only the insert gives: it cannot share the batch.
    await recordAudit(db, actor, {
      action: "content-page.create",
      subjectType: "content-page",
      subjectId: id,
      summary: `Created the page "${input.title}" (${languageName(input.language)})`,
      before: null,
      after: auditable(input),
    });
    const message = `The page "${input.title}" is created${input.published ? " and published" : " as a draft"}.`;
    return done({ id, message }, { message, status: 201, redirect: buildUrl("StaffPage", { pageId: id }, { query: { created: 1 } }) });
  },
});

export const updatePage = defineOperation({
  name: "staff-page-update",
  input: pageUpdateSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const page = await findEditablePage(db, input.id);
    if (!page) return refuse(404, "There is no page with that id. Someone may have deleted it.");
    const values = { title: input.title, summary: input.summary, body: input.body, kind: input.kind, language: input.language, updatedAt: new Date() };
    await saveRowAt(db, contentPages, { id: input.id, revision: input.revision }, values, actor, {
      action: "content-page.update",
      subjectType: "content-page",
      subjectId: input.id,
      summary: `Edited the page "${input.title}"`,
      before: auditable(page),
      after: auditable({ ...values, published: page.published }),
    });
    const message = { id: 'The page "{title}" is saved.', values: { title: input.title } };
    return done({ id: input.id, message }, { message });
  },
});

export const publishPage = defineOperation({
  name: "staff-page-publish",
  input: pagePublishSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const page = await findEditablePage(db, input.id);
    if (!page) return refuse(404, "There is no page with that id. Someone may have deleted it.");
    const now = new Date();
    const values = { published: input.published, updatedAt: now, ...(input.published && !page.published ? { publishedAt: now } : {}) };
    await saveRowAt(db, contentPages, input, values, actor, {
      action: input.published ? "content-page.publish" : "content-page.unpublish",
      subjectType: "content-page",
      subjectId: input.id,
      summary: `${input.published ? "Published" : "Unpublished"} the page "${page.title}"`,
      before: { published: page.published },
      after: { published: input.published },
    });
    const message = input.published
      ? { id: 'The page "{title}" is published: visitors can read it now.', values: { title: page.title } }
      : { id: 'The page "{title}" is unpublished: visitors no longer see it.', values: { title: page.title } };
    return done({ id: input.id, message }, { message });
  },
});

export const deletePage = defineOperation({
  name: "staff-page-delete",
  input: itemDeleteSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { id, revision }) => {
    const actor = actorOf(user);
    const page = await findEditablePage(db, id);
    if (!page) return refuse(404, "There is no page with that id. Someone may have deleted it.");
    // Deleting from an older revision would delete what someone else has just saved, unseen.
    await deleteRowAt(db, contentPages, { id, revision }, actor, {
      action: "content-page.delete",
      subjectType: "content-page",
      subjectId: id,
      summary: `Deleted the page "${page.title}"`,
      before: auditable(page),
      after: null,
    });
    const message = { id: 'The page "{title}" is deleted.', values: { title: page.title } };
    return done({ id, message }, { message, redirect: buildUrl("StaffPages", {}, { query: { deleted: page.title } }) });
  },
});
