/**
 * The analytics report in three forms: a sentence that says what matters, one small bar chart
 * per event name (an SVG image with its own text alternative; every chart has one colour and
 * its name as a heading, so colour never tells one event from another), and the table of
 * every count, which is the full and primary form.
 */
import type { AnalyticsReport } from "./errors.server";

/** "24 Nov 2026": the day form of the desk's UTC dates. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The written summary of the period: how many events, of which names, and the busiest day. */
export function analyticsSummary(report: AnalyticsReport): string {
  const period = `From ${formatDay(report.from)} to ${formatDay(report.to)} (UTC)`;
  if (report.total === 0) return `${period}, no consented analytics events were recorded.`;
  const names = report.series.map((entry) => `${entry.total} ${entry.eventName}`).join(", ");
  const busiest = report.dayTotals.reduce((best, value, index) => (value > (report.dayTotals[best] ?? 0) ? index : best), 0);
  return `${period}, ${plural(report.total, "consented analytics event")} ${report.total === 1 ? "was" : "were"} recorded: ${names}. The busiest day was ${formatDay(report.days[busiest] ?? report.from)} with ${plural(report.dayTotals[busiest] ?? 0, "event")}.`;
}

const BAR_AREA_HEIGHT = 80;
const BAR_WIDTH = 12;
const GAP = 4;

function SeriesChart({ eventName, perDay, days, total }: { eventName: string; perDay: number[]; days: string[]; total: number }) {
  const peak = Math.max(1, ...perDay);
  const peakIndex = perDay.indexOf(Math.max(...perDay));
  const width = days.length * (BAR_WIDTH + GAP);
  const label = `${eventName}: ${plural(total, "event")} from ${formatDay(days[0] ?? "")} to ${formatDay(days.at(-1) ?? "")}; most on ${formatDay(days[peakIndex] ?? "")}, ${perDay[peakIndex] ?? 0}.`;
  return (
    <figure className="staff-chart">
      <figcaption>
        <strong>{eventName}</strong>: {plural(total, "event")}, at most {Math.max(...perDay)} in a day
      </figcaption>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${BAR_AREA_HEIGHT + 2}`} width={width} height={BAR_AREA_HEIGHT + 2} className="staff-chart__svg">
        <line x1={0} x2={width} y1={BAR_AREA_HEIGHT + 1} y2={BAR_AREA_HEIGHT + 1} className="staff-chart__axis" />
        {perDay.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(2, Math.round((value / peak) * BAR_AREA_HEIGHT));
          return <rect key={days[index]} x={index * (BAR_WIDTH + GAP)} y={BAR_AREA_HEIGHT - height} width={BAR_WIDTH} height={height} className="staff-chart__bar" />;
        })}
      </svg>
    </figure>
  );
}

export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  return (
    <>
      <p>{analyticsSummary(report)}</p>
      {report.series.length > 0 && (
        <>
          <div className="staff-charts" aria-label="Events per day, one chart per event name" role="group">
            {report.series.map((entry) => (
              <SeriesChart key={entry.eventName} {...entry} days={report.days} />
            ))}
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Events per day (scrolls sideways)">
            <table>
              <caption>Consented analytics events per day (UTC) and event name</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {report.series.map((entry) => (
                    <th scope="col" key={entry.eventName}>
                      {entry.eventName}
                    </th>
                  ))}
                  <th scope="col">All events</th>
                </tr>
              </thead>
              <tbody>
                {report.days.map((day, index) => (
                  <tr key={day}>
                    <th scope="row">{formatDay(day)}</th>
                    {report.series.map((entry) => (
                      <td key={entry.eventName}>{entry.perDay[index]}</td>
                    ))}
                    <td>{report.dayTotals[index]}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Whole period</th>
                  {report.series.map((entry) => (
                    <td key={entry.eventName}>{entry.total}</td>
                  ))}
                  <td>{report.total}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </>
  );
}
