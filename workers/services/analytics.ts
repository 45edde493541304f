/**
 * Analytics behind one interface (spec 3 event shape, spec 9 custom events). The local
 * implementation records events in D1; a production one (a hosted analytics service) is
 * chosen by configuration. Nothing is recorded without the visitor's consent: the API
 * checks the cookie-policy cookie before calling `record`.
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

export function getAnalytics(env: Env): Analytics {
  // Only the local implementation exists today; a hosted one would be selected here by env.
  return new D1Analytics(env.DB);
}
