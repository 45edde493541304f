import { data } from "react-router";
import type { Route } from "./+types/status-page";
import { StatusPage } from "~/components/layout/StatusPage";
import { type ErrorPageStatus, isErrorPageStatus } from "~/lib/status-pages";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";

// Served without framework JavaScript to anonymous visitors, as the 404 page is.
export const handle = { i18n: "site", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** /401, /403, /404, /405 and /500 answer with their own status, so caches and crawlers see it. */
export function loader({ request }: Route.LoaderArgs) {
  const status = Number(new URL(request.url).pathname.split("/").pop());
  if (!isErrorPageStatus(status)) throw data(null, { status: 404 });
  return data({ status }, { status });
}

export default function StatusRoute({ loaderData }: Route.ComponentProps) {
  return <StatusPage status={loaderData.status as ErrorPageStatus} />;
}
