/**
 * Cross-site request forgery guard for the API: a state-changing request must come
 * from this site. Browsers say where a request comes from with Sec-Fetch-Site and Origin;
 * requests without either (server-to-server clients, tests) are not browser forgeries.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  return origin !== new URL(request.url).origin;
}

export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isCrossSiteRequest(c.req.raw)) throw new ApiError(403, "Requests from other sites are not accepted.");
    await next();
  };
}
