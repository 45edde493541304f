/**
 * Posts one operation's input through either of its two paths, the /api/v1 route (as the
 * site's API client does) or the page action made from the same definition (as a form
 * without JavaScript does), and reads both answers into one shape, so that a test written
 * once asserts the same behaviour on both paths.
 */
import { SELF, env } from "cloudflare:test";
import type { FieldErrors } from "@common/api-errors";
import type { FormActionResult } from "@common/forms/action-result";
import { getDb } from "../../workers/db/client";
import { LocalHumanVerifier } from "../../workers/services/human-check";

export type OperationPath = "api" | "page";
export const BOTH_PATHS: OperationPath[] = ["api", "page"];

type PageAction = (args: { request: Request; params: Record<string, string | undefined> }) => Promise<unknown>;

export interface Target {
  /** The API path after /api/v1/, e.g. "contact/message". */
  api: string;
  /** The page action made from the same operation. */
  page: PageAction;
  /** The page's address, for the action's request. */
  pagePath: string;
}

export interface Answer {
  status: number;
  message?: string;
  fieldErrors?: FieldErrors;
  /** The done data: the API's JSON body, or the page action's `data`. */
  data?: unknown;
  /** Where a redirect leads: the page's Location, or the API's `redirect` field. */
  redirect?: string | null;
  /** The Set-Cookie values sent with the answer. */
  cookies?: string[];
}

let address = 0;
/** A new client address for each call, so rate limits bite only where a test wants them to. */
export function freshAddress(): string {
  return `198.18.${Math.floor(++address / 250) % 250}.${address % 250}`;
}

/** A valid, unused token of the local human check for `action`. */
export function humanCheckToken(action: string): Promise<string> {
  return new LocalHumanVerifier(getDb(env.DB)).issueToken(action);
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: string }).type === "DataWithResponseInit";
}

/** A multipart body of the fields and files (its Content-Type, with the boundary, is set by fetch). */
function multipart(fields: Record<string, string>, files: Record<string, File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, file);
  return form;
}

/**
 * Posts the fields as a urlencoded form, or, with `files`, as a multipart form; `params` are
 * the page route's parameters (the API path carries its own).
 */
export async function submit(
  path: OperationPath,
  target: Target,
  fields: Record<string, string>,
  options: { address?: string; cookie?: string; files?: Record<string, File>; params?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "CF-Connecting-IP": options.address ?? freshAddress() };
  if (!options.files) headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (options.cookie) headers.Cookie = options.cookie;
  const body = options.files ? multipart(fields, options.files) : new URLSearchParams(fields).toString();
  if (path === "api") {
    const response = await SELF.fetch(`https://site.test/api/v1/${target.api}`, {
      method: "POST",
      headers: { ...headers, "X-Requested-With": "XMLHttpRequest" },
      body,
    });
    const json = (await response.json().catch(() => null)) as { message?: string; errors?: FieldErrors; redirect?: string } | null;
    const cookies = response.headers.getSetCookie();
    return { status: response.status, message: json?.message, fieldErrors: json?.errors, data: json, redirect: json?.redirect ?? null, cookies };
  }
  const request = new Request(`https://site.test${target.pagePath}`, { method: "POST", headers: { ...headers, Origin: "https://site.test" }, body });
  const result = await target.page({ request, params: options.params ?? {} });
  if (result instanceof Response) return { status: result.status, redirect: result.headers.get("Location"), cookies: result.headers.getSetCookie() };
  const [answer, status] = isDataWithInit(result) ? [result.data as FormActionResult, result.init?.status ?? 200] : [result as FormActionResult, 200];
  const cookies = isDataWithInit(result) ? new Headers(result.init?.headers).getSetCookie() : [];
  if (answer.status === "done") return { status, message: answer.message ?? undefined, data: answer.data, redirect: null, cookies };
  if (answer.status === "invalid") return { status, message: answer.message, fieldErrors: answer.fieldErrors };
  return { status, message: answer.message };
}
