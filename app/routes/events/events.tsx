/**
 * The events map page, /events and /events/{type}: the list of events with a text search and
 * a map. Works without JavaScript (a GET form filtered on the
 * server); with it, the search refetches through the API and the map loads on demand.
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/events";
import { filterEventsByText } from "@common/events";
import { PageHeading } from "~/components/layout/PageHeading";
import { useHydrated } from "~/hooks/useHydrated";
import { useNearViewport } from "~/hooks/useNearViewport";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { api } from "~/lib/api-client";
import { db } from "~/lib/db.server";
import { type EventRecord, type EventType, listEventTypes, searchEvents, upcomingEventsOfType } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import { type PageText, metaText, useT } from "~/i18n/I18n";
import { EventList } from "~/features/events/EventList";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "events", pageCache: "shared" } satisfies I18nHandle & PageCacheHandle;

// A .client module: the server build gets an empty stand-in, so MapLibre and its web worker
// never enter the Worker (the map is drawn only after hydration; the server renders the list).
const EventsMap = lazy(() => import("~/features/events/EventsMap.client"));

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  return [
    { title: text("{title} | Dolphin", { title: eventsTitle(text, data) }) },
    { name: "description", content: text("Exhibitions, training days, user groups and conferences where you can meet Dolphin.") },
  ];
};

/** 'Events', or the chosen type's own name ('Training Days'), so each list has its own title. */
function eventsTitle(text: PageText["text"], data: { types: { hid: string; name: string }[]; type: string } | undefined): string {
  const chosen = data?.type ? data.types.find((type) => type.hid.toLowerCase() === data.type.toLowerCase()) : undefined;
  return chosen ? text("{type}: events", { type: chosen.name }) : text("Events");
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const type = (params.type ?? query.get("type") ?? "").trim();
  if (type && !/^[a-z]+$/.test(type)) throw data(null, { status: 404 });
  const [types, events] = await Promise.all([listEventTypes(db()), type ? upcomingEventsOfType(db(), type) : searchEvents(db(), new Date())]);
  if (!events) throw data(null, { status: 404 });
  const text = query.get("q") ?? "";
  // ?event= (from an event's own page) chooses that event's pin on the map.
  const focus = /^\d{1,12}$/.test(query.get("event") ?? "") ? Number(query.get("event")) : null;
  return { types, events: filterEventsByText(events, text), type, text, focus };
}

interface SearchState {
  events: EventRecord[];
  loading: boolean;
  error: string | null;
}

async function fetchEvents(type: string): Promise<{ types: EventType[]; events: EventRecord[] } | string> {
  const [types, events] = await Promise.all([
    api.get<EventType[]>("event-types", { cancelId: "eventtyp" }),
    type
      ? api.get<EventRecord[]>(`events/${type.toLowerCase()}/upcoming`, { cancelId: "eventsup" })
      : api.get<EventRecord[]>("events/search", { query: { from: Date.now() }, cancelId: "eventsrc" }),
  ]);
  if (!types.ok || !events.ok) {
    if ((!types.ok && types.cancelled) || (!events.ok && events.cancelled)) return "";
    return "The events could not be loaded. Please try again.";
  }
  return { types: types.data, events: events.data };
}

