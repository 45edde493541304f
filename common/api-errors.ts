/**
 * The one error shape of /api/v1, shared by the server that makes it
 * and the API client that reads it.
 *
 * - 422: `{ message, type: "inputs", errors: { field: { friendlyName, errors: [..] } } }`
 * - any other error status: `{ message }`
 */
import * as v from "valibot";

export interface FieldError {
  friendlyName: string;
  errors: string[];
}
export type FieldErrors = Record<string, FieldError>;

export interface ApiErrorBody {
  message: string;
  type?: "inputs";
  errors?: FieldErrors;
}

export const VALIDATION_FAILED_MESSAGE = "Some of the information you sent needs correcting.";

const fieldErrorSchema = v.object({
  friendlyName: v.string(),
  errors: v.array(v.string()),
});
const fieldErrorsSchema = v.record(v.string(), fieldErrorSchema);

/** Checks the shape of a 422 body before the client trusts it. */
export function readFieldErrors(body: unknown): FieldErrors | null {
  if (typeof body !== "object" || body === null || !("errors" in body)) return null;
  const parsed = v.safeParse(fieldErrorsSchema, (body as { errors: unknown }).errors);
  return parsed.success && Object.keys(parsed.output).length > 0 ? parsed.output : null;
}

type AnyObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The human label of a field: its valibot `title()` metadata, else the key itself. */
export function friendlyNameOf(schema: v.GenericSchema, key: string): string {
  const entries = (schema as Partial<AnyObjectSchema>).entries;
  const entry = entries?.[key];
  return (entry && v.getTitle(entry)) ?? key;
}

/** Turns valibot issues into the per-field error list of a 422. */
export function fieldErrorsFromIssues(schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join(".") || "form";
    const topKey = issue.path?.[0] ? String(issue.path[0].key) : "form";
    const entry = (errors[key] ??= { friendlyName: friendlyNameOf(schema, topKey), errors: [] });
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
  }
  return errors;
}
