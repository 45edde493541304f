/**
 * StaffEvents (/staff/events): every event, hidden ones too, filtered by words, type and time
 * and sorted by any column (GET links, so a view has its own address and works without
 * JavaScript). Each event's title opens its editor.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/events";
import { STAFF_EVENT_SORTS, STAFF_EVENT_SORT_LABELS, STAFF_WHEN_FILTERS, STAFF_WHEN_LABELS, type StaffEventSort } from "@common/schemas/staff-events";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { DeletedNotice, SortHeader, sortSentence } from "./content-lists";
import { eventsList } from "./events.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Events");

export const loader = staffLoader(async ({ request }) => eventsList(request));

export default function StaffEvents({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { query, fieldErrors, filter, events, types, deleted } = loaderData;
  const order = { sort: (filter?.sort ?? "start") as StaffEventSort, dir: filter?.dir ?? "asc" };
  const keep = { search: query.search, type: query.type, when: query.when };
  const filtered = Boolean(query.search || query.type || (query.when && query.when !== "all"));
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Events</PageHeading>
      <p>
        Exhibitions, training days, user groups and conferences on the events page and map. Times are in UTC. A saved change shows on the site at
        once; a hidden event stays here but leaves the site.
      </p>
      <p>
        <Link className="button" to={url("StaffEventNew")}>
          Add an event
        </Link>
      </p>
      <DeletedNotice name={deleted} />
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className="panel staff-filters" aria-label="Filter the events">
        <TextField name="search" label="Search" defaultValue={query.search} hint="Words in the title, venue, town or postcode" errors={errorsFor(fieldErrors, "search")} />
        <SelectField
          name="type"
          label="Type"
          defaultValue={query.type ?? ""}
          placeholder="Any type"
          options={types.map((type) => ({ value: type.id, label: type.name }))}
          errors={errorsFor(fieldErrors, "type")}
        />
        <SelectField
          name="when"
          label="Show"
          defaultValue={query.when ?? "all"}
          options={STAFF_WHEN_FILTERS.map((when) => ({ value: when, label: STAFF_WHEN_LABELS[when] }))}
          errors={errorsFor(fieldErrors, "when")}
        />
        <input type="hidden" name="sort" value={order.sort} />
        <input type="hidden" name="dir" value={order.dir} />
        <button type="submit" className="button">
          Filter
        </button>
        {filtered && <Link to={url("StaffEvents")}>Clear the filter</Link>}
      </Form>
      <p role="status">
        {sortSentence(events.length, ["event", "events"], STAFF_EVENT_SORT_LABELS[order.sort], order.dir)}
        {filtered ? " The filter is on." : ""}
      </p>
      {events.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Events (scrolls sideways)">
          <table>
            <caption>Events</caption>
            <thead>
              <tr>
                {STAFF_EVENT_SORTS.map((column) => (
                  <SortHeader key={column} column={column} label={STAFF_EVENT_SORT_LABELS[column]} order={order} keep={keep} />
                ))}
                <th scope="col">On the site</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>
                    {formatStaffTime(event.startDate)} to {formatStaffTime(event.endDate)}
                  </td>
                  <th scope="row">
                    <Link to={url("StaffEvent", { eventId: event.id })}>{event.title}</Link>
                  </th>
                  <td>{event.typeName}</td>
                  <td>{event.city}</td>
                  <td>{event.visible ? "Shown" : "Hidden"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
