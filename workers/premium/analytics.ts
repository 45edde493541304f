/**
 * Reading analytics for admins and teachers: for each of the last N weeks (weeks start on
 * Monday, UTC), how many students read and for how many minutes.
 */
import { and, eq, gte } from "drizzle-orm";
import { getAnalyticsSchema } from "@common/schemas/premium";
import { type Database, premiumReadingSessions } from "../db";
import { defineOperation, done } from "../operation";
import { type Caller, STAFF, callerOf, requireRole, signedInToPremium } from "./access";
import { DAY_MS, seatsUsed } from "./organisation";

export interface AnalyticsWeek {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  activeStudents: number;
  readingMinutes: number;
}

export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY_MS);
}

/** The last `weeks` weeks, this one last; a student who read in a week counts once in it. */
export async function getAnalytics(db: Database, caller: Caller, input: { organisationId: number; weeks: number }, now = new Date()) {
  const { organisation } = await requireRole(db, caller, input.organisationId, STAFF);
  const firstWeek = new Date(weekStartOf(now).getTime() - (input.weeks - 1) * 7 * DAY_MS);
  const sessions = await db
    .select({ studentId: premiumReadingSessions.studentId, startedAt: premiumReadingSessions.startedAt, minutes: premiumReadingSessions.minutes })
    .from(premiumReadingSessions)
    .where(and(eq(premiumReadingSessions.organisationId, organisation.id), gte(premiumReadingSessions.startedAt, firstWeek)));
  const weeks: (AnalyticsWeek & { students: Set<number> })[] = Array.from({ length: input.weeks }, (_, index) => ({
    weekStart: new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
    activeStudents: 0,
    readingMinutes: 0,
    students: new Set<number>(),
  }));
  for (const session of sessions) {
    const index = Math.floor((session.startedAt.getTime() - firstWeek.getTime()) / (7 * DAY_MS));
    const week = weeks[index];
    if (!week) continue;
    week.students.add(session.studentId);
    week.readingMinutes += session.minutes;
  }
  const result = weeks.map(({ students, ...week }) => ({ ...week, activeStudents: students.size }));
  return {
    organisationId: organisation.id,
    weeks: result,
    totalReadingMinutes: result.reduce((sum, week) => sum + week.readingMinutes, 0),
    seatsUsed: await seatsUsed(db, organisation.id),
    seatsPurchased: organisation.seatsPurchased,
  };
}

/** The figures for a period; the analytics page's period form posts here too. */
export const readAnalytics = defineOperation({
  name: "premium-analytics",
  input: getAnalyticsSchema,
  access: signedInToPremium,
  run: async ({ db, user }, input) => done(await getAnalytics(db, callerOf(user), input)),
});
