/**
 * The premium pages' server side: their actions, made from the same operations as the
 * /api/v1/easyreader-premium routes (workers/premium), and what every loader shares: the
 * signed-in caller, their own premium status, and the organisation the page is about
 * (`?org=`, else their first).
 */
import { data, redirect } from "react-router";
import { buildUrl } from "@common/routes";
import {
  type Caller,
  type PremiumStatus,
  acceptTeacherInvite,
  addDomain,
  addUpdateStudent,
  changeAdminRole,
  deleteAdmin,
  deleteDomain,
  deleteInvite,
  deleteStudent,
  generateInvite,
  getPremiumStatus,
  joinWithCode,
  printInvite,
  readAnalytics,
  resendTeacherInvite,
  sendTeacherInvite,
  updateInvite,
  updateOrgName,
  uploadStudentFile,
} from "@workers/premium";
import { Refusal } from "@workers/operation";
import { db } from "~/lib/db.server";
import { intentActions, operationAction } from "~/lib/operation-action.server";
import { requireUser } from "~/lib/session.server";

export {
  CSV_TEMPLATE,
  type AnalyticsWeek,
  type ImportPreview,
  getAdmins,
  getAnalytics,
  getDomains,
  getInviteCode,
  getInviteCodes,
  getPremiumStatus,
  getStudent,
  getStudents,
} from "@workers/premium";

// Each page's forms name their operation in `intent`; the result says which form it answers.
export const statusAction = intentActions({ accept: acceptTeacherInvite, join: joinWithCode });
export const studentsAction = intentActions({ add: addUpdateStudent });
export const editUserAction = intentActions({ save: addUpdateStudent, delete: deleteStudent });
export const teachersAction = intentActions({ invite: sendTeacherInvite, resend: resendTeacherInvite, role: changeAdminRole, remove: deleteAdmin });
export const domainsAction = intentActions({ rename: updateOrgName, "add-domain": addDomain, "delete-domain": deleteDomain });
export const inviteCodeAction = intentActions({ generate: generateInvite, update: updateInvite, delete: deleteInvite });
export const importUsersAction = operationAction(uploadStudentFile);
export const userAnalyticsAction = operationAction(readAnalytics);
export const printInviteAction = operationAction(printInvite);
/** The invitation link's page: accepting by its token leads on to the organisation's students. */
export const joinAction = operationAction(acceptTeacherInvite);

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

/** The organisation a page is about: `org` in the query, else the caller's first. */
function chosenOrganisationId(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("org");
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * For the team's pages: the caller must be an admin or teacher of the organisation. Others
 * go to their own status page, which explains what they can do.
 */
export async function requireTeam(request: Request): Promise<PremiumContext> {
  const caller = await callerFor(request);
  const status = await getPremiumStatus(db(), caller);
  const wanted = chosenOrganisationId(request);
  const organisation = wanted ? status.team.find((entry) => entry.organisationId === wanted) : status.team[0];
  if (!organisation) {
    if (wanted && status.team.length > 0) throw data({ message: "You are not on the team of that organisation." }, { status: 403 });
    throw redirect(buildUrl("PremiumStatus"));
  }
  return { caller, status, organisation };
}

/** A loader's read; a refusal (a student or code not found) becomes the status page with its message. */
export async function orStatusPage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Refusal) throw new Response(error.message, { status: error.result.kind === "refused" ? error.result.status : 422 });
    throw error;
  }
}
