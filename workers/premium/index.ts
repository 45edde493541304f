/**
 * The premium reader area for organisations, its one door: schools and other organisations
 * buy seats of the premium reader app, and their team (admins and teachers) manages students,
 * invite codes, email domains and the team itself. Each part has a module of its own:
 *
 * - access.ts: the caller's role in an organisation, checked first by every operation
 * - organisation.ts: an organisation's subscription and seats
 * - staff.ts: admins and teachers (invitations, roles, removal)
 * - domains.ts: the organisation's name and approved email domains
 * - students.ts, usernames.ts: the students and their reader app usernames
 * - invite-codes.ts: codes a class uses to join
 * - redemption.ts: joining by invitation or by code (also from the unlock form)
 * - import.ts, csv.ts: class lists from a CSV file
 * - status.ts: an account's own premium state, and joining through an email domain
 * - analytics.ts: reading per week
 */
export { type Caller, ADMIN_ONLY_MESSAGE, NOT_A_MEMBER_MESSAGE } from "./access";
export { type AnalyticsWeek, getAnalytics } from "./analytics";
export { CSV_TEMPLATE, type ImportPreview, type ImportPreviewRow, parseStudentCsv } from "./csv";
export { addDomain, deleteDomain, getDomains, updateOrgName } from "./domains";
export { importStudents, previewImport } from "./import";
export { type InviteCodeView, INVITE_UNLOCK_REDIRECT, deleteInvite, generateInvite, getInviteCode, getInviteCodes, updateInvite } from "./invite-codes";
export { type Organisation, isExpired } from "./organisation";
export { PROVE_ADDRESS_FOR_INVITE_MESSAGE, acceptTeacherInvite, redeemInviteCode, redeemOrganisationUnlock } from "./redemption";
export { type PremiumStatus, getPremiumStatus } from "./status";
export { LAST_ADMIN_MESSAGE, type StaffMember, changeAdminRole, deleteAdmin, getAdmins, resendTeacherInvite, sendTeacherInvite } from "./staff";
export { type Student, type StudentView, addUpdateStudent, deleteStudent, getStudent, getStudents } from "./students";
export { generateUsername } from "./usernames";
