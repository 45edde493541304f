/**
 * Valibot schemas of the staff desk's shared forms: staff roles, the audit log's filter, and
 * the revision field every edit form carries (so the second of two saves is refused).
 */
import * as v from "valibot";
import { STAFF_ROLE_NAMES } from "../staff";
import { oneOf, optionalText, requiredEmail, requiredText, fieldMessage } from "./fields";

export const grantStaffRoleSchema = v.object({
  email: v.pipe(requiredEmail("Email address", 255), v.toLowerCase()),
  role: oneOf("Role", STAFF_ROLE_NAMES, "Choose Staff or Superadmin"),
});

export const revokeStaffRoleSchema = v.object({
  accountId: requiredText("Account", 100),
});

const day = (label: string) =>
  v.pipe(
    optionalText(label, 10),
    v.check(
      (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      fieldMessage("{label} must be a date, like 2026-11-24", label),
    ),
  );

export const auditFilterSchema = v.object({
  search: optionalText("Search", 200),
  subjectType: optionalText("Kind of item", 50),
  actorEmail: optionalText("Changed by", 255),
  from: day("From"),
  to: day("To"),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, "Page must be a number"), v.transform(Number), v.minValue(1)), "1"),
});

/**
 * The revision an edit form was opened at (a `revision` column, bumped by every save). A
 * save names it; the store updates the row only if it is still at that revision, so a second
 * editor cannot overwrite the first unseen.
 */
export const revisionField = v.pipe(
  v.union([v.string(), v.number()], "Revision is required"),
  v.title("Revision"),
  v.transform((value) => String(value).trim()),
  v.regex(/^\d{1,9}$/, "Revision must be a number"),
  v.transform(Number),
);
