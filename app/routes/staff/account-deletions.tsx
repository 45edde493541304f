/**
 * StaffAccountDeletions (/staff/account-deletions): DolphinIDs their owners asked to delete,
 * soonest erasure first. Read-only: only the owner's mailed link cancels a deletion. Each look
 * is recorded in the audit log (the list shows addresses).
 */
import type { Route } from "./+types/account-deletions";
import { PageHeading } from "~/components/layout/PageHeading";
import { staffLoader } from "~/lib/staff.server";
import { pendingDeletionsPage } from "./account-deletions.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Pending deletions", matches);

export const loader = staffLoader(async ({ member }) => pendingDeletionsPage(member));

export default function StaffAccountDeletions({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { deletions } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Pending deletions")}</PageHeading>
      <p>
        {t(
          "These DolphinIDs will be erased when their 14 days have passed. Only the owner can cancel a deletion, with the link we emailed them; the desk cannot undo one.",
        )}
      </p>
      <ListCount>
        {t("{count, plural, =0 {No deletion is pending.} one {# deletion is pending.} other {# deletions are pending.}}", { count: deletions.length })}
      </ListCount>
      {deletions.length > 0 && (
        <ScrollTable label="Pending deletions (scrolls sideways)" caption={t("Pending deletions, soonest first")}>
          <thead>
            <tr>
              <th scope="col">{t("Email address")}</th>
              <th scope="col">{t("Asked for")}</th>
              <th scope="col">{t("Erased after")}</th>
            </tr>
          </thead>
          <tbody>
            {deletions.map((row) => (
              <tr key={row.accountId}>
                <td translate="no">{row.email}</td>
                <td>
                  <StaffTime iso={row.requestedAt} />
                </td>
                <td>
                  <StaffTime iso={row.eraseAfter} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
