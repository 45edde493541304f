/**
 * StaffEventNew (/staff/events/new) and StaffEvent (/staff/events/:eventId): an event's editor.
 * Its place on the map is typed as latitude and longitude, or found from the address by the
 * offline place finder ("Find from the address"): what was found, or that nothing was, is said
 * and put into the place fields before anything is saved, and everything typed stays.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/events-edit";
import { ActionResult, type ActionData, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { eventEditAction, eventToEdit } from "./events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import type { DeskField } from "./resource/definition";
import { DeskFields } from "./resource/form";
import { DeskEditor } from "./resource/editor";
import { ItemDeleteForm } from "./resource/delete";

import { TranslationsPart } from "./translation-state";
import { translationsOf } from "./translations.server";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.event ? staffMeta("Edit event: {title}", matches, { title: loaderData.event.title }) : staffMeta("New event", matches);

export const loader = staffLoader(async ({ request, params }) => {
  const found = await eventToEdit(params.eventId);
  if (!found) throw data({ message: "There is no event with that id. Someone may have deleted it." }, { status: 404 });
  return { ...found, translations: await translationsOf("event", found.event?.id), created: new URL(request.url).searchParams.has("created") };
});

export const action = eventEditAction;

interface FoundPlace {
  latitude: number;
  longitude: number;
  countryId: number | null;
  typed: Record<string, string>;
}

/** "2026-12-01T09:00" for a datetime-local field, in UTC. */
function utcField(iso: string): string {
  return iso.slice(0, 16);
}

type EventRecord = NonNullable<Route.ComponentProps["loaderData"]["event"]>;

/**
 * An event's fields, in the form's parts: its details (its words in its own language), its
 * address, its place on the map (beside the place finder) and the rest. Types and countries
 * are named as stored.
 */
function eventFields(choices: { types: { id: number; name: string }[]; countries: { id: number; name: string }[] }) {
  const text =
    (name: "title" | "addressName" | "addressStreet" | "addressCity" | "addressCounty" | "addressPostcode" | "moreInfoUrl") => (event: EventRecord | null) =>
      event?.[name] ?? "";
  const details: DeskField<EventRecord>[] = [
    { name: "title", label: "Title", content: true, required: true, value: text("title") },
    {
      name: "eventTypeId",
      label: "Type",
      kind: "select",
      required: true,
      placeholder: "Choose a type",
      data: true,
      options: choices.types.map((type) => ({ value: type.id, label: type.name })),
      value: (event) => (event ? String(event.eventTypeId) : ""),
    },
    {
      name: "startDate",
      label: "Starts (UTC)",
      kind: "datetime",
      required: true,
      hint: "Date and time in UTC, like 2026-12-01T09:00.",
      value: (event) => (event ? utcField(event.startDate) : ""),
    },
    {
      name: "endDate",
      label: "Ends (UTC)",
      kind: "datetime",
      required: true,
      hint: "The same as or after the start.",
      value: (event) => (event ? utcField(event.endDate) : ""),
    },
    {
      name: "description",
      label: "Description",
      kind: "textarea",
      content: true,
      maxLength: 4000,
      hint: "Separate paragraphs with an empty line.",
      value: (event) => event?.description ?? "",
    },
    { name: "language", label: "Language", kind: "language", value: (event) => event?.language ?? "" },
  ];
  const address: DeskField<EventRecord>[] = [
    { name: "addressName", label: "Venue", value: text("addressName") },
    { name: "addressStreet", label: "Street", value: text("addressStreet") },
    { name: "addressCity", label: "Town or city", value: text("addressCity") },
    { name: "addressCounty", label: "County or region", value: text("addressCounty") },
    { name: "addressPostcode", label: "Postcode", value: text("addressPostcode") },
    {
      name: "countryId",
      label: "Country",
      kind: "select",
      placeholder: "Not given",
      data: true,
      options: choices.countries.map((country) => ({ value: country.id, label: country.name })),
      value: (event) => (event?.countryId ? String(event.countryId) : ""),
    },
  ];
  const place: DeskField<EventRecord>[] = [
    {
      name: "latitude",
      label: "Latitude",
      kind: "decimal",
      required: true,
      hint: "Like 53.80 (north is positive).",
      value: (event) => (event ? String(event.latitude) : ""),
    },
    {
      name: "longitude",
      label: "Longitude",
      kind: "decimal",
      required: true,
      hint: "Like -1.55 (west is negative).",
      value: (event) => (event ? String(event.longitude) : ""),
    },
  ];
  const rest: DeskField<EventRecord>[] = [
    {
      name: "moreInfoUrl",
      label: "Organiser's page",
      hint: "Optional: the organiser's own page about the event, starting with https://.",
      value: text("moreInfoUrl"),
    },
    { name: "visible", label: "Show on the site", kind: "checkbox", value: (event) => event?.visible ?? true },
  ];
  return { details, address, place, rest };
}

