/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability (Contact) and until
 * when the file holds (Expires), both from the configuration (SECURITY_CONTACT,
 * SECURITY_TXT_EXPIRES). Local development has defaults; anywhere else, a file without both, or
 * past its date, is not served at all (404): a stale or invented contact would send a report
 * nowhere, which is worse than none.
 */
import { isLocalEnvironment } from "../environment";

export const LOCAL_SECURITY_CONTACT = "mailto:security@example.com";
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** The languages reports are read in: the site's own. */
const PREFERRED_LANGUAGES = "en, de, fr, nl";

export function securityContacts(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A Contact value RFC 9116 accepts from us: a mailto:, https: or tel: URI. */
export function isSecurityContact(value: string): boolean {
  return URL.canParse(value) && ["mailto:", "https:", "tel:"].includes(new URL(value).protocol);
}

/** An RFC 3339 date-time with a time zone ("2027-12-31T23:59:59Z"). */
export function isSecurityExpiry(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

type SecurityEnv = Pick<Env, "ENVIRONMENT" | "SECURITY_CONTACT" | "SECURITY_TXT_EXPIRES" | "SITE_ORIGIN">;

/** The file's text, or null when it is not to be served. */
export function securityTxt(env: SecurityEnv, now = Date.now()): string | null {
  const local = isLocalEnvironment(env);
  const contacts = securityContacts(env.SECURITY_CONTACT || (local ? LOCAL_SECURITY_CONTACT : ""));
  const expires = env.SECURITY_TXT_EXPIRES || (local ? new Date(now + YEAR_MS).toISOString().replace(/\.\d+Z$/, "Z") : "");
  if (contacts.length === 0 || !contacts.every(isSecurityContact) || !isSecurityExpiry(expires) || Date.parse(expires) <= now) return null;
  const lines = [...contacts.map((contact) => `Contact: ${contact}`), `Expires: ${expires}`, `Preferred-Languages: ${PREFERRED_LANGUAGES}`];
  if (env.SITE_ORIGIN) lines.push(`Canonical: ${env.SITE_ORIGIN.replace(/\/$/, "")}/.well-known/security.txt`);
  return `${lines.join("\n")}\n`;
}
