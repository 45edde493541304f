/**
 * What a page action answers a form posted without JavaScript, the same for every operation:
 * the page shows a done message, the field errors beside their fields and in the error
 * summary, or a refusal's message; after a failure the visitor's typed values come back so
 * that nothing they wrote is lost.
 */
import type { FieldErrors } from "../api-errors";

export type FormActionResult<T = unknown> =
  | { status: "done"; message: string | null; data: T; intent?: string }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors; values: Record<string, string>; intent?: string }
  | { status: "error"; message: string; values: Record<string, string>; intent?: string };

/** The value a visitor typed into `name` before a failed post, to show it again. */
export function keptValue(result: FormActionResult | undefined | null, name: string): string | undefined {
  return result && result.status !== "done" ? result.values[name] : undefined;
}

/** Field errors of a failed post, or null. */
export function fieldErrorsOf(result: FormActionResult | undefined | null): FieldErrors | null {
  return result?.status === "invalid" ? result.fieldErrors : null;
}

/** The message an AjaxForm shows first for a no-JavaScript result: success or error. */
export function flashOf(result: FormActionResult | undefined | null): { kind: "success" | "error"; text: string } | null {
  if (!result) return null;
  if (result.status === "done") return result.message ? { kind: "success", text: result.message } : null;
  if (result.status === "error") return { kind: "error", text: result.message };
  return null;
}
