/** The Pages section on the server: its pages' reads and actions (the same operations as /api/v1/staff/pages). */
import { PAGE_SORTS, type PageSort, createPage, deletePage, findEditablePage, listPages, previewPage, publishPage, updatePage } from "@workers/staff";
import { CONTENT_LANGUAGES } from "@common/schemas/staff-content";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";
import { deletedName, orderFrom } from "./content-lists";

export const pagesListAction = intentActions({ delete: deletePage, publish: publishPage });
export const pageEditAction = intentActions({ preview: previewPage, create: createPage, update: updatePage, publish: publishPage, delete: deletePage });

/** The list's order and language filter from the page's address, and the pages they select. */
export async function pagesList(request: Request) {
  const order = orderFrom<PageSort>(request, PAGE_SORTS, { sort: "title", dir: "asc" });
  const asked = new URL(request.url).searchParams.get("language") ?? "";
  const language = CONTENT_LANGUAGES.some((known) => known.code === asked) ? asked : "";
  return { order, language, deleted: deletedName(request), pages: await listPages(db(), { ...order, language }) };
}

/** The page to edit, or null for a new one ("new"); undefined when there is no such page. */
export async function pageToEdit(pageId: string | undefined) {
  if (pageId === "new") return null;
  const id = /^\d{1,9}$/.test(pageId ?? "") ? Number(pageId) : 0;
  const page = id ? await findEditablePage(db(), id) : null;
  if (!page) return undefined;
  return { ...page, publishedAt: page.publishedAt.toISOString(), updatedAt: page.updatedAt.toISOString() };
}
