/**
 * One event (EventDetail, /events/{type}/{id}): what 'More Info' in the events list opens. Its
 * dates, type, address and description, rendered on the server. No map of its own, so no map
 * code loads here: an upcoming event links to the events map with its pin chosen.
 */
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/event";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { readEvent } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { T, metaText, useT } from "~/i18n/I18n";
import { LOCALES, resolveLocale } from "@common/locale";
import { buildUrl } from "@common/routes";
import { isSafeLink } from "@common/safe-path";
import { NotYetTranslated, contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { rowInLanguage } from "~/i18n/content.server";
import { useEventDates } from "~/features/events/dates";

export const handle = { i18n: "events" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text, locale } = metaText(matches);
  return loaderData
    ? [
        { title: text("{title} | {type} | Events | Dolphin", { title: loaderData.event.title, type: loaderData.event.eventTypeName }) },
        // The event's own words where they are in the page's language; otherwise a description in it.
        {
          name: "description",
          content:
            LOCALES[locale].language === loaderData.event.contentLanguage
              ? loaderData.event.description.slice(0, 300)
              : text("When and where this Dolphin event takes place, and how to find out more."),
        },
      ]
    : [{ title: text("Event | Dolphin") }];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^[a-z]{1,40}$/i.test(params.type) || !/^\d{1,12}$/.test(params.eventId)) throw data(null, { status: 404 });
  const found = await readEvent(db(), Number(params.eventId));
  if (!found) throw data(null, { status: 404 });
  const locale = resolveLocale(params.locale);
  const event = await rowInLanguage("event", found, locale);
  const type = event.eventTypeHid.toLowerCase();
  // An event whose type has changed (or typed in capitals) keeps its old address working: it
  // moves once to its own address, built from the route table, where the type always matches,
  // so the redirect can never lead back to itself.
  if (type !== params.type) {
    const { search } = new URL(request.url);
    throw redirect(`${buildUrl("EventDetail", { type, eventId: event.id }, { locale })}${search}`, 301);
  }
  return { event, upcoming: Date.parse(event.endDate) >= Date.now() };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const eventDates = useEventDates();
  const { event, upcoming } = loaderData;
  // The event's own words may be translated; its type and address are shown as stored.
  const eventLang = langOfContent(locale, event.contentLanguage);
  const type = event.eventTypeHid.toLowerCase();
  const titleHidden = (
    <span className="visually-hidden" lang={eventLang}>
      {event.title}
    </span>
  );
  const address = [event.addressName, event.addressStreet, event.addressCity, event.addressCounty, event.addressPostcode, event.countryName ?? ""].filter(
    Boolean,
  );
  return (
    <div className="container page">
      <p>
        <Link to={url("Events")}>{t("Back to all events")}</Link>
      </p>
      <article aria-labelledby="event-title">
        <PageHeading id="event-title">
          <span lang={eventLang}>{event.title}</span>
        </PageHeading>
        <dl className="event-facts">
          <dt>{t("When")}</dt>
          <dd>
            <time dateTime={event.startDate}>{eventDates(event.startDate, event.endDate)}</time>
            {!upcoming && <> {t("(this event has finished)")}</>}
          </dd>
          <dt>{t("Type")}</dt>
          <dd>
            <Link to={url("EventsByType", { type })} lang={contentLang}>
              {event.eventTypeName}
            </Link>
          </dd>
          <dt>{t("Where")}</dt>
          <dd>
            <address className="event-facts__address" translate="no" lang={contentLang}>
              {address.map((line, index) => (
                <span key={index}>
                  {line}
                  {index < address.length - 1 && <br />}
                </span>
              ))}
            </address>
          </dd>
        </dl>
        <NotYetTranslated contentLanguage={event.contentLanguage} />
        <div lang={eventLang}>
          {event.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <p className="button-row">
          {upcoming && (
            <Link className="button button--secondary" to={url("EventsByType", { type }, { query: { event: event.id }, hash: `event-${event.id}` })}>
              <T message="See it on the events map<0>: </0><1/>" components={[<span className="visually-hidden" />, titleHidden]} />
            </Link>
          )}
          {/* Stored links pass the link rule when saved; one saved before it is not followed. */}
          {isSafeLink(event.moreInfoUrl) && (
            <a className="button button--secondary" href={event.moreInfoUrl} rel="noopener">
              <T message="The organiser's page<0> about </0><1/>" components={[<span className="visually-hidden" />, titleHidden]} />
            </a>
          )}
        </p>
      </article>
    </div>
  );
}
