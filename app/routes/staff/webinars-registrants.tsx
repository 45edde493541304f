/**
 * StaffWebinarRegistrants (/staff/webinars/:webinarId/registrants): who has registered for a
 * webinar, with their question and language, and the same list as a CSV download. Each view
 * that shows anyone is recorded in the audit log.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/webinars-registrants";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, StaffTime, staffMeta } from "./components";
import { registrantsPage } from "./webinars.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => staffMeta("Registrants: {title}", matches, { title: loaderData?.webinar.topic ?? "" });

export const loader = staffLoader(async ({ params, member }) => {
  const page = await registrantsPage(params.webinarId, member);
  if (!page) throw data({ message: "There is no webinar with that id. Someone may have deleted it." }, { status: 404 });
  return page;
});

export default function StaffWebinarRegistrants({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale } = useT();
  const { webinar, registrants } = loaderData;
  const contentLang = langOfContent(locale, webinar.language);
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url("StaffWebinars")}>{t("Webinars")}</Link> /{" "}
        <Link to={url("StaffWebinar", { webinarId: webinar.id })} lang={contentLang}>
          {webinar.topic}
        </Link>
      </p>
      <PageHeading>
        <T message="Registrants: <0/>" components={[<span lang={contentLang}>{webinar.topic}</span>]} />
      </PageHeading>
      <ListCount>
        {t(
          "{count, plural, =0 {No one has registered yet.} one {# person has registered, of {capacity} places.} other {# people have registered, of {capacity} places.}}",
          {
            count: registrants.length,
            capacity: webinar.capacity,
          },
        )}
      </ListCount>
      {registrants.length > 0 && (
        <>
          <p>
            {/* A file download: an ordinary link, never a client-side navigation. */}
            <a className="button" href={url("StaffWebinarRegistrantsExport", { webinarId: webinar.id })} download>
              {t("Download the registrants (CSV)")}
            </a>
          </p>
          <ScrollTable label="Registrants (scrolls sideways)" caption={t("Registrants")}>
            <thead>
              <tr>
                <th scope="col">{t("Name")}</th>
                <th scope="col">{t("Email address")}</th>
                <th scope="col">{t("Question")}</th>
                <th scope="col">{t("Language")}</th>
                <th scope="col">{t("Registered on")}</th>
                <th scope="col">{t("Reminder sent")}</th>
              </tr>
            </thead>
            <tbody>
              {registrants.map((person) => (
                <tr key={person.id}>
                  <th scope="row" translate="no">
                    {person.name}
                  </th>
                  <td translate="no">{person.email}</td>
                  <td>{person.question || t("None")}</td>
                  <td translate="no">{person.locale}</td>
                  <td>
                    <StaffTime iso={person.registeredAt} />
                  </td>
                  <td>{person.reminderSentAt ? <StaffTime iso={person.reminderSentAt} /> : t("Not yet")}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </div>
  );
}
