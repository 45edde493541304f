/**
 * The list of events on the events page: the accessible equivalent of the map, rendered on the
 * server and complete without JavaScript. Memoised, so that typing in the search box, the
 * page's quiet refresh or choosing a pin re-renders only what changed (each entry's dates and
 * translated labels are the costly part of a render on a slow phone).
 */
import { memo } from "react";
import { Link } from "react-router";
import type { EventRecord } from "./events.server";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { useEventDates } from "./dates";

interface EventListProps {
  events: EventRecord[];
  selectedId: number | null;
  /** Must keep its identity between renders, or every entry re-renders. */
  onShowOnMap(id: number): void;
}

export const EventList = memo(function EventList({ events, selectedId, onShowOnMap }: EventListProps) {
  const { text } = useT();
  // 'Show on map' is offered only once the page can draw the map, after hydration.
  const canShowOnMap = useHydrated();
  return (
    <ol className="events-list" aria-label={text("Events found")}>
      {events.map((event) => (
        <EventEntry key={event.id} event={event} selected={selectedId === event.id} canShowOnMap={canShowOnMap} onShowOnMap={onShowOnMap} />
      ))}
    </ol>
  );
});

const EventEntry = memo(function EventEntry({
  event,
  selected,
  canShowOnMap,
  onShowOnMap,
}: {
  event: EventRecord;
  selected: boolean;
  canShowOnMap: boolean;
  onShowOnMap(id: number): void;
}) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // The type and address are the site's English reference data; the title and description are in the event's own language.
  const contentLang = langOfContent(locale, "en");
  const eventLang = langOfContent(locale, event.language);
  const eventDates = useEventDates();
  return (
    <li id={`event-${event.id}`} className="events-list__item">
      <article aria-labelledby={`event-${event.id}-title`}>
        <h2 id={`event-${event.id}-title`} className="events-list__title" lang={eventLang}>
          {event.title}
        </h2>
        <p className="events-list__meta">
          <strong>
            <time dateTime={event.startDate}>{eventDates(event.startDate, event.endDate)}</time>
          </strong>
          <span className="events-list__type">
            {" · "}
            <span lang={contentLang}>{event.eventTypeName}</span>
          </span>
        </p>
        <address className="events-list__address" translate="no" lang={contentLang}>
          {[event.addressName, event.addressStreet, event.addressCity, event.addressCounty, event.addressPostcode].filter(Boolean).join(", ")}
        </address>
        <p lang={eventLang}>{event.description}</p>
        <p className="button-row">
          <Link className="button button--secondary" to={url("EventDetail", { type: event.eventTypeHid.toLowerCase(), eventId: event.id })}>
            <T
              message="More Info<0> about </0><1/>"
              components={[
                <span className="visually-hidden" />,
                <span className="visually-hidden" lang={eventLang}>
                  {event.title}
                </span>,
              ]}
            />
          </Link>
          {/* 'More Info' comes first: 'Show on map' appears beside it only once the list has
              hydrated, and placed before the link it would move the link from under a reader's
              pointer as they clicked. */}
          {canShowOnMap && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={text("Show on map: {title}", { title: event.title })}
              aria-pressed={selected}
              onClick={() => onShowOnMap(event.id)}
            >
              {t("Show on map")}
            </button>
          )}
        </p>
      </article>
    </li>
  );
});
