/**
 * Payloads of the premium reader area, for /api/v1/easyreader-premium/* and its pages' forms
 * alike (documented in the README, "Premium reader API"). Every operation names its
 * organisation; the server checks the caller's role in it. Bodies may be form-encoded,
 * multipart or JSON.
 */
import * as v from "valibot";
import { numericId, oneOf, optionalText, requiredEmail, requiredText, fieldMessage } from "./fields";

export const PREMIUM_ROLES = ["admin", "teacher"] as const;
export const IMPORT_MODES = ["preview", "import"] as const;

/** Limits of the area. */
export const PREMIUM_LIMITS = {
  nameMax: 100,
  orgNameMax: 120,
  emailMax: 255,
  classMax: 60,
  usernameMin: 3,
  usernameMax: 40,
  inviteLabelMax: 100,
  inviteMaxUses: 1000,
  inviteMaxDays: 365,
  csvMaxRows: 1000,
  csvMaxBytes: 256 * 1024,
  analyticsMinWeeks: 4,
  analyticsMaxWeeks: 26,
  analyticsDefaultWeeks: 12,
  teacherInviteDays: 14,
} as const;

const organisationId = numericId("Organisation");

/** A whole number in a range, from a form string or a JSON number. */
function wholeNumber(label: string, min: number, max: number) {
  return v.pipe(
    v.union([v.string(), v.number()], fieldMessage("{label} is required", label)),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,7}$/, fieldMessage("{label} must be a whole number", label)),
    v.transform(Number),
    v.minValue(min, fieldMessage("{label} must be between {min} and {max}", label, { min, max })),
    v.maxValue(max, fieldMessage("{label} must be between {min} and {max}", label, { min, max })),
  );
}

/** An email address that may be left empty (normalised to lower case, "" when not given). */
export function optionalEmail(label: string, max: number) {
  return v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase()), ""),
    v.title(label),
    v.maxLength(max, fieldMessage("{label} must be {max} characters or fewer", label, { max })),
    v.check(
      (value) => value === "" || v.is(v.pipe(v.string(), v.email()), value),
      fieldMessage("{label} must be a valid email address, like name@example.com", label),
    ),
  );
}

/** Reader app sign-in names: lower-case letters, digits, dots, hyphens and underscores. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
const usernameRule = (label: string) =>
  v.check(
    (value: string) =>
      value === "" || (value.length >= PREMIUM_LIMITS.usernameMin && value.length <= PREMIUM_LIMITS.usernameMax && USERNAME_PATTERN.test(value)),
    fieldMessage("{label} must be {min} to {max} characters: lower-case letters, digits, dots, hyphens or underscores", label, {
      min: PREMIUM_LIMITS.usernameMin,
      max: PREMIUM_LIMITS.usernameMax,
    }),
  );
/** Optional: left empty, the server proposes one (as generate-username does). */
const optionalUsername = v.pipe(v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase()), ""), v.title("Username"), usernameRule("Username"));

/** A domain name such as "hollybrook.sch.uk"; a leading "@" is dropped. */
const domainField = v.pipe(
  v.string("Domain is required"),
  v.title("Domain"),
  v.trim(),
  v.toLowerCase(),
  v.transform((value) => value.replace(/^@/, "")),
  v.nonEmpty("Domain is required"),
  v.maxLength(253, "Domain must be 253 characters or fewer"),
  v.regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    "Domain must be a domain name like school.org.uk, without the part before the @",
  ),
);

export const organisationSchema = v.object({ organisationId });

export const getStudentsSchema = v.object({ organisationId, search: optionalText("Search", 100) });

export const getAnalyticsSchema = v.object({
  organisationId,
  weeks: v.optional(wholeNumber("Weeks", PREMIUM_LIMITS.analyticsMinWeeks, PREMIUM_LIMITS.analyticsMaxWeeks), String(PREMIUM_LIMITS.analyticsDefaultWeeks)),
});