/** The same records in the same order: a state update that changes nothing keeps the old value. */
function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const hydrated = useHydrated();
  const { t, text: translate, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const [types, setTypes] = useState(loaderData.types);
  const [text, setText] = useState(loaderData.text);
  const [type, setType] = useState(loaderData.type);
  const [state, setState] = useState<SearchState>({ events: loaderData.events, loading: false, error: null });
  const [selectedId, setSelectedId] = useState<number | null>(loaderData.focus);
  const mapRef = useRef<HTMLDivElement>(null);
  // On a phone the map sits below the list: fetch and start MapLibre only as the reader nears it.
  const [mapNear, startMap] = useNearViewport(mapRef);
  const [mapReady, setMapReady] = useState(false);
  const onMapReady = useCallback(() => setMapReady(true), []);

  // A search shows "Loading..." while it runs. The refresh on load is quiet: the server's list is
  // already on screen, so the page changes (and the status speaks) only if the API's answer differs.
  const search = useCallback(async (searchType: string, searchText: string, quiet = false) => {
    if (!quiet) setState((previous) => ({ ...previous, loading: true, error: null }));
    const result = await fetchEvents(searchType);
    if (result === "") return;
    if (typeof result === "string") {
      if (!quiet) setState((previous) => ({ ...previous, loading: false, error: result }));
      return;
    }
    const events = filterEventsByText(result.events, searchText);
    setTypes((previous) => (sameData(previous, result.types) ? previous : result.types));
    setSelectedId((current) => (result.events.some((event) => event.id === current) ? current : null));
    setState((previous) => (!previous.loading && !previous.error && sameData(previous.events, events) ? previous : { events, loading: false, error: null }));
  }, []);

  // On load, events and types are fetched again together and the text filter applied, so a page
  // served from the cache still shows the events as they are now.
  useEffect(() => {
    void search(loaderData.type, loaderData.text, true);
  }, [search, loaderData.type, loaderData.text]);

  // An event chosen by the address starts the map at once, with its pin selected.
  useEffect(() => {
    if (loaderData.focus !== null) startMap();
  }, [loaderData.focus, startMap]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    const address = (type ? url("EventsByType", { type }) : url("Events")) + (trimmed ? `?q=${encodeURIComponent(trimmed)}` : "");
    history.replaceState(history.state, "", address);
    void search(type, trimmed);
  };

  const showOnMap = useCallback(
    (id: number) => {
      setSelectedId(id);
      startMap();
      mapRef.current?.scrollIntoView({ block: "nearest", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    },
    [startMap],
  );

  // The list is the bulk of the page. In its own Suspense boundary React hydrates it after the rest
  // of the page, in short slices that leave the phone free to respond, instead of in one long task.
  // The element is kept while nothing it shows changes: a new one before that hydration is done
  // would make React hydrate the list at once after all.
  const results = useMemo(
    () => (
      <Suspense fallback={null}>
        {state.events.length === 0 && !state.loading ? (
          <p className="events-empty">{t("No events found for your search criteria")}</p>
        ) : (
          <EventList events={state.events} selectedId={selectedId} onShowOnMap={showOnMap} />
        )}
      </Suspense>
    ),
    [state.events, state.loading, selectedId, showOnMap, t],
  );

  const status = state.loading
    ? t("Loading...")
    : state.error
      ? t(state.error)
      : t("{count, plural, one {# event found} other {# events found}}", { count: state.events.length });

  return (
    <div className="container page">
      <PageHeading>{t("Events")}</PageHeading>
      <p className="lead">
        {t(
          "Meet our team at exhibitions, training days, user groups and conferences across the UK and Europe. Try our software, ask questions and learn from other users.",
        )}
      </p>

      <form className="events-search" method="get" action={url("Events")} role="search" aria-label={translate("Events")} onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor="events-q">
            {t("Search by name, place or postcode")}
          </label>
          <input
            id="events-q"
            className="field__input"
            type="search"
            name="q"
            placeholder={translate("Search for an event...")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="events-type">
            {t("Event type")}
          </label>
          <select id="events-type" className="field__input" name="type" value={type} onChange={(event) => setType(event.target.value)}>
            <option value="">{t("All Event Types")}</option>
            {types.map((eventType) => (
              <option key={eventType.id} value={eventType.hid.toLowerCase()} lang={contentLang}>
                {eventType.name}
              </option>
            ))}
          </select>
        </div>
        <p className="events-search__submit">
          <button type="submit" className="button">
            {t("Search")}
          </button>
        </p>
      </form>

      <p className="events-status" role="status">
        {status}
      </p>

      <div className="events-layout">
        <div className="events-results">{results}</div>
        <div className="events-map" ref={mapRef}>
          {/* One live region from first paint to the drawn map, so a screen reader hears that the
              map is loading (after 'Show on map' or on scrolling to it); gone once the map is drawn. */}
          {!mapReady && (
            <p className="events-map__loading" role="status">
              {!hydrated
                ? t("The map needs JavaScript. Every event is in the list.")
                : mapNear
                  ? t("Loading the map…")
                  : t("The map loads when you scroll to it. Every event is in the list.")}
            </p>
          )}
          {hydrated && mapNear && (
            <Suspense fallback={null}>
              <EventsMap events={state.events} selectedId={selectedId} onSelect={setSelectedId} onReady={onMapReady} />
            </Suspense>
          )}
          <p className="events-map__credit">{t("Country shapes: Natural Earth (public domain).")}</p>
        </div>
      </div>
    </div>
  );
}