/** What the form shows again after a post: the typed values of a failed save or of a place look-up. */
function typedValues(result: ActionData, intent: string): Record<string, string> | null {
  if (!result || (result.intent !== intent && result.intent !== "place")) return null;
  if (result.status !== "done") return result.values;
  return result.intent === "place" ? (result.data as FoundPlace).typed : null;
}

/** What was typed, with the place found put in: its latitude and longitude, and its country where none was chosen. */
function withPlace(typed: Record<string, string> | null, found: FoundPlace | null, event: EventRecord | null): Record<string, string> | null {
  if (!found) return typed;
  const chosen = typed?.countryId ?? (event?.countryId ? String(event.countryId) : "");
  return {
    ...typed,
    latitude: String(found.latitude),
    longitude: String(found.longitude),
    countryId: chosen || (found.countryId ? String(found.countryId) : ""),
  };
}

export default function StaffEventEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { event, types, created } = loaderData;
  const intent = event ? "update" : "create";
  const errors = fieldErrorsOf(actionData, intent) ?? fieldErrorsOf(actionData, "place");
  const typed = typedValues(actionData, intent);
  const found = actionData?.status === "done" && actionData.intent === "place" ? (actionData.data as FoundPlace) : null;
  const shown = withPlace(typed, found, event);
  // The event's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, event?.language);
  const typedLang = langOfContent(locale, typed?.language || event?.language);
  const fields = eventFields(loaderData);
  const parts = { row: event, typed: shown, errors, lang: typedLang };
  // Each form's key changes with what it must show again, so its fields take the new values.
  const formKey = `${intent}:${actionData ? JSON.stringify(typed ?? {}) + (found ? `${found.latitude},${found.longitude}` : "") : "stored"}:${event?.revision ?? 0}`;
  return (
    <DeskEditor
      list="StaffEvents"
      listLabel="Events"
      item={event && { name: event.title, lang: contentLang }}
      editHeading="Edit event: <0/>"
      newHeading="New event"
      created={created && event ? { message: 'The event "{title}" is created.', values: { title: event.title } } : null}
    >
      {event?.visible && (
        <p>
          <Link to={url("EventDetail", { type: types.find((type) => type.id === event.eventTypeId)?.hid.toLowerCase() ?? "", eventId: event.id })}>
            {t("See its page on the site")}
          </Link>
        </p>
      )}
      <ActionResult result={actionData} intent={[intent, "delete"]} />
      <PostForm className="panel staff-event-form" noValidate key={formKey}>
        {/* Enter in a field submits with the form's first submit button: this hidden one saves, so
            Enter never means "Find from the address" (the first visible button). */}
        <button type="submit" name="intent" value={intent} hidden tabIndex={-1} />
        {event && <input type="hidden" name="eventId" value={event.id} />}
        {event && <input type="hidden" name="revision" value={typed?.revision ?? event.revision} />}
        <DeskFields fields={fields.details} {...parts} />
        <fieldset className="staff-fieldset">
          <legend>{t("Address")}</legend>
          <DeskFields fields={fields.address} {...parts} />
        </fieldset>
        <fieldset className="staff-fieldset">
          <legend>{t("Place on the map")}</legend>
          <p className="field__hint">
            {t(
              "Type the latitude and longitude, or choose Find from the address: it finds the centre of the town or city named in the address (offline, for towns of 20,000 people or more) and puts it here for you to check before you save.",
            )}
          </p>
          <ActionResult result={actionData} intent="place" />
          <DeskFields fields={fields.place} {...parts} />
          <SubmitButton name="intent" value="place" className="button button--secondary" busyLabel={text("Finding…")}>
            {t("Find from the address")}
          </SubmitButton>
        </fieldset>
        <DeskFields fields={fields.rest} {...parts} />
        <SubmitButton name="intent" value={intent} busyLabel={text("Saving…")}>
          {event ? t("Save event") : t("Add event")}
        </SubmitButton>
      </PostForm>
      {event && (
        <ItemDeleteForm
          idName="eventId"
          id={event.id}
          revision={event.revision}
          label={text("Delete this event")}
          question={text('Delete the event "{title}"?', { title: event.title })}
          detail={text("It leaves the events page, the map and its own page at once. Its details are kept in the audit log.")}
        />
      )}
      {loaderData.event && loaderData.translations && <TranslationsPart kind="event" itemId={loaderData.event.id} statuses={loaderData.translations} />}
    </DeskEditor>
  );
}
