/**
 * StaffWebinarNew (/staff/webinars/new) and StaffWebinar (/staff/webinars/:webinarId): a
 * webinar's editor, with the fields the webinars pages show: topic, agenda, presenter, start
 * (typed in UTC), length, the time zone its page shows the time in, and how to register.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/webinars-edit";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { webinarEditAction, webinarToEdit } from "./webinars.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import type { DeskField } from "./resource/definition";
import { DeskFields, typedOf } from "./resource/form";
import { DeskEditor } from "./resource/editor";
import { ItemDeleteForm } from "./resource/delete";

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

type Webinar = NonNullable<Route.ComponentProps["loaderData"]["webinar"]>;

/** A webinar's fields: its words are in its own language; audiences and products are named as stored. */
function webinarFields(choices: { segments: { id: number; name: string }[]; products: { id: number; name: string }[] }): DeskField<Webinar>[] {
  return [
    { name: "topic", label: "Topic", content: true, required: true, value: (webinar) => webinar?.topic ?? "" },
    {
      name: "agenda",
      label: "Agenda",
      kind: "textarea",
      content: true,
      required: true,
      maxLength: 4000,
      rows: 8,
      hint: "Separate paragraphs with an empty line. The list shows the first 350 characters.",
      value: (webinar) => webinar?.agenda ?? "",
    },
    { name: "language", label: "Language", kind: "language", value: (webinar) => webinar?.language ?? "" },
    { name: "presenter", label: "Presenter", hint: "Who presents it, as the webinar's page shows.", value: (webinar) => webinar?.presenter ?? "" },
    {
      name: "startTime",
      label: "Starts (UTC)",
      kind: "datetime",
      required: true,
      hint: "Date and time in UTC, like 2026-12-01T14:00.",
      value: (webinar) => (webinar ? webinar.startTime.slice(0, 16) : ""),
    },
    { name: "duration", label: "Length in minutes", kind: "numeric", required: true, value: (webinar) => (webinar ? String(webinar.duration) : "60") },
    {
      name: "timezone",
      label: "Time zone",
      required: true,
      hint: "The place whose time the webinar's page shows, like Europe/London or Europe/Berlin.",
      value: (webinar) => webinar?.timezone ?? "Europe/London",
    },
    {
      name: "joinUrl",
      label: "Join link",
      hint: "Optional: the link registrants join with, starting with https://. It is sent in their confirmation and reminder mails, never shown on the page.",
      value: (webinar) => webinar?.joinUrl ?? "",
    },
    {
      name: "capacity",
      label: "Places",
      kind: "numeric",
      hint: "How many people may register. When every place is taken, the page says the webinar is full.",
      value: (webinar) => (webinar ? String(webinar.capacity) : "100"),
    },
    {
      name: "recordingUrl",
      label: "Recording link",
      hint: "Once the webinar is over: where its recording is watched, starting with https:// or / for a page of this site. Without one, the page says no recording was made.",
      value: (webinar) => webinar?.recordingUrl ?? "",
    },
    {
      name: "marketSegmentId",
      label: "Audience",
      kind: "select",
      placeholder: "Everyone",
      data: true,
      options: choices.segments.map((segment) => ({ value: segment.id, label: segment.name })),
      value: (webinar) => (webinar?.marketSegmentId ? String(webinar.marketSegmentId) : ""),
    },
    {
      name: "productId",
      label: "Product",
      kind: "select",
      placeholder: "No one product",
      data: true,
      options: choices.products.map((product) => ({ value: product.id, label: product.name })),
      value: (webinar) => (webinar?.productId ? String(webinar.productId) : ""),
    },
  ];
}

export default function StaffWebinarEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { webinar, keptHere, created } = loaderData;
  const intent = webinar ? "update" : "create";
  const typed = typedOf(actionData, intent);
  // The webinar's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, webinar?.language);
  const typedLang = langOfContent(locale, typed?.language || webinar?.language);
  return (
    <DeskEditor
      list="StaffWebinars"
      listLabel="Webinars"
      item={webinar && { name: webinar.topic, lang: contentLang }}
      editHeading="Edit webinar: <0/>"
      newHeading="New webinar"
      created={created && webinar ? { message: 'The webinar "{title}" is created.', values: { title: webinar.topic } } : null}
    >
      {!keptHere && <p>{t("Webinars are kept in Zoom on this site: change them there. Saving here is refused.")}</p>}
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
        {webinar && <input type="hidden" name="revision" value={typed?.revision ?? webinar.revision} />}
        <DeskFields fields={webinarFields(loaderData)} row={webinar} typed={typed} errors={fieldErrorsOf(actionData, intent)} lang={typedLang} />
        <SubmitButton busyLabel={text("Saving…")}>{webinar ? t("Save webinar") : t("Add webinar")}</SubmitButton>
      </PostForm>
      {webinar && (
        <ItemDeleteForm
          idName="webinarId"
          id={webinar.id}
          revision={webinar.revision}
          label={text("Delete this webinar")}
          question={text('Delete the webinar "{title}"?', { title: webinar.topic })}
          detail={text("It leaves the webinars page at once. Its details are kept in the audit log.")}
        />
      )}
      {loaderData.webinar && loaderData.translations && <TranslationsPart kind="webinar" itemId={loaderData.webinar.id} statuses={loaderData.translations} />}
    </DeskEditor>
  );
}
