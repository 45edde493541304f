import { Outlet, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/locale-layout";
import { isLocale } from "@common/locale";
import { StatusPage } from "~/components/layout/StatusPage";
import { isErrorPageStatus } from "~/lib/status-pages";

/** Every page sits under an optional locale prefix; anything else in that place is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}

/** Errors from any page render inside the site shell, with the right status page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && isErrorPageStatus(error.status)) return <StatusPage status={error.status} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <StatusPage status={isRouteErrorResponse(error) && error.status < 500 ? 404 : 500} />;
}
