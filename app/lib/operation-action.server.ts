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
import { resolveLocale } from "@common/locale";
import { requestInfoContext } from "@common/request-context";
import { requestLocale, say, sayFieldErrors, serverText } from "@workers/i18n";
import {
  type Access,
  DEFAULT_MAX_BODY_BYTES,
  type Input,
  type Operation,
  type OperationResult,
  readInput,
  refuse,
  runOperation,
  typedValues,
} from "@workers/operation";
import { env } from "./db.server";
import { signInUrl } from "./session.server";

export interface ActionArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context?: Readonly<RouterContextProvider>;
}

/** The page's locale: its path's `locale` parameter (none for the default). */
function pageLocale(params: Record<string, string | undefined>) {
  return resolveLocale(params.locale);
}

function requestIdOf(context: ActionArgs["context"]): string | undefined {
  try {
    return context?.get(requestInfoContext).requestId;
  } catch {
    return undefined;
  }
}

/** The page's answer to an operation's result, its messages in the page's language (`locale`, the route's parameter). */
export function pageResponse<T>(request: Request, result: OperationResult<T>, input: Input, intent?: string, locale?: string) {
  const t = serverText(locale === undefined ? requestLocale(request) : resolveLocale(locale));
  if (result.kind === "done") {
    const headers = new Headers();
    for (const cookie of result.cookies ?? []) headers.append("Set-Cookie", cookie);
    if (result.redirect) return redirect(result.redirect, { status: 303, headers });
    const message = result.message !== undefined ? say(t, result.message) : messageOf(t, result.data);
    return data<FormActionResult<T>>({ status: "done", message, data: result.data, intent }, { status: result.status, headers });
  }
  if (result.kind === "refused" && result.status === 401) {
    const url = new URL(request.url);
    return redirect(signInUrl(`${url.pathname}${url.search}`), 303);
  }
  const values = typedValues(input);
  if (result.kind === "invalid") {
    return data<FormActionResult<T>>(
      { status: "invalid", message: say(t, result.message), fieldErrors: sayFieldErrors(t, result.fieldErrors), values, intent },
      { status: 422 },
    );
  }
  return data<FormActionResult<T>>({ status: "error", message: say(t, result.message), values, intent }, { status: result.status, headers: result.headers });
}

function messageOf(t: ReturnType<typeof serverText>, value: unknown): string | null {
  return value && typeof value === "object" && "message" in value && isMessage(value.message) ? say(t, value.message) : null;
}

/** A message an operation's data carries: an English text, or one with values. */
function isMessage(value: unknown): value is Parameters<typeof say>[1] {
  return typeof value === "string" || (typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string");
}

/** The page action of one operation: `export const action = operationAction(contactMessage)`. */
export function operationAction<S extends v.GenericSchema, T, A extends Access>(operation: Operation<S, T, A>) {
  return async ({ request, params, context }: ActionArgs) => {
    const read = await readInput(request, operation.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    const locale = pageLocale(params);
    if (!read.ok) return pageResponse<T>(request, read.failure, {}, undefined, locale);
    const result = await runOperation(operation, { env, request, input: read.input, params, requestId: requestIdOf(context), locale });
    return pageResponse(request, result, read.input, undefined, locale);
  };
}

/**
 * The page action of a page with several forms: each form names its operation in an
 * `intent` field (`<input type="hidden" name="intent" value="add-domain">`), and the result
 * says which form it answers, for that form to show it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page's operations each have their own input and data.
export function intentActions(operations: Record<string, Operation<any, any, any>>) {
  const largest = Math.max(DEFAULT_MAX_BODY_BYTES, ...Object.values(operations).map((operation) => operation.maxBodyBytes ?? 0));
  return async ({ request, params, context }: ActionArgs) => {
    const read = await readInput(request, largest);
    const locale = pageLocale(params);
    if (!read.ok) return pageResponse(request, read.failure, {}, undefined, locale);
    const intent = typeof read.input.intent === "string" ? read.input.intent : "";
    const operation = operations[intent];
    if (!operation)
      return pageResponse(request, refuse(400, "That form is not known on this page. Reload the page and try again."), read.input, intent, locale);
    const result = await runOperation(operation, { env, request, input: read.input, params, requestId: requestIdOf(context), locale });
    return pageResponse(request, result, read.input, intent, locale);
  };
}

/**
 * A page form that only looks something up (no operation, nothing stored): its input, read
 * the one way, checked against its schema.
 */
export async function readValidInput<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  locale?: string,
): Promise<{ ok: true; output: v.InferOutput<S> } | { ok: false; fieldErrors: FieldErrors }> {
  const read = await readInput(request);
  const result = v.safeParse(schema, read.ok ? read.input : {});
  return result.success
    ? { ok: true, output: result.output }
    : {
        ok: false,
        fieldErrors: sayFieldErrors(
          serverText(locale === undefined ? requestLocale(request) : resolveLocale(locale)),
          fieldErrorsFromIssues(schema, result.issues),
        ),
      };
}
