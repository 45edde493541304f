/**
 * What of a visitor's request a kept page depends on besides its address: the consent choice
 * and the language the page suggests. Any other cookie may change the page, so a request that
 * carries one is rendered for that visitor.
 */
import { parse } from "cookie";
import { ANALYTICS_ID_COOKIE, BROWSER_COMPAT_COOKIE, COOKIE_POLICY_COOKIE } from "@common/constants";
import { parseCookiePolicy } from "@common/cookie-policy";
import { LANGUAGE_COOKIE, suggestedLocale } from "@common/i18n/choice";
import { resolveLocale } from "@common/locale";

/** Cookies that leave the server's page as it is for everyone (read by scripts or other endpoints). */
const NEUTRAL_COOKIES = new Set([BROWSER_COMPAT_COOKIE, ANALYTICS_ID_COOKIE]);

/**
 * "consent-none", "consent-yes" or "consent-no", then the suggested locale or "none"; or null
 * when the request carries a cookie other than those, the neutral ones and `alsoAllowed`.
 */
export function visitorVariant(request: Request, alsoAllowed?: string): string | null {
  const header = request.headers.get("cookie");
  const cookies = header ? parse(header) : {};
  for (const name of Object.keys(cookies)) {
    if (name !== COOKIE_POLICY_COOKIE && name !== LANGUAGE_COOKIE && name !== alsoAllowed && !NEUTRAL_COOKIES.has(name)) return null;
  }
  const consent = cookies[COOKIE_POLICY_COOKIE];
  const consentPart = consent === undefined ? "consent-none" : parseCookiePolicy(consent) ? "consent-yes" : "consent-no";
  const url = new URL(request.url);
  const pageLocale = resolveLocale(url.pathname.split("/")[1]);
  const suggestion = suggestedLocale(pageLocale, cookies[LANGUAGE_COOKIE], request.headers.get("accept-language"));
  return `${consentPart}/${suggestion ?? "none"}`;
}
