/**
 * Every named route of the product, in one table built from one list per area.
 * The URL builder below is the one way to make a link from a route name.
 * Add an area: create `common/routes/<area>.ts` and spread it here.
 */
import type { Locale } from "../locale";
import { DEFAULT_LOCALE } from "../constants";
import { ACCOUNT_ROUTES } from "./account";
import { SITE_ROUTES } from "./site";
import { SUPPORT_ROUTES } from "./support";
import { PREMIUM_ROUTES } from "./premium";
import { CONTENT_ROUTES } from "./content";
import { EVENTS_ROUTES } from "./events";
import { PRODUCTS_ROUTES } from "./products";
import { STAFF_ROUTES } from "./staff";

export const ROUTES = {
  ...SITE_ROUTES,
  ...SUPPORT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PREMIUM_ROUTES,
  ...CONTENT_ROUTES,
  ...EVENTS_ROUTES,
  ...PRODUCTS_ROUTES,
  ...STAFF_ROUTES,
} as const;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | number | undefined | null>;
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export class RouteNotFoundError extends Error {
  constructor() {
    super("The route does not exist");
    this.name = "RouteNotFoundError";
  }
}

export class MissingRouteParameterError extends Error {
  constructor(
    readonly parameter: string,
    routeName: string,
  ) {
    super(`The route "${routeName}" needs the parameter "${parameter}"`);
    this.name = "MissingRouteParameterError";
  }
}

/** The route pattern without its leading slash, as React Router's route config wants it. */
export function routePattern(name: RouteName): string {
  return ROUTES[name].replace(/^\//, "");
}

/**
 * Builds the URL of a named route. Non-default locales are written as a prefix
 * (`/de-de/contact`); the default locale has none. Throws for an unknown route or a
 * missing required parameter, so a broken link fails loudly in development and tests.
 */
export function buildUrl(name: string, params: RouteParams = {}, options: { locale?: Locale; query?: QueryParams; hash?: string } = {}): string {
  if (!Object.hasOwn(ROUTES, name)) throw new RouteNotFoundError();
  const pattern: string = ROUTES[name as RouteName];
  const path = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const optional = segment.endsWith("?");
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === "") {
        if (optional) return null;
        throw new MissingRouteParameterError(key, name);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join("/");

  const locale = options.locale ?? DEFAULT_LOCALE;
  const localised = locale === DEFAULT_LOCALE ? path || "/" : `/${locale}${path === "/" ? "" : path}`;

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.size > 0 ? `?${search}` : "";
  const hash = options.hash ? `#${options.hash}` : "";
  return `${localised}${query}${hash}`;
}
