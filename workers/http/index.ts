/**
 * The HTTP layer's one door: the Worker's request types, the API's error shape and input
 * validation, cookies, and the middleware every answer passes (same-origin guard, caching,
 * security headers, page-request checks, the pseudo-locale's limit).
 */
export { cacheControl, cacheControlFor, carriesSession } from "./cache-control";
export { clearNonEssentialCookies, deleteCookie, getCookie, isSecureRequest, isSecureUrl, setCookie } from "./cookies";
export { ApiError, DEFAULT_MESSAGES, errorBody, fieldError, validationError } from "./errors";
export { type PageRenderer, pageRequestGuard } from "./page-requests";
export { pseudoLocaleOnlyLocally } from "./pseudo-locale";
export { isAjax } from "./request";
export { type PageFacts, pageFactsOf } from "./route-table";
export { isCrossSiteRequest, sameOriginOnly } from "./same-origin";
export { type PolicySources, contentSecurityPolicy, policySources, securityHeaders } from "./security-headers";
export type { App, AppEnv, RequestVariables } from "./types";
export { readBody, validate } from "./validate";
