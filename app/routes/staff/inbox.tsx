/**
 * StaffInbox (/staff/inbox): everything visitors sent (contact messages, support requests,
 * bug reports, callback and training bookings, not-found reports) in one list, filtered by
 * kind, state, product and dates, searched, sorted by its column headers, and exported as
 * CSV. The filter is a GET form, so a filtered (or sorted) view is a link.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { INBOX_KINDS, INBOX_KIND_LABELS, INBOX_PAGE_SIZE, INBOX_SORT_LABELS, INBOX_STATES, INBOX_STATE_LABELS } from "@common/schemas/staff-inbox";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { SortHeader } from "./content-lists";
import { KindLabel, StateLabel } from "./inbox-parts";
import { inboxPage } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Inbox");

export const loader = staffLoader(async ({ request }) => inboxPage(request));

const FILTERS = ["search", "kind", "state", "assignee", "product", "from", "to"] as const;

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { query, fieldErrors, rows, total, page, products, staff, order } = loaderData;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const filter = Object.fromEntries(FILTERS.flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
  const filtered = Object.keys(filter).length > 0;
  const listUrl = (extra: Record<string, string | number>) => url("StaffInbox", {}, { query: { ...filter, sort: order.sort, dir: order.dir, ...extra } });
  const exportUrl = url("StaffInboxExport", {}, { query: { ...filter, sort: order.sort, dir: order.dir } });
  const direction = order.sort === "received" ? (order.dir === "desc" ? "newest first" : "oldest first") : order.dir === "asc" ? "ascending" : "descending";
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Inbox</PageHeading>
      <p>
        Everything visitors sent: contact messages, support requests, bug reports, callback and training bookings and not-found reports. Open an item
        to assign it, add notes and reply. Mail the site sends, with its delivery, is in the <Link to={url("StaffOutbox")}>outbox</Link>.
      </p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className="panel staff-filters" aria-label="Filter the inbox">
        <TextField name="search" label="Search" defaultValue={query.search} hint="Words in a name, address, subject or message, or a reference" errors={errorsFor(fieldErrors, "search")} />
        <SelectField
          name="kind"
          label="Kind"
          defaultValue={query.kind ?? ""}
          placeholder="Any"
          options={INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }))}
          errors={errorsFor(fieldErrors, "kind")}
        />
        <SelectField
          name="state"
          label="State"
          defaultValue={query.state ?? ""}
          placeholder="Any"
          options={INBOX_STATES.map((state) => ({ value: state, label: INBOX_STATE_LABELS[state] }))}
          errors={errorsFor(fieldErrors, "state")}
        />
        <SelectField name="assignee" label="Assigned to" defaultValue={query.assignee ?? ""} placeholder="Any" options={staff} errors={errorsFor(fieldErrors, "assignee")} />
        <SelectField name="product" label="Product" defaultValue={query.product ?? ""} placeholder="Any" options={products} errors={errorsFor(fieldErrors, "product")} />
        <TextField name="from" label="Received from" type="date" hint="A day, in UTC" defaultValue={query.from} errors={errorsFor(fieldErrors, "from")} />
        <TextField name="to" label="Received to" type="date" hint="A day, in UTC" defaultValue={query.to} errors={errorsFor(fieldErrors, "to")} />
        <input type="hidden" name="sort" value={order.sort} />
        <input type="hidden" name="dir" value={order.dir} />
        <button type="submit" className="button">
          Filter
        </button>
        {filtered && <Link to={url("StaffInbox")}>Clear the filter</Link>}
      </Form>
      <p role="status">
        {total === 1 ? "1 item" : `${total} items`}
        {filtered ? (total === 1 ? " matches the filter" : " match the filter") : " in the inbox"}, sorted by {INBOX_SORT_LABELS[order.sort]}, {direction}
        {pages > 1 ? `; page ${page} of ${pages}` : ""}.
      </p>
      {total > 0 && (
        <p>
          <a href={exportUrl} download>
            Download {filtered ? "these items" : "the inbox"} as CSV
          </a>
        </p>
      )}
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Inbox items (scrolls sideways)">
          <table>
            <caption>Inbox items</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <SortHeader column="kind" label="Kind" order={order} keep={filter} />
                <SortHeader column="from" label="From" order={order} keep={filter} />
                <th scope="col">Product</th>
                <SortHeader column="received" label="Received" order={order} keep={filter} />
                <SortHeader column="state" label="State" order={order} keep={filter} />
                <th scope="col">Assigned to</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={url("StaffInboxItem", { id: row.id })}>
                      {row.subject || row.body.slice(0, 80) || "(nothing written)"}
                      <span className="visually-hidden">, {row.id}</span>
                    </Link>
                    <span className="inbox-ref" aria-hidden="true">
                      {row.id}
                    </span>
                  </th>
                  <td>
                    <KindLabel kind={row.kind} />
                  </td>
                  <td>
                    {row.name || row.email ? (
                      <>
                        {row.name}
                        {row.email && <span className="inbox-email">{row.email}</span>}
                      </>
                    ) : (
                      "Anonymous"
                    )}
                  </td>
                  <td>{row.productName ?? "None"}</td>
                  <td>{formatStaffTime(row.receivedAt)}</td>
                  <td>
                    <StateLabel state={row.state} />
                  </td>
                  <td>{row.assigneeEmail ?? "Nobody"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of the inbox" className="staff-pager">
          {page > 1 && <Link to={listUrl({ page: page - 1 })}>Previous page</Link>}
          {page < pages && <Link to={listUrl({ page: page + 1 })}>Next page</Link>}
        </nav>
      )}
    </div>
  );
}
