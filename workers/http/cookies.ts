/** Cookie helpers shared by the API and the identity provider. */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ESSENTIAL_COOKIES } from "@common/cookie-policy";

/** Secure cookies everywhere but plain-http hosts other than localhost (browsers treat localhost as secure). */
export function isSecureRequest(c: Context): boolean {
  return isSecureUrl(c.req.url);
}

/** The same rule for code that has the request's address rather than Hono's context. */
export function isSecureUrl(address: string): boolean {
  const url = new URL(address);
  return url.protocol === "https:" || url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

/** Expires every cookie the request carries that the site does not need to work. */
export function clearNonEssentialCookies(c: Context): string[] {
  const cleared: string[] = [];
  for (const name of Object.keys(getCookie(c))) {
    if (ESSENTIAL_COOKIES.includes(name)) continue;
    deleteCookie(c, name, { path: "/" });
    cleared.push(name);
  }
  return cleared;
}

export { getCookie, setCookie, deleteCookie };
