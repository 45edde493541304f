/**
 * Route loaders and actions of the video-calling pages use the site's own API in-process:
 * the same endpoints, checks and account-service calls as the browser's requests, with the
 * visitor's cookies, so a form sent without JavaScript behaves exactly like one sent with it.
 */
import { env } from "cloudflare:workers";
import { createApi } from "../../../workers/api";

export interface InProcessResult<T> {
  status: number;
  ok: boolean;
  data: T | null;
}

export async function callSiteApi<T>(request: Request, method: string, path: string, form?: Record<string, string>): Promise<InProcessResult<T>> {
  const url = new URL(`/${path.replace(/^\/+/, "")}`, request.url);
  const headers = new Headers({ "X-Requested-With": "XMLHttpRequest", Accept: "application/json" });
  for (const name of ["cookie", "cf-connecting-ip", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let body: string | undefined;
  if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(form).toString();
  }
  const response = await createApi().fetch(new Request(url, { method, headers, body }), env);
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  return { status: response.status, ok: response.ok, data: data as T };
}
