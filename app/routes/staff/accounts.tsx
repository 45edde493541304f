/**
 * StaffAccounts (/staff/accounts): DolphinIDs found by (part of) their email address, each
 * with whether the address is proved and when it was created; each opens its own page.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/accounts";
import { ACCOUNT_SEARCH_LIMIT } from "@common/schemas/staff-people";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { accountsPage } from "./accounts.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Accounts");

export const loader = staffLoader(async ({ request }) => accountsPage(request));

export default function StaffAccounts({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { email, fieldErrors, searched, accounts, more } = loaderData;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>Accounts</PageHeading>
      <p>Find a DolphinID by its email address to see whether the address is proved, its sessions and its access, and to sign it out everywhere.</p>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className="panel staff-filters" aria-label="Find accounts">
        <TextField name="email" label="Email address" hint="All or part of the address" defaultValue={email} errors={errorsFor(fieldErrors, "email")} />
        <button type="submit" className="button">
          Find
        </button>
      </Form>
      {searched && (
        <p role="status">
          {accounts.length === 1 ? "1 account matches" : `${accounts.length} accounts match`} “{email.trim()}”, by address
          {more ? `; only the first ${ACCOUNT_SEARCH_LIMIT} are listed, so type more of the address` : ""}.
        </p>
      )}
      {accounts.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Accounts found (scrolls sideways)">
          <table>
            <caption>Accounts found, by address</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Address</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.accountId}>
                  <th scope="row">
                    <Link to={url("StaffAccount", { accountId: account.accountId })}>{account.email}</Link>
                  </th>
                  <td>{account.provedAt ? `Proved ${formatStaffTime(account.provedAt)}` : "Not proved"}</td>
                  <td>{formatStaffTime(account.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
