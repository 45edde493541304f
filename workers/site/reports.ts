/**
 * What the browser reports: analytics events, recorded only with the visitor's consent (the
 * `cookie-policy` cookie), and browser errors, sent on to the error reporter with the id of
 * the request that carried them.
 */
import { parse } from "cookie";
import * as v from "valibot";
import { ANALYTICS_ID_COOKIE, COOKIE_POLICY_COOKIE } from "@common/constants";
import { parseCookiePolicy } from "@common/cookie-policy";
import { analyticsEventSchema, clientErrorSchema } from "@common/schemas/site";
import { defineOperation, done } from "../operation";
import { getAnalytics, getErrorReporter } from "../services";

export const ANALYTICS_RATE_LIMIT = { name: "analytics", limit: 120, windowSeconds: 60 };
export const CLIENT_ERRORS_RATE_LIMIT = { name: "client-errors", limit: 30, windowSeconds: 60 };

export const recordAnalyticsEvent = defineOperation({
  name: "analytics-event",
  input: analyticsEventSchema,
  access: "anyone",
  rateLimit: ANALYTICS_RATE_LIMIT,
  run: async ({ env, request }, event) => {
    const cookies = parse(request.headers.get("cookie") ?? "");
    // No consent, no analytics: the event is dropped, and the client is told so.
    if (!parseCookiePolicy(cookies[COOKIE_POLICY_COOKIE])) return done({ recorded: false }, { status: 202 });
    await getAnalytics(env).record({ ...event, visitorId: cookies[ANALYTICS_ID_COOKIE] ?? null });
    return done({ recorded: true }, { status: 201 });
  },
});

/** A browser error, with the request id the server gives it (a route parameter, never the browser's word). */
export const clientErrorReportSchema = v.object({ ...clientErrorSchema.entries, requestId: v.optional(v.string()) });

export const reportClientError = defineOperation({
  name: "client-error",
  input: clientErrorReportSchema,
  access: "anyone",
  rateLimit: CLIENT_ERRORS_RATE_LIMIT,
  run: async ({ env }, report) => {
    const reporter = getErrorReporter(env);
    await reporter.report({ source: "client", ...report });
    return done({ recorded: reporter.enabled }, { status: 202 });
  },
});
