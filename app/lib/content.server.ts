/**
 * Helpers of the content area's loaders: the request's path without its locale prefix,
 * one canonical URL per page (a differently cased address redirects to it), and Markdown
 * rendered on the server (micromark: raw HTML in data is escaped, never rendered).
 */
import { redirect } from "react-router";
import { DEFAULT_LOCALE } from "@common/constants";
import { type Locale, isLocale } from "@common/locale";
import { safeRedirectTarget } from "@common/safe-path";
import { renderMarkdown } from "../../workers/content/markdown";

export function localeOf(params: { locale?: string }): Locale {
  return params.locale && isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
}

/**
 * The page path a request is for: client-side navigations fetch `{path}.data` (React
 * Router's single fetch), which is the same page.
 */
function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The path of the request without the locale prefix, e.g. "/About-Dolphin". */
export function pathWithoutLocale(request: Request, params: { locale?: string }): string {
  const pathname = pagePathname(request);
  if (params.locale && pathname.toLowerCase().startsWith(`/${params.locale.toLowerCase()}`)) {
    return pathname.slice(params.locale.length + 1) || "/";
  }
  return pathname;
}

export function localisedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path === "/" ? "" : path}`;
}

/**
 * Matching is case-insensitive, but each page has one canonical URL: any other casing
 * (or a different locale prefix casing) is redirected there permanently, keeping the query.
 */
export function redirectToCanonical(request: Request, params: { locale?: string }, canonicalPath: string): void {
  const url = new URL(request.url);
  const target = localisedPath(canonicalPath, localeOf(params));
  if (pagePathname(request) === target) return;
  url.searchParams.delete("_routes");
  // The query is the visitor's; the one redirect rule drops it (or an unsafe stored path) rather than leave the site.
  throw redirect(safeRedirectTarget(`${target}${url.search}`, safeRedirectTarget(target, "/")), 301);
}

export function canonicalHref(request: Request, params: { locale?: string }, canonicalPath: string): string {
  return new URL(localisedPath(canonicalPath, localeOf(params)), request.url).href;
}

let tableCount = 0;
/** Markdown to HTML for a page body; wide tables scroll inside a labelled, focusable region. */
export function renderBody(markdown: string): string {
  return renderMarkdown(markdown).replace(/<table>/g, () => {
    tableCount = (tableCount % 1000) + 1;
    return `<div class="table-scroll" role="region" aria-label="Table ${tableCount}" tabindex="0"><table>`;
  }).replace(/<\/table>/g, "</table></div>");
}

export function formatDate(date: Date, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
