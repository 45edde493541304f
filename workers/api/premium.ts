/**
 * /api/v1/easyreader-premium/* (spec 7): the premium reader area for organisations.
 * Payloads are designed here and documented in the README ("Premium reader API").
 * Every call needs a signed-in DolphinID; the service checks the caller's role in the
 * organisation the call names (workers/premium/).
 */
import { Hono, type Context } from "hono";
import {
  acceptTeacherInviteSchema,
  addDomainSchema,
  addUpdateStudentSchema,
  changeAdminRoleSchema,
  deleteAdminSchema,
  deleteDomainSchema,
  deleteInviteSchema,
  deleteStudentSchema,
  fileUploadSchema,
  generateInviteSchema,
  generateUsernameSchema,
  getAnalyticsSchema,
  getStudentsSchema,
  joinWithCodeSchema,
  organisationSchema,
  resendTeacherInviteSchema,
  sendTeacherInviteSchema,
  updateInviteSchema,
  updateOrgNameSchema,
} from "@common/schemas/premium";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { requireSignIn, signedInUser } from "../http/require-sign-in";
import * as premium from "../premium";
import { rateLimit } from "../services/rate-limit";

export const premiumApi = new Hono<AppEnv>();

const SIGN_IN_MESSAGE = "Sign in with your DolphinID to manage the premium reader app.";
/** Every call: an anonymous caller gets 401 before the body is read or validated. */
const signedIn = requireSignIn(SIGN_IN_MESSAGE);

async function callerOf(c: Context<AppEnv>): Promise<premium.Caller> {
  const user = await signedInUser(c, SIGN_IN_MESSAGE);
  return { userId: user.userId, email: user.email };
}

const db = (c: Context<AppEnv>) => getDb(c.env.DB);

/** The CSV of a file-upload: the uploaded file, else the `csv` text field. */
async function csvText(input: { csv: string; file?: File | string }): Promise<string> {
  if (input.file instanceof File && input.file.size > 0) return input.file.text();
  if (input.csv.trim()) return input.csv;
  throw fieldError("file", "CSV file", "Choose a CSV file to upload");
}

premiumApi.get("/status", signedIn, async (c) => c.json(await premium.getPremiumStatus(db(c), await callerOf(c))));

premiumApi.post("/get-admins", signedIn, validate("body", organisationSchema), async (c) => {
  const { organisationId } = c.req.valid("form");
  return c.json({ staff: await premium.getAdmins(db(c), await callerOf(c), organisationId) });
});

premiumApi.post("/get-students", signedIn, validate("body", getStudentsSchema), async (c) =>
  c.json(await premium.getStudents(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/get-analytics", signedIn, validate("body", getAnalyticsSchema), async (c) =>
  c.json(await premium.getAnalytics(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/get-domains", signedIn, validate("body", organisationSchema), async (c) => {
  const { organisationId } = c.req.valid("form");
  return c.json({ domains: await premium.getDomains(db(c), await callerOf(c), organisationId) });
});

premiumApi.post("/get-invites", signedIn, validate("body", organisationSchema), async (c) => {
  const { organisationId } = c.req.valid("form");
  return c.json({ invites: await premium.getInviteCodes(db(c), await callerOf(c), organisationId) });
});

premiumApi.post("/generate-invite", signedIn, validate("body", generateInviteSchema), async (c) =>
  c.json(await premium.generateInvite(db(c), await callerOf(c), c.req.valid("form")), 201),
);

premiumApi.post("/update-invite", signedIn, validate("body", updateInviteSchema), async (c) =>
  c.json(await premium.updateInvite(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/delete-invite", signedIn, validate("body", deleteInviteSchema), async (c) =>
  c.json(await premium.deleteInvite(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post(
  "/send-teacher-invite",
  signedIn,
  rateLimit({ name: "premium-invite", limit: 30, windowSeconds: 600 }),
  validate("body", sendTeacherInviteSchema),
  async (c) => {
    return c.json(await premium.sendTeacherInvite(db(c), c.env, await callerOf(c), c.req.valid("form")), 201);
  },
);

premiumApi.post(
  "/resend-teacher-invite",
  signedIn,
  rateLimit({ name: "premium-invite", limit: 30, windowSeconds: 600 }),
  validate("body", resendTeacherInviteSchema),
  async (c) => {
    return c.json(await premium.resendTeacherInvite(db(c), c.env, await callerOf(c), c.req.valid("form")));
  },
);

premiumApi.post("/accept-teacher-invite", signedIn, validate("body", acceptTeacherInviteSchema), async (c) =>
  c.json(await premium.acceptTeacherInvite(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/change-admin-role", signedIn, validate("body", changeAdminRoleSchema), async (c) =>
  c.json(await premium.changeAdminRole(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/delete-admin", signedIn, validate("body", deleteAdminSchema), async (c) =>
  c.json(await premium.deleteAdmin(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/update-org-name", signedIn, validate("body", updateOrgNameSchema), async (c) =>
  c.json(await premium.updateOrgName(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/add-domain", signedIn, validate("body", addDomainSchema), async (c) =>
  c.json(await premium.addDomain(db(c), await callerOf(c), c.req.valid("form")), 201),
);

premiumApi.post("/delete-domain", signedIn, validate("body", deleteDomainSchema), async (c) =>
  c.json(await premium.deleteDomain(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.post("/add-update-student", signedIn, validate("body", addUpdateStudentSchema), async (c) => {
  const input = c.req.valid("form");
  const result = await premium.addUpdateStudent(db(c), await callerOf(c), input);
  return c.json(result, input.studentId === "" ? 201 : 200);
});

premiumApi.post("/delete-student", signedIn, validate("body", deleteStudentSchema), async (c) =>
  c.json(await premium.deleteStudent(db(c), await callerOf(c), c.req.valid("form"))),
);

premiumApi.get("/generate-username", signedIn, validate("query", generateUsernameSchema), async (c) =>
  c.json(await premium.generateUsername(db(c), await callerOf(c), c.req.valid("query"))),
);

premiumApi.post("/file-upload", signedIn, validate("body", fileUploadSchema), async (c) => {
  const input = c.req.valid("form");
  const caller = await callerOf(c);
  const text = await csvText(input);
  if (input.mode === "import") return c.json(await premium.importStudents(db(c), caller, input.organisationId, text), 201);
  return c.json(await premium.previewImport(db(c), caller, input.organisationId, text));
});

premiumApi.post(
  "/join",
  signedIn,
  rateLimit({ name: "premium-join", limit: 20, windowSeconds: 600 }),
  validate("body", joinWithCodeSchema),
  async (c) => c.json(await premium.redeemInviteCode(db(c), await callerOf(c), c.req.valid("form").code)),
);
