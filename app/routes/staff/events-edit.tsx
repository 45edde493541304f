/**
 * StaffEventNew (/staff/events/new) and StaffEvent (/staff/events/:eventId): an event's editor.
 * Its place on the map is typed as latitude and longitude, or found from the address by the
 * offline place finder ("Find from the address"): what was found, or that nothing was, is said
 * and put into the place fields before anything is saved, and everything typed stays.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/events-edit";
import { ActionResult, type ActionData, fieldErrorsOf } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ContentLanguageField, staffMeta, useAddressNotice } from "./components";
import { eventEditAction, eventToEdit } from "./events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

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

/** What the form shows again after a post: the typed values of a failed save or of a place look-up. */
function typedValues(result: ActionData, intent: string): Record<string, string> | null {
  if (!result || (result.intent !== intent && result.intent !== "place")) return null;
  if (result.status !== "done") return result.values;
  return result.intent === "place" ? (result.data as FoundPlace).typed : null;
}

export default function StaffEventEditor({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { event, types, countries, created } = loaderData;
  const addressNotice = useAddressNotice();
  const intent = event ? "update" : "create";
  const errors = fieldErrorsOf(actionData, intent) ?? fieldErrorsOf(actionData, "place");
  const typed = typedValues(actionData, intent);
  const found = actionData?.status === "done" && actionData.intent === "place" ? (actionData.data as FoundPlace) : null;
  const stored: Record<string, string> = {
    title: event?.title ?? "",
    description: event?.description ?? "",
    eventTypeId: event ? String(event.eventTypeId) : "",
    startDate: event ? utcField(event.startDate) : "",
    endDate: event ? utcField(event.endDate) : "",
    addressName: event?.addressName ?? "",
    addressStreet: event?.addressStreet ?? "",
    addressCity: event?.addressCity ?? "",
    addressCounty: event?.addressCounty ?? "",
    addressPostcode: event?.addressPostcode ?? "",
    countryId: event?.countryId ? String(event.countryId) : "",
    latitude: event ? String(event.latitude) : "",
    longitude: event ? String(event.longitude) : "",
    moreInfoUrl: event?.moreInfoUrl ?? "",
    language: event?.language ?? "",
  };
  const value = (name: string) => typed?.[name] ?? stored[name] ?? "";
  // The event's own words are marked with its language, whatever the desk's language.
  const contentLang = langOfContent(locale, event?.language);
  const typedLang = langOfContent(locale, value("language") || event?.language);
  const place = {
    latitude: found ? String(found.latitude) : value("latitude"),
    longitude: found ? String(found.longitude) : value("longitude"),
    countryId: value("countryId") || (found?.countryId ? String(found.countryId) : ""),
  };
  const visible = typed ? typed.visible !== undefined : (event?.visible ?? true);
  // Each form's key changes with what it must show again, so its fields take the new values.
  const formKey = `${intent}:${actionData ? JSON.stringify(typed ?? {}) + (found ? `${found.latitude},${found.longitude}` : "") : "stored"}:${event?.revision ?? 0}`;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffEvents")}>{t("Events")}</Link>
      </p>
      <PageHeading>{event ? <T message="Edit event: <0/>" components={[<span lang={contentLang}>{event.title}</span>]} /> : t("New event")}</PageHeading>
      {created && event && addressNotice && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t('The event "{title}" is created.', { title: event.title })}</p>
        </StatusAlert>
      )}
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
        <TextField name="title" lang={typedLang} label={text("Title")} required defaultValue={value("title")} errors={errorsFor(errors, "title")} />
        <SelectField
          name="eventTypeId"
          label={text("Type")}
          required
          defaultValue={value("eventTypeId")}
          placeholder={text("Choose a type")}
          translate="no"
          options={types.map((type) => ({ value: type.id, label: type.name }))}
          errors={errorsFor(errors, "eventTypeId")}
        />
        <TextField
          name="startDate"
          label={text("Starts (UTC)")}
          type="datetime-local"
          required
          defaultValue={value("startDate")}
          hint={t("Date and time in UTC, like 2026-12-01T09:00.")}
          errors={errorsFor(errors, "startDate")}
        />
        <TextField
          name="endDate"
          label={text("Ends (UTC)")}
          type="datetime-local"
          required
          defaultValue={value("endDate")}
          hint={t("The same as or after the start.")}
          errors={errorsFor(errors, "endDate")}
        />
        <TextArea
          name="description"
          lang={typedLang}
          label={text("Description")}
          maxLength={4000}
          defaultValue={value("description")}
          hint={t("Separate paragraphs with an empty line.")}
          errors={errorsFor(errors, "description")}
        />
        <ContentLanguageField value={value("language")} errors={errorsFor(errors, "language")} />
        <fieldset className="staff-fieldset">
          <legend>{t("Address")}</legend>
          <TextField name="addressName" label={text("Venue")} defaultValue={value("addressName")} errors={errorsFor(errors, "addressName")} />
          <TextField name="addressStreet" label={text("Street")} defaultValue={value("addressStreet")} errors={errorsFor(errors, "addressStreet")} />
          <TextField name="addressCity" label={text("Town or city")} defaultValue={value("addressCity")} errors={errorsFor(errors, "addressCity")} />
          <TextField name="addressCounty" label={text("County or region")} defaultValue={value("addressCounty")} errors={errorsFor(errors, "addressCounty")} />
          <TextField name="addressPostcode" label={text("Postcode")} defaultValue={value("addressPostcode")} errors={errorsFor(errors, "addressPostcode")} />
          <SelectField
            name="countryId"
            label={text("Country")}
            defaultValue={place.countryId}
            placeholder={text("Not given")}
            translate="no"
            options={countries.map((country) => ({ value: country.id, label: country.name }))}
            errors={errorsFor(errors, "countryId")}
          />
        </fieldset>
        <fieldset className="staff-fieldset">
          <legend>{t("Place on the map")}</legend>
          <p className="field__hint">
            {t(
              "Type the latitude and longitude, or choose Find from the address: it finds the centre of the town or city named in the address (offline, for towns of 20,000 people or more) and puts it here for you to check before you save.",
            )}
          </p>
          <ActionResult result={actionData} intent="place" />
          <TextField
            name="latitude"
            label={text("Latitude")}
            required
            inputMode="decimal"
            defaultValue={place.latitude}
            hint={t("Like 53.80 (north is positive).")}
            errors={errorsFor(errors, "latitude")}
          />
          <TextField
            name="longitude"
            label={text("Longitude")}
            required
            inputMode="decimal"
            defaultValue={place.longitude}
            hint={t("Like -1.55 (west is negative).")}
            errors={errorsFor(errors, "longitude")}
          />
          <SubmitButton name="intent" value="place" className="button button--secondary" busyLabel={text("Finding…")}>
            {t("Find from the address")}
          </SubmitButton>
        </fieldset>
        <TextField
          name="moreInfoUrl"
          label={text("Organiser's page")}
          defaultValue={value("moreInfoUrl")}
          hint={t("Optional: the organiser's own page about the event, starting with https://.")}
          errors={errorsFor(errors, "moreInfoUrl")}
        />
        <CheckboxField name="visible" label={text("Show on the site")} defaultChecked={visible} />
        <SubmitButton name="intent" value={intent} busyLabel={text("Saving…")}>
          {event ? t("Save event") : t("Add event")}
        </SubmitButton>
      </PostForm>
      {event && (
        <PostForm>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="eventId" value={event.id} />
          <input type="hidden" name="revision" value={event.revision} />
          <ConfirmButton
            label={text("Delete this event")}
            question={text('Delete the event "{title}"?', { title: event.title })}
            detail={text("It leaves the events page, the map and its own page at once. Its details are kept in the audit log.")}
          />
        </PostForm>
      )}
      {loaderData.event && loaderData.translations && <TranslationsPart kind="event" itemId={loaderData.event.id} statuses={loaderData.translations} />}
    </div>
  );
}
