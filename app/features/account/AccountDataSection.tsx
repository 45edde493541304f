/**
 * Account Preferences' 'Your data and your DolphinID' section: the ways into changing the
 * address, downloading the data and deleting the DolphinID, each a page of its own.
 */
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

export function AccountDataSection() {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <section aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{t("Your data and your DolphinID")}</h2>
      <ul>
        <li>
          <a href={url("AccountEmail")}>{t("Change my email address")}</a>
        </li>
        <li>
          <a href={url("AccountData")}>{t("Download my data")}</a>
        </li>
        <li>
          <a href={url("AccountDelete")}>{t("Delete my DolphinID")}</a>
        </li>
      </ul>
    </section>
  );
}
