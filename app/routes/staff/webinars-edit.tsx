/**
 * StaffWebinarNew (/staff/webinars/new) and StaffWebinar (/staff/webinars/:webinarId): a
 * webinar's editor, with the fields the webinars pages show: topic, agenda, presenter, start
 * (typed in UTC), length, the time zone its page shows the time in, and how to register.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/webinars-edit";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ContentLanguageField, staffMeta, useAddressNotice } from "./components";
import { webinarEditAction, webinarToEdit } from "./webinars.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

import { TranslationsPart } from "./translation-state";
import { translationsOf } from "./translations.server";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.webinar ? staffMeta("Edit webinar: {title}", matches, { title: loaderData.webinar.topic }) : staffMeta("New webinar", matches);

export const loader = staffLoader(async ({ request, params }) => {
  const found = await webinarToEdit(params.webinarId);
  if (!found) throw data({ message: "There is no webinar with that id. Someone may have deleted it." }, { status: 404 });
  return { ...found, translations: await translationsOf("webinar", found.webinar?.id), created: new URL(request.url).searchParams.has("created") };
});

export const action = webinarEditAction;

export default function StaffWebinarEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { webinar, segments, products, keptHere, created } = loaderData;
  const addressNotice = useAddressNotice();
  const intent = webinar ? "update" : "create";
  const errors = fieldErrorsOf(actionData, intent);
  const stored: Record<string, string> = {
    topic: webinar?.topic ?? "",
    agenda: webinar?.agenda ?? "",
    presenter: webinar?.presenter ?? "",
    startTime: webinar ? webinar.startTime.slice(0, 16) : "",
    duration: webinar ? String(webinar.duration) : "60",
    timezone: webinar?.timezone ?? "Europe/London",
    joinUrl: webinar?.joinUrl ?? "",
    capacity: webinar ? String(webinar.capacity) : "100",
    recordingUrl: webinar?.recordingUrl ?? "",
    marketSegmentId: webinar?.marketSegmentId ? String(webinar.marketSegmentId) : "",
    productId: webinar?.productId ? String(webinar.productId) : "",
    language: webinar?.language ?? "",
  };
  const value = (name: string) => keptOf(actionData, intent, name) ?? stored[name] ?? "";
  // The webinar's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, webinar?.language);
  const typedLang = langOfContent(locale, value("language") || webinar?.language);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffWebinars")}>{t("Webinars")}</Link>
      </p>
      <PageHeading>
        {webinar ? <T message="Edit webinar: <0/>" components={[<span lang={contentLang}>{webinar.topic}</span>]} /> : t("New webinar")}
      </PageHeading>
      {!keptHere && <p>{t("Webinars are kept in Zoom on this site: change them there. Saving here is refused.")}</p>}
      {created && webinar && addressNotice && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t('The webinar "{title}" is created.', { title: webinar.topic })}</p>
        </StatusAlert>
      )}
      {webinar && (
        <ul className="support-links">
          <li>
            <Link to={url("WebinarDetail", { webinarId: webinar.id })}>{t("See its page on the site")}</Link>
          </li>
          <li>
            <Link to={url("StaffWebinarRegistrants", { webinarId: webinar.id })}>{t("Registrants")}</Link>
          </li>
        </ul>
      )}
      <ActionResult result={actionData} intent={[intent, "delete"]} />
      <PostForm className="panel" noValidate key={actionData?.status === "done" ? `${intent}:${actionData.message}` : intent}>
        <input type="hidden" name="intent" value={intent} />
        {webinar && <input type="hidden" name="webinarId" value={webinar.id} />}
        {webinar && <input type="hidden" name="revision" value={keptOf(actionData, intent, "revision") ?? webinar.revision} />}
        <TextField name="topic" lang={typedLang} label={text("Topic")} required defaultValue={value("topic")} errors={errorsFor(errors, "topic")} />
        <TextArea
          name="agenda"
          lang={typedLang}
          label={text("Agenda")}
          required
          maxLength={4000}
          rows={8}
          defaultValue={value("agenda")}
          hint={t("Separate paragraphs with an empty line. The list shows the first 350 characters.")}
          errors={errorsFor(errors, "agenda")}
        />
        <ContentLanguageField value={value("language")} errors={errorsFor(errors, "language")} />
        <TextField
          name="presenter"
          label={text("Presenter")}
          defaultValue={value("presenter")}
          hint={t("Who presents it, as the webinar's page shows.")}
          errors={errorsFor(errors, "presenter")}
        />
        <TextField
          name="startTime"
          label={text("Starts (UTC)")}
          type="datetime-local"
          required
          defaultValue={value("startTime")}
          hint={t("Date and time in UTC, like 2026-12-01T14:00.")}
          errors={errorsFor(errors, "startTime")}
        />
        <TextField
          name="duration"
          label={text("Length in minutes")}
          required
          inputMode="numeric"
          defaultValue={value("duration")}
          errors={errorsFor(errors, "duration")}
        />
        <TextField
          name="timezone"
          label={text("Time zone")}
          required
          defaultValue={value("timezone")}
          hint={t("The place whose time the webinar's page shows, like Europe/London or Europe/Berlin.")}
          errors={errorsFor(errors, "timezone")}
        />
        <TextField
          name="joinUrl"
          label={text("Join link")}
          defaultValue={value("joinUrl")}
          hint={t(
            "Optional: the link registrants join with, starting with https://. It is sent in their confirmation and reminder mails, never shown on the page.",
          )}
          errors={errorsFor(errors, "joinUrl")}
        />
        <TextField
          name="capacity"
          label={text("Places")}
          inputMode="numeric"
          defaultValue={value("capacity")}
          hint={t("How many people may register. When every place is taken, the page says the webinar is full.")}
          errors={errorsFor(errors, "capacity")}
        />
        <TextField
          name="recordingUrl"
          label={text("Recording link")}
          defaultValue={value("recordingUrl")}
          hint={t(
            "Once the webinar is over: where its recording is watched, starting with https:// or / for a page of this site. Without one, the page says no recording was made.",
          )}
          errors={errorsFor(errors, "recordingUrl")}
        />
        <SelectField
          name="marketSegmentId"
          label={text("Audience")}
          defaultValue={value("marketSegmentId")}
          placeholder={text("Everyone")}
          translate="no"
          options={segments.map((segment) => ({ value: segment.id, label: segment.name }))}
          errors={errorsFor(errors, "marketSegmentId")}
        />
        <SelectField
          name="productId"
          label={text("Product")}
          defaultValue={value("productId")}
          placeholder={text("No one product")}
          translate="no"
          options={products.map((product) => ({ value: product.id, label: product.name }))}
          errors={errorsFor(errors, "productId")}
        />
        <SubmitButton busyLabel={text("Saving…")}>{webinar ? t("Save webinar") : t("Add webinar")}</SubmitButton>
      </PostForm>
      {webinar && (
        <PostForm>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="webinarId" value={webinar.id} />
          <input type="hidden" name="revision" value={webinar.revision} />
          <ConfirmButton
            label={text("Delete this webinar")}
            question={text('Delete the webinar "{title}"?', { title: webinar.topic })}
            detail={text("It leaves the webinars page at once. Its details are kept in the audit log.")}
          />
        </PostForm>
      )}
      {loaderData.webinar && loaderData.translations && <TranslationsPart kind="webinar" itemId={loaderData.webinar.id} statuses={loaderData.translations} />}
    </div>
  );
}
