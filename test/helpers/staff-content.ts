/**
 * Workers-test helper of the desk's content sections: one save through either path, the API
 * (its own method and address) or the page's form (its intent), read into one answer; and the
 * audit entries of an item.
 */
import { SELF, env } from "cloudflare:test";
import type { FieldErrors } from "@common/api-errors";
import type { FormActionResult } from "@common/forms/action-result";
import type { OperationPath } from "./operations";

type PageAction = (args: { request: Request; params: Record<string, string | undefined> }) => Promise<unknown>;

export interface ContentCall {
  /** The API's method and path after /api/v1/staff/. */
  api: [method: "POST" | "PUT" | "DELETE", path: string];
  /** The page action, its address and route parameters, and the form's intent. */
  page: { action: PageAction; path: string; intent: string; params?: Record<string, string> };
}

export interface ContentAnswer {
  status: number;
  message?: string;
  fieldErrors?: FieldErrors;
  data?: Record<string, unknown>;
  redirect?: string | null;
}

export async function send(path: OperationPath, call: ContentCall, fields: Record<string, string>, cookie?: string): Promise<ContentAnswer> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) };
  if (path === "api") {
    const [method, apiPath] = call.api;
    const response = await SELF.fetch(`https://site.test/api/v1/staff/${apiPath}`, {
      method,
      headers: { ...headers, "X-Requested-With": "XMLHttpRequest" },
      body: new URLSearchParams(fields).toString(),
    });
    const json = (await response.json().catch(() => null)) as (Record<string, unknown> & { message?: string; errors?: FieldErrors; redirect?: string }) | null;
    return { status: response.status, message: json?.message, fieldErrors: json?.errors, data: json ?? undefined, redirect: json?.redirect ?? null };
  }
  const body = new URLSearchParams({ ...fields, intent: call.page.intent }).toString();
  const request = new Request(`https://site.test${call.page.path}`, { method: "POST", headers: { ...headers, Origin: "https://site.test" }, body });
  let result: unknown;
  try {
    result = await call.page.action({ request, params: call.page.params ?? {} });
  } catch (thrown) {
    const status = (thrown as { init?: ResponseInit }).init?.status ?? (thrown instanceof Response ? thrown.status : 500);
    return { status };
  }
  if (result instanceof Response) return { status: result.status, redirect: result.headers.get("Location") };
  const typed = result as { type?: string; data?: FormActionResult; init?: ResponseInit | null };
  const answer = typed.type === "DataWithResponseInit" ? typed.data! : (result as FormActionResult);
  const status = typed.type === "DataWithResponseInit" ? (typed.init?.status ?? 200) : 200;
  if (answer.status === "done") return { status, message: answer.message ?? undefined, data: answer.data as Record<string, unknown> };
  if (answer.status === "invalid") return { status, message: answer.message, fieldErrors: answer.fieldErrors };
  return { status, message: answer.message };
}

export interface AuditRecord {
  action: string;
  actor_email: string;
  summary: string;
  before_json: string | null;
  after_json: string | null;
}

/** The audit entries of one item, oldest first. */
export async function auditOf(subjectType: string, subjectId: string | number): Promise<AuditRecord[]> {
  const { results } = await env.DB.prepare(
    "SELECT action, actor_email, summary, before_json, after_json FROM staff_audit WHERE subject_type = ?1 AND subject_id = ?2 ORDER BY id",
  )
    .bind(subjectType, String(subjectId))
    .all<AuditRecord>();
  return results;
}
