/**
 * The analytics report in three forms: a sentence that says what matters, one small bar chart
 * per event name (an SVG image with its own text alternative; every chart has one colour and
 * its name as a heading, so colour never tells one event from another), and the table of
 * every count, which is the full and primary form.
 */
import { type PageText, T, useT } from "~/i18n/I18n";
import type { AnalyticsReport } from "./errors.server";
import { useAnswerMarks } from "./components";
import { ScrollTable } from "./resource/table";

/** "24 Nov 2026" in British English: the day form of the desk's UTC dates. */
const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };

const instantOf = (day: string) => `${day}T00:00:00Z`;

function formatDay(page: PageText, day: string): string {
  return day ? page.formatDate(instantOf(day), DAY_FORMAT) : "";
}

/** A day of the report, marked as a date. */
function Day({ day }: { day: string }) {
  const page = useT();
  return <time dateTime={day}>{formatDay(page, day)}</time>;
}

/** The written summary of the period, in the page's language: how many events, of which names, and the busiest day. */
export function analyticsSummary(report: AnalyticsReport, page: PageText): string {
  const { text } = page;
  const from = formatDay(page, report.from);
  const to = formatDay(page, report.to);
  if (report.total === 0) return text("From {from} to {to} (UTC), no consented analytics events were recorded.", { from, to });
  const names = report.series.map((entry) => `${page.formatNumber(entry.total)} ${entry.eventName}`).join(", ");
  const busiest = report.dayTotals.reduce((best, value, index) => (value > (report.dayTotals[best] ?? 0) ? index : best), 0);
  const recorded = text(
    "{count, plural, one {From {from} to {to} (UTC), # consented analytics event was recorded: {names}.} other {From {from} to {to} (UTC), # consented analytics events were recorded: {names}.}}",
    { count: report.total, from, to, names },
  );
  const busiestDay = text("{count, plural, one {The busiest day was {day} with # event.} other {The busiest day was {day} with # events.}}", {
    count: report.dayTotals[busiest] ?? 0,
    day: formatDay(page, report.days[busiest] ?? report.from),
  });
  return `${recorded} ${busiestDay}`;
}

const BAR_AREA_HEIGHT = 80;
const BAR_WIDTH = 12;
const GAP = 4;

function SeriesChart({ eventName, perDay, days, total }: { eventName: string; perDay: number[]; days: string[]; total: number }) {
  const page = useT();
  const peak = Math.max(1, ...perDay);
  const peakIndex = perDay.indexOf(Math.max(...perDay));
  const width = days.length * (BAR_WIDTH + GAP);
  const label = page.text(
    "{count, plural, one {{name}: # event from {from} to {to}; most on {peakDay}, {peak}.} other {{name}: # events from {from} to {to}; most on {peakDay}, {peak}.}}",
    {
      count: total,
      name: eventName,
      from: formatDay(page, days[0] ?? ""),
      to: formatDay(page, days.at(-1) ?? ""),
      peakDay: formatDay(page, days[peakIndex] ?? ""),
      peak: perDay[peakIndex] ?? 0,
    },
  );
  return (
    <figure className="staff-chart">
      <figcaption>
        <T
          message="{count, plural, one {<0/>: # event, at most {most} in a day} other {<0/>: # events, at most {most} in a day}}"
          values={{ count: total, most: Math.max(...perDay) }}
          components={[<strong translate="no">{eventName}</strong>]}
        />
      </figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${BAR_AREA_HEIGHT + 2}`}
        width={width}
        height={BAR_AREA_HEIGHT + 2}
        className="staff-chart__svg"
      >
        <line x1={0} x2={width} y1={BAR_AREA_HEIGHT + 1} y2={BAR_AREA_HEIGHT + 1} className="staff-chart__axis" />
        {perDay.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(2, Math.round((value / peak) * BAR_AREA_HEIGHT));
          return (
            <rect key={days[index]} x={index * (BAR_WIDTH + GAP)} y={BAR_AREA_HEIGHT - height} width={BAR_WIDTH} height={height} className="staff-chart__bar" />
          );
        })}
      </svg>
    </figure>
  );
}

/** `answersPeriod`: the page is the answer to a chosen period, so its summary takes focus when it loads without the framework. */
export function AnalyticsCharts({ report, answersPeriod = false }: { report: AnalyticsReport; answersPeriod?: boolean }) {
  const page = useT();
  const { t, text } = page;
  const answerMarks = useAnswerMarks(answersPeriod);
  return (
    <>
      <p {...answerMarks}>{analyticsSummary(report, page)}</p>
      {report.series.length > 0 && (
        <>
          <div className="staff-charts" aria-label={text("Events per day, one chart per event name")} role="group">
            {report.series.map((entry) => (
              <SeriesChart key={entry.eventName} {...entry} days={report.days} />
            ))}
          </div>
          <ScrollTable label="Events per day (scrolls sideways)" caption={t("Consented analytics events per day (UTC) and event name")}>
            <thead>
              <tr>
                <th scope="col">{t("Day")}</th>
                {report.series.map((entry) => (
                  <th scope="col" key={entry.eventName} translate="no">
                    {entry.eventName}
                  </th>
                ))}
                <th scope="col">{t("All events")}</th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">
                    <Day day={day} />
                  </th>
                  {report.series.map((entry) => (
                    <td key={entry.eventName}>{entry.perDay[index]}</td>
                  ))}
                  <td>{report.dayTotals[index]}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("Whole period")}</th>
                {report.series.map((entry) => (
                  <td key={entry.eventName}>{entry.total}</td>
                ))}
                <td>{report.total}</td>
              </tr>
            </tfoot>
          </ScrollTable>
        </>
      )}
    </>
  );
}
