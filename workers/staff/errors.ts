/**
 * The Errors and analytics section: recent server and browser errors grouped by message, and
 * the consented analytics events per day. Errors are always kept in D1 (Sentry, where
 * configured, gets them too); analytics are read from where they are recorded: D1, or
 * Analytics Engine's SQL API in production.
 */
import { analyticsFilterSchema, errorFilterSchema } from "@common/schemas/staff-people";
import type * as v from "valibot";
import { defineOperation, done } from "../operation";
import { groupErrorReports } from "../site";
import { getAnalyticsReader } from "../services";
import { staffAccess } from "./roles";

/** Where this environment sends errors besides D1, and where analytics are read from. */
export function reportDestinations(env: Env) {
  return { errorsToSentry: Boolean(env.SENTRY_DSN), analyticsSource: getAnalyticsReader(env)?.source ?? ("unreadable" as const) };
}

export const readErrorGroups = defineOperation({
  name: "staff-errors",
  input: errorFilterSchema,
  access: staffAccess,
  run: async ({ db, env }, filter) => done({ ...(await groupErrorReports(db, filter)), ...reportDestinations(env) }),
});

/** The analytics chart's default period: the last fortnight, today included. */
export const DEFAULT_ANALYTICS_DAYS = 14;
const DAY_MS = 86_400_000;

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export interface AnalyticsSeries {
  eventName: string;
  total: number;
  /** One count per day of `days`. */
  perDay: number[];
}

export interface AnalyticsReport {
  from: string;
  to: string;
  days: string[];
  series: AnalyticsSeries[];
  dayTotals: number[];
  total: number;
  /** Why the counts could not be read (they are then empty), or null. */
  problem: string | null;
}

export const ANALYTICS_UNREADABLE_MESSAGE =
  "Analytics events go to Workers Analytics Engine here, and the site has no token to read them back: set CLOUDFLARE_ACCOUNT_ID and the ANALYTICS_READ_TOKEN secret.";

/** Every day of the period with each event name's count (0 where none), busiest event first. */
export async function analyticsReport(env: Env, period: v.InferOutput<typeof analyticsFilterSchema>, now = Date.now()): Promise<AnalyticsReport> {
  const to = period.to || (period.from ? isoDay(Math.min(Date.parse(period.from) + (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS, now)) : isoDay(now));
  const from = period.from || isoDay(Date.parse(to) - (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS);
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(isoDay(time));
  const reader = getAnalyticsReader(env);
  let problem: string | null = reader ? null : ANALYTICS_UNREADABLE_MESSAGE;
  const counts = reader
    ? await reader.countPerDay(from, to).catch((error: unknown) => {
        console.error("analytics could not be read", error);
        problem = "The analytics events could not be read just now. Reload the page to try again.";
        return [];
      })
    : [];
  const byName = new Map<string, number[]>();
  for (const row of counts) {
    const perDay = byName.get(row.eventName) ?? days.map(() => 0);
    perDay[days.indexOf(row.day)] = row.count;
    byName.set(row.eventName, perDay);
  }
  const series = [...byName.entries()]
    .map(([eventName, perDay]) => ({ eventName, perDay, total: perDay.reduce((sum, value) => sum + value, 0) }))
    .sort((a, b) => b.total - a.total || a.eventName.localeCompare(b.eventName));
  const dayTotals = days.map((_, index) => series.reduce((sum, entry) => sum + (entry.perDay[index] ?? 0), 0));
  return { from, to, days, series, dayTotals, total: dayTotals.reduce((sum, value) => sum + value, 0), problem };
}

export const readAnalytics = defineOperation({
  name: "staff-analytics",
  input: analyticsFilterSchema,
  access: staffAccess,
  run: async ({ env }, period) => done({ ...(await analyticsReport(env, period)), ...reportDestinations(env) }),
});
