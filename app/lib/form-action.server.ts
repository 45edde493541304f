/**
 * Route actions validate posted forms with the same valibot schemas as the API, so a form
 * sent without JavaScript gets the same messages as one sent with it.
 */
import * as v from "valibot";
import { type FieldErrors, fieldErrorsFromIssues } from "@common/api-errors";

export type FormResult<T> = { ok: true; output: T } | { ok: false; fieldErrors: FieldErrors };

export async function parseForm<S extends v.GenericSchema>(schema: S, request: Request): Promise<FormResult<v.InferOutput<S>>> {
  const formData = await request.formData();
  const input: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    const values = formData.getAll(key);
    input[key] = values.length > 1 ? values : values[0];
  }
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, output: result.output } : { ok: false, fieldErrors: fieldErrorsFromIssues(schema, result.issues) };
}
