/**
 * StaffWebinars (/staff/webinars): every webinar of the local provider, filtered by words and
 * time and sorted by any column (GET links, so a view has its own address and works without
 * JavaScript). Each topic opens its editor. Where Zoom supplies the webinars, this says so.
 */
import { Link } from "react-router";
import type { Route } from "./+types/webinars";
import { STAFF_WEBINAR_SORTS, STAFF_WEBINAR_SORT_LABELS, STAFF_WHEN_FILTERS, STAFF_WHEN_LABELS, type StaffWebinarSort } from "@common/schemas/staff-events";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { webinarsList } from "./webinars.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Webinars", matches);

export const loader = staffLoader(async ({ request }) => webinarsList(request));

export default function StaffWebinars({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const { query, fieldErrors, filter, webinars, deleted, keptHere } = loaderData;
  const order = { sort: (filter?.sort ?? "start") as StaffWebinarSort, dir: filter?.dir ?? "asc" };
  const keep = { search: query.search, when: query.when };
  const filtered = Boolean(query.search || (query.when && query.when !== "all"));
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Webinars")}</PageHeading>
      {keptHere ? (
        <>
          <p>
            {t(
              "The webinars on the webinars page. Times are in UTC; each webinar also names the time zone its page shows the time in. A saved change shows on the site at once. Visitors register on each webinar's page; a webinar's Registrants link lists them.",
            )}
          </p>
          <p>
            <Link className="button" to={url("StaffWebinarNew")}>
              {t("Add a webinar")}
            </Link>
          </p>
        </>
      ) : (
        <p>{t("Webinars are kept in Zoom on this site: add and change them there. The list below is this site's own copy and is not shown.")}</p>
      )}
      <DeletedNotice name={deleted} />
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Filter the webinars" order={order} clear={filtered ? { to: url("StaffWebinars") } : null}>
        <TextField
          name="search"
          label={text("Search")}
          defaultValue={query.search}
          hint={t("Words in the topic, agenda or presenter")}
          errors={errorsFor(fieldErrors, "search")}
        />
        <SelectField
          name="when"
          label={text("Show")}
          defaultValue={query.when ?? "all"}
          options={STAFF_WHEN_FILTERS.map((when) => ({ value: when, label: text(STAFF_WHEN_LABELS[when]) }))}
          errors={errorsFor(fieldErrors, "when")}
        />
      </DeskFilter>
      <ListCount>
        {sortSentence(text, webinars.length, "webinar", STAFF_WEBINAR_SORT_LABELS[order.sort], order.dir)}
        {filtered && <> {t("The filter is on.")}</>}
      </ListCount>
      {webinars.length > 0 && (
        <ScrollTable label="Webinars (scrolls sideways)" caption={t("Webinars")}>
          <thead>
            <tr>
              {STAFF_WEBINAR_SORTS.map((column) => (
                <SortHeader key={column} column={column} label={STAFF_WEBINAR_SORT_LABELS[column]} order={order} keep={keep} />
              ))}
              <th scope="col">{t("Time zone")}</th>
            </tr>
          </thead>
          <tbody>
            {webinars.map((webinar) => (
              <tr key={webinar.id}>
                <td>
                  <StaffTime iso={webinar.startTime} />
                </td>
                <th scope="row">
                  <Link to={url("StaffWebinar", { webinarId: webinar.id })} lang={langOfContent(locale, webinar.language)}>
                    {webinar.topic}
                  </Link>
                </th>
                <td>{t("{count, plural, one {# minute} other {# minutes}}", { count: webinar.duration })}</td>
                <td>{webinar.presenter ? <span translate="no">{webinar.presenter}</span> : t("Not named")}</td>
                <td translate="no">{webinar.timezone.replace(/_/g, " ")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
