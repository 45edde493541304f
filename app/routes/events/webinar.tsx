/**
 * One webinar: the whole agenda, the time in its own and the visitor's time zone, its presenter,
 * while it is upcoming the registration form with the places left (the join link comes by mail),
 * and once it is over its recording, or word that none was made.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/webinar";
import { PageHeading } from "~/components/layout/PageHeading";
import type { FrameworkHandle } from "~/enhance/framework";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { webinarPage, webinarRegistrationAction } from "~/features/events/registration.server";
import { WebinarRegistration } from "~/features/events/WebinarRegistration";
import type { I18nHandle } from "@common/i18n/namespaces";
import { isSafeLink } from "@common/safe-path";
import { T, metaText, useT } from "~/i18n/I18n";
import { useWebinarDate } from "~/features/events/dates";
import { NotYetTranslated, contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { rowInLanguage } from "~/i18n/content.server";
import { resolveLocale } from "@common/locale";

export const handle = { i18n: "events", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  return [{ title: loaderData ? text("{topic} | Webinars | Dolphin", { topic: loaderData.webinar.topic }) : text("Webinars | Dolphin") }];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,12}$/.test(params.webinarId)) throw data(null, { status: 404 });
  const page = await webinarPage(request, Number(params.webinarId));
  if (!page) throw data(null, { status: 404 });
  // The topic and agenda in the page's language where translated; `language` stays the one it is given in.
  const webinar = await rowInLanguage("webinar", page.webinar, resolveLocale(params.locale));
  return { ...page, webinar };
}

export const action = webinarRegistrationAction;

export default function Webinar({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale, intlLocale } = useT();
  const webinarDate = useWebinarDate();
  const { webinar, upcoming, placesLeft, prefill } = loaderData;
  const contentLang = langOfContent(locale, webinar.contentLanguage);
  const start = webinarDate(webinar.startTime, webinar.timezone);
  return (
    <div className="container page">
      <p>
        <Link to={url("Webinars")}>{t("Back to webinars")}</Link>
      </p>
      <PageHeading>
        <span lang={contentLang}>{webinar.topic}</span>
      </PageHeading>
      <NotYetTranslated contentLanguage={webinar.contentLanguage} />
      <dl className="webinar-facts">
        <dt>{t("When")}</dt>
        <dd>
          <time dateTime={webinar.startTime}>
            {start.when} {start.zone}
          </time>{" "}
          (<span translate="no">{webinar.timezone.replace("_", " ")}</span>)
        </dd>
        {/* The server does not know the visitor's time zone: app/enhance/local-time.ts fills this in. */}
        <template
          data-local-time=""
          data-start={webinar.startTime}
          data-zone={webinar.timezone}
          data-intl-locale={intlLocale}
          data-english={String(intlLocale === "en-GB")}
        >
          <dt>{t("Your time")}</dt>
          <dd>
            <time dateTime={webinar.startTime} />
          </dd>
        </template>
        <dt>{t("Length")}</dt>
        <dd>{t("{minutes, plural, one {# minute} other {# minutes}}", { minutes: webinar.duration })}</dd>
        {webinar.presenter && (
          <>
            <dt>{t("Presenter")}</dt>
            <dd translate="no">{webinar.presenter}</dd>
          </>
        )}
      </dl>
      {upcoming ? (
        <WebinarRegistration action={url("WebinarDetail", { webinarId: webinar.id })} placesLeft={placesLeft} prefill={prefill} result={actionData} />
      ) : (
        <section aria-labelledby="webinar-recording-title">
          <h2 id="webinar-recording-title">{t("Recording")}</h2>
          <p>{t("This webinar has finished.")}</p>
          {/* Stored links pass the link rule when saved; one saved before it is not followed. */}
          {isSafeLink(webinar.recordingUrl) ? (
            <p>
              <a className="button" href={webinar.recordingUrl} rel="noopener">
                <T
                  message="Watch the recording<0>: </0><1/>"
                  components={[
                    <span className="visually-hidden" />,
                    <span className="visually-hidden" lang={contentLang}>
                      {webinar.topic}
                    </span>,
                  ]}
                />
              </a>
            </p>
          ) : (
            <p className="alert alert--message">{t("No recording was made of this webinar. Look at upcoming webinars for the next sessions.")}</p>
          )}
        </section>
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
