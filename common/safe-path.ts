/**
 * The one rule for every redirect target that comes from a request or a visitor: redirectTo,
 * returnTo, the Referer header, the page switcher, sign-in, unlock and download flows, cookie
 * preferences, country change and terms acceptance all send the visitor only to a path on this
 * site. Anything else falls back to a safe default, so no link can bounce a visitor to another
 * site (an open redirect).
 *
 * A safe target is a same-origin relative path: one leading `/` followed by a character that
 * is neither `/` nor `\`. Refused outright, because browsers and URL parsers rewrite them into
 * a different host:
 * - control characters and whitespace, raw or percent-encoded (`/%09/evil.example` loses its
 *   tab and becomes `//evil.example`);
 * - backslashes, raw or percent-encoded (`/\evil.example` is `//evil.example` to a browser);
 * - protocol-relative forms (`//host`), also after percent-decoding (`/%2Fhost`, `/%252Fhost`);
 * - anything longer than a URL a browser keeps.
 */

import { isLocale } from "./locale";

/** Longest target kept; longer ones are not a path this site links to. */
const MAX_PATH_LENGTH = 2048;
/** A check origin: the result must resolve here and nowhere else. */
const CHECK_ORIGIN = "https://site.invalid";

/** Raw control characters, whitespace (including Unicode spaces and line separators) and backslashes. */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/;
/** Percent-encoded control characters, DEL and backslash (%00-%1F, %7F, %5C). */
const UNSAFE_ESCAPES = /%(?:[01][0-9a-f]|7f|5c)/i;
/** How many rounds of percent-decoding a target must survive (`%252F` is `/` after two). */
const DECODING_ROUNDS = 3;
/** One leading slash, then anything but another slash or a backslash (or the root itself). */
const SINGLE_LEADING_SLASH = /^\/(?![/\\])/;

/** Control characters a URL parser drops or a server may treat as a line break. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function isSafe(path: string): boolean {
  return SINGLE_LEADING_SLASH.test(path) && !UNSAFE_CHARACTERS.test(path) && !UNSAFE_ESCAPES.test(path);
}

/** After decoding, spaces and other escapes are harmless; only what changes the host matters. */
function isSafeOnceDecoded(path: string): boolean {
  return SINGLE_LEADING_SLASH.test(path) && !CONTROL_CHARACTERS.test(path);
}

/** A path on this site, or null when `value` could lead anywhere else. */
export function safeSitePath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!isSafe(value)) return null;
  // A server or client that decodes it again must still see a path on this site.
  let decoded = value;
  for (let round = 0; round < DECODING_ROUNDS && decoded.includes("%"); round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break; // not decodable any further, so nobody can decode it into something else
    }
    if (!isSafeOnceDecoded(decoded)) return null;
  }
  try {
    if (new URL(value, CHECK_ORIGIN).origin !== CHECK_ORIGIN) return null;
  } catch {
    return null;
  }
  return value;
}

/** The redirect target for `value`: the path when it is safe, otherwise `fallback`. */
export function safeRedirectTarget(value: string | null | undefined, fallback = "/"): string {
  return safeSitePath(value) ?? fallback;
}

/**
 * The path (with query) of a Referer header when it names this site's origin, for "send the
 * visitor back where they were"; otherwise `fallback`.
 */
export function refererPath(referer: string | null | undefined, siteOrigin: string, fallback: string): string {
  if (!referer) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if (url.origin !== siteOrigin) return fallback;
  return safeRedirectTarget(`${url.pathname}${url.search}`, fallback);
}

/**
 * Where the DolphinID pages (register, prove your address) may send a visitor back to: only
 * the provider's own sign-in page with its request, so that finishing there continues the
 * sign-in that was interrupted; any other target is dropped.
 */
export function providerReturnPath(value: string | null | undefined): string | null {
  const path = safeSitePath(value);
  if (!path) return null;
  // The sign-in page in any of the site's languages ("/de-de/id/oauth/authorize").
  const first = path.split(/[/?#]/)[1];
  const rest = isLocale(first) ? path.slice(first.length + 1) : path;
  return rest.startsWith("/id/oauth/authorize") ? path : null;
}

/** A host as a link may name it: letters, digits, dots and hyphens, with at least one dot. */
const LINK_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * The one rule for every link the site stores and renders (staff-written addresses such as an
 * event's 'More info', a webinar's registration link, a dealer's website, links in release
 * notes): an absolute `https:` URL naming a host, or a path on this site by the redirect rule
 * above. Anything else (`/\host`, `//host`, `http:`, `javascript:`, a scheme-less host) could
 * take a visitor to another site while looking like one of ours, or run script, so it is refused.
 */
export function isSafeLink(value: string | null | undefined): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_PATH_LENGTH) return false;
  if (value.startsWith("/")) return safeSitePath(value) !== null;
  // The written form must already be the https URL it parses to: no spaces, controls or backslashes.
  if (!/^https:\/\/[^/\\?#]/i.test(value) || UNSAFE_CHARACTERS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.username === "" && url.password === "" && LINK_HOST.test(url.hostname);
}
