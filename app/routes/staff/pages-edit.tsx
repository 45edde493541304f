/**
 * StaffPage (/staff/pages/:pageId, "new" for a new page): a content page's editor. The body is
 * Markdown, rendered with the site's own renderer below the form: live as it is typed (a
 * moment after typing stops), and by "Preview" without JavaScript (nothing is saved, what was
 * typed stays in the form). Saving a published page changes the site at once.
 */
import { data } from "react-router";
import type { Route } from "./+types/pages-edit";
import { CONTENT_LANGUAGES, PAGE_KINDS, PAGE_KIND_LABELS } from "@common/schemas/staff-content";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta } from "./components";
import { pageEditAction, pageToEdit } from "./pages.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { type DeskField, deskShouldRevalidate } from "./resource/definition";
import { DeskFields } from "./resource/form";
import { DeskEditor } from "./resource/editor";
import { ItemDeleteForm } from "./resource/delete";
import { PagePublishForm } from "./pages-publish";

import { TranslationsPart } from "./translation-state";
import { translationsOf } from "./translations.server";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.page ? staffMeta("Edit: {title}", matches, { title: loaderData.page.title }) : staffMeta("New page", matches);

export const loader = staffLoader(async ({ request, params }) => {
  const page = await pageToEdit(params.pageId);
  if (page === undefined) throw data({ message: "There is no page with that id." }, { status: 404 });
  return { page, translations: await translationsOf("page", page?.id), created: new URL(request.url).searchParams.has("created") };
});

export const action = pageEditAction;

export const shouldRevalidate = deskShouldRevalidate;

type Page = NonNullable<Route.ComponentProps["loaderData"]["page"]>;

/** A page's fields (its words in its own language): a new page also takes its short name, and may be published at once. */
function pageFields(isNew: boolean): DeskField<Page>[] {
  const stored = (name: "title" | "summary" | "body" | "kind" | "language") => (page: Page | null) => (page ? String(page[name] ?? "") : "");
  return [
    ...(isNew
      ? [
          {
            name: "hid",
            label: "Short name",
            required: true,
            hint: "Letters, digits and hyphens: the page's address is /flexipage/ followed by it. It cannot be changed later.",
            value: () => "",
          },
        ]
      : []),
    { name: "title", label: "Title", content: true, required: true, value: stored("title") },
    {
      name: "summary",
      label: "Summary",
      kind: "textarea",
      content: true,
      required: true,
      maxLength: 500,
      hint: "Shown in search results and lists.",
      value: stored("summary"),
    },
    {
      name: "language",
      label: "Language",
      kind: "select",
      data: true,
      required: true,
      options: CONTENT_LANGUAGES.map((known) => ({ value: known.code, label: known.name })),
      value: stored("language"),
      fallback: "en",
    },
    {
      name: "kind",
      label: "Kind",
      kind: "select",
      required: true,
      options: PAGE_KINDS.map((kind) => ({ value: kind, label: PAGE_KIND_LABELS[kind] })),
      value: stored("kind"),
      fallback: "general",
    },
    {
      name: "body",
      label: "Body (Markdown)",
      kind: "textarea",
      content: true,
      required: true,
      maxLength: 100_000,
      rows: 18,
      hint: "Headings start with ## (the title is the page's main heading). Links: [text](/address). Lists: a line starting with - .",
      value: stored("body"),
    },
    ...(isNew
      ? [{ name: "published", label: "Publish now (visitors can read it as soon as it is saved)", kind: "checkbox" as const, value: () => false }]
      : []),
  ];
}

