import { Link, useRouteLoaderData } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

/**
 * The account dropdown's 'Dealer Zone' section (spec 2), shown while signed in to the dealer
 * zone: 'Account' and 'Logout' (which ends the dealer-zone session alone).
 */
export function DealerZoneMenuSection({ onNavigate }: { onNavigate?: () => void }) {
  const url = useLocalisedUrl();
  const root = useRouteLoaderData("root") as { dealerZone?: boolean } | undefined;
  if (!root?.dealerZone) return null;
  return (
    <li>
      <h2 id="account-menu-dealer-zone" className="dropdown__section-title">
        Dealer Zone
      </h2>
      <ul aria-labelledby="account-menu-dealer-zone">
        <li>
          <Link className="dropdown__link" to={url("DealerZoneAccount")} onClick={onNavigate}>
            Account
          </Link>
        </li>
        <li>
          <Link className="dropdown__link" to={url("DealerZoneLogout")} reloadDocument>
            Logout
          </Link>
        </li>
      </ul>
    </li>
  );
}
