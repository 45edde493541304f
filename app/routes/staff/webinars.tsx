/**
 * StaffWebinars (/staff/webinars): every webinar of the local provider, filtered by words and
 * time and sorted by any column (GET links, so a view has its own address and works without
 * JavaScript). Each topic opens its editor. Where Zoom supplies the webinars, this says so.
 */
import { Link } from "react-router";
import type { Route } from "./+types/webinars";
import { STAFF_WEBINAR_SORT_LABELS, type StaffWebinarSort } from "@common/schemas/staff-events";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, WHEN_FILTER, sortSentence } from "./content-lists";
import { webinarsList } from "./webinars.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { DeskTable } from "./resource/table";
import { type DeskFilterField, deskResource } from "./resource/definition";
import { DeskPage } from "./resource/page";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(webinarList.title, matches);

export const loader = staffLoader(async ({ request }) => webinarsList(request));

type WebinarRow = Awaited<ReturnType<typeof webinarsList>>["webinars"][number];

const webinarList = deskResource<WebinarRow>({
  title: "Webinars",
  intro:
    "The webinars on the webinars page. Times are in UTC; each webinar also names the time zone its page shows the time in. A saved change shows on the site at once. Visitors register on each webinar's page; a webinar's Registrants link lists them.",
  route: "StaffWebinars",
  list: {
    caption: "Webinars",
    region: "Webinars (scrolls sideways)",
    rowId: (webinar) => webinar.id,
    leading: [{ header: STAFF_WEBINAR_SORT_LABELS.start, sort: "start", cell: (webinar) => ({ words: <StaffTime iso={webinar.startTime} /> }) }],
    rowHeader: STAFF_WEBINAR_SORT_LABELS.topic,
    rowHeaderSort: "topic",
    rowName: (webinar) => webinar.topic,
    rowLink: (webinar, { locale }) => ({ route: "StaffWebinar", params: { webinarId: webinar.id }, lang: langOfContent(locale, webinar.language) }),
    columns: [
      {
        header: STAFF_WEBINAR_SORT_LABELS.duration,
        sort: "duration",
        cell: (webinar, { t }) => ({ words: t("{count, plural, one {# minute} other {# minutes}}", { count: webinar.duration }) }),
      },
      {
        header: STAFF_WEBINAR_SORT_LABELS.presenter,
        sort: "presenter",
        cell: (webinar, { t }) => ({ words: webinar.presenter ? <span translate="no">{webinar.presenter}</span> : t("Not named") }),
      },
      { header: "Time zone", cell: (webinar) => ({ data: webinar.timezone.replace(/_/g, " ") }) },
    ],
  },
});

const WEBINAR_FILTERS: DeskFilterField[] = [{ name: "search", label: "Search", hint: "Words in the topic, agenda or presenter" }, WHEN_FILTER];

export default function StaffWebinars({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { query, fieldErrors, filter, webinars, deleted, keptHere } = loaderData;
  const order = { sort: (filter?.sort ?? "start") as StaffWebinarSort, dir: filter?.dir ?? "asc" };
  const keep = { search: query.search, when: query.when };
  const filtered = Boolean(query.search || (query.when && query.when !== "all"));
  return (
    <DeskPage
      title={webinarList.title}
      intro={
        keptHere
          ? webinarList.intro
          : "Webinars are kept in Zoom on this site: add and change them there. The list below is this site's own copy and is not shown."
      }
    >
      {keptHere && (
        <p>
          <Link className="button" to={url("StaffWebinarNew")}>
            {t("Add a webinar")}
          </Link>
        </p>
      )}
      <DeletedNotice name={deleted} />
      <DeskFilter
        label="Filter the webinars"
        order={order}
        clear={filtered ? { to: url("StaffWebinars") } : null}
        fields={WEBINAR_FILTERS}
        values={query}
        fieldErrors={fieldErrors}
      />
      <ListCount>
        {sortSentence(text, webinars.length, "webinar", STAFF_WEBINAR_SORT_LABELS[order.sort], order.dir)}
        {filtered && <> {t("The filter is on.")}</>}
      </ListCount>
      {webinars.length > 0 && <DeskTable resource={webinarList} rows={webinars} sorting={{ order, keep }} />}
    </DeskPage>
  );
}
