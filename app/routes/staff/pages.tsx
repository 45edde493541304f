/**
 * StaffPages (/staff/pages): the site's content pages, per language, with sortable columns.
 * Each row opens the page's editor, publishes or unpublishes it, or deletes it (asked first).
 */
import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { CONTENT_LANGUAGES, PAGE_KIND_LABELS, languageName } from "@common/schemas/staff-content";
import { ActionResult } from "~/components/forms/ActionResult";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, sortSentence } from "./content-lists";
import { pagesList, pagesListAction } from "./pages.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { DeskTable } from "./resource/table";
import { type DeskFilterField, deskResource, deskShouldRevalidate } from "./resource/definition";
import { DeskFilter } from "./resource/filter";
import { DeskPage } from "./resource/page";
import { RowDeleteButton } from "./resource/delete";
import { PagePublishForm } from "./pages-publish";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(pageList.title, matches);

export const loader = staffLoader(async ({ request }) => pagesList(request));

export const action = pagesListAction;

export const shouldRevalidate = deskShouldRevalidate;

const SORT_LABELS = { title: "Title", language: "Language", kind: "Kind", published: "Published", updated: "Last changed" } as const;

type PageRow = Awaited<ReturnType<typeof pagesList>>["pages"][number];

const pageList = deskResource<PageRow>({
  title: "Pages",
  intro:
    "The site's content pages, written in Markdown, one language each. A published page shows on the site as soon as it is saved; an unpublished one is seen only here.",
  route: "StaffPages",
  list: {
    caption: "Content pages",
    region: "Content pages (scrolls sideways)",
    rowId: (page) => page.id,
    rowHeader: "Title",
    rowHeaderSort: "title",
    rowName: (page) => page.title,
    rowLink: (page) => ({ route: "StaffPage", params: { pageId: String(page.id) }, lang: page.language }),
    rowNote: (page) => (
      <>
        <br />
        <span className="staff-muted" translate="no">
          {page.path ?? `/flexipage/${page.hid}`}
        </span>
      </>
    ),
    columns: [
      { header: "Language", sort: "language", cell: (page) => ({ data: languageName(page.language) }) },
      {
        header: "Kind",
        sort: "kind",
        cell: (page, { t }) => ({ words: page.kind in PAGE_KIND_LABELS ? t(PAGE_KIND_LABELS[page.kind as keyof typeof PAGE_KIND_LABELS]) : page.kind }),
      },
      { header: "Published", sort: "published", cell: (page, { t }) => ({ words: page.published ? t("Published") : t("Draft") }) },
      { header: "Last changed", sort: "updated", cell: (page) => ({ words: <StaffTime iso={page.updatedAt} /> }) },
    ],
  },
});

/** The list shows the pages of one language, or of all. */
const PAGE_FILTERS: DeskFilterField[] = [
  {
    name: "language",
    label: "Language",
    kind: "select",
    placeholder: "Every language",
    data: true,
    options: CONTENT_LANGUAGES.map((known) => ({ value: known.code, label: known.name })),
  },
];

export default function StaffPages({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { pages, order, language, deleted } = loaderData;
  const keep = { language };
  return (
    <DeskPage title={pageList.title} intro={pageList.intro}>
      <p>
        <Link to={url("StaffPage", { pageId: "new" })} className="button">
          {t("New page")}
        </Link>
      </p>
      <DeskFilter label="Choose the pages' language" submit="Show" order={order} fields={PAGE_FILTERS} values={{ language }} />
      <ListCount>
        {sortSentence(text, pages.length, "page", SORT_LABELS[order.sort], order.dir)}
        {language && (
          <>
            {" "}
            <T message="Only <0/> pages." components={[<span translate="no">{languageName(language)}</span>]} />
          </>
        )}
      </ListCount>
      <DeletedNotice name={deleted} />
      <ActionResult result={actionData} intent={["delete", "publish"]} />
      <DeskTable
        resource={pageList}
        rows={pages}
        sorting={{ order, keep }}
        actions={(page) => (
          <div className="staff-actions">
            <PagePublishForm page={page} label={{ publish: "Publish", unpublish: "Unpublish" }} named />
            <RowDeleteButton
              id={page.id}
              revision={page.revision}
              name={page.title}
              question={text('Delete the page "{title}"?', { title: page.title })}
              detail={text("Visitors can no longer read it, and it cannot be brought back from the desk. The page's text is kept in the audit log.")}
            />
          </div>
        )}
      />
    </DeskPage>
  );
}
