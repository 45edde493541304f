/**
 * StaffInbox (/staff/inbox): everything visitors sent (contact messages, support requests,
 * bug reports, callback and training bookings, not-found reports) in one list, filtered by
 * kind, state, product and dates, searched, sorted by its column headers, and exported as
 * CSV. The filter is a GET form, so a filtered (or sorted) view is a link.
 */
import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { INBOX_KINDS, INBOX_KIND_LABELS, INBOX_PAGE_SIZE, INBOX_SORT_LABELS, INBOX_STATES, INBOX_STATE_LABELS } from "@common/schemas/staff-inbox";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { SortHeader } from "./content-lists";
import { KindLabel, STATE_WORD, StateLabel } from "./inbox-parts";
import { inboxPage } from "./inbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Inbox", matches);

export const loader = staffLoader(async ({ request }) => inboxPage(request));

const FILTERS = ["search", "kind", "state", "assignee", "product", "from", "to"] as const;

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { query, fieldErrors, rows, total, page, products, staff, order } = loaderData;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const filter = Object.fromEntries(FILTERS.flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
  const filtered = Object.keys(filter).length > 0;
  const listUrl = (extra: Record<string, string | number>) => url("StaffInbox", {}, { query: { ...filter, sort: order.sort, dir: order.dir, ...extra } });
  const exportUrl = url("StaffInboxExport", {}, { query: { ...filter, sort: order.sort, dir: order.dir } });
  const direction = order.sort === "received" ? (order.dir === "desc" ? "newest" : "oldest") : order.dir;
  const counted = { count: total, column: text(order.sort === "state" ? STATE_WORD : INBOX_SORT_LABELS[order.sort]), direction, page, pages };
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Inbox")}</PageHeading>
      <p>
        <T
          message="Everything visitors sent: contact messages, support requests, bug reports, callback and training bookings and not-found reports. Open an item to assign it, add notes and reply. Mail the site sends, with its delivery, is in the <0>outbox</0>."
          components={[<Link to={url("StaffOutbox")} />]}
        />
      </p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Filter the inbox" order={order} clear={filtered ? { to: url("StaffInbox") } : null}>
        <TextField
          name="search"
          label={text("Search")}
          defaultValue={query.search}
          hint={t("Words in a name, address, subject or message, or a reference")}
          errors={errorsFor(fieldErrors, "search")}
        />
        <SelectField
          name="kind"
          label={text("Kind")}
          defaultValue={query.kind ?? ""}
          placeholder={text("Any")}
          options={INBOX_KINDS.map((kind) => ({ value: kind, label: text(INBOX_KIND_LABELS[kind]) }))}
          errors={errorsFor(fieldErrors, "kind")}
        />
        <SelectField
          name="state"
          label={text(STATE_WORD)}
          defaultValue={query.state ?? ""}
          placeholder={text("Any")}
          options={INBOX_STATES.map((state) => ({ value: state, label: text(INBOX_STATE_LABELS[state]) }))}
          errors={errorsFor(fieldErrors, "state")}
        />
        <SelectField
          name="assignee"
          translate="no"
          label={text("Assigned to")}
          defaultValue={query.assignee ?? ""}
          placeholder={text("Any")}
          options={staff.map((member) => (member.value === "nobody" ? { ...member, label: text(member.label) } : member))}
          errors={errorsFor(fieldErrors, "assignee")}
        />
        <SelectField
          name="product"
          translate="no"
          label={text("Product")}
          defaultValue={query.product ?? ""}
          placeholder={text("Any")}
          options={products}
          errors={errorsFor(fieldErrors, "product")}
        />
        <TextField
          name="from"
          label={text("Received from")}
          type="date"
          hint={t("A day, in UTC")}
          defaultValue={query.from}
          errors={errorsFor(fieldErrors, "from")}
        />
        <TextField name="to" label={text("Received to")} type="date" hint={t("A day, in UTC")} defaultValue={query.to} errors={errorsFor(fieldErrors, "to")} />
      </DeskFilter>
      <ListCount>
        {filtered
          ? pages > 1
            ? t(
                "{count, plural, one {# item matches the filter} other {# items match the filter}}, sorted by {column}, {direction, select, newest {newest first} oldest {oldest first} asc {ascending} other {descending}}; page {page} of {pages}.",
                counted,
              )
            : t(
                "{count, plural, one {# item matches the filter} other {# items match the filter}}, sorted by {column}, {direction, select, newest {newest first} oldest {oldest first} asc {ascending} other {descending}}.",
                counted,
              )
          : pages > 1
            ? t(
                "{count, plural, one {# item in the inbox} other {# items in the inbox}}, sorted by {column}, {direction, select, newest {newest first} oldest {oldest first} asc {ascending} other {descending}}; page {page} of {pages}.",
                counted,
              )
            : t(
                "{count, plural, one {# item in the inbox} other {# items in the inbox}}, sorted by {column}, {direction, select, newest {newest first} oldest {oldest first} asc {ascending} other {descending}}.",
                counted,
              )}
      </ListCount>
      {total > 0 && (
        <p>
          <a href={exportUrl} download>
            {filtered ? t("Download these items as CSV") : t("Download the inbox as CSV")}
          </a>
        </p>
      )}
      {rows.length > 0 && (
        <ScrollTable label="Inbox items (scrolls sideways)" caption={t("Inbox items")}>
          <thead>
            <tr>
              <th scope="col">{t("Item")}</th>
              <SortHeader column="kind" label="Kind" order={order} keep={filter} />
              <SortHeader column="from" label="From" order={order} keep={filter} />
              <th scope="col">{t("Product")}</th>
              <SortHeader column="received" label="Received" order={order} keep={filter} />
              <SortHeader column="state" label={STATE_WORD} order={order} keep={filter} />
              <th scope="col">{t("Assigned to")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={url("StaffInboxItem", { id: row.id })}>
                    {row.subject || row.body.slice(0, 80) ? <span translate="no">{row.subject || row.body.slice(0, 80)}</span> : t("(nothing written)")}
                    <span className="visually-hidden" translate="no">
                      , {row.id}
                    </span>
                  </Link>
                  <span className="inbox-ref" aria-hidden="true" translate="no">
                    {row.id}
                  </span>
                </th>
                <td>
                  <KindLabel kind={row.kind} />
                </td>
                <td>
                  {row.name || row.email ? (
                    <span translate="no">
                      {row.name}
                      {row.email && <span className="inbox-email">{row.email}</span>}
                    </span>
                  ) : (
                    t("Anonymous")
                  )}
                </td>
                <td>{row.productName ? <span translate="no">{row.productName}</span> : t("No product named")}</td>
                <td>
                  <StaffTime iso={row.receivedAt} />
                </td>
                <td>
                  <StateLabel state={row.state} />
                </td>
                <td>{row.assigneeEmail ? <span translate="no">{row.assigneeEmail}</span> : t("Nobody")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {pages > 1 && (
        <nav aria-label={text("Pages of the inbox")} className="staff-pager">
          {page > 1 && <Link to={listUrl({ page: page - 1 })}>{t("Previous page")}</Link>}
          {page < pages && <Link to={listUrl({ page: page + 1 })}>{t("Next page")}</Link>}
        </nav>
      )}
    </div>
  );
}
