/**
 * StaffEvents (/staff/events): every event, hidden ones too, filtered by words, type and time
 * and sorted by any column (GET links, so a view has its own address and works without
 * JavaScript). Each event's title opens its editor.
 */
import { Link } from "react-router";
import type { Route } from "./+types/events";
import { STAFF_EVENT_SORTS, STAFF_EVENT_SORT_LABELS, STAFF_WHEN_FILTERS, STAFF_WHEN_LABELS, type StaffEventSort } from "@common/schemas/staff-events";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { eventsList } from "./events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Events", matches);

export const loader = staffLoader(async ({ request }) => eventsList(request));

export default function StaffEvents({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  const contentLang = langOfContent(locale, "en");
  const { query, fieldErrors, filter, events, types, deleted } = loaderData;
  const order = { sort: (filter?.sort ?? "start") as StaffEventSort, dir: filter?.dir ?? "asc" };
  const keep = { search: query.search, type: query.type, when: query.when };
  const filtered = Boolean(query.search || query.type || (query.when && query.when !== "all"));
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Events")}</PageHeading>
      <p>
        {t(
          "Exhibitions, training days, user groups and conferences on the events page and map. Times are in UTC. A saved change shows on the site at once; a hidden event stays here but leaves the site.",
        )}
      </p>
      <p>
        <Link className="button" to={url("StaffEventNew")}>
          {t("Add an event")}
        </Link>
      </p>
      <DeletedNotice name={deleted} />
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Filter the events" order={order} clear={filtered ? { to: url("StaffEvents") } : null}>
        <TextField
          name="search"
          label={text("Search")}
          defaultValue={query.search}
          hint={t("Words in the title, venue, town or postcode")}
          errors={errorsFor(fieldErrors, "search")}
        />
        <SelectField
          name="type"
          label={text("Type")}
          defaultValue={query.type ?? ""}
          placeholder={text("Any type")}
          translate="no"
          options={types.map((type) => ({ value: type.id, label: type.name }))}
          errors={errorsFor(fieldErrors, "type")}
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
        {sortSentence(text, events.length, "event", STAFF_EVENT_SORT_LABELS[order.sort], order.dir)}
        {filtered && <> {t("The filter is on.")}</>}
      </ListCount>
      {events.length > 0 && (
        <ScrollTable label="Events (scrolls sideways)" caption={t("Events")}>
          <thead>
            <tr>
              {STAFF_EVENT_SORTS.map((column) => (
                <SortHeader key={column} column={column} label={STAFF_EVENT_SORT_LABELS[column]} order={order} keep={keep} />
              ))}
              <th scope="col">{t("On the site")}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <T message="<0/> to <1/>" components={[<StaffTime iso={event.startDate} />, <StaffTime iso={event.endDate} />]} />
                </td>
                <th scope="row">
                  <Link to={url("StaffEvent", { eventId: event.id })} lang={langOfContent(locale, event.language)}>
                    {event.title}
                  </Link>
                </th>
                <td lang={contentLang}>{event.typeName}</td>
                <td translate="no">{event.city}</td>
                <td>{event.visible ? t("Shown") : t("Hidden")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
