/**
 * The page cache: anonymous pages that are the same for every visitor with the same consent
 * choice are rendered once per content version and then served from the Workers Cache API
 * (and a small copy in the isolate's memory), instead of running React Router and D1 again.
 *
 * What may be served from it, and what never is:
 * - GET only, on pages whose route module says `pageCache: "shared"` (common/page-cache.ts):
 *   a page joins only once it is known to show nothing personal (no session data, no
 *   human-check token, no live availability).
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
 * (docs/decisions/ records why). A signed-in account's own pages are kept apart, for its
 * session only (session-page-cache.ts).
 */
import type { PageCacheRule } from "@common/page-cache";
import { currentContentVersion, forgetVersionInMemory, sharedCache } from "./content-version";
import { forgetReferenceData } from "./reference-cache";
import { forgetSessionPages, serveSessionPage } from "./session-page-cache";
import { rememberIn } from "@common/recent-map";
import { type ResponseStamp, type StoredPage, answerStored, keepRendered } from "./stored-page";
import { visitorVariant } from "./visitor-variant";

/** How long a stored page lives at most: pages that show the date (upcoming events) move on by themselves. */
const PAGE_LIFETIME_SECONDS = 300;
/** Pages kept in the isolate's memory, besides the Cache API (the most recently stored ones). */
const MEMORY_ENTRIES = 64;
const KEY_ORIGIN = "https://page-cache.internal";
const RENDERED_NONCE = "x-page-cache-nonce";
const RENDERED_REQUEST_ID = "x-page-cache-request-id";

const memory = new Map<string, StoredPage>();

/** Empties this isolate's copies of pages, the content version and reference data (workers/isolate-copies.ts adds the searches'). */
export function forgetSiteCopies(): void {
  memory.clear();
  forgetSessionPages();
  forgetVersionInMemory();
  forgetReferenceData();
}

/**
 * The part of the key that depends on the visitor (visitor-variant.ts), or null when the page
 * must be rendered for this visitor.
 */
export function anonymousVariant(request: Request, cacheRule: PageCacheRule | null): string | null {
  if (request.method !== "GET" || cacheRule !== "shared") return null;
  return visitorVariant(request);
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

function toCacheResponse(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.set(RENDERED_NONCE, page.nonce);
  headers.set(RENDERED_REQUEST_ID, page.requestId);
  headers.set("Cache-Control", `public, max-age=${PAGE_LIFETIME_SECONDS}`);
  return new Response(page.body, { headers });
}

async function fromCacheResponse(response: Response): Promise<StoredPage> {
  const headers = [...response.headers].filter(
    ([name]) => ![RENDERED_NONCE, RENDERED_REQUEST_ID, "cache-control", "content-length", "cf-cache-status", "age", "expires"].includes(name.toLowerCase()),
  );
  return {
    body: await response.text(),
    headers,
    nonce: response.headers.get(RENDERED_NONCE) ?? "",
    requestId: response.headers.get(RENDERED_REQUEST_ID) ?? "",
    expires: Date.now() + PAGE_LIFETIME_SECONDS * 1000,
  };
}

/**
 * Answers a page request from the cache when it may be, rendering (and storing) it otherwise.
 * `waitUntil` lets the copy be stored after the visitor has their answer.
 */
export async function servePage(
  request: Request,
  env: Env,
  stamp: ResponseStamp,
  /** What the page's route module says of keeping it. */
  cacheRule: PageCacheRule | null,
  render: () => Promise<Response>,
  waitUntil: (work: Promise<unknown>) => void = () => {},
): Promise<Response> {
  const variant = anonymousVariant(request, cacheRule);
  // Not the same for everyone: a signed-in account's own pages may be kept for its session.
  if (variant === null) return cacheRule === "session" ? serveSessionPage(request, env, stamp, render) : render();
  const cache = sharedCache();
  if (!cache) return render();
  const url = new URL(request.url);
  // The host is part of the key: a page names its own origin (language alternates, absolute links).
  const key = `${KEY_ORIGIN}/${await currentContentVersion(env)}/${variant}/${url.host}${url.pathname}${url.search}`;

  const inMemory = memory.get(key);
  if (inMemory && inMemory.expires > Date.now()) return answerStored(inMemory, stamp, "memory");
  const cached = await cache.match(key);
  if (cached) {
    const page = await fromCacheResponse(cached);
    rememberIn(memory, MEMORY_ENTRIES, key, page);
    return answerStored(page, stamp, "hit");
  }

  const rendered = await render();
  if (!isStorable(rendered)) return rendered;
  const { page, response } = await keepRendered(rendered, stamp, PAGE_LIFETIME_SECONDS * 1000);
  rememberIn(memory, MEMORY_ENTRIES, key, page);
  waitUntil(cache.put(key, toCacheResponse(page)).catch((error: unknown) => console.error("page cache: storing failed", error)));
  return response;
}
