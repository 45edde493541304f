/**
 * StaffPages (/staff/pages): the site's content pages, per language, with sortable columns.
 * Each row opens the page's editor, publishes or unpublishes it, or deletes it (asked first).
 */
import { Form, Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/pages";
import { CONTENT_LANGUAGES, PAGE_KIND_LABELS, languageName } from "@common/schemas/staff-content";
import { ActionResult } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { pagesList, pagesListAction } from "./pages.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";
import { RowDeleteButton } from "./resource/delete";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Pages", matches);

export const loader = staffLoader(async ({ request }) => pagesList(request));

export const action = pagesListAction;

/** After a refused save (409) the page reads the item again, so the form carries its new revision and a second save is deliberate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

const SORT_LABELS = { title: "Title", language: "Language", kind: "Kind", published: "Published", updated: "Last changed" } as const;

export default function StaffPages({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { pages, order, language, deleted } = loaderData;
  const keep = { language };
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Pages")}</PageHeading>
      <p>
        {t(
          "The site's content pages, written in Markdown, one language each. A published page shows on the site as soon as it is saved; an unpublished one is seen only here.",
        )}
      </p>
      <p>
        <Link to={url("StaffPage", { pageId: "new" })} className="button">
          {t("New page")}
        </Link>
      </p>
      <Form method="get" className="panel staff-filters" aria-label={text("Choose the pages' language")}>
        <input type="hidden" name="sort" value={order.sort} />
        <input type="hidden" name="dir" value={order.dir} />
        <SelectField
          name="language"
          label={text("Language")}
          defaultValue={language}
          placeholder={text("Every language")}
          translate="no"
          options={CONTENT_LANGUAGES.map((known) => ({ value: known.code, label: known.name }))}
        />
        <button type="submit" className="button">
          {t("Show")}
        </button>
      </Form>
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
      <ScrollTable label="Content pages (scrolls sideways)" caption={t("Content pages")}>
        <thead>
          <tr>
            <SortHeader column="title" label="Title" order={order} keep={keep} />
            <SortHeader column="language" label="Language" order={order} keep={keep} />
            <SortHeader column="kind" label="Kind" order={order} keep={keep} />
            <SortHeader column="published" label="Published" order={order} keep={keep} />
            <SortHeader column="updated" label="Last changed" order={order} keep={keep} />
            <th scope="col">{t("Actions")}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <th scope="row">
                <Link to={url("StaffPage", { pageId: String(page.id) })}>
                  <span className="visually-hidden">{t("Edit")} </span>
                  <span lang={page.language}>{page.title}</span>
                </Link>
                <br />
                <span className="staff-muted" translate="no">
                  {page.path ?? `/flexipage/${page.hid}`}
                </span>
              </th>
              <td translate="no">{languageName(page.language)}</td>
              <td>{page.kind in PAGE_KIND_LABELS ? t(PAGE_KIND_LABELS[page.kind as keyof typeof PAGE_KIND_LABELS]) : page.kind}</td>
              <td>{page.published ? t("Published") : t("Draft")}</td>
              <td>
                <StaffTime iso={page.updatedAt} />
              </td>
              <td>
                <div className="staff-actions">
                  <PostForm>
                    <input type="hidden" name="intent" value="publish" />
                    <input type="hidden" name="id" value={page.id} />
                    <input type="hidden" name="revision" value={page.revision} />
                    {!page.published && <input type="hidden" name="published" value="on" />}
                    <SubmitButton className="button button--secondary" busyLabel={text("Saving…")}>
                      {page.published ? t("Unpublish") : t("Publish")}
                      <span className="visually-hidden" lang={page.language}>
                        {" "}
                        {page.title}
                      </span>
                    </SubmitButton>
                  </PostForm>
                  <RowDeleteButton
                    id={page.id}
                    revision={page.revision}
                    name={page.title}
                    question={text('Delete the page "{title}"?', { title: page.title })}
                    detail={text("Visitors can no longer read it, and it cannot be brought back from the desk. The page's text is kept in the audit log.")}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
