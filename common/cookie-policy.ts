/**
 * The `cookie-policy` consent cookie: "1" when analytics and marketing
 * cookies are allowed, "0" when refused. Read as consent when the value is a positive
 * integer string, "t" or "true" (any case).
 */
export function parseCookiePolicy(value: string | undefined | null): boolean {
  if (value === undefined || value === null) return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) > 0;
  return /^(t|true)$/i.test(text);
}

/** Cookies the site needs to work; every other cookie is cleared when consent is revoked. */
export const ESSENTIAL_COOKIES: readonly string[] = [
  "cookie-policy",
  "browser-compat-warned",
  "__Host-session",
  "__Host-oauth",
  "__Host-dealer-session",
  "caller",
  // The language the visitor chose with the switcher: kept because they asked for it.
  "locale",
];
