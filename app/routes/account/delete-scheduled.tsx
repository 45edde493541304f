/**
 * AccountDeletionScheduled (/account/delete/scheduled): where 'Delete my DolphinID' ends, signed
 * out. It shows nothing personal: the mail holds the date and the link that keeps the account.
 */
import type { Route } from "./+types/delete-scheduled";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["account/account-data"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Your DolphinID will be deleted | Dolphin") },
  { name: "robots", content: "noindex" },
];

export default function DeletionScheduled() {
  const { t } = useT();
  return (
    <div className="container page account-page">
      <PageHeading>{t("Your DolphinID will be deleted")}</PageHeading>
      <StatusAlert kind="success" focusOnLoad>
        <p>{t("You have been signed out everywhere. Your DolphinID will be deleted for good in 14 days.")}</p>
      </StatusAlert>
      <p>{t("We have emailed you a link that keeps your DolphinID. It works until the deletion; after that the deletion cannot be undone.")}</p>
    </div>
  );
}
