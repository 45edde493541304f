import { Outlet, type ShouldRevalidateFunction, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/locale-layout";
import { LANGUAGE_COOKIE, suggestedLocale } from "@common/i18n/choice";
import { LOCALES, type Locale, PSEUDO_LOCALE, catalogueLanguageOf, isLocale, resolveLocale, servesPseudoLocale } from "@common/locale";
import { createTranslator } from "@common/i18n/translator";
import { StatusPage } from "~/components/layout/StatusPage";
import { pageCatalogue } from "~/i18n/catalogues.server";
import { namespacesForPath } from "~/i18n/route-namespaces.server";
import { readCookies } from "~/lib/cookies";
import { env } from "~/lib/db.server";
import { isErrorPageStatus } from "~/lib/status-pages";
import type { FrameworkHandle } from "~/enhance/framework";

/**
 * The layout needs no client state: its pages decide for themselves. Its error page, shown for
 * a page that opted out (an unknown product, say), then works as plain HTML: the missing-page
 * report is an ordinary form post.
 */
export const handle = { hydrate: false } satisfies FrameworkHandle;

/**
 * Every page sits under an optional locale prefix; anything else in that place is not a page.
 * The layout gives every page its locale, the catalogue of its namespaces in that locale's
 * language only, and the locale to suggest when the visitor's choice (or browser) prefers another.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) throw data(null, { status: 404 });
  // The pseudo-locale exists for the tests that look for text outside the catalogues (the Worker's
  // front refuses it first outside local development: workers/http/pseudo-locale.ts).
  if (params.locale === PSEUDO_LOCALE && !servesPseudoLocale(env.ENVIRONMENT)) throw data(null, { status: 404 });
  const locale = resolveLocale(params.locale);
  const url = new URL(request.url);
  const path = pagePathOf(url);
  const suggested = suggestedLocale(locale, readCookies(request)[LANGUAGE_COOKIE], request.headers.get("accept-language"));
  return {
    i18n: { locale, catalogue: await pageCatalogue(catalogueLanguageOf(locale), await namespacesForPath(path)) },
    suggestion: suggested ? await suggestionIn(suggested) : null,
  };
}

/**
 * The page a request is for. A client-side navigation or a form post asks for a page's data at
 * its address with ".data" added ("/de-de/contact.data", "/_root.data" for the home page,
 * "/x/_.data" for an index page), which no route matches as it is.
 */
function pagePathOf(url: URL): string {
  if (!url.pathname.endsWith(".data")) return url.pathname;
  const bare = url.pathname.slice(0, -".data".length).replace(/\/_root$|\/_$/, "");
  return bare === "" ? "/" : bare;
}

/** The suggestion banner's words in the suggested language (the visitor may not read the page's). */
async function suggestionIn(locale: Locale) {
  const { htmlLang, language } = LOCALES[locale];
  const translator = createTranslator({ language, intlLocale: htmlLang, catalogue: await pageCatalogue(catalogueLanguageOf(locale), ["shell"]) });
  return {
    locale,
    htmlLang,
    label: translator.text("Language suggestion"),
    message: translator.text("This page is also in English."),
    link: translator.text("Read it in English"),
  };
}

export type LocaleLayoutData = Awaited<ReturnType<typeof loader>>;

/**
 * Loaded again for another page (which may read other namespaces) or after a form was posted
 * (which may have changed the language choice); not when only the query changes (filters,
 * pages of results), which keeps the same route modules.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  Boolean(formMethod && formMethod !== "GET") || currentUrl.pathname !== nextUrl.pathname;

export default function LocaleLayout() {
  return <Outlet />;
}

/** Errors from any page render inside the site shell, with the right status page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && isErrorPageStatus(error.status)) return <StatusPage status={error.status} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage status={isRouteErrorResponse(error) && error.status < 500 ? 404 : 500} />;
}
