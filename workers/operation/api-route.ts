/**
 * An operation as an /api/v1 route: the input from the body (or the query of a GET) and the
 * route's parameters; `done` is answered with its data as JSON (its redirect added as
 * `redirect`, which the site's API client follows), a failure in the API's one error shape.
 */
import type { Context } from "hono";
import type * as v from "valibot";
import { errorBody, isAjax, type AppEnv } from "../http";
import { isMessageLike, markTranslated, requestLocale, say, sayFieldErrors, serverText } from "../i18n";
import type { Access, Operation } from "./define";
import { DEFAULT_MAX_BODY_BYTES, readInput } from "./input";
import { type OperationResult, refuse } from "./result";
import { SIGN_IN_REQUIRED_MESSAGE, runOperation } from "./run";
import { operationSurroundings } from "./surroundings";

export interface ApiRouteOptions<T> {
  /** The JSON the API answers for `done`, when it is not the data itself. */
  json?: (data: T) => unknown;
  /** Plain form posts (no API client) follow the redirect with a 303 instead of reading JSON. */
  redirectPlainPosts?: boolean;
  /** The redirect also goes in the `Location` header: the address of what a 201 created. */
  locationHeader?: boolean;
}

/** The operation's answer as JSON, its messages in the caller's language (workers/i18n requestLocale). */
export function apiResponse<T>(c: Context<AppEnv>, result: OperationResult<T>, options: ApiRouteOptions<T> = {}): Response {
  return markTranslated(answer(c, result, options));
}

function answer<T>(c: Context<AppEnv>, result: OperationResult<T>, options: ApiRouteOptions<T>): Response {
  const t = serverText(requestLocale(c.req.raw));
  if (result.kind === "done") {
    const headers = new Headers();
    for (const cookie of result.cookies ?? []) headers.append("Set-Cookie", cookie);
    if (result.redirect && options.redirectPlainPosts && !isAjax(c)) {
      headers.set("Location", result.redirect);
      return new Response(null, { status: 303, headers });
    }
    if (result.redirect && options.locationHeader) headers.set("Location", result.redirect);
    const data = sayMessageOf(t, options.json ? options.json(result.data) : result.data);
    const body = result.redirect ? { ...(isRecord(data) ? data : {}), redirect: result.redirect } : (data ?? null);
    headers.set("Content-Type", "application/json; charset=UTF-8");
    return new Response(JSON.stringify(body), { status: result.status, headers });
  }
  if (result.kind === "invalid") return c.json(errorBody(422, say(t, result.message), sayFieldErrors(t, result.fieldErrors)), 422);
  return c.json(errorBody(result.status, say(t, result.message)), result.status, result.headers);
}

/** The `message` a done answer's data carries, said in the caller's language. */
function sayMessageOf(t: ReturnType<typeof serverText>, data: unknown): unknown {
  if (!isRecord(data) || !("message" in data) || !isMessageLike(data.message)) return data;
  return { ...data, message: say(t, data.message) };
}

/** The message a signed-out caller of this access gets, or null when signing in is not needed. */
function signInMessage(access: Access): string | null {
  if (access === "signed-in" || access === "proved") return SIGN_IN_REQUIRED_MESSAGE;
  if (typeof access === "object" && access.signedIn) return access.signInMessage ?? SIGN_IN_REQUIRED_MESSAGE;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The Hono handler of an operation: `api.post("/contact/message", apiRoute(contactMessage))`. */
export function apiRoute<S extends v.GenericSchema, T, A extends Access>(operation: Operation<S, T, A>, options: ApiRouteOptions<T> = {}) {
  return async (c: Context<AppEnv>) => {
    const read = await readInput(c.req.raw, operation.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (!read.ok) {
      // An anonymous caller of a signed-in operation hears 401 whatever it sent, so the answer never hints at what a valid body would be.
      const message = signInMessage(operation.access);
      if (message && !(await operationSurroundings().readSessionUser(c.req.raw, c.env))) return apiResponse(c, refuse(401, message));
      return apiResponse(c, read.failure);
    }
    const result = await runOperation(operation, {
      env: c.env,
      request: c.req.raw,
      input: read.input,
      params: c.req.param() as Record<string, string>,
      requestId: c.get("requestId"),
    });
    return apiResponse(c, result, options);
  };
}
