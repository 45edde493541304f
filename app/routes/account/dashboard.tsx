/** AccountDashboard (/account): the signed-in account holder's home. */
import { Link, data } from "react-router";
import type { Route } from "./+types/dashboard";
import { PageHeading } from "~/components/layout/PageHeading";
import { SignOutForm } from "~/features/account/SignOutForm";
import { TermsBanner } from "~/features/account/TermsBanner";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { requireUser, tokenProblem } from "~/lib/session.server";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { loadAccountDashboard } from "~/features/account/dashboard.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "account", hydrate: false, pageCache: "session" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Dolphin Account | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const problem = await tokenProblem(request);
  if (problem) {
    return data(
      { tokenError: problem.message, email: user.email, displayName: "", termsAccepted: null, addressProof: "unknown" as const, staff: false },
      { status: 401, headers: { "Set-Cookie": problem.clearCookie, "Cache-Control": "no-store" } },
    );
  }
  const { displayName, addressProof, staff } = await loadAccountDashboard(user);
  return { tokenError: null, email: user.email, displayName, termsAccepted: user.termsAccepted?.toISOString() ?? null, addressProof, staff };
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { email, displayName, termsAccepted, tokenError, addressProof, staff } = loaderData;
  if (tokenError) {
    return (
      <div className="container page account-page">
        <PageHeading>{t("Dolphin Account")}</PageHeading>
        <StatusAlert kind="error">
          <p>{t(tokenError)}</p>
        </StatusAlert>
        <p>
          <Link className="button" to={url("Login", {}, { query: { returnTo: url("AccountDashboard") } })} reloadDocument>
            {t("Sign in again")}
          </Link>
        </p>
      </div>
    );
  }
  const strongEmail = <strong translate="no" />;
  return (
    <div className="container page account-page">
      <PageHeading>{t("Dolphin Account")}</PageHeading>
      <p className="account-page__signed-in">
        {displayName ? (
          <T
            message="Welcome back, <0>{name}</0>. You are signed in as <1>{email}</1>."
            values={{ name: displayName, email }}
            components={[<span translate="no" />, strongEmail]}
          />
        ) : (
          <T message="You are signed in as <0>{email}</0>." values={{ email }} components={[strongEmail]} />
        )}
      </p>
      {addressProof === "unproved" && (
        <StatusAlert kind="message" title={text("Your email address is not proved yet")}>
          <p>
            <T
              message="We sent a code to <0>{email}</0> when you created your DolphinID. Until you prove the address is yours, invitations, school seats and dealer access that are given to that address do not reach your account."
              values={{ email }}
              components={[<span translate="no" />]}
            />
          </p>
          <p>
            <Link className="button" to={url("DolphinIdVerifyEmail", {}, { query: { email } })} reloadDocument>
              {t("Prove your email address")}
            </Link>
          </p>
        </StatusAlert>
      )}
      <TermsBanner termsAccepted={termsAccepted} />
      <div className="account-grid">
        <section className="panel" aria-labelledby="account-calling">
          <h2 id="account-calling">{t("Video calling")}</h2>
          <p>{t("Call family, friends and Dolphin support from your browser, with video or voice only.")}</p>
          <ul className="account-links">
            <li>
              <Link to={url("AccountAddressBook")}>{t("Address book and calls")}</Link>
            </li>
            <li>
              <Link to={url("AccountCallSettings")}>{t("Camera, microphone and who may call you")}</Link>
            </li>
            <li>
              <Link to={url("AccountHelp")}>{t("Video calling help")}</Link>
            </li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="account-premium">
          <h2 id="account-premium" translate="no">
            EasyReader Premium
          </h2>
          <p>{t("See your premium reader licence, or manage your school or organisation's students, teachers and invite codes.")}</p>
          <ul className="account-links">
            <li>
              <Link to={url("PremiumStatus")}>{t("Your EasyReader Premium status")}</Link>
            </li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="account-details">
          <h2 id="account-details">{t("Your DolphinID")}</h2>
          <p>
            <T
              message="Your DolphinID is <0>{email}</0>. You use it to sign in to your account and to the video calling service."
              values={{ email }}
              components={[strongEmail]}
            />
          </p>
          {addressProof === "proved" && <p>{t("Your email address is proved.")}</p>}
          {addressProof === "unproved" && <p>{t("Your email address is not proved yet (see the message at the top of this page).")}</p>}
          <ul className="account-links">
            <li>
              <Link to={url("AccountLicences")}>{t("My licences: what each licence unlocks, and registering a licence")}</Link>
            </li>
            <li>
              <Link to={url("AccountOrders")}>{t("My orders: receipts, invoices and credit notes")}</Link>
            </li>
            <li>
              <Link to={url("AccountPreferences")}>{t("Account Preferences: your name, newsletter and how we contact you")}</Link>
            </li>
            <li>
              <Link to={url("DolphinIdPasswordReset")} reloadDocument>
                {t("Change your password")}
              </Link>
            </li>
          </ul>
        </section>
        {staff && (
          <section className="panel" aria-labelledby="account-staff">
            <h2 id="account-staff">{t("Staff")}</h2>
            <p>{t("Your DolphinID has a staff role: answer what visitors send and run the site's content, downloads and access.")}</p>
            <ul className="account-links">
              <li>
                <Link to={url("StaffHome")}>{t("Open the staff desk")}</Link>
              </li>
            </ul>
          </section>
        )}
      </div>
      <h2>{t("Finished?")}</h2>
      <p>{t("Signing out ends your session on this device and in your other open tabs of this site.")}</p>
      <SignOutForm />
    </div>
  );
}
