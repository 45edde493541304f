import { data } from "react-router";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "site" } satisfies I18nHandle;

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
