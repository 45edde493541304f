/**
 * The browser side of analytics. Events are
 * sent only while the visitor has consented; the server checks the consent cookie again.
 */
import { ANALYTICS_ID_COOKIE, COOKIE_POLICY_LIFETIME_SECONDS } from "@common/constants";
import type { AnalyticsEventInput } from "@common/schemas/site";
import { api } from "~/lib/api-client";

let enabled = false;

/** Turned on by consent, off by its withdrawal (features/consent). */
export function setAnalyticsEnabled(on: boolean) {
  enabled = on;
  if (on && !document.cookie.split("; ").some((part) => part.startsWith(`${ANALYTICS_ID_COOKIE}=`))) {
    const id = crypto.randomUUID();
    document.cookie = `${ANALYTICS_ID_COOKIE}=${id}; Max-Age=${COOKIE_POLICY_LIFETIME_SECONDS}; Path=/; SameSite=Lax; Secure`;
  }
}

export function isAnalyticsEnabled() {
  return enabled;
}

/** Records a custom event; a no-op without consent. */
export function trackEvent(event: AnalyticsEventInput["event"], eventCategory: string, eventAction: string, eventLabel = "") {
  if (!enabled) return;
  void api.post("analytics/events", { form: { event, eventCategory, eventAction, eventLabel } });
}
