/**
 * Page routes answer what they cannot handle with a 4xx, never a 500, before React Router
 * reads anything. React Router calls a route's action for any method but GET and HEAD, and
 * actions read the body as a form; a PUT, a JSON body or a malformed upload would reach them
 * and fail. The rule is implemented once, here, rather than in every action:
 *
 * - GET and HEAD go through to every page.
 * - OPTIONS answers 204 with the methods the page takes (`Allow`).
 * - POST goes through only to a page whose route has an action, and only with a form body
 *   (application/x-www-form-urlencoded or multipart/form-data) that can be read: another page
 *   answers 405 with `Allow: GET, HEAD`; another type of body 415 with `Accept-Post`; a body
 *   that does not parse 400.
 * - Every other method answers 405 with `Allow`.
 * - A 405 from an action (one route module serving several addresses, some of which take no
 *   form) gets the `Allow` of a page without an action, since React Router drops the headers
 *   of a thrown response: every 405 says what is allowed.
 *
 * Whether the page has an action is decided by React Router's own route table
 * (./route-table.ts, given the server build), so a new route needs nothing here. The refusal
 * is the site's own status page (/405), with the status of the refusal, so it is a complete,
 * accessible page in the site's language and layout.
 */
import type { MiddlewareHandler } from "hono";
import type { PageFacts } from "./route-table";
import type { AppEnv, RequestVariables } from "./types";

export type PageRenderer = (request: Request, info: RequestVariables) => Promise<Response>;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const STATUS_PAGE_PATH = "/405";

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

async function readsAsForm(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

export function pageRequestGuard(options: { pageFacts: PageFacts; renderPage: PageRenderer }): MiddlewareHandler<AppEnv> {
  const refuse = async (request: Request, info: RequestVariables, status: number, extraHeaders: Record<string, string>) => {
    // The status page as a plain GET with the visitor's cookies and language, never their body.
    const headers = new Headers();
    for (const name of ["cookie", "accept-language", "user-agent"]) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const page = await options.renderPage(new Request(new URL(STATUS_PAGE_PATH, request.url), { headers }), info);
    const answer = new Response(request.method === "HEAD" ? null : page.body, { status, headers: page.headers });
    for (const [name, value] of Object.entries(extraHeaders)) answer.headers.set(name, value);
    return answer;
  };

  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD") return next();
    const info = { nonce: c.get("nonce"), requestId: c.get("requestId") };
    const hasAction = (await options.pageFacts.hasAction(new URL(request.url))) === true;
    const allow = hasAction ? "GET, HEAD, POST, OPTIONS" : "GET, HEAD, OPTIONS";
    if (request.method === "OPTIONS") return c.body(null, 204, { Allow: allow });
    if (request.method !== "POST" || !hasAction) return refuse(request, info, 405, { Allow: allow });
    if (!FORM_TYPES.includes(mediaType(request))) return refuse(request, info, 415, { "Accept-Post": FORM_TYPES.join(", ") });
    if (!(await readsAsForm(request))) return refuse(request, info, 400, {});
    await next();
    if (c.res.status === 405 && !c.res.headers.has("Allow")) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Allow", "GET, HEAD, OPTIONS");
    }
  };
}
