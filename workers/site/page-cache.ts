/**
 * The page cache: anonymous pages that are the same for every visitor with the same consent
 * choice are rendered once per content version and then served from the Workers Cache API
 * (and a small copy in the isolate's memory), instead of running React Router and D1 again.
 *
 * What may be served from it, and what never is:
 * - GET only, on the pages listed below (opt-in: a page joins only once it is known to show
 *   nothing personal: no session data, no human-check token, no live availability).
 * - Only visitors whose cookies are all ones that change nothing on the server's page, or the
 *   consent choice, which is part of the key: a session, a dealer-zone session, a chosen
 *   country or any other cookie means the page is rendered for that visitor.
 * - Only 200 HTML answers without Set-Cookie and without private/no-store caching.
 * - The key holds the host, path and query (the locale is the path's prefix), the consent choice,
 *   the language the page suggests (from the language cookie or Accept-Language: one of the
 *   locales or none) and the content version, so a saved change, a consent or language choice
 *   or a sign-in shows at once.
 *
 * Each page carries the CSP nonce and request id of the response it is sent in: the stored
 * copy remembers the ones it was rendered with and they are replaced on the way out
 * (docs/decisions/ records why).
 */
import { parse } from "cookie";
import { ANALYTICS_ID_COOKIE, BROWSER_COMPAT_COOKIE, COOKIE_POLICY_COOKIE } from "@common/constants";
import { parseCookiePolicy } from "@common/cookie-policy";
import { LANGUAGE_COOKIE, suggestedLocale } from "@common/i18n/choice";
import { isLocale, resolveLocale } from "@common/locale";
import { currentContentVersion, forgetVersionInMemory, sharedCache } from "./content-version";
import { forgetReferenceData } from "./reference-cache";

/** Cookies that leave the server's page as it is for everyone (read by scripts or other endpoints). */
const NEUTRAL_COOKIES = new Set([BROWSER_COMPAT_COOKIE, ANALYTICS_ID_COOKIE]);

/** Pages (without their locale prefix) that show the same to every anonymous visitor. */
const CACHEABLE_PAGES: RegExp[] = [
  /^\/$/,
  /^\/products(\/all|\/hardware)?$/,
  /^\/products\/[^/]+(\/families)?\/[^/]+(\/voices)?$/,
  /^\/products\/[^/]+$/,
  /^\/(events|webinars)(\/[^/]+)?$/,
  /^\/blog\/[^/]+$/,
  /^\/support(\/knowledge-base(\/articles|\/article)?)?$/,
  /^\/product-help\/[^/]+(\/[^/]+)?$/,
  /^\/(privacy|terms|video-calling-terms|Cookie-Policy|About-Dolphin|Manage-Cookies|accessibility|sitemap|FAQs|AllProducts|Developers|Developer-Services|DEIA|How-Dolphin-Helps|Information-And-Advice|Refunds-and-Returns|Technical-Information|Certifications-and-Memberships|Causes-of-Sight-Loss|Be-My-Best-Self|Unlock-and-Activate|Assessors|Business|Charities|Education|Libraries|Tech-for-Home)$/,
  /^\/(SuperNova|ScreenReader|GuideConnect|Publisher|EasyReader|GuideConnectEasyReader|Magnifier)(\/(Features|Packages|Support|Training))?$/i,
];

/** How long a stored page lives at most: pages that show the date (upcoming events) move on by themselves. */
const PAGE_LIFETIME_SECONDS = 300;
/** Pages kept in the isolate's memory, besides the Cache API (the most recently stored ones). */
const MEMORY_ENTRIES = 64;
const KEY_ORIGIN = "https://page-cache.internal";
const RENDERED_NONCE = "x-page-cache-nonce";
const RENDERED_REQUEST_ID = "x-page-cache-request-id";
const STATED_CACHE_CONTROL = "x-page-cache-control";

export interface ResponseStamp {
  nonce: string;
  requestId: string;
}

interface StoredPage {
  body: string;
  headers: [string, string][];
  nonce: string;
  requestId: string;
  expires: number;
  /** The body as bytes, cut where the nonce and request id were written (made on first answer). */
  cut?: CutBody;
}

interface CutBody {
  pieces: Uint8Array[];
  /** What goes after each piece but the last. */
  slots: ("nonce" | "requestId")[];
}

const encoder = new TextEncoder();
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cutting the page once, where its tokens are, lets each answer be a copy of bytes with the new
 * tokens between them, rather than two searches through the page and its encoding every time.
 */
function cutBody(page: StoredPage): CutBody {
  const tokens = [page.nonce, page.requestId].filter(Boolean);
  if (tokens.length === 0) return { pieces: [encoder.encode(page.body)], slots: [] };
  const pieces: Uint8Array[] = [];
  const slots: CutBody["slots"] = [];
  let from = 0;
  for (const match of page.body.matchAll(new RegExp(tokens.map(escapeForPattern).join("|"), "g"))) {
    pieces.push(encoder.encode(page.body.slice(from, match.index)));
    slots.push(match[0] === page.nonce ? "nonce" : "requestId");
    from = match.index + match[0].length;
  }
  pieces.push(encoder.encode(page.body.slice(from)));
  return { pieces, slots };
}

/** The stored page's bytes with this response's nonce and request id where the old ones were. */
function stampedBody(page: StoredPage, stamp: ResponseStamp): Uint8Array<ArrayBuffer> {
  page.cut ??= cutBody(page);
  const { pieces, slots } = page.cut;
  const values = { nonce: encoder.encode(stamp.nonce), requestId: encoder.encode(stamp.requestId) };
  let length = 0;
  for (const piece of pieces) length += piece.length;
  for (const slot of slots) length += values[slot].length;
  const bytes = new Uint8Array(length);
  let at = 0;
  pieces.forEach((piece, index) => {
    bytes.set(piece, at);
    at += piece.length;
    const slot = slots[index];
    if (slot) {
      bytes.set(values[slot], at);
      at += values[slot].length;
    }
  });
  return bytes;
}

