/**
 * StaffErrors (/staff/errors): recent server and browser errors grouped by message, with how
 * often, first and last seen and the request ids a visitor can quote (filter by one to find
 * their report); then the consented analytics events per day over a chosen period. Both
 * filters are GET forms, so a filtered view is a link.
 */
import { Link } from "react-router";
import type { Route } from "./+types/errors";
import { ERROR_GROUP_LIMIT } from "@common/schemas/staff-people";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { AnalyticsCharts } from "./errors-chart";
import { errorsPage } from "./errors.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Errors and analytics", matches);

/** The two ends of a period of days: one message, so that "To" here is not the "To" of an email. */
const DATE_BOUND = "{bound, select, from {From} other {To}}";

export const loader = staffLoader(async ({ request }) => errorsPage(request));

const SOURCE_LABELS = { server: "Server", client: "Browser" } as const;

/** The count sentence above the errors: with or without a filter, and whether the list stops at its limit. */
const ERROR_COUNT_MESSAGES = {
  all: "{reports, plural, one {# report, in {groups, plural, one {# group} other {# groups}}, the most recently seen first.} other {# reports, in {groups, plural, one {# group} other {# groups}}, the most recently seen first.}}",
  allLimited:
    "{reports, plural, one {# report, in {groups, plural, one {# group} other {# groups}}, the most recently seen first (only the {limit} most recent groups are listed).} other {# reports, in {groups, plural, one {# group} other {# groups}}, the most recently seen first (only the {limit} most recent groups are listed).}}",
  filtered:
    "{reports, plural, one {# report matches the filter, in {groups, plural, one {# group} other {# groups}}, the most recently seen first.} other {# reports match the filter, in {groups, plural, one {# group} other {# groups}}, the most recently seen first.}}",
  filteredLimited:
    "{reports, plural, one {# report matches the filter, in {groups, plural, one {# group} other {# groups}}, the most recently seen first (only the {limit} most recent groups are listed).} other {# reports match the filter, in {groups, plural, one {# group} other {# groups}}, the most recently seen first (only the {limit} most recent groups are listed).}}",
} as const;

export default function StaffErrors({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // Error messages are recorded in English, as the code or the browser wrote them.
  const contentLang = langOfContent(locale, "en");
  const { query, errorFieldErrors, periodFieldErrors, errors, analytics, errorsToSentry, analyticsSource } = loaderData;
  const filtered = Boolean(query.source || query.requestId || query.search);
  const keepPeriod = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Errors and analytics")}</PageHeading>
      <section aria-labelledby="errors-title">
        <h2 id="errors-title">{t("Errors")}</h2>
        <p>
          {t(
            "Errors on the server and in visitors' browsers, grouped by message, the most recently seen first. A visitor who met an error can quote its request id; search for it to find their report.",
          )}
          {errorsToSentry && <> {t("This environment also sends each error to Sentry, with its stack trace and source maps.")}</>}
        </p>
        {errorFieldErrors && <ErrorSummary errors={summaryFromFieldErrors(errorFieldErrors)} />}
        <DeskFilter label="Filter the errors" clear={filtered ? { to: url("StaffErrors", {}, { query: keepPeriod }), label: "Show every error" } : null}>
          <SelectField
            name="source"
            label={text("Where")}
            defaultValue={query.source ?? ""}
            placeholder={text("Server or browser")}
            options={[
              { value: "server", label: text("Server") },
              { value: "client", label: text("Browser") },
            ]}
            errors={errorsFor(errorFieldErrors, "source")}
          />
          <TextField name="requestId" label={text("Request id")} defaultValue={query.requestId} errors={errorsFor(errorFieldErrors, "requestId")} />
          <TextField name="search" label={text("Message contains")} defaultValue={query.search} errors={errorsFor(errorFieldErrors, "search")} />
          {query.from && <input type="hidden" name="from" value={query.from} />}
          {query.to && <input type="hidden" name="to" value={query.to} />}
        </DeskFilter>
        {/* The address also carries the analytics period, whose answer is the analytics summary. */}
        <ListCount answers={filtered}>
          {t(ERROR_COUNT_MESSAGES[`${filtered ? "filtered" : "all"}${errors.groups.length >= ERROR_GROUP_LIMIT ? "Limited" : ""}` as const], {
            reports: errors.reports,
            groups: errors.groups.length,
            limit: ERROR_GROUP_LIMIT,
          })}
        </ListCount>
        {errors.groups.length > 0 && (
          <ScrollTable label="Errors (scrolls sideways)" caption={t("Errors grouped by message, the most recently seen first")}>
            <thead>
              <tr>
                <th scope="col">{t("Message")}</th>
                <th scope="col">{t("Where")}</th>
                <th scope="col">{t("Times")}</th>
                <th scope="col">{t("First seen")}</th>
                <th scope="col">{t("Last seen")}</th>
                <th scope="col">{t("Latest address")}</th>
                <th scope="col">{t("Latest request ids")}</th>
              </tr>
            </thead>
            <tbody>
              {errors.groups.map((group) => (
                <tr key={`${group.source}:${group.message}`}>
                  <th scope="row" className="staff-error-message" lang={contentLang}>
                    {group.message}
                  </th>
                  <td>{t(SOURCE_LABELS[group.source])}</td>
                  <td>{group.count}</td>
                  <td>
                    <StaffTime iso={group.firstSeen} />
                  </td>
                  <td>
                    <StaffTime iso={group.lastSeen} />
                  </td>
                  {group.lastUrl ? (
                    <td className="staff-error-message" translate="no">
                      {group.lastUrl}
                    </td>
                  ) : (
                    <td className="staff-error-message">{t("Not known")}</td>
                  )}
                  <td>
                    {group.requestIds.length === 0 ? (
                      t("None recorded")
                    ) : (
                      <ul className="staff-request-ids">
                        {group.requestIds.map((requestId) => (
                          <li key={requestId}>
                            <Link to={url("StaffErrors", {}, { query: { ...keepPeriod, requestId } })}>
                              <code translate="no">{requestId}</code>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
      <section aria-labelledby="analytics-title">
        <h2 id="analytics-title">{t("Analytics")}</h2>
        <p>
          {t("Events recorded for visitors who agreed to analytics cookies, counted per day in UTC.")}
          {analyticsSource === "analytics-engine" && (
            <> {t("Here they are counted by Workers Analytics Engine, which samples busy periods, so large counts are estimates.")}</>
          )}
        </p>
        {analytics.problem && (
          <StatusAlert kind="error">
            <p>{t(analytics.problem)}</p>
          </StatusAlert>
        )}
        {periodFieldErrors && <ErrorSummary errors={summaryFromFieldErrors(periodFieldErrors)} />}
        <DeskFilter label="Choose the analytics period" submit="Show period">
          <TextField
            name="from"
            label={text(DATE_BOUND, { bound: "from" })}
            type="date"
            defaultValue={query.from ?? analytics.from}
            errors={errorsFor(periodFieldErrors, "from")}
          />
          <TextField
            name="to"
            label={text(DATE_BOUND, { bound: "to" })}
            type="date"
            defaultValue={query.to ?? analytics.to}
            errors={errorsFor(periodFieldErrors, "to")}
          />
          {query.source && <input type="hidden" name="source" value={query.source} />}
          {query.requestId && <input type="hidden" name="requestId" value={query.requestId} />}
          {query.search && <input type="hidden" name="search" value={query.search} />}
        </DeskFilter>
        <AnalyticsCharts report={analytics} answersPeriod={!filtered && Boolean(query.from || query.to)} />
      </section>
    </div>
  );
}
