import { redirect } from "react-router";
import type { Route } from "./+types/go";
import { safeRedirectTarget } from "@common/safe-path";

/** The page switcher's target without JavaScript: goes to the chosen page of this site. */
export function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to");
  return redirect(safeRedirectTarget(to, "/"), 303);
}
