/**
 * One webinar: the whole agenda, the time in its own and the visitor's time zone, its presenter,
 * and while it is upcoming the way to take part (its join link, or a message to the training team).
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/webinar";
import { formatWebinarDate, timeZoneName } from "@common/events";
import { PageHeading } from "~/components/layout/PageHeading";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { getWebinars } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "events" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.webinar.topic ?? "Webinar"} | Webinars | Dolphin` },
];

export async function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,12}$/.test(params.webinarId)) throw data(null, { status: 404 });
  const webinar = await getWebinars(env, db()).get(Number(params.webinarId));
  if (!webinar) throw data(null, { status: 404 });
  return { webinar, upcoming: Date.parse(webinar.startTime) >= Date.now() };
}

export default function Webinar({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const hydrated = useHydrated();
  const { webinar, upcoming } = loaderData;
  const visitorZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  return (
    <div className="container page">
      <p>
        <Link to={url("Webinars")}>Back to webinars</Link>
      </p>
      <PageHeading>{webinar.topic}</PageHeading>
      <dl className="webinar-facts">
        <dt>When</dt>
        <dd>
          <time dateTime={webinar.startTime}>{formatWebinarDate(webinar.startTime, webinar.timezone)}</time>{" "}
          {timeZoneName(webinar.startTime, webinar.timezone)} ({webinar.timezone.replace("_", " ")})
        </dd>
        {visitorZone && visitorZone !== webinar.timezone && (
          <>
            <dt>Your time</dt>
            <dd>
              {formatWebinarDate(webinar.startTime, visitorZone)} {timeZoneName(webinar.startTime, visitorZone)}
            </dd>
          </>
        )}
        <dt>Length</dt>
        <dd>{webinar.duration} minutes</dd>
        {webinar.presenter && (
          <>
            <dt>Presenter</dt>
            <dd>{webinar.presenter}</dd>
          </>
        )}
      </dl>
      {upcoming && webinar.joinUrl ? (
        <p>
          <a className="button" href={webinar.joinUrl} rel="noopener">
            Join the webinar<span className="visually-hidden">: {webinar.topic}</span>
          </a>
        </p>
      ) : upcoming ? (
        // A webinar without its own link (the local provider): registration is a message to the training team.
        <p>
          To take part, <Link to={url("Contact")}>send us a message from the contact page</Link> naming this webinar, and our training team
          will send you the link to join.
        </p>
      ) : (
        <p className="alert alert--message">This webinar has finished. Look at upcoming webinars for the next sessions.</p>
      )}
      <h2>Agenda</h2>
      {webinar.agenda.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
