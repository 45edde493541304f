/**
 * StaffAccounts (/staff/accounts): DolphinIDs found by (part of) their email address, each
 * with whether the address is proved and when it was created; each opens its own page.
 */
import { Link } from "react-router";
import type { Route } from "./+types/accounts";
import { ACCOUNT_SEARCH_LIMIT } from "@common/schemas/staff-people";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, ListCount, StaffTime, staffMeta } from "./components";
import { accountsPage } from "./accounts.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";
import { DeskFilter } from "./resource/filter";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Accounts", matches);

export const loader = staffLoader(async ({ request, member }) => accountsPage(request, member));

export default function StaffAccounts({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { email, fieldErrors, searched, accounts, more } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Accounts")}</PageHeading>
      <p>{t("Find a DolphinID by its email address to see whether the address is proved, its sessions and its access, and to sign it out everywhere.")}</p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <DeskFilter label="Find accounts" submit="Find">
        <TextField
          name="email"
          label={text("Email address")}
          hint={t("All or part of the address")}
          defaultValue={email}
          errors={errorsFor(fieldErrors, "email")}
        />
      </DeskFilter>
      {searched && (
        <ListCount>
          <T
            message={
              more
                ? "{count, plural, one {# account matches <0/>, by address; only the first {limit} are listed, so type more of the address.} other {# accounts match <0/>, by address; only the first {limit} are listed, so type more of the address.}}"
                : "{count, plural, one {# account matches <0/>, by address.} other {# accounts match <0/>, by address.}}"
            }
            values={{ count: accounts.length, limit: ACCOUNT_SEARCH_LIMIT }}
            components={[<span translate="no">“{email.trim()}”</span>]}
          />
        </ListCount>
      )}
      {accounts.length > 0 && (
        <ScrollTable label="Accounts found (scrolls sideways)" caption={t("Accounts found, by address")}>
          <thead>
            <tr>
              <th scope="col">{t("Email")}</th>
              <th scope="col">{t("Address")}</th>
              <th scope="col">{t("Created")}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.accountId}>
                <th scope="row">
                  <Link to={url("StaffAccount", { accountId: account.accountId })} translate="no">
                    {account.email}
                  </Link>
                </th>
                <td>{account.provedAt ? <T message="Proved <0/>" components={[<StaffTime iso={account.provedAt} />]} /> : t("Not proved")}</td>
                <td>
                  <StaffTime iso={account.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
