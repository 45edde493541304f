/**
 * StaffPage (/staff/pages/:pageId, "new" for a new page): a content page's editor. The body is
 * Markdown, rendered with the site's own renderer below the form: live as it is typed (a
 * moment after typing stops), and by "Preview" without JavaScript (nothing is saved, what was
 * typed stays in the form). Saving a published page changes the site at once.
 */
import { Link, data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/pages-edit";
import { CONTENT_LANGUAGES, PAGE_KINDS, PAGE_KIND_LABELS } from "@common/schemas/staff-content";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta, useAddressNotice } from "./components";
import { pageEditAction, pageToEdit } from "./pages.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

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

/** After a refused save (409) the page reads the item again, so the form carries its new revision and a second save is deliberate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function StaffPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { page, created } = loaderData;
  const addressNotice = useAddressNotice();
  const saveIntent = page ? "update" : "create";
  const intent = actionData?.intent === "preview" ? "preview" : saveIntent;
  const errors = fieldErrorsOf(actionData, intent);
  const preview = actionData?.status === "done" && actionData.intent === "preview" ? (actionData.data as { html: string }).html : null;
  // After a preview the form shows what was typed (the preview saved nothing).
  const typed = (name: string) =>
    (actionData && actionData.status !== "done" ? keptOf(actionData, actionData.intent, name) : undefined) ?? previewValues(actionData)?.[name];
  const value = (name: "title" | "summary" | "body" | "kind" | "language" | "hid") => typed(name) ?? (page ? String(page[name] ?? "") : "");
  const address = page ? (page.path ?? `/flexipage/${page.hid}`) : null;
  // The preview's section is always there (hidden while empty), for app/enhance/live-preview.ts
  // to fill as the body is typed. It is not a live region: a screen reader is not interrupted on
  // every pause, and its reader finds the rendered text under its heading when they want it.
  const liveMarks = { "data-live-preview": "page-preview", "data-live-preview-api": PREVIEW_API, "data-live-preview-pause": String(LIVE_PREVIEW_PAUSE_MS) };
  // The page's own words are in its language (a code like "de"), whatever the desk's language.
  const pageLang = value("language") || "en";
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffPages")}>{t("Pages")}</Link>
      </p>
      <PageHeading>{page ? <T message="Edit: <0/>" components={[<span lang={page.language}>{page.title}</span>]} /> : t("New page")}</PageHeading>
      {created && page && addressNotice && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t('The page "{title}" is created.', { title: page.title })}</p>
        </StatusAlert>
      )}
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
        {!page && (
          <TextField
            name="hid"
            label={text("Short name")}
            required
            defaultValue={value("hid")}
            hint={t("Letters, digits and hyphens: the page's address is /flexipage/ followed by it. It cannot be changed later.")}
            errors={errorsFor(errors, "hid")}
          />
        )}
        <TextField name="title" lang={pageLang} label={text("Title")} required defaultValue={value("title")} errors={errorsFor(errors, "title")} />
        <TextArea
          name="summary"
          lang={pageLang}
          label={text("Summary")}
          required
          maxLength={500}
          defaultValue={value("summary")}
          hint={t("Shown in search results and lists.")}
          errors={errorsFor(errors, "summary")}
        />
        <SelectField
          name="language"
          label={text("Language")}
          translate="no"
          required
          defaultValue={value("language") || "en"}
          options={CONTENT_LANGUAGES.map((known) => ({ value: known.code, label: known.name }))}
          errors={errorsFor(errors, "language")}
        />
        <SelectField
          name="kind"
          label={text("Kind")}
          required
          defaultValue={value("kind") || "general"}
          options={PAGE_KINDS.map((kind) => ({ value: kind, label: text(PAGE_KIND_LABELS[kind]) }))}
          errors={errorsFor(errors, "kind")}
        />
        <TextArea
          name="body"
          lang={pageLang}
          label={text("Body (Markdown)")}
          required
          maxLength={100_000}
          rows={18}
          defaultValue={value("body")}
          hint={t("Headings start with ## (the title is the page's main heading). Links: [text](/address). Lists: a line starting with - .")}
          errors={errorsFor(errors, "body")}
        />
        {!page && (
          <CheckboxField
            name="published"
            label={text("Publish now (visitors can read it as soon as it is saved)")}
            defaultChecked={typed("published") !== undefined}
          />
        )}
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
            <PostForm>
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="id" value={page.id} />
              <input type="hidden" name="revision" value={page.revision} />
              {!page.published && <input type="hidden" name="published" value="on" />}
              <SubmitButton className="button button--secondary" busyLabel={text("Saving…")}>
                {page.published ? t("Unpublish this page") : t("Publish this page")}
              </SubmitButton>
            </PostForm>
            <PostForm>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={page.id} />
              <input type="hidden" name="revision" value={page.revision} />
              <ConfirmButton
                label={text("Delete this page")}
                question={text('Delete the page "{title}"?', { title: page.title })}
                detail={text("Visitors can no longer read it, and it cannot be brought back from the desk. The page's text is kept in the audit log.")}
              />
            </PostForm>
          </div>
        </section>
      )}
      {page && loaderData.translations && <TranslationsPart kind="page" itemId={page.id} statuses={loaderData.translations} />}
    </div>
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
