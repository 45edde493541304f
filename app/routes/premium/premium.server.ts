/**
 * What every premium page's loader and action share: the signed-in caller, their own
 * premium status, the organisation the page is about (`?org=`, else their first), and
 * one way to turn the service's errors into what a page shows.
 */
import { data, redirect } from "react-router";
import * as v from "valibot";
import { VALIDATION_FAILED_MESSAGE, fieldErrorsFromIssues } from "@common/api-errors";
import { buildUrl } from "@common/routes";
import { db, env } from "~/lib/db.server";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { requireUser } from "~/lib/session.server";
import { ApiError } from "../../../workers/http/errors";
import { type Caller, type PremiumStatus, getPremiumStatus } from "@workers/premium";

export type TeamMembership = PremiumStatus["team"][number];

export interface PremiumContext {
  caller: Caller;
  status: PremiumStatus;
  organisation: TeamMembership;
}

export async function callerFor(request: Request): Promise<Caller> {
  const user = await requireUser(request);
  return { userId: user.userId, email: user.email };
}

/** The organisation a page is about: `org` in the query or form, else the caller's first. */
export function chosenOrganisationId(request: Request, form?: FormData): number | null {
  const value = form?.get("organisationId") ?? new URL(request.url).searchParams.get("org");
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * For the team's pages: the caller must be an admin or teacher of the organisation. Others
 * go to their own status page, which explains what they can do.
 */
export async function requireTeam(request: Request, options: { adminOnly?: boolean } = {}): Promise<PremiumContext> {
  const caller = await callerFor(request);
  const status = await getPremiumStatus(db(), caller);
  const wanted = chosenOrganisationId(request);
  const organisation = wanted ? status.team.find((entry) => entry.organisationId === wanted) : status.team[0];
  if (!organisation) {
    if (wanted && status.team.length > 0) throw data({ message: "You are not on the team of that organisation." }, { status: 403 });
    throw redirect(buildUrl("PremiumStatus"));
  }
  if (options.adminOnly && organisation.role !== "admin") throw data({ message: "Only an admin of this organisation can do that." }, { status: 403 });
  return { caller, status, organisation };
}

/** Runs one service call for a form post: its message on success, its error (403, 409, 422…) otherwise. */
export async function perform<T extends { message: string }>(intent: string, run: () => Promise<T>) {
  try {
    const result = await run();
    return { ok: true as const, intent, message: result.message, data: result };
  } catch (error) {
    if (error instanceof ApiError) {
      return data(
        { ok: false as const, intent, message: error.message, fieldErrors: error.fields ?? null },
        { status: error.status },
      );
    }
    throw error;
  }
}

/** The posted fields as the schemas expect them (repeated keys become arrays). */
export function formValues(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    input[key] = values.length > 1 ? values : values[0];
  }
  return input;
}

/** Validates a posted form with a schema; a 422 result in the same shape as `perform`'s. */
export function validateForm<S extends v.GenericSchema>(schema: S, form: FormData, intent: string) {
  const result = v.safeParse(schema, formValues(form));
  if (!result.success) {
    return {
      output: null,
      failure: data(
        { ok: false as const, intent, message: VALIDATION_FAILED_MESSAGE, fieldErrors: fieldErrorsFromIssues(schema, result.issues) },
        { status: 422 },
      ),
    };
  }
  return { output: result.output as v.InferOutput<S>, failure: null };
}

export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" ? intent : "";
}

export function unknownIntent(intent: string) {
  return data({ ok: false as const, intent, message: "That action is not available on this page.", fieldErrors: null }, { status: 400 });
}

/** The API's rate limits, applied to the same forms posted without JavaScript (shared buckets). */
export const PREMIUM_RATE_LIMITS = {
  invite: { name: "premium-invite", limit: 30, windowSeconds: 600 },
  join: { name: "premium-join", limit: 20, windowSeconds: 600 },
} as const;

export async function limited(request: Request, rule: (typeof PREMIUM_RATE_LIMITS)[keyof typeof PREMIUM_RATE_LIMITS], intent: string) {
  const result = await hitRateLimit(env.DB, rule, clientAddress(request));
  if (result.allowed) return null;
  return data(
    { ok: false as const, intent, message: "Too many attempts in a short time. Please wait a few minutes and try again.", fieldErrors: null },
    { status: 429 },
  );
}

export {
  CSV_TEMPLATE,
  type AnalyticsWeek,
  type ImportPreview,
  acceptTeacherInvite,
  addDomain,
  addUpdateStudent,
  changeAdminRole,
  deleteAdmin,
  deleteDomain,
  deleteInvite,
  deleteStudent,
  generateInvite,
  getAdmins,
  getAnalytics,
  getDomains,
  getInviteCode,
  getInviteCodes,
  getPremiumStatus,
  getStudent,
  getStudents,
  importStudents,
  previewImport,
  redeemInviteCode,
  resendTeacherInvite,
  sendTeacherInvite,
  updateInvite,
  updateOrgName,
} from "@workers/premium";
