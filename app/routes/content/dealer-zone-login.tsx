import { Link } from "react-router";
import type { Route } from "./+types/dealer-zone-login";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { NOT_A_DEALER_MESSAGE, dealerSignInAction } from "~/lib/dealer-zone.server";
import { getSessionUser } from "~/lib/session.server";
import { DealerZoneForbidden } from "./DealerZoneForbidden";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: nothing on it needs client state.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** The signed-in account, named on the page that refuses it, and the refusal that page explains. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { signedInAs: user?.email ?? null, notADealer: NOT_A_DEALER_MESSAGE };
}

/**
 * POST: signs the DolphinID account in to the dealer zone if it holds the dealer role (then
 * on to the zone), sends a visitor not signed in to sign in first, and refuses others (403).
 */
export const action = dealerSignInAction;

/** GET shows where to sign in; a refused POST shows the 403 page with how to apply. */
export default function DealerZoneLogin({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  // The refusal may come back in the page's language.
  const notADealer = actionData?.status === "error" && (actionData.message === loaderData.notADealer || actionData.message === text(loaderData.notADealer));
  if (notADealer) {
    return (
      <>
        <title>{text("Dealer Zone: access refused | Dolphin")}</title>
        <DealerZoneForbidden signedInAs={loaderData.signedInAs} />
      </>
    );
  }
  return (
    <div className="container page">
      <title>{text("Sign in to the Dealer Zone | Dolphin")}</title>
      <PageHeading>{t("Sign in to the Dealer Zone")}</PageHeading>
      {actionData?.status === "error" && !notADealer && (
        <StatusAlert kind="error">
          <p>{actionData.message}</p>
        </StatusAlert>
      )}
      <p className="lead">
        <T message="Sign in from the <0>Dealer Zone home page</0> with the DolphinID that has dealer access." components={[<Link to={url("DealerZone")} />]} />
      </p>
    </div>
  );
}
