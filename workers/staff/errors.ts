/**
 * The Errors and analytics section: recent server and browser errors grouped by message, and
 * the consented analytics events per day. Both read what the site keeps in D1; an environment
 * that sends them on (Sentry, Analytics Engine) says so, since the desk then sees only part.
 */
import { analyticsFilterSchema, errorFilterSchema } from "@common/schemas/staff-people";
import type * as v from "valibot";
import type { Database } from "../db/client";
import { defineOperation, done } from "../operation";
import { countAnalyticsEvents, groupErrorReports } from "../site";
import { staffAccess } from "./roles";

/** Where this environment sends errors and analytics besides (or instead of) D1. */
export function reportDestinations(env: Env) {
  return { errorsToSentry: Boolean(env.SENTRY_DSN), analyticsToEngine: Boolean(env.ANALYTICS) };
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
}

/** Every day of the period with each event name's count (0 where none), busiest event first. */
export async function analyticsReport(db: Database, period: v.InferOutput<typeof analyticsFilterSchema>, now = Date.now()): Promise<AnalyticsReport> {
  const to = period.to || (period.from ? isoDay(Math.min(Date.parse(period.from) + (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS, now)) : isoDay(now));
  const from = period.from || isoDay(Date.parse(to) - (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS);
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(isoDay(time));
  const counts = await countAnalyticsEvents(db, from, to);
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
  return { from, to, days, series, dayTotals, total: dayTotals.reduce((sum, value) => sum + value, 0) };
}

export const readAnalytics = defineOperation({
  name: "staff-analytics",
  input: analyticsFilterSchema,
  access: staffAccess,
  run: async ({ db, env }, period) => done({ ...(await analyticsReport(db, period)), ...reportDestinations(env) }),
});