const inviteFields = {
  label: requiredText("Label", PREMIUM_LIMITS.inviteLabelMax),
  maxUses: wholeNumber("Number of students", 1, PREMIUM_LIMITS.inviteMaxUses),
  expiresInDays: wholeNumber("Valid for (days)", 1, PREMIUM_LIMITS.inviteMaxDays),
};
export const generateInviteSchema = v.object({ organisationId, ...inviteFields });
export const updateInviteSchema = v.object({ organisationId, inviteId: numericId("Invite code"), ...inviteFields });
export const deleteInviteSchema = v.object({ organisationId, inviteId: numericId("Invite code") });
export const printInviteSchema = deleteInviteSchema;

export const sendTeacherInviteSchema = v.object({
  organisationId,
  email: v.pipe(requiredEmail("Email address", PREMIUM_LIMITS.emailMax), v.toLowerCase()),
  role: v.optional(oneOf("Role", PREMIUM_ROLES, "Choose admin or teacher"), "teacher"),
});
export const staffMemberSchema = v.object({ organisationId, staffId: numericId("Team member") });
export const resendTeacherInviteSchema = staffMemberSchema;
export const deleteAdminSchema = staffMemberSchema;
export const changeAdminRoleSchema = v.object({
  organisationId,
  staffId: numericId("Team member"),
  role: oneOf("Role", PREMIUM_ROLES, "Choose admin or teacher"),
});

export const updateOrgNameSchema = v.object({ organisationId, name: requiredText("Organisation name", PREMIUM_LIMITS.orgNameMax) });
export const addDomainSchema = v.object({ organisationId, domain: domainField });
export const deleteDomainSchema = v.object({ organisationId, domainId: numericId("Domain") });

/** The fields of one student, shared by the student form and every CSV row. */
export const studentFields = {
  firstName: requiredText("First name", PREMIUM_LIMITS.nameMax),
  lastName: requiredText("Last name", PREMIUM_LIMITS.nameMax),
  email: optionalEmail("Email address", PREMIUM_LIMITS.emailMax),
  username: optionalUsername,
  className: optionalText("Class or group", PREMIUM_LIMITS.classMax),
};
export const studentRowSchema = v.object(studentFields);
export type StudentRow = v.InferOutput<typeof studentRowSchema>;

export const addUpdateStudentSchema = v.object({
  organisationId,
  /** Absent or empty: add a student; given: edit that student. */
  studentId: v.optional(v.union([v.literal(""), numericId("Student")]), ""),
  ...studentFields,
});
export const deleteStudentSchema = v.object({ organisationId, studentId: numericId("Student") });

export const generateUsernameSchema = v.object({
  organisationId,
  firstName: requiredText("First name", PREMIUM_LIMITS.nameMax),
  lastName: requiredText("Last name", PREMIUM_LIMITS.nameMax),
});

/**
 * file-upload: a CSV as a multipart `file` or as `csv` text. `mode=preview` (the default)
 * checks every row and writes nothing; `mode=import` writes every row or none.
 */
export const fileUploadSchema = v.object({
  organisationId,
  mode: v.optional(oneOf("Mode", IMPORT_MODES), "preview"),
  csv: v.pipe(v.optional(v.string(), ""), v.title("CSV file"), v.maxLength(PREMIUM_LIMITS.csvMaxBytes, "The CSV file must be 256 KB or smaller")),
  file: v.pipe(
    v.optional(v.union([v.instance(File), v.string()])),
    v.title("CSV file"),
    v.check((value) => !(value instanceof File) || value.size <= PREMIUM_LIMITS.csvMaxBytes, "The CSV file must be 256 KB or smaller"),
  ),
});

export const acceptTeacherInviteSchema = v.object({
  token: v.pipe(v.optional(v.string(), ""), v.title("Invitation"), v.trim(), v.maxLength(200, "That invitation link is not valid")),
  staffId: v.optional(v.union([v.literal(""), numericId("Invitation")]), ""),
});

export const joinWithCodeSchema = v.object({ code: requiredText("Invite code", 50) });

/** Route-level helpers for pages: the organisation named in a query string. */
export const organisationQuerySchema = v.object({ org: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))) });
