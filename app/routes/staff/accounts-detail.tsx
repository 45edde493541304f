/**
 * StaffAccount (/staff/accounts/:accountId): one DolphinID as the desk needs it (address
 * proved or not and when, created, terms accepted, staff role, dealer access) with its live
 * sessions (never a token), and "Sign out everywhere", confirmed first.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/accounts-detail";
import { STAFF_ROLE_LABELS } from "@common/staff";
import { ActionResult } from "~/components/forms/ActionResult";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, formatStaffTime, staffMeta } from "./components";
import { accountAction, accountPage } from "./accounts.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? `Account: ${loaderData.email}` : "Account");

export const loader = staffLoader(async ({ params }) => {
  const account = await accountPage(params.accountId);
  if (!account) throw data({ message: "There is no DolphinID with that id." }, { status: 404 });
  return account;
});

export const action = accountAction;

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const account = loaderData;
  const count = account.sessions.length;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>Staff desk</Link> › <Link to={url("StaffAccounts")}>Accounts</Link>
      </p>
      <PageHeading>{account.email}</PageHeading>
      <dl className="staff-facts">
        <dt>Email address</dt>
        <dd>{account.provedAt ? `Proved ${formatStaffTime(account.provedAt)}` : "Not proved"}</dd>
        <dt>Created</dt>
        <dd>{formatStaffTime(account.createdAt)}</dd>
        <dt>Video-calling terms</dt>
        <dd>{account.termsAcceptedAt ? `Accepted ${formatStaffTime(account.termsAcceptedAt)}` : "Not accepted"}</dd>
        <dt>Staff role</dt>
        <dd>{account.staffRole ? STAFF_ROLE_LABELS[account.staffRole] : "None"}</dd>
        <dt>Dealer zone access</dt>
        <dd>
          {account.dealers.length === 0
            ? "None"
            : account.dealers.map((dealer, index) => (
                <span key={dealer.id}>
                  {index > 0 && ", "}
                  <Link to={url("StaffDealer", { dealerId: dealer.id })}>{dealer.name}</Link>
                </span>
              ))}
        </dd>
      </dl>
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <ActionResult result={actionData} intent="sign-out-everywhere" />
        <p role="status">{count === 0 ? "This account is not signed in anywhere." : count === 1 ? "Signed in in 1 place." : `Signed in in ${count} places.`}</p>
        {count > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Sessions (scrolls sideways)">
            <table>
              <caption>Sessions, most recently used first</caption>
              <thead>
                <tr>
                  <th scope="col">Signed in</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">Remember me</th>
                  <th scope="col">Ends by</th>
                </tr>
              </thead>
              <tbody>
                {account.sessions.map((session, index) => (
                  <tr key={`${session.createdAt}-${index}`}>
                    <th scope="row">{formatStaffTime(session.createdAt)}</th>
                    <td>{formatStaffTime(session.lastSeenAt)}</td>
                    <td>{session.remember ? "Yes" : "No"}</td>
                    <td>{formatStaffTime(session.endsBy)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PostForm>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <input type="hidden" name="accountId" value={account.accountId} />
          <ConfirmButton
            label="Sign out everywhere"
            hiddenLabel={` (${account.email})`}
            question={`Sign ${account.email} out everywhere?`}
            detail="Every session of this DolphinID ends and every refresh token is revoked, on every device, including dealer zone visits and video calls. They sign in again with their password. The change is written to the audit log."
          />
        </PostForm>
      </section>
    </div>
  );
}
