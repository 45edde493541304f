import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { type QueryParams, type RouteName, type RouteParams, buildUrl } from "@common/routes";
import { type Locale, resolveLocale } from "@common/locale";

/** `url("ContactSupport")`: a link to a named route in the visitor's locale. */
export function useLocalisedUrl() {
  const root = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  const locale = resolveLocale(root?.locale);
  return useCallback(
    (name: RouteName, params?: RouteParams, options?: { query?: QueryParams; hash?: string }) => buildUrl(name, params, { locale, ...options }),
    [locale],
  );
}
