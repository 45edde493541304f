/**
 * The visitor's cookie choice: consent (1) allows analytics and marketing cookies for a week;
 * refusing (0) also expires every cookie the site does not need to work. A form posted
 * without JavaScript goes back to the page it came from (a path on this site, never another).
 */
import { parse, stringifySetCookie } from "cookie";
import { COOKIE_POLICY_COOKIE, COOKIE_POLICY_LIFETIME_SECONDS } from "@common/constants";
import { ESSENTIAL_COOKIES } from "@common/cookie-policy";
import { cookiePreferencesSchema } from "@common/schemas/site";
import { isSecureUrl } from "../http";
import { defineOperation, done } from "../operation";

/** Set-Cookie values that expire every non-essential cookie the request carries. */
function expireNonEssentialCookies(request: Request): string[] {
  const names = Object.keys(parse(request.headers.get("cookie") ?? ""));
  return names.filter((name) => !ESSENTIAL_COOKIES.includes(name)).map((name) => stringifySetCookie(name, "", { path: "/", maxAge: 0 }));
}

export const saveCookiePreferences = defineOperation({
  name: "cookie-preferences",
  input: cookiePreferencesSchema,
  access: "anyone",
  run: async ({ request }, { consent, redirectTo }) => {
    const given = consent === "1";
    const policy = stringifySetCookie(COOKIE_POLICY_COOKIE, given ? "1" : "0", {
      path: "/",
      maxAge: COOKIE_POLICY_LIFETIME_SECONDS,
      sameSite: "lax",
      secure: isSecureUrl(request.url),
    });
    const cookies = [...(given ? [] : expireNonEssentialCookies(request)), policy];
    return done({ consent: given }, { cookies, redirect: redirectTo });
  },
});
