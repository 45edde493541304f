/**
 * One webinar: the whole agenda, the time in its own and the visitor's time zone, its presenter,
 * and while it is upcoming the way to take part (its join link, or a message to the training team).
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/webinar";
import { PageHeading } from "~/components/layout/PageHeading";
import { useHydrated } from "~/hooks/useHydrated";
import { type FrameworkHandle, useWithoutFramework } from "~/enhance/framework";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { getWebinars } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { isSafeLink } from "@common/safe-path";
import { T, metaText, useT } from "~/i18n/I18n";
import { useWebinarDate } from "~/features/events/dates";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "events", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  return [{ title: loaderData ? text("{topic} | Webinars | Dolphin", { topic: loaderData.webinar.topic }) : text("Webinars | Dolphin") }];
};

export async function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,12}$/.test(params.webinarId)) throw data(null, { status: 404 });
  const webinar = await getWebinars(env, db()).get(Number(params.webinarId));
  if (!webinar) throw data(null, { status: 404 });
  return { webinar, upcoming: Date.parse(webinar.startTime) >= Date.now() };
}

export default function Webinar({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const hydrated = useHydrated();
  const withoutFramework = useWithoutFramework();
  const { t, locale, intlLocale } = useT();
  const webinarDate = useWebinarDate();
  const { webinar, upcoming } = loaderData;
  const contentLang = langOfContent(locale, webinar.language);
  const visitorZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const start = webinarDate(webinar.startTime, webinar.timezone);
  const yours = visitorZone ? webinarDate(webinar.startTime, visitorZone) : null;
  return (
    <div className="container page">
      <p>
        <Link to={url("Webinars")}>{t("Back to webinars")}</Link>
      </p>
      <PageHeading>
        <span lang={contentLang}>{webinar.topic}</span>
      </PageHeading>
      <dl className="webinar-facts">
        <dt>{t("When")}</dt>
        <dd>
          <time dateTime={webinar.startTime}>
            {start.when} {start.zone}
          </time>{" "}
          (<span translate="no">{webinar.timezone.replace("_", " ")}</span>)
        </dd>
        {visitorZone && visitorZone !== webinar.timezone && (
          <>
            <dt>{t("Your time")}</dt>
            <dd>
              <time dateTime={webinar.startTime}>
                {yours?.when} {yours?.zone}
              </time>
            </dd>
          </>
        )}
        {withoutFramework && (
          // The enhancement script fills this in with the visitor's zone (app/enhance/local-time.ts).
          <template
            data-local-time=""
            data-start={webinar.startTime}
            data-zone={webinar.timezone}
            data-intl-locale={intlLocale}
            data-english={String(locale.startsWith("en"))}
          >
            <dt>{t("Your time")}</dt>
            <dd>
              <time dateTime={webinar.startTime} />
            </dd>
          </template>
        )}
        <dt>{t("Length")}</dt>
        <dd>{t("{minutes, plural, one {# minute} other {# minutes}}", { minutes: webinar.duration })}</dd>
        {webinar.presenter && (
          <>
            <dt>{t("Presenter")}</dt>
            <dd translate="no">{webinar.presenter}</dd>
          </>
        )}
      </dl>
      {/* Stored links pass the link rule when saved; one saved before it is not followed. */}
      {upcoming && isSafeLink(webinar.joinUrl) ? (
        <p>
          <a className="button" href={webinar.joinUrl} rel="noopener">
            <T
              message="Join the webinar<0>: </0><1/>"
              components={[
                <span className="visually-hidden" />,
                <span className="visually-hidden" lang={contentLang}>
                  {webinar.topic}
                </span>,
              ]}
            />
          </a>
        </p>
      ) : upcoming ? (
        // A webinar without its own link (the local provider): registration is a message to the training team.
        <p>
          <T
            message="To take part, <0>send us a message from the contact page</0> naming this webinar, and our training team will send you the link to join."
            components={[<Link to={url("Contact")} />]}
          />
        </p>
      ) : (
        <p className="alert alert--message">{t("This webinar has finished. Look at upcoming webinars for the next sessions.")}</p>
      )}
      <h2>{t("Agenda")}</h2>
      <div lang={contentLang}>
        {webinar.agenda.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
