import { redirect } from "react-router";
import type { Route } from "./+types/dealer-zone-logout";
import { buildUrl } from "@common/routes";
import { localeOf, localisedPath } from "~/lib/content.server";
import { env } from "~/lib/db.server";
import { clearDealerSessionCookie, endDealerSession } from "../../../workers/content/dealer-zone";

/** Ends the dealer-zone session alone (the DolphinID session stays) and returns to the zone's home. */
async function logout(request: Request, params: { locale?: string }) {
  await endDealerSession(request, env);
  const target = `${localisedPath(buildUrl("DealerZone"), localeOf(params))}?logged-out=1`;
  return redirect(target, { status: 303, headers: { "Set-Cookie": clearDealerSessionCookie() } });
}

/** The account menu's 'Logout' is a link (spec 2), so GET logs out too. */
export function loader({ request, params }: Route.LoaderArgs) {
  return logout(request, params);
}

export function action({ request, params }: Route.ActionArgs) {
  return logout(request, params);
}
