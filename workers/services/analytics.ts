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
      .prepare(
        "INSERT INTO analytics_events (event_name, event_action, event_category, event_label, visitor_id) VALUES (?1, ?2, ?3, ?4, ?5)",
      )
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