const memory = new Map<string, StoredPage>();

/** Empties this isolate's copies of pages, the content version and reference data (tests use it to stand for another isolate). */
export function forgetIsolateCopies(): void {
  memory.clear();
  forgetVersionInMemory();
  forgetReferenceData();
}

function pagePath(pathname: string): string {
  const first = pathname.split("/")[1];
  const rest = isLocale(first) ? pathname.slice(first.length + 1) : pathname;
  return rest === "" ? "/" : rest.length > 1 ? rest.replace(/\/$/, "") : rest;
}

/**
 * The part of the key that depends on the visitor ("consent-none", "consent-yes" or
 * "consent-no", then the suggested locale or "none"), or null when the page must be rendered
 * for this visitor.
 */
export function anonymousVariant(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!CACHEABLE_PAGES.some((pattern) => pattern.test(pagePath(url.pathname)))) return null;
  const header = request.headers.get("cookie");
  const cookies = header ? parse(header) : {};
  for (const name of Object.keys(cookies)) if (name !== COOKIE_POLICY_COOKIE && name !== LANGUAGE_COOKIE && !NEUTRAL_COOKIES.has(name)) return null;
  const consent = cookies[COOKIE_POLICY_COOKIE];
  const consentPart = consent === undefined ? "consent-none" : parseCookiePolicy(consent) ? "consent-yes" : "consent-no";
  const pageLocale = resolveLocale(url.pathname.split("/")[1]);
  const suggestion = suggestedLocale(pageLocale, cookies[LANGUAGE_COOKIE], request.headers.get("accept-language"));
  return `${consentPart}/${suggestion ?? "none"}`;
}

function isStorable(response: Response): boolean {
  const stated = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !/private|no-store|no-cache/i.test(stated)
  );
}

function storedHeaders(response: Response): [string, string][] {
  const skip = new Set(["server-timing", "vary", "cache-control", "content-length", "content-encoding"]);
  return [...response.headers].filter(([name]) => !skip.has(name.toLowerCase()));
}

function toCacheResponse(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.set(RENDERED_NONCE, page.nonce);
  headers.set(RENDERED_REQUEST_ID, page.requestId);
  headers.set("Cache-Control", `public, max-age=${PAGE_LIFETIME_SECONDS}`);
  return new Response(page.body, { headers });
}

async function fromCacheResponse(response: Response): Promise<StoredPage> {
  const headers = [...response.headers].filter(([name]) => ![RENDERED_NONCE, RENDERED_REQUEST_ID, "cache-control", "content-length", "cf-cache-status", "age", "expires"].includes(name.toLowerCase()));
  return {
    body: await response.text(),
    headers,
    nonce: response.headers.get(RENDERED_NONCE) ?? "",
    requestId: response.headers.get(RENDERED_REQUEST_ID) ?? "",
    expires: Date.now() + PAGE_LIFETIME_SECONDS * 1000,
  };
}

function remember(key: string, page: StoredPage) {
  memory.delete(key);
  memory.set(key, page);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/** The stored page, answered with this response's nonce and request id. */
function answer(page: StoredPage, stamp: ResponseStamp, source: string): Response {
  // Both are long random tokens: they occur in the page only where they were written.
  const body = stampedBody(page, stamp);
  const headers = new Headers(page.headers);
  headers.delete(STATED_CACHE_CONTROL);
  const stated = page.headers.find(([name]) => name === STATED_CACHE_CONTROL)?.[1];
  if (stated) headers.set("Cache-Control", stated);
  headers.set("Server-Timing", `cache;desc=${source}`);
  return new Response(body, { status: 200, headers });
}

/**
 * Answers a page request from the cache when it may be, rendering (and storing) it otherwise.
 * `waitUntil` lets the copy be stored after the visitor has their answer.
 */
export async function servePage(
  request: Request,
  env: Env,
  stamp: ResponseStamp,
  render: () => Promise<Response>,
  waitUntil: (work: Promise<unknown>) => void = () => {},
): Promise<Response> {
  const variant = anonymousVariant(request);
  const cache = sharedCache();
  if (variant === null || !cache) return render();
  const url = new URL(request.url);
  // The host is part of the key: a page names its own origin (language alternates, absolute links).
  const key = `${KEY_ORIGIN}/${await currentContentVersion(env)}/${variant}/${url.host}${url.pathname}${url.search}`;

  const inMemory = memory.get(key);
  if (inMemory && inMemory.expires > Date.now()) return answer(inMemory, stamp, "memory");
  const cached = await cache.match(key);
  if (cached) {
    const page = await fromCacheResponse(cached);
    remember(key, page);
    return answer(page, stamp, "hit");
  }

  const response = await render();
  if (!isStorable(response)) return response;
  const body = await response.text();
  const headers = storedHeaders(response);
  const stated = response.headers.get("cache-control");
  if (stated) headers.push([STATED_CACHE_CONTROL, stated]);
  const page: StoredPage = { body, headers, nonce: stamp.nonce, requestId: stamp.requestId, expires: Date.now() + PAGE_LIFETIME_SECONDS * 1000 };
  remember(key, page);
  waitUntil(cache.put(key, toCacheResponse(page)).catch((error: unknown) => console.error("page cache: storing failed", error)));
  const fresh = new Headers(response.headers);
  fresh.append("Server-Timing", "cache;desc=miss");
  return new Response(body, { status: response.status, statusText: response.statusText, headers: fresh });
}
