/**
 * The content area's server side for its pages: the area's reads and page actions (made from
 * the same operations as its /api/v1 routes, workers/content), the request's path without
 * its locale prefix, one canonical URL per page (a differently cased address redirects to
 * it), redirects that stay in the visitor's locale, and Markdown rendered on the server
 * (micromark: raw HTML in data is escaped, never rendered).
 */
import * as v from "valibot";
import { redirect } from "react-router";
import { DEFAULT_LOCALE } from "@common/constants";
import { type Locale, isLocale } from "@common/locale";
import { safeRedirectTarget } from "@common/safe-path";
import { libraryFilterSchema } from "@common/schemas/content";
import { type LibraryApp, libraryFilterOptions, listLibraries, registerForBeta, renderMarkdown, sendLibraryInstructions } from "@workers/content";
import { readInput, runOperation } from "@workers/operation";
import { db, env } from "./db.server";
import { type ActionArgs, operationAction, pageResponse } from "./operation-action.server";

export {
  type LibraryApp,
  SITEMAP_GROUPS,
  betaDownloadsFor,
  buildSitemap,
  feedItems,
  findHelpBook,
  findLibrary,
  findPageByHid,
  findPageByPath,
  listBetaProgrammes,
  listHelpBooks,
  listVacancies,
  markdownToText,
  rssXml,
  searchHelp,
  sitemapXml,
} from "@workers/content";

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
  return renderMarkdown(markdown)
    .replace(/<table>/g, () => {
      tableCount = (tableCount % 1000) + 1;
      return `<div class="table-scroll" role="region" aria-label="Table ${tableCount}" tabindex="0"><table>`;
    })
    .replace(/<\/table>/g, "</table></div>");
}

export function formatDate(date: Date, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/**
 * A page action whose redirects stay in the visitor's locale: operations name the default
 * locale's paths, and a visitor reading /de-de/... goes on to /de-de/....
 */
export function inLocale<A extends ActionArgs, R>(action: (args: A) => Promise<R>) {
  return async (args: A): Promise<R> => {
    const result = await action(args);
    const location = result instanceof Response ? result.headers.get("Location") : null;
    if (result instanceof Response && location?.startsWith("/") && !location.startsWith("//")) {
      result.headers.set("Location", localisedPath(location, localeOf(args.params)));
    }
    return result;
  };
}

export const betaRegistrationAction = operationAction(registerForBeta);

/** The app a libraries page belongs to, from its address. */
export function libraryAppOf(request: Request, params: { locale?: string }): LibraryApp {
  return pathWithoutLocale(request, params).toLowerCase().startsWith("/guideconnect") ? "GuideConnect" : "EasyReader";
}

/** A library page's form: its joining instructions by email, for the library its address names. */
export async function libraryInstructionsAction({ request, params }: ActionArgs) {
  const read = await readInput(request);
  if (!read.ok) return pageResponse(request, read.failure, {});
  const library = { app: libraryAppOf(request, params), libraryId: params.libraryId };
  return pageResponse(request, await runOperation(sendLibraryInstructions, { env, request, input: read.input, params: library }), read.input);
}

/** A libraries list: every library of the app, or those of the filter's country and language (an unreadable filter shows them all). */
export async function librariesView(request: Request, params: { locale?: string }, input: Record<string, unknown>) {
  const app = libraryAppOf(request, params);
  const parsed = v.safeParse(libraryFilterSchema, input);
  const filter: { country?: number; language?: number } = parsed.success ? parsed.output : {};
  const [libraries, options] = await Promise.all([
    listLibraries(db(), app, { countryId: filter.country, languageId: filter.language }),
    libraryFilterOptions(db(), app),
  ]);
  return {
    app,
    country: filter.country ?? "",
    language: filter.language ?? "",
    options,
    filtered: Boolean(filter.country || filter.language),
    libraries: libraries.map(({ description: _description, howToJoin: _howToJoin, ...library }) => library),
  };
}

/** The libraries list's filter, from the query of a GET or the form of a POST (nothing readable: no filter). */
export async function librariesFilterInput(request: Request): Promise<Record<string, unknown>> {
  const read = await readInput(request);
  return read.ok ? read.input : {};
}
