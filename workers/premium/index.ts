/**
 * The premium reader area for organisations, its one door: schools and other organisations
 * buy seats of the premium reader app, and their team (admins and teachers) manages students,
 * invite codes, email domains and the team itself. Every operation here serves both its
 * /api/v1/easyreader-premium route and its page's form. Each part has a module of its own:
 *
 * - access.ts: a signed-in caller, and their role in an organisation, checked first
 * - organisation.ts: an organisation's subscription and seats
 * - staff.ts: admins and teachers (invitations, roles, removal)
 * - domains.ts: the organisation's name and approved email domains
 * - students.ts, usernames.ts: the students and their reader app usernames
 * - invite-codes.ts: codes a class uses to join
 * - redemption.ts: joining by invitation or by code (also from the unlock form)
 * - import.ts, csv.ts: class lists from a CSV file
 * - status.ts: an account's own premium state, and joining through an email domain
 * - analytics.ts: reading per week
 * - subscription.ts: seats bought through the shop's checkout, and taken back by a refund
 */
export { type Caller, ADMIN_ONLY_MESSAGE, NOT_A_MEMBER_MESSAGE, PREMIUM_SIGN_IN_MESSAGE, callerOf } from "./access";
export { type AnalyticsWeek, getAnalytics, readAnalytics } from "./analytics";
export { CSV_TEMPLATE, type ImportPreview, type ImportPreviewRow } from "./csv";
export { addDomain, deleteDomain, getDomains, listDomains, updateOrgName } from "./domains";
export { type UploadAnswer, uploadStudentFile } from "./import";
export { type InviteCodeView, deleteInvite, generateInvite, getInviteCode, getInviteCodes, listInviteCodes, printInvite, updateInvite } from "./invite-codes";
export { PROVE_ADDRESS_FOR_INVITE_MESSAGE, acceptTeacherInvite, joinWithCode, redeemOrganisationUnlock } from "./redemption";
export { type PremiumStatus, getPremiumStatus, readPremiumStatus } from "./status";
export { type StaffMember, changeAdminRole, deleteAdmin, getAdmins, listStaff, resendTeacherInvite, sendTeacherInvite } from "./staff";
export { type StudentView, addUpdateStudent, deleteStudent, getStudent, getStudents, listStudents } from "./students";
export { generateUsername } from "./usernames";
export {
  type AdminOrganisation,
  NOT_YOUR_ORGANISATION_MESSAGE,
  SUBSCRIPTION_MONTHS,
  adminOrganisationsOf,
  extendSubscription,
  organisationToBuyFor,
  subscriptionMonths,
  withdrawSubscription,
} from "./subscription";
