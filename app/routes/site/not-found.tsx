import { data } from "react-router";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";

// Served without framework JavaScript to anonymous visitors: the 404 page's missing-page
// report is then an ordinary form post (to report-missing-page).
export const handle = { i18n: "site", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** Any path no other route claims: a real 404, rendered by the locale layout's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
