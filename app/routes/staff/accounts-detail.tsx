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
import { StaffTime, staffMeta } from "./components";
import { accountAction, accountPage } from "./accounts.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? staffMeta("Account: {email}", matches, { email: loaderData.email }) : staffMeta("Account", matches);

export const loader = staffLoader(async ({ params, member }) => {
  const account = await accountPage(params.accountId, member);
  if (!account) throw data({ message: "There is no DolphinID with that id." }, { status: 404 });
  return account;
});

export const action = accountAction;

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const account = loaderData;
  const count = account.sessions.length;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffAccounts")}>{t("Accounts")}</Link>
      </p>
      <PageHeading>
        <span translate="no">{account.email}</span>
      </PageHeading>
      <dl className="staff-facts">
        <dt>{t("Email address")}</dt>
        <dd>{account.provedAt ? <T message="Proved <0/>" components={[<StaffTime iso={account.provedAt} />]} /> : t("Not proved")}</dd>
        <dt>{t("Created")}</dt>
        <dd>
          <StaffTime iso={account.createdAt} />
        </dd>
        <dt>{t("Video-calling terms")}</dt>
        <dd>{account.termsAcceptedAt ? <T message="Accepted <0/>" components={[<StaffTime iso={account.termsAcceptedAt} />]} /> : t("Not accepted")}</dd>
        <dt>{t("Staff role")}</dt>
        <dd>{account.staffRole ? t(STAFF_ROLE_LABELS[account.staffRole]) : t("None")}</dd>
        <dt>{t("Dealer zone access")}</dt>
        <dd>
          {account.dealers.length === 0
            ? t("None")
            : account.dealers.map((dealer, index) => (
                <span key={dealer.id}>
                  {index > 0 && ", "}
                  <Link to={url("StaffDealer", { dealerId: dealer.id })} translate="no">
                    {dealer.name}
                  </Link>
                </span>
              ))}
        </dd>
      </dl>
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t("Sessions")}</h2>
        <ActionResult result={actionData} intent="sign-out-everywhere" />
        <p role="status">
          {t("{count, plural, =0 {This account is not signed in anywhere.} one {Signed in in # place.} other {Signed in in # places.}}", { count })}
        </p>
        {count > 0 && (
          <ScrollTable label="Sessions (scrolls sideways)" caption={t("Sessions, most recently used first")}>
            <thead>
              <tr>
                <th scope="col">{t("Signed in")}</th>
                <th scope="col">{t("Last seen")}</th>
                <th scope="col">{t("Remember me")}</th>
                <th scope="col">{t("Ends by")}</th>
              </tr>
            </thead>
            <tbody>
              {account.sessions.map((session, index) => (
                <tr key={`${session.createdAt}-${index}`}>
                  <th scope="row">
                    <StaffTime iso={session.createdAt} />
                  </th>
                  <td>
                    <StaffTime iso={session.lastSeenAt} />
                  </td>
                  <td>{session.remember ? t("Yes") : t("No")}</td>
                  <td>
                    <StaffTime iso={session.endsBy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <PostForm>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <input type="hidden" name="accountId" value={account.accountId} />
          <ConfirmButton
            label={text("Sign out everywhere")}
            hiddenLabel={` (${account.email})`}
            question={text("Sign {email} out everywhere?", { email: account.email })}
            detail={text(
              "Every session of this DolphinID ends and every refresh token is revoked, on every device, including dealer zone visits and video calls. They sign in again with their password. The change is written to the audit log.",
            )}
            busyLabel={text("Signing out…")}
          />
        </PostForm>
      </section>
    </div>
  );
}
