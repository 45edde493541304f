import { SubmitButton } from "~/components/forms/SubmitButton";
import { Link } from "react-router";
import type { Route } from "./+types/dealer-zone-logout";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { dealerSessionOf, dealerSignOutAction } from "~/lib/dealer-zone.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: nothing on it needs client state.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/**
 * /dealer-zone/logout. Ending a session changes state, so only a POST does it (the account
 * menu's 'Logout' and the account page's button are forms): a link, a prefetch or an image
 * pointing here must not sign a dealer out. A GET shows the button instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await dealerSessionOf(request);
  return { signedIn: Boolean(session), dealerName: session?.dealerName ?? null };
}

/** Ends the dealer-zone session alone (the DolphinID session stays) and returns to the zone's home. */
export const action = dealerSignOutAction;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Dealer Zone logout | Dolphin") },
  { name: "robots", content: "noindex" },
];

export default function DealerZoneLogout({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Dealer Zone logout")}</PageHeading>
      {loaderData.signedIn ? (
        <>
          <p>
            {loaderData.dealerName ? (
              <T
                message="Log out of the Dealer Zone for <0>{dealer}</0> on this browser. You stay signed in to your Dolphin account."
                values={{ dealer: loaderData.dealerName }}
                components={[<span translate="no" />]}
              />
            ) : (
              t("Log out of the Dealer Zone on this browser. You stay signed in to your Dolphin account.")
            )}
          </p>
          <form method="post" action={url("DealerZoneLogout")} data-busy-form="">
            <SubmitButton busyLabel={text("Logging out…")}>{t("Logout")}</SubmitButton>
          </form>
        </>
      ) : (
        <p>
          <T message="You are not signed in to the Dealer Zone. <0>Go to the Dealer Zone</0>." components={[<Link to={url("DealerZone")} />]} />
        </p>
      )}
    </div>
  );
}
