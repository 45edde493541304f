import { SubmitButton } from "~/components/forms/SubmitButton";
import { Link, useRouteLoaderData } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

/**
 * The account dropdown's 'Dealer Zone' section, shown while signed in to the dealer
 * zone: 'Account' and 'Logout' (a form posting to /dealer-zone/logout, which ends the dealer-zone
 * session alone).
 */
export function DealerZoneMenuSection() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const root = useRouteLoaderData("root") as { dealerZone?: boolean } | undefined;
  if (!root?.dealerZone) return null;
  return (
    <li>
      <h2 id="account-menu-dealer-zone" className="dropdown__section-title">
        {t("Dealer Zone")}
      </h2>
      <ul aria-labelledby="account-menu-dealer-zone">
        <li>
          <Link className="dropdown__link" to={url("DealerZoneAccount")}>
            {t("Account")}
          </Link>
        </li>
        <li>
          {/* A form, not a link: ending a session changes state, so it takes a POST. */}
          <form method="post" action={url("DealerZoneLogout")} className="sign-out-form" data-busy-form="">
            <SubmitButton className="dropdown__link dropdown__button" busyLabel={text("Logging out…")}>
              {t("Logout")}
            </SubmitButton>
          </form>
        </li>
      </ul>
    </li>
  );
}
