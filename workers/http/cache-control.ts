/**
 * Caching of what the Worker answers, decided in one place so no page or endpoint can forget:
 *
 * - API answers (/api/v1, the DolphinID endpoints under /id, /realtime) are `no-store` unless
 *   the endpoint states its own caching: most carry an account's data (account, contacts,
 *   preferences, premium teams, call settings, the realtime configuration), and a browser or
 *   proxy must not keep a copy for the next person at the computer.
 * - A page rendered for a signed-in visitor (a session or dealer-zone cookie came with the
 *   request) is `private, no-store`: it shows their e-mail address and account menu.
 * - Any answer that sets a cookie is `private, no-store`, so no shared cache replays it.
 * - Pages vary by cookie (account menu, cookie banner, country), so every page says
 *   `Vary: Cookie`; a shared cache must never serve one visitor's page to another.
 *
 * Resource routes that state public caching for data that is the same for everyone
 * (robots.txt, the sitemap, the RSS feed) keep it unless the answer sets a cookie.
 */
import type { MiddlewareHandler } from "hono";
import { parse } from "cookie";
import { DEALER_SESSION_COOKIE, SESSION_COOKIE } from "@common/identity";
import type { AppEnv } from "./types";

const NO_STORE = "no-store";
const PRIVATE_NO_STORE = "private, no-store";
const API_PREFIXES = ["/api/", "/id/", "/realtime"];

/** Whether the request comes from a browser holding a site or dealer-zone session. */
export function carriesSession(request: Request): boolean {
  const header = request.headers.get("cookie");
  if (!header) return false;
  const cookies = parse(header);
  return Boolean(cookies[SESSION_COOKIE] || cookies[DEALER_SESSION_COOKIE]);
}

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix));
}

function isPage(response: Response, pathname: string): boolean {
  const type = response.headers.get("content-type") ?? "";
  // React Router's data requests (`.data`) carry the same loader data as the page.
  return type.startsWith("text/html") || pathname.endsWith(".data") || type.includes("turbo-stream");
}

/** The Cache-Control a response needs, or null to keep what it has. */
export function cacheControlFor(request: Request, response: Response): string | null {
  const pathname = new URL(request.url).pathname;
  const stated = response.headers.get("cache-control");
  if (response.headers.has("set-cookie")) return stated?.includes(NO_STORE) ? null : PRIVATE_NO_STORE;
  if (isApiPath(pathname) && !isPage(response, pathname)) return stated ? null : NO_STORE;
  if (carriesSession(request) && (!stated || isPage(response, pathname))) return stated?.includes(NO_STORE) ? null : PRIVATE_NO_STORE;
  return null;
}

function appendVary(headers: Headers, name: string) {
  const current = headers.get("vary");
  if (!current) headers.set("vary", name);
  else if (!current.split(",").some((entry) => entry.trim().toLowerCase() === name.toLowerCase() || entry.trim() === "*"))
    headers.set("vary", `${current}, ${name}`);
}

export function cacheControl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // A websocket upgrade has no cacheable answer (and its response cannot be rebuilt).
    if (c.res.status === 101) return;
    const pathname = new URL(c.req.url).pathname;
    const value = cacheControlFor(c.req.raw, c.res);
    const varies = isPage(c.res, pathname);
    if (!value && !varies) return;
    let headers = c.res.headers;
    try {
      if (value) headers.set("cache-control", value);
      if (varies) appendVary(headers, "Cookie");
    } catch {
      // Responses passed through from fetch() have immutable headers: copy them once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      if (value) headers.set("cache-control", value);
      if (varies) appendVary(headers, "Cookie");
    }
  };
}
