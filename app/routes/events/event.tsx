/**
 * One event (EventDetail, /events/{type}/{id}): what 'More Info' in the events list opens. Its
 * dates, type, address and description, rendered on the server. No map of its own, so no map
 * code loads here: an upcoming event links to the events map with its pin chosen.
 */
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/event";
import { formatEventDates } from "@common/events";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { readEvent } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "events" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.event.title} | ${loaderData.event.eventTypeName} | Events | Dolphin` },
        { name: "description", content: `${formatEventDates(loaderData.event.startDate, loaderData.event.endDate)}: ${loaderData.event.description}`.slice(0, 300) },
      ]
    : [{ title: "Event | Dolphin" }];

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^[a-z]{1,40}$/.test(params.type) || !/^\d{1,12}$/.test(params.eventId)) throw data(null, { status: 404 });
  const event = await readEvent(db(), Number(params.eventId));
  if (!event) throw data(null, { status: 404 });
  const type = event.eventTypeHid.toLowerCase();
  // An event whose type has changed keeps its old address working: it moves to the new one.
  if (type !== params.type) {
    const url = new URL(request.url);
    throw redirect(url.pathname.replace(/\/events\/[a-z]+\/(\d+)$/, `/events/${type}/$1`), 301);
  }
  return { event, upcoming: Date.parse(event.endDate) >= Date.now() };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { event, upcoming } = loaderData;
  const type = event.eventTypeHid.toLowerCase();
  const address = [event.addressName, event.addressStreet, event.addressCity, event.addressCounty, event.addressPostcode, event.countryName ?? ""].filter(Boolean);
  return (
    <div className="container page">
      <p>
        <Link to={url("Events")}>Back to all events</Link>
      </p>
      <article aria-labelledby="event-title">
        <PageHeading id="event-title">{event.title}</PageHeading>
        <dl className="event-facts">
          <dt>When</dt>
          <dd>
            <time dateTime={event.startDate}>{formatEventDates(event.startDate, event.endDate)}</time>
            {!upcoming && " (this event has finished)"}
          </dd>
          <dt>Type</dt>
          <dd>
            <Link to={url("EventsByType", { type })}>{event.eventTypeName}</Link>
          </dd>
          <dt>Where</dt>
          <dd>
            <address className="event-facts__address">
              {address.map((line, index) => (
                <span key={index}>
                  {line}
                  {index < address.length - 1 && <br />}
                </span>
              ))}
            </address>
          </dd>
        </dl>
        {event.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <p className="button-row">
          {upcoming && (
            <Link className="button button--secondary" to={url("EventsByType", { type }, { query: { event: event.id }, hash: `event-${event.id}` })}>
              See it on the events map<span className="visually-hidden">: {event.title}</span>
            </Link>
          )}
          {event.moreInfoUrl && (
            <a className="button button--secondary" href={event.moreInfoUrl} rel="noopener">
              The organiser's page<span className="visually-hidden"> about {event.title}</span>
            </a>
          )}
        </p>
      </article>
    </div>
  );
}
