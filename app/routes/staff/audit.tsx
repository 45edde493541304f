/**
 * StaffAudit (/staff/audit): every change made in the desk, newest first, filtered by words,
 * kind of item, who made it and dates. The filter is a GET form, so a filtered view has its
 * own address and works without JavaScript.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { AUDIT_PAGE_SIZE } from "@common/staff";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { auditPage } from "./staff.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export const loader = staffLoader(async ({ request }) => auditPage(request));

function Change({ label, json }: { label: string; json: string | null }) {
  if (!json) return <>None</>;
  return (
    <details>
      <summary>{label}</summary>
      <pre className="staff-json">{JSON.stringify(JSON.parse(json), null, 2)}</pre>
    </details>
  );
}

function countSentence(total: number, filtered: boolean): string {
  const changes = total === 1 ? "1 change" : `${total} changes`;
  if (!filtered) return `${changes} in the log`;
  return `${changes} ${total === 1 ? "matches" : "match"} the filter`;
}

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { query, fieldErrors, rows, total, subjectTypes, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const pageLink = (to: number) => url("StaffAudit", {}, { query: { ...query, page: to } });
  const filtered = Boolean(query.search || query.subjectType || query.actorEmail || query.from || query.to);
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Audit log</PageHeading>
      <p>Every change made in the staff desk: who made it, when (in UTC), and the item before and after.</p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className="panel staff-filters" aria-label="Filter the audit log">
        <TextField name="search" label="Search" defaultValue={query.search} hint="Words in the change, an address or an item's id" errors={errorsFor(fieldErrors, "search")} />
        <SelectField
          name="subjectType"
          label="Kind of item"
          defaultValue={query.subjectType ?? ""}
          placeholder="Any"
          options={subjectTypes.map((type) => ({ value: type, label: type }))}
          errors={errorsFor(fieldErrors, "subjectType")}
        />
        <TextField name="actorEmail" label="Changed by" type="email" defaultValue={query.actorEmail} errors={errorsFor(fieldErrors, "actorEmail")} />
        <TextField name="from" label="From" type="date" defaultValue={query.from} errors={errorsFor(fieldErrors, "from")} />
        <TextField name="to" label="To" type="date" defaultValue={query.to} errors={errorsFor(fieldErrors, "to")} />
        <button type="submit" className="button">
          Filter
        </button>
        {filtered && <Link to={url("StaffAudit")}>Clear the filter</Link>}
      </Form>
      <p role="status">
        {countSentence(total, filtered)}
        {pages > 1 ? `; page ${page} of ${pages}` : ""}.
      </p>
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Changes (scrolls sideways)">
          <table>
            <caption>Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">Changed by</th>
                <th scope="col">Item</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatStaffTime(row.at)}</td>
                  <th scope="row">{row.summary}</th>
                  <td>{row.actorEmail}</td>
                  <td>
                    {row.subjectType} {row.subjectId}
                  </td>
                  <td>
                    <Change label={`Before: ${row.summary}`} json={row.before} />
                  </td>
                  <td>
                    <Change label={`After: ${row.summary}`} json={row.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of the audit log" className="staff-pager">
          {page > 1 && <Link to={pageLink(page - 1)}>Newer changes</Link>}
          {page < pages && <Link to={pageLink(page + 1)}>Older changes</Link>}
        </nav>
      )}
    </div>
  );
}
