/**
 * Page actions made from operation definitions (workers/operation), for forms posted without
 * JavaScript. They run exactly what the /api/v1 route runs; only the answer differs: a
 * redirect is followed with 303, a signed-out visitor is sent to sign in and back, and
 * otherwise the page gets one `FormActionResult` (done, field errors, or a refusal's
 * message) with what the visitor typed, so that nothing they wrote is lost.
 */
import { type RouterContextProvider, data, redirect } from "react-router";
import * as v from "valibot";
import { type FieldErrors, fieldErrorsFromIssues } from "@common/api-errors";
import type { FormActionResult } from "@common/forms/action-result";
import { requestInfoContext } from "@common/request-context";
import { type Access, DEFAULT_MAX_BODY_BYTES, type Input, type Operation, type OperationResult, readInput, refuse, runOperation, typedValues } from "@workers/operation";
import { env } from "./db.server";
import { signInUrl } from "./session.server";

export interface ActionArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context?: Readonly<RouterContextProvider>;
}

function requestIdOf(context: ActionArgs["context"]): string | undefined {
  try {
    return context?.get(requestInfoContext).requestId;
  } catch {
    return undefined;
  }
}

/** The page's answer to an operation's result. */
export function pageResponse<T>(request: Request, result: OperationResult<T>, input: Input, intent?: string) {
  if (result.kind === "done") {
    const headers = new Headers();
    for (const cookie of result.cookies ?? []) headers.append("Set-Cookie", cookie);
    if (result.redirect) return redirect(result.redirect, { status: 303, headers });
    const message = result.message ?? messageOf(result.data);
    return data<FormActionResult<T>>({ status: "done", message, data: result.data, intent }, { status: result.status, headers });
  }
  if (result.kind === "refused" && result.status === 401) {
    const url = new URL(request.url);
    return redirect(signInUrl(`${url.pathname}${url.search}`), 303);
  }
  const values = typedValues(input);
  if (result.kind === "invalid") {
    return data<FormActionResult<T>>({ status: "invalid", message: result.message, fieldErrors: result.fieldErrors, values, intent }, { status: 422 });
  }
  return data<FormActionResult<T>>({ status: "error", message: result.message, values, intent }, { status: result.status, headers: result.headers });
}

function messageOf(value: unknown): string | null {
  return value && typeof value === "object" && "message" in value && typeof value.message === "string" ? value.message : null;
}

/** The page action of one operation: `export const action = operationAction(contactMessage)`. */
export function operationAction<S extends v.GenericSchema, T, A extends Access>(operation: Operation<S, T, A>) {
  return async ({ request, params, context }: ActionArgs) => {
    const read = await readInput(request, operation.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (!read.ok) return pageResponse<T>(request, read.failure, {});
    const result = await runOperation(operation, { env, request, input: read.input, params, requestId: requestIdOf(context) });
    return pageResponse(request, result, read.input);
  };
}

/**
 * The page action of a page with several forms: each form names its operation in an
 * `intent` field (`<input type="hidden" name="intent" value="add-domain">`), and the result
 * says which form it answers, for that form to show it.
 */
// A page's operations each have their own input and data, hence `any`.
export function intentActions(operations: Record<string, Operation<any, any, any>>) {
  const largest = Math.max(DEFAULT_MAX_BODY_BYTES, ...Object.values(operations).map((operation) => operation.maxBodyBytes ?? 0));
  return async ({ request, params, context }: ActionArgs) => {
    const read = await readInput(request, largest);
    if (!read.ok) return pageResponse(request, read.failure, {});
    const intent = typeof read.input.intent === "string" ? read.input.intent : "";
    const operation = operations[intent];
    if (!operation) return pageResponse(request, refuse(400, "That form is not known on this page. Reload the page and try again."), read.input, intent);
    const result = await runOperation(operation, { env, request, input: read.input, params, requestId: requestIdOf(context) });
    return pageResponse(request, result, read.input, intent);
  };
}

/**
 * A page form that only looks something up (no operation, nothing stored): its input, read
 * the one way, checked against its schema.
 */
export async function readValidInput<S extends v.GenericSchema>(request: Request, schema: S): Promise<{ ok: true; output: v.InferOutput<S> } | { ok: false; fieldErrors: FieldErrors }> {
  const read = await readInput(request);
  const result = v.safeParse(schema, read.ok ? read.input : {});
  return result.success ? { ok: true, output: result.output } : { ok: false, fieldErrors: fieldErrorsFromIssues(schema, result.issues) };
}
