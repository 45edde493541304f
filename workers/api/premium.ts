/**
 * /api/v1/easyreader-premium/*: the premium reader area for organisations. Each route is an
 * operation of workers/premium, the same one its page's form runs without JavaScript; the
 * operations check the session and the caller's role in the organisation they name.
 * Payloads are documented in the README ("Premium reader API").
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  acceptTeacherInvite,
  addDomain,
  addUpdateStudent,
  changeAdminRole,
  deleteAdmin,
  deleteDomain,
  deleteInvite,
  deleteStudent,
  generateInvite,
  generateUsername,
  joinWithCode,
  listDomains,
  listInviteCodes,
  listStaff,
  listStudents,
  readAnalytics,
  readPremiumStatus,
  resendTeacherInvite,
  sendTeacherInvite,
  updateInvite,
  updateOrgName,
  uploadStudentFile,
} from "../premium";

export const premiumApi = new Hono<AppEnv>();

premiumApi.get("/status", apiRoute(readPremiumStatus));

premiumApi.post("/get-admins", apiRoute(listStaff));
premiumApi.post("/send-teacher-invite", apiRoute(sendTeacherInvite));
premiumApi.post("/resend-teacher-invite", apiRoute(resendTeacherInvite));
premiumApi.post("/accept-teacher-invite", apiRoute(acceptTeacherInvite));
premiumApi.post("/change-admin-role", apiRoute(changeAdminRole));
premiumApi.post("/delete-admin", apiRoute(deleteAdmin));

premiumApi.post("/update-org-name", apiRoute(updateOrgName));
premiumApi.post("/get-domains", apiRoute(listDomains));
premiumApi.post("/add-domain", apiRoute(addDomain));
premiumApi.post("/delete-domain", apiRoute(deleteDomain));

premiumApi.post("/get-students", apiRoute(listStudents));
premiumApi.post("/add-update-student", apiRoute(addUpdateStudent));
premiumApi.post("/delete-student", apiRoute(deleteStudent));
premiumApi.get("/generate-username", apiRoute(generateUsername));
// A preview answers the checked rows alone (the page also keeps the file's text to import it).
premiumApi.post("/file-upload", apiRoute(uploadStudentFile, { json: (answer) => ("preview" in answer ? answer.preview : answer) }));

premiumApi.post("/get-invites", apiRoute(listInviteCodes));
premiumApi.post("/generate-invite", apiRoute(generateInvite));
premiumApi.post("/update-invite", apiRoute(updateInvite));
premiumApi.post("/delete-invite", apiRoute(deleteInvite));
premiumApi.post("/join", apiRoute(joinWithCode));

premiumApi.post("/get-analytics", apiRoute(readAnalytics));
