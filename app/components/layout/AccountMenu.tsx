import { Link, useLocation } from "react-router";
import { SignOutForm } from "~/features/account/SignOutForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { DealerZoneMenuSection } from "./DealerZoneMenuSection";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

export interface ShellUser {
  email: string | null;
  /** ISO date, or null while the video-calling terms are not accepted. */
  termsAccepted?: string | null;
}

export interface OAuthHashResponse {
  hashMethod: string;
  hash: string;
  state: string;
  verifier: string;
  action: string;
  fields: Record<string, string>;
}

/** Pages of the sign-in itself, where 'Sign in' stays a plain link and no new hash is made. */
const SIGN_IN_PAGES = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:id\/|action\/login|account\/oauth_verify)/;

/**
 * 'Sign in' when signed out: a link to the login page. With JavaScript (./sign-in.ts) the
 * OAuth hash is fetched and the link gives way to the hidden form: a button, disabled until the
 * hash has loaded, that posts straight to DolphinID.
 */
function SignIn() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const onSignInPage = SIGN_IN_PAGES.test(useLocation().pathname);
  const link = (
    <Link to={url("Login")} className="button button--secondary account-menu__sign-in" reloadDocument>
      {t("Sign in")}
    </Link>
  );
  if (onSignInPage) return <div className="account-menu">{link}</div>;
  return (
    <div className="account-menu" data-module="sign-in">
      {link}
      {/* Shown in place of the link once the sign-in hash is here (./sign-in.ts); not a template, which React cannot hydrate. */}
      <form method="post" action={url("Login")} className="account-menu__sign-in-form" data-busy-form="" data-sign-in="" hidden>
        <SubmitButton className="button button--secondary account-menu__sign-in" disabled aria-busy busyLabel={text("Opening DolphinID…")}>
          {t("Sign in")}
        </SubmitButton>
      </form>
    </div>
  );
}

/**
 * The account dropdown of the nav bar. Signed out: 'Sign in'. Signed in: the user's email (or
 * 'Dolphin Account') opening 'Dolphin Account', 'Account Preferences' and 'Sign out'
 * (./account-menu.ts opens and closes it, and follows a sign-out in another tab).
 */
export function AccountMenu({ user }: { user: ShellUser | null }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  if (!user) return <SignIn />;
  return (
    <div className="account-menu dropdown" data-module="account-menu">
      <button
        type="button"
        aria-expanded="false"
        aria-controls="account-menu-panel"
        data-dropdown-toggle=""
        className="button button--secondary dropdown__toggle"
      >
        {user.email ? <span translate="no">{user.email}</span> : t("Dolphin Account")}
      </button>
      <div id="account-menu-panel" hidden className="dropdown__panel dropdown__panel--end">
        <ul>
          <li>
            <Link className="dropdown__link" to={url("AccountDashboard")}>
              {t("Dolphin Account")}
            </Link>
          </li>
          <li>
            <Link className="dropdown__link" to={url("AccountPreferences")}>
              {t("Account Preferences")}
            </Link>
          </li>
          <DealerZoneMenuSection />
          <li>
            <SignOutForm className="dropdown__link dropdown__button" />
          </li>
        </ul>
      </div>
    </div>
  );
}
