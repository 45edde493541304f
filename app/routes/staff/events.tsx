/**
 * StaffEvents (/staff/events): every event, hidden ones too, filtered by words, type and time
 * and sorted by any column (GET links, so a view has its own address and works without
 * JavaScript). Each event's title opens its editor.
 */
import { Link } from "react-router";
import type { Route } from "./+types/events";
import { STAFF_EVENT_SORT_LABELS, type StaffEventSort } from "@common/schemas/staff-events";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, WHEN_FILTER, sortSentence } from "./content-lists";
import { eventsList } from "./events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { DeskTable } from "./resource/table";
import { type DeskFilterField, deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(eventList.title, matches);

export const loader = staffLoader(async ({ request }) => eventsList(request));

type EventRow = Awaited<ReturnType<typeof eventsList>>["events"][number];

const eventList = deskResource<EventRow>({
  title: "Events",
  intro:
    "Exhibitions, training days, user groups and conferences on the events page and map. Times are in UTC. A saved change shows on the site at once; a hidden event stays here but leaves the site.",
  route: "StaffEvents",
  list: {
    caption: "Events",
    region: "Events (scrolls sideways)",
    rowId: (event) => event.id,
    leading: [
      {
        header: STAFF_EVENT_SORT_LABELS.start,
        sort: "start",
        cell: (event) => ({ words: <T message="<0/> to <1/>" components={[<StaffTime iso={event.startDate} />, <StaffTime iso={event.endDate} />]} /> }),
      },
    ],
    rowHeader: STAFF_EVENT_SORT_LABELS.title,
    rowHeaderSort: "title",
    rowName: (event) => event.title,
    rowLink: (event, { locale }) => ({ route: "StaffEvent", params: { eventId: event.id }, lang: langOfContent(locale, event.language) }),
    columns: [
      // Type names are the English catalogue's, not yet translated.
      { header: STAFF_EVENT_SORT_LABELS.type, sort: "type", cell: (event, { locale }) => ({ words: event.typeName, lang: langOfContent(locale, "en") }) },
      { header: STAFF_EVENT_SORT_LABELS.city, sort: "city", cell: "city" },
      { header: "On the site", cell: (event, { t }) => ({ words: event.visible ? t("Shown") : t("Hidden") }) },
    ],
  },
});

/** The list's filter: words, the type of event and when it is. */
function eventFilters(types: { id: number; name: string }[]): DeskFilterField[] {
  return [
    { name: "search", label: "Search", hint: "Words in the title, venue, town or postcode" },
    {
      name: "type",
      label: "Type",
      kind: "select",
      placeholder: "Any type",
      data: true,
      options: types.map((type) => ({ value: String(type.id), label: type.name })),
    },
    WHEN_FILTER,
  ];
}

export default function StaffEvents({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { query, fieldErrors, filter, events, types, deleted } = loaderData;
  const order = { sort: (filter?.sort ?? "start") as StaffEventSort, dir: filter?.dir ?? "asc" };
  const keep = { search: query.search, type: query.type, when: query.when };
  const filtered = Boolean(query.search || query.type || (query.when && query.when !== "all"));
  return (
    <DeskPage title={eventList.title} intro={eventList.intro}>
      <p>
        <Link className="button" to={url("StaffEventNew")}>
          {t("Add an event")}
        </Link>
      </p>
      <DeletedNotice name={deleted} />
      <DeskFilter
        label="Filter the events"
        order={order}
        clear={filtered ? { to: url("StaffEvents") } : null}
        fields={eventFilters(types)}
        values={query}
        fieldErrors={fieldErrors}
      />
      <ListCount>
        {sortSentence(text, events.length, "event", STAFF_EVENT_SORT_LABELS[order.sort], order.dir)}
        {filtered && <> {t("The filter is on.")}</>}
      </ListCount>
      {events.length > 0 && <DeskTable resource={eventList} rows={events} sorting={{ order, keep }} />}
    </DeskPage>
  );
}
