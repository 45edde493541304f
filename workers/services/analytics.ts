/**
 * Analytics behind one interface, with the event shape eventAction, eventCategory, eventLabel
 * and a site-prefixed event name. Locally events are rows in D1; in production they are data
 * points in Workers Analytics Engine. Nothing is recorded without the visitor's consent: the
 * API checks the cookie-policy cookie before calling `record`.
 */
import { ANALYTICS_EVENT_PREFIX } from "@common/constants";
import type { AnalyticsEventInput } from "@common/schemas/site";

export interface AnalyticsEvent extends AnalyticsEventInput {
  visitorId: string | null;
}

export interface Analytics {
  record(event: AnalyticsEvent): Promise<void>;
}

export class D1Analytics implements Analytics {
  constructor(private readonly db: D1Database) {}

  async record(event: AnalyticsEvent): Promise<void> {
    await this.db
      .prepare("INSERT INTO analytics_events (event_name, event_action, event_category, event_label, visitor_id) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(`${ANALYTICS_EVENT_PREFIX}${event.event}`, event.eventAction, event.eventCategory, event.eventLabel, event.visitorId)
      .run();
  }
}

/**
 * The data point one event becomes in Workers Analytics Engine. Queries read the columns by
 * position, so the order is fixed: blob1 the prefixed event name, blob2 eventAction, blob3
 * eventCategory, blob4 eventLabel, blob5 the visitor id (or ""); double1 a count of 1; the
 * index (the sampling key) is the event name, so rare events survive sampling.
 */
export function analyticsDataPoint(event: AnalyticsEvent): AnalyticsEngineDataPoint {
  const name = `${ANALYTICS_EVENT_PREFIX}${event.event}`;
  return {
    indexes: [name],
    blobs: [name, event.eventAction, event.eventCategory, event.eventLabel, event.visitorId ?? ""],
    doubles: [1],
  };
}

/** Production: events go to the Analytics Engine dataset bound as ANALYTICS (wrangler.toml). */
export class AnalyticsEngineAnalytics implements Analytics {
  constructor(private readonly dataset: AnalyticsEngineDataset) {}

  async record(event: AnalyticsEvent): Promise<void> {
    // writeDataPoint queues the point and returns at once; it never throws for the visitor.
    this.dataset.writeDataPoint(analyticsDataPoint(event));
  }
}

/** Analytics Engine where the ANALYTICS binding exists (production); the D1 table elsewhere. */
export function getAnalytics(env: Pick<Env, "ANALYTICS" | "DB">): Analytics {
  return env.ANALYTICS ? new AnalyticsEngineAnalytics(env.ANALYTICS) : new D1Analytics(env.DB);
}

export interface AnalyticsCount {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  eventName: string;
  count: number;
}

/** Reading events back (for the staff desk), from where `record` put them. */
export interface AnalyticsReader {
  readonly source: "d1" | "analytics-engine";
  /** Events per UTC day and event name, from the start of `from` to the end of `to` (both YYYY-MM-DD). */
  countPerDay(from: string, to: string): Promise<AnalyticsCount[]>;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkedPeriod(from: string, to: string): { start: number; end: number } {
  if (!ISO_DAY.test(from) || !ISO_DAY.test(to)) throw new Error(`an analytics period needs two YYYY-MM-DD days, not ${from}…${to}`);
  return { start: Date.parse(`${from}T00:00:00Z`), end: Date.parse(`${to}T00:00:00Z`) + DAY_MS };
}

export class D1AnalyticsReader implements AnalyticsReader {
  readonly source = "d1";
  constructor(private readonly db: D1Database) {}

  async countPerDay(from: string, to: string): Promise<AnalyticsCount[]> {
    const { start, end } = checkedPeriod(from, to);
    const { results } = await this.db
      .prepare(
        `SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS day, event_name, COUNT(*) AS count
         FROM analytics_events WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day, event_name ORDER BY day, event_name`,
      )
      .bind(start, end)
      .all<{ day: string; event_name: string; count: number }>();
    return results.map((row) => ({ day: row.day, eventName: row.event_name, count: row.count }));
  }
}

export interface AnalyticsEngineReadSettings {
  accountId: string;
  /** An API token with Account Analytics: Read. */
  token: string;
  dataset: string;
}

/** The dataset wrangler.toml binds as ANALYTICS in production. */
export const ANALYTICS_DATASET = "dolphin_site_events";

/**
 * Production: Analytics Engine's SQL API. Each data point stands for `_sample_interval` events
 * once sampled, so counts are the sum of that times double1 (1 per event), never COUNT().
 */
export class AnalyticsEngineReader implements AnalyticsReader {
  readonly source = "analytics-engine";
  constructor(
    private readonly settings: AnalyticsEngineReadSettings,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  query(from: string, to: string): string {
    const { start, end } = checkedPeriod(from, to);
    if (!/^\w+$/.test(this.settings.dataset)) throw new Error(`"${this.settings.dataset}" is not an Analytics Engine dataset name`);
    const at = (time: number) => `toDateTime('${new Date(time).toISOString().slice(0, 19).replace("T", " ")}')`;
    return [
      "SELECT toStartOfDay(timestamp) AS day, blob1 AS event_name, SUM(_sample_interval * double1) AS count",
      `FROM ${this.settings.dataset} WHERE timestamp >= ${at(start)} AND timestamp < ${at(end)}`,
      "GROUP BY day, event_name ORDER BY day, event_name FORMAT JSON",
    ].join(" ");
  }

  async countPerDay(from: string, to: string): Promise<AnalyticsCount[]> {
    const response = await this.fetcher(`https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(this.settings.accountId)}/analytics_engine/sql`, {
      method: "POST",
      headers: { Authorization: `Bearer ${this.settings.token}` },
      body: this.query(from, to),
    });
    if (!response.ok) throw new Error(`Analytics Engine answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const body = (await response.json()) as { data?: { day: string; event_name: string; count: number | string }[] };
    return (body.data ?? []).map((row) => ({ day: String(row.day).slice(0, 10), eventName: row.event_name, count: Math.round(Number(row.count)) }));
  }
}

/**
 * Where the desk reads events from: D1 wherever they are recorded there; Analytics Engine's
 * SQL API where they go to Analytics Engine and a read token is configured; otherwise null
 * (recorded, but this site cannot read them back).
 */
export function getAnalyticsReader(
  env: Pick<Env, "ANALYTICS" | "DB" | "CLOUDFLARE_ACCOUNT_ID" | "ANALYTICS_READ_TOKEN">,
  fetcher: typeof fetch = fetch,
): AnalyticsReader | null {
  if (!env.ANALYTICS) return new D1AnalyticsReader(env.DB);
  if (!env.CLOUDFLARE_ACCOUNT_ID || !env.ANALYTICS_READ_TOKEN) return null;
  return new AnalyticsEngineReader({ accountId: env.CLOUDFLARE_ACCOUNT_ID, token: env.ANALYTICS_READ_TOKEN, dataset: ANALYTICS_DATASET }, fetcher);
}
