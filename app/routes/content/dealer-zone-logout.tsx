import { Link, redirect } from "react-router";
import type { Route } from "./+types/dealer-zone-logout";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { localeOf, localisedPath } from "~/lib/content.server";
import { env } from "~/lib/db.server";
import { clearDealerSessionCookie, endDealerSession, readDealerSession } from "../../../workers/content/dealer-zone";

/**
 * /dealer-zone/logout. Ending a session changes state, so only a POST does it (the account
 * menu's 'Logout' and the account page's button are forms): a link, a prefetch or an image
 * pointing here must not sign a dealer out. A GET shows the button instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readDealerSession(request, env);
  return { signedIn: Boolean(session), dealerName: session?.dealerName ?? null };
}

/** Ends the dealer-zone session alone (the DolphinID session stays) and returns to the zone's home. */
export async function action({ request, params }: Route.ActionArgs) {
  await endDealerSession(request, env);
  const target = `${localisedPath(buildUrl("DealerZone"), localeOf(params))}?logged-out=1`;
  return redirect(target, { status: 303, headers: { "Set-Cookie": clearDealerSessionCookie() } });
}

export const meta: Route.MetaFunction = () => [{ title: "Dealer Zone logout | Dolphin" }, { name: "robots", content: "noindex" }];

export default function DealerZoneLogout({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Dealer Zone logout</PageHeading>
      {loaderData.signedIn ? (
        <>
          <p>
            Log out of the Dealer Zone{loaderData.dealerName ? ` for ${loaderData.dealerName}` : ""} on this browser. You stay signed in to your
            Dolphin account.
          </p>
          <form method="post" action={url("DealerZoneLogout")}>
            <button type="submit" className="button">
              Logout
            </button>
          </form>
        </>
      ) : (
        <p>
          You are not signed in to the Dealer Zone. <Link to={url("DealerZone")}>Go to the Dealer Zone</Link>.
        </p>
      )}
    </div>
  );
}
