import { NavLink } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

export const DEALER_ZONE_LINKS = [
  { route: "DealerZone", label: "Dealer Zone home" },
  { route: "DealerZoneTraining", label: "Training" },
  { route: "DealerZoneVideo", label: "Videos" },
  { route: "DealerZoneContacts", label: "Contacts" },
  { route: "DealerZoneUsefulThings", label: "Useful things" },
  { route: "DealerZoneNewsletters", label: "Newsletters" },
  { route: "DealerZoneAccount", label: "Account" },
] as const;

/** The dealer zone's own navigation, shown on every page of the zone once signed in. */
export function DealerZoneNav() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <nav aria-label={text("Dealer Zone")} className="dealer-zone__nav">
      <ul>
        {DEALER_ZONE_LINKS.map((link) => (
          <li key={link.route}>
            <NavLink to={url(link.route)} end>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
