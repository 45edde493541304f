/**
 * StaffErrors (/staff/errors): recent server and browser errors grouped by message, with how
 * often, first and last seen and the request ids a visitor can quote (filter by one to find
 * their report); then the consented analytics events per day over a chosen period. Both
 * filters are GET forms, so a filtered view is a link.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/errors";
import { ERROR_GROUP_LIMIT } from "@common/schemas/staff-people";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { AnalyticsCharts } from "./errors-chart";
import { errorsPage } from "./errors.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Errors and analytics");

export const loader = staffLoader(async ({ request }) => errorsPage(request));

const SOURCE_LABELS = { server: "Server", client: "Browser" } as const;

export default function StaffErrors({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { query, errorFieldErrors, periodFieldErrors, errors, analytics, errorsToSentry, analyticsSource } = loaderData;
  const filtered = Boolean(query.source || query.requestId || query.search);
  const keepPeriod = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Errors and analytics</PageHeading>
      <section aria-labelledby="errors-title">
        <h2 id="errors-title">Errors</h2>
        <p>
          Errors on the server and in visitors' browsers, grouped by message, the most recently seen first. A visitor who met an error can quote its
          request id; search for it to find their report.
          {errorsToSentry && " This environment also sends each error to Sentry, with its stack trace and source maps."}
        </p>
        {errorFieldErrors && <ErrorSummary errors={summaryFromFieldErrors(errorFieldErrors)} />}
        <Form method="get" className="panel staff-filters" aria-label="Filter the errors">
          <SelectField
            name="source"
            label="Where"
            defaultValue={query.source ?? ""}
            placeholder="Server or browser"
            options={[
              { value: "server", label: "Server" },
              { value: "client", label: "Browser" },
            ]}
            errors={errorsFor(errorFieldErrors, "source")}
          />
          <TextField name="requestId" label="Request id" defaultValue={query.requestId} errors={errorsFor(errorFieldErrors, "requestId")} />
          <TextField name="search" label="Message contains" defaultValue={query.search} errors={errorsFor(errorFieldErrors, "search")} />
          {query.from && <input type="hidden" name="from" value={query.from} />}
          {query.to && <input type="hidden" name="to" value={query.to} />}
          <button type="submit" className="button">
            Filter
          </button>
          {filtered && <Link to={url("StaffErrors", {}, { query: keepPeriod })}>Show every error</Link>}
        </Form>
        <p role="status">
          {errors.reports === 1 ? "1 report" : `${errors.reports} reports`}
          {filtered ? (errors.reports === 1 ? " matches the filter" : " match the filter") : ""}, in {errors.groups.length === 1 ? "1 group" : `${errors.groups.length} groups`}, the most recently seen first
          {errors.groups.length >= ERROR_GROUP_LIMIT ? ` (only the ${ERROR_GROUP_LIMIT} most recent groups are listed)` : ""}.
        </p>
        {errors.groups.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Errors (scrolls sideways)">
            <table>
              <caption>Errors grouped by message, the most recently seen first</caption>
              <thead>
                <tr>
                  <th scope="col">Message</th>
                  <th scope="col">Where</th>
                  <th scope="col">Times</th>
                  <th scope="col">First seen</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">Latest address</th>
                  <th scope="col">Latest request ids</th>
                </tr>
              </thead>
              <tbody>
                {errors.groups.map((group) => (
                  <tr key={`${group.source}:${group.message}`}>
                    <th scope="row" className="staff-error-message">
                      {group.message}
                    </th>
                    <td>{SOURCE_LABELS[group.source]}</td>
                    <td>{group.count}</td>
                    <td>{formatStaffTime(group.firstSeen)}</td>
                    <td>{formatStaffTime(group.lastSeen)}</td>
                    <td className="staff-error-message">{group.lastUrl || "Not known"}</td>
                    <td>
                      {group.requestIds.length === 0 ? (
                        "None recorded"
                      ) : (
                        <ul className="staff-request-ids">
                          {group.requestIds.map((requestId) => (
                            <li key={requestId}>
                              <Link to={url("StaffErrors", {}, { query: { ...keepPeriod, requestId } })}>
                                <code>{requestId}</code>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="analytics-title">
        <h2 id="analytics-title">Analytics</h2>
        <p>
          Events recorded for visitors who agreed to analytics cookies, counted per day in UTC.
          {analyticsSource === "analytics-engine" && " Here they are counted by Workers Analytics Engine, which samples busy periods, so large counts are estimates."}
        </p>
        {analytics.problem && (
          <StatusAlert kind="error">
            <p>{analytics.problem}</p>
          </StatusAlert>
        )}
        {periodFieldErrors && <ErrorSummary errors={summaryFromFieldErrors(periodFieldErrors)} />}
        <Form method="get" className="panel staff-filters" aria-label="Choose the analytics period">
          <TextField name="from" label="From" type="date" defaultValue={query.from ?? analytics.from} errors={errorsFor(periodFieldErrors, "from")} />
          <TextField name="to" label="To" type="date" defaultValue={query.to ?? analytics.to} errors={errorsFor(periodFieldErrors, "to")} />
          {query.source && <input type="hidden" name="source" value={query.source} />}
          {query.requestId && <input type="hidden" name="requestId" value={query.requestId} />}
          {query.search && <input type="hidden" name="search" value={query.search} />}
          <button type="submit" className="button">
            Show period
          </button>
        </Form>
        <AnalyticsCharts report={analytics} />
      </section>
    </div>
  );
}
