import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/dealer-zone-login";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { localeOf, localisedPath } from "~/lib/content.server";
import { env } from "~/lib/db.server";
import { signInToDealerZone } from "../../../workers/content/dealer-zone";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { DealerZoneForbidden } from "./DealerZoneForbidden";

/** POST: signs the DolphinID account in to the dealer zone if it holds the dealer role; others get 403. */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = localeOf(params);
  const limit = await hitRateLimit(env.DB, { name: "dealer-sign-in", limit: 20, windowSeconds: 600 }, clientAddress(request));
  if (!limit.allowed) throw data(null, { status: 429 });
  const result = await signInToDealerZone(request, env);
  if (!result.ok && result.reason === "signed-out") {
    throw redirect(localisedPath(buildUrl("Login", {}, { query: { returnTo: buildUrl("DealerZone") } }), locale), 303);
  }
  if (!result.ok) return data({ signedInAs: result.user.email }, { status: 403 });
  throw redirect(localisedPath(buildUrl("DealerZone"), locale), { status: 303, headers: { "Set-Cookie": result.cookie } });
}

/** GET shows where to sign in; a refused POST shows the 403 page with how to apply. */
export default function DealerZoneLogin({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  if (actionData) {
    return (
      <>
        <title>Dealer Zone: access refused | Dolphin</title>
        <DealerZoneForbidden signedInAs={actionData.signedInAs} />
      </>
    );
  }
  return (
    <div className="container page">
      <title>Sign in to the Dealer Zone | Dolphin</title>
      <PageHeading>Sign in to the Dealer Zone</PageHeading>
      <p className="lead">
        Sign in from the <Link to={url("DealerZone")}>Dealer Zone home page</Link> with the DolphinID that has dealer
        access.
      </p>
    </div>
  );
}
