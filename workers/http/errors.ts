/**
 * The API's one error shape (common/api-errors.ts) and the helpers that produce it.
 * Handlers throw `ApiError` (or return `validationError`); the API's onError turns
 * anything else into a plain 500 message, never a stack trace.
 */
import type { Context } from "hono";
import type * as v from "valibot";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiErrorBody, type FieldErrors, VALIDATION_FAILED_MESSAGE, fieldErrorsFromIssues } from "@common/api-errors";

export const DEFAULT_MESSAGES: Record<number, string> = {
  400: "The request could not be understood.",
  401: "You need to sign in to do that.",
  403: "You do not have permission to do that.",
  404: "Not found.",
  405: "That method is not allowed here.",
  409: "That conflicts with something that already exists.",
  413: "That request is too large.",
  422: VALIDATION_FAILED_MESSAGE,
  429: "Too many requests. Please wait a moment and try again.",
  500: "Something went wrong on our side. Please try again.",
};

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message = DEFAULT_MESSAGES[status] ?? "Request failed.",
    readonly fields?: FieldErrors,
  ) {
    super(status, { message });
  }
}

export function errorBody(status: number, message?: string, fields?: FieldErrors): ApiErrorBody {
  const body: ApiErrorBody = { message: message || DEFAULT_MESSAGES[status] || "Request failed." };
  if (fields) {
    body.type = "inputs";
    body.errors = fields;
  }
  return body;
}

/** A 422 with per-field errors made from valibot issues. */
export function validationError(c: Context, schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]) {
  return c.json(errorBody(422, VALIDATION_FAILED_MESSAGE, fieldErrorsFromIssues(schema, issues)), 422);
}

/** A 422 for one field, for rules a schema cannot see (a duplicate email, a booked slot). */
export function fieldError(field: string, friendlyName: string, message: string): ApiError {
  return new ApiError(422, VALIDATION_FAILED_MESSAGE, { [field]: { friendlyName, errors: [message] } });
}