export default function StaffPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useT();
  const { page, created } = loaderData;
  const saveIntent = page ? "update" : "create";
  const intent = actionData?.intent === "preview" ? "preview" : saveIntent;
  const errors = fieldErrorsOf(actionData, intent);
  const preview = actionData?.status === "done" && actionData.intent === "preview" ? (actionData.data as { html: string }).html : null;
  // After a refusal, or a preview, the form shows what was typed (the preview saved nothing).
  const typed = (actionData && actionData.status !== "done" ? actionData.values : previewValues(actionData)) ?? null;
  const address = page ? (page.path ?? `/flexipage/${page.hid}`) : null;
  // The preview's section is always there (hidden while empty), for app/enhance/live-preview.ts
  // to fill as the body is typed. It is not a live region: a screen reader is not interrupted on
  // every pause, and its reader finds the rendered text under its heading when they want it.
  const liveMarks = { "data-live-preview": "page-preview", "data-live-preview-api": PREVIEW_API, "data-live-preview-pause": String(LIVE_PREVIEW_PAUSE_MS) };
  // The page's own words are in its language (a code like "de"), whatever the desk's language.
  const pageLang = (typed?.language ?? page?.language ?? "") || "en";
  return (
    <DeskEditor
      list="StaffPages"
      listLabel="Pages"
      item={page && { name: page.title, lang: page.language }}
      editHeading="Edit: <0/>"
      newHeading="New page"
      created={created && page ? { message: 'The page "{title}" is created.', values: { title: page.title } } : null}
    >
      {page && address && (
        <p>
          <T
            message={
              page.published
                ? "Published; last changed <0/>. Address on the site: <1/>"
                : "Draft (visitors do not see it); last changed <0/>. Address on the site: <1/>"
            }
            components={[
              <StaffTime iso={page.updatedAt} />,
              page.published ? (
                <a href={address} translate="no">
                  {address}
                </a>
              ) : (
                <span translate="no">{address}</span>
              ),
            ]}
          />
        </p>
      )}
      <ActionResult result={actionData} intent={["preview", saveIntent, "publish", "delete"]} />
      <PostForm className="panel" noValidate {...liveMarks}>
        {page && <input type="hidden" name="id" value={page.id} />}
        {page && <input type="hidden" name="revision" value={page.revision} />}
        <DeskFields fields={pageFields(!page)} row={page} typed={typed} errors={errors} lang={pageLang} />
        <p className="button-row">
          <SubmitButton name="intent" value="preview" className="button button--secondary" busyLabel={text("Preparing the preview…")}>
            {t("Preview")}
          </SubmitButton>
          <SubmitButton name="intent" value={saveIntent} busyLabel={text("Saving…")}>
            {page ? t("Save page") : t("Create page")}
          </SubmitButton>
        </p>
      </PostForm>
      <section id="page-preview" hidden={preview === null} aria-labelledby="page-preview-title" className="staff-preview">
        <h2 id="page-preview-title">{t("Preview of the body (not saved)")}</h2>
        <div className="prose" lang={pageLang} data-live-preview-body="" dangerouslySetInnerHTML={{ __html: preview ?? "" }} />
      </section>
      {page && (
        <section aria-labelledby="page-state-title">
          <h2 id="page-state-title">{t("Publishing and deleting")}</h2>
          <div className="staff-actions">
            <PagePublishForm page={page} label={{ publish: "Publish this page", unpublish: "Unpublish this page" }} />
            <ItemDeleteForm
              id={page.id}
              revision={page.revision}
              label={text("Delete this page")}
              question={text('Delete the page "{title}"?', { title: page.title })}
              detail={text("Visitors can no longer read it, and it cannot be brought back from the desk. The page's text is kept in the audit log.")}
            />
          </div>
        </section>
      )}
      {page && loaderData.translations && <TranslationsPart kind="page" itemId={page.id} statuses={loaderData.translations} />}
    </DeskEditor>
  );
}

/** How long typing must pause before the live preview is rendered again. */
const LIVE_PREVIEW_PAUSE_MS = 700;
/** The API call that renders the body as it is typed. */
const PREVIEW_API = "staff/pages/preview";

/** The values a preview was made from (the preview answer carries them back). */
function previewValues(result: Route.ComponentProps["actionData"]): Record<string, string> | undefined {
  return result?.status === "done" && result.intent === "preview" ? (result.data as { values?: Record<string, string> }).values : undefined;
}
