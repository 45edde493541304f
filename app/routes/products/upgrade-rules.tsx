/**
 * The buy pages' promise about what comes after buying, in words: a new major version of the
 * same edition is included while software maintenance (SMA) is current ('Get version {n}' on
 * My licences, no payment); a higher edition costs the difference between the editions' list prices.
 */
import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";

export function UpgradeRules({ editions }: { editions: boolean }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <section aria-labelledby="upgrade-rules-title">
      <h2 id="upgrade-rules-title">{t("Upgrades and maintenance")}</h2>
      <ul>
        <li>
          <T
            message="While your software maintenance (SMA) is current, every new major version of your edition costs nothing: choose 'Get version' for your licence under <0>My licences</0>."
            components={[<Link to={url("AccountLicences")} />]}
          />
        </li>
        {editions && (
          <li>
            <T
              message="Moving to a higher edition costs the difference between the list prices of the two editions: choose 'Move to a higher edition' on the <0>SuperNova upgrade page</0>."
              components={[<Link to={url("SuperNovaUpgrade")} />]}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
