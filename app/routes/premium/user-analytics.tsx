/**
 * /account/easyreader-premium/user-analytics: students active each week and their reading
 * time, as a chart (an image with a text summary) with the same figures in a table beside it.
 */
import * as v from "valibot";
import type { Route } from "./+types/user-analytics";
import { PREMIUM_LIMITS, getAnalyticsSchema } from "@common/schemas/premium";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { db } from "~/lib/db.server";
import { ActionResult } from "~/components/forms/ActionResult";
import { DAY_FORMAT, PremiumDate, PremiumLayout } from "./components";
import { type AnalyticsWeek, getAnalytics, requireTeam, userAnalyticsAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { type PageText, T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Reading analytics | Premium reader | Dolphin") }];

const WEEK_CHOICES = [4, 8, 12, 26] as const;

/** The period in the address (`?weeks=`), else the default one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const parsed = v.safeParse(getAnalyticsSchema, {
    organisationId: organisation.organisationId,
    weeks: new URL(request.url).searchParams.get("weeks") ?? undefined,
  });
  const weeks = parsed.success ? parsed.output.weeks : PREMIUM_LIMITS.analyticsDefaultWeeks;
  const analytics = await getAnalytics(db(), caller, { organisationId: organisation.organisationId, weeks });
  return { organisation, team: status.team, analytics };
}

/** The period form posts here, with or without JavaScript: the figures of the period chosen. */
export const action = userAnalyticsAction;

function hours(text: PageText["text"], minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? text("{hours} h {minutes} min", { hours: h, minutes: m }) : text("{minutes} min", { minutes: m });
}

/** A week's first day as the full ISO instant the date formatters take. */
const dayOf = (weekStart: string) => `${weekStart}T00:00:00Z`;

/** A bar chart of reading minutes with active students written on each bar: never colour alone. */
function ReadingChart({ weeks, summary }: { weeks: AnalyticsWeek[]; summary: string }) {
  const { text, formatDate } = useT();
  const width = 720;
  const height = 320;
  const left = 56;
  const bottom = 56;
  const top = 24;
  const plotHeight = height - bottom - top;
  const max = Math.max(60, ...weeks.map((week) => week.readingMinutes));
  const scaleMax = Math.ceil(max / 60) * 60;
  const slot = (width - left - 8) / weeks.length;
  const barWidth = Math.max(8, slot * 0.62);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((part) => Math.round(scaleMax * part));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-title chart-desc" className="premium-chart" focusable="false">
      <title id="chart-title">{text("Reading time per week")}</title>
      <desc id="chart-desc">{summary}</desc>
      {ticks.map((tick) => {
        const y = top + plotHeight - (tick / scaleMax) * plotHeight;
        return (
          <g key={tick}>
            <line x1={left} x2={width - 8} y1={y} y2={y} className="premium-chart__grid" />
            <text x={left - 8} y={y + 5} textAnchor="end" className="premium-chart__axis">
              {text("{hours} h", { hours: Math.round(tick / 60) })}
            </text>
          </g>
        );
      })}
      {weeks.map((week, index) => {
        const barHeight = (week.readingMinutes / scaleMax) * plotHeight;
        const x = left + index * slot + (slot - barWidth) / 2;
        const y = top + plotHeight - barHeight;
        return (
          <g key={week.weekStart}>
            <rect x={x} y={y} width={barWidth} height={Math.max(barHeight, 1)} className="premium-chart__bar" />
            {weeks.length <= 12 && (
              <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className="premium-chart__value">
                {week.activeStudents}
              </text>
            )}
            {(weeks.length <= 12 || index % 2 === 0) && (
              <text x={x + barWidth / 2} y={height - bottom + 20} textAnchor="middle" className="premium-chart__axis">
                {formatDate(dayOf(week.weekStart), { day: "numeric", month: "short", timeZone: "UTC" })}
              </text>
            )}
          </g>
        );
      })}
      <text x={left} y={height - 10} className="premium-chart__axis">
        {text("Week starting (bars: hours read; number above a bar: active students)")}
      </text>
    </svg>
  );
}

export default function UserAnalyticsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text, formatDate } = useT();
  const { organisation } = loaderData;
  const analytics = actionData?.status === "done" ? actionData.data : loaderData.analytics;
  const weeks = analytics.weeks.length;
  const busiest = analytics.weeks.reduce((best, week) => (week.readingMinutes > best.readingMinutes ? week : best), analytics.weeks[0]!);
  const current = analytics.weeks[analytics.weeks.length - 1]!;
  const summary =
    analytics.totalReadingMinutes === 0
      ? text("No reading has been recorded in the last {weeks} weeks.", { weeks })
      : text(
          "Over the last {weeks} weeks students read for {total} in total. The busiest week began {busiestStart}, with {busiestTime} from {busiestStudents} students. This week so far: {currentStudents} students, {currentTime}.",
          {
            weeks,
            total: hours(text, analytics.totalReadingMinutes),
            busiestStart: formatDate(dayOf(busiest.weekStart), DAY_FORMAT),
            busiestTime: hours(text, busiest.readingMinutes),
            busiestStudents: busiest.activeStudents,
            currentStudents: current.activeStudents,
            currentTime: hours(text, current.readingMinutes),
          },
        );
  return (
    <div className="container page">
      <PageHeading>{t("Reading analytics")}</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          <T
            message="How much the students of <0/> read with the premium reader app, week by week (weeks start on Monday). A student counts as active in a week when they read at least once. {used} of {purchased} seats are in use."
            values={{ used: analytics.seatsUsed, purchased: analytics.seatsPurchased }}
            components={[<span translate="no">{organisation.organisationName}</span>]}
          />
        </p>
        <ActionResult result={actionData} />
        <PostForm className="premium-search">
          <input type="hidden" name="organisationId" value={organisation.organisationId} />
          <div className="field">
            <label htmlFor="weeks" className="field__label">
              {t("Period")}
            </label>
            <select id="weeks" name="weeks" className="field__input" defaultValue={weeks}>
              {WEEK_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {text("Last {weeks} weeks", { weeks: choice })}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton className="button button--secondary" busyLabel={text("Loading…")}>
            {t("Show period")}
          </SubmitButton>
        </PostForm>
        {/* After a period is chosen, the summary of the new period is the answer (on a page without framework JavaScript it takes focus). */}
        <p role="status" className="premium-summary" data-focus-on-load={actionData?.status === "done" ? "" : undefined}>
          {summary}
        </p>
        <div className="premium-analytics">
          <figure className="premium-analytics__chart">
            <ReadingChart weeks={analytics.weeks} summary={summary} />
            <figcaption>{t("Hours of reading per week. The table gives the same figures.")}</figcaption>
          </figure>
          <div className="table-scroll premium-analytics__table" tabIndex={0} role="region" aria-label={text("Weekly figures (scrolls sideways)")}>
            <table>
              <caption>{t("Students active and reading time, by week")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("Week starting")}</th>
                  <th scope="col">{t("Active students")}</th>
                  <th scope="col">{t("Reading time")}</th>
                </tr>
              </thead>
              <tbody>
                {analytics.weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">
                      <PremiumDate iso={dayOf(week.weekStart)} />
                    </th>
                    <td>{week.activeStudents}</td>
                    <td>{hours(text, week.readingMinutes)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("Total")}</th>
                  <td>{t("Not added up: students read in many weeks")}</td>
                  <td>{hours(text, analytics.totalReadingMinutes)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      </PremiumLayout>
    </div>
  );
}
