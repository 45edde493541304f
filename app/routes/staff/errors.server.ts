/**
 * The Errors and analytics page on the server: its two GET filters (errors; the analytics
 * period), each read and checked on its own, and the reports they select.
 */
import { analyticsFilterSchema, errorFilterSchema } from "@common/schemas/staff-people";
import { analyticsReport, reportDestinations } from "@workers/staff";
import { groupErrorReports } from "@workers/site";
import { db, env } from "~/lib/db.server";
import { readValidInput } from "~/lib/operation-action.server";

export type { AnalyticsReport } from "@workers/staff";

export async function errorsPage(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const errorsRead = await readValidInput(request, errorFilterSchema);
  const periodRead = await readValidInput(request, analyticsFilterSchema);
  const [errors, analytics] = await Promise.all([
    groupErrorReports(db(), errorsRead.ok ? errorsRead.output : {}),
    analyticsReport(env, periodRead.ok ? periodRead.output : { from: "", to: "" }),
  ]);
  return {
    query,
    errorFieldErrors: errorsRead.ok ? null : errorsRead.fieldErrors,
    periodFieldErrors: periodRead.ok ? null : periodRead.fieldErrors,
    errors,
    analytics,
    ...reportDestinations(env),
  };
}
