import { redirect } from "react-router";
import type { Route } from "./+types/go";
import { safeRedirectTarget } from "@common/safe-path";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "site" } satisfies I18nHandle;

/** The page switcher's target without JavaScript: goes to the chosen page of this site. */
export function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to");
  return redirect(safeRedirectTarget(to, "/"), 303);
}
