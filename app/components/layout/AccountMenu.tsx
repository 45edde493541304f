import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { SignOutForm } from "~/features/account/SignOutForm";
import { onLogoutElsewhere } from "~/features/account/logout-events";
import { useWithoutFramework } from "~/enhance/framework";
import { useDisclosure } from "~/hooks/useDisclosure";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { DealerZoneMenuSection } from "./DealerZoneMenuSection";
import { api } from "~/lib/api-client";
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

/**
 * 'Sign in' when signed out. Before JavaScript it is a link to the
 * login page. With JavaScript the OAuth hash is fetched and 'Sign in' is a button, disabled
 * until the hash has loaded, that posts the hidden form to DolphinID.
 */
/** Pages of the sign-in itself, where 'Sign in' stays a plain link and no new hash is made. */
const SIGN_IN_PAGES = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:id\/|action\/login|account\/oauth_verify)/;

function SignIn() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const hydrated = useHydrated();
  const withoutFramework = useWithoutFramework();
  const onSignInPage = SIGN_IN_PAGES.test(useLocation().pathname);
  const [hash, setHash] = useState<OAuthHashResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hydrated || onSignInPage) return;
    let live = true;
    const returnTo = window.location.pathname.startsWith("/account") ? "" : window.location.pathname + window.location.search;
    void api.get<OAuthHashResponse>("oauth/hash", { query: { returnTo } }).then((result) => {
      if (!live) return;
      if (result.ok) setHash(result.data);
      else if (!result.cancelled) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [hydrated, onSignInPage]);

  const form = (
    <form method="post" action={hash?.action ?? url("Login")} className="account-menu__sign-in-form" data-busy-form="">
      {hash && Object.entries(hash.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <SubmitButton
        className="button button--secondary account-menu__sign-in"
        disabled={!hash}
        aria-busy={!hash || undefined}
        busyLabel={text("Opening DolphinID…")}
      >
        {t("Sign in")}
      </SubmitButton>
    </form>
  );
  if (!hydrated || failed || onSignInPage) {
    return (
      <>
        <Link to={url("Login")} className="button button--secondary account-menu__sign-in" reloadDocument>
          {t("Sign in")}
        </Link>
        {/* Without the framework, app/enhance/sign-in.ts swaps the link for this form once it has the hash. */}
        {withoutFramework && !onSignInPage && <template data-sign-in="">{form}</template>}
      </>
    );
  }
  return form;
}

/**
 * The account dropdown of the nav bar. Signed out: 'Sign in'. Signed in: the
 * user's email (or 'Dolphin Account') opening 'Dolphin Account', 'Account Preferences' and
 * 'Sign out'. A sign-out in another tab sends this one home too.
 */
export function AccountMenu({ user }: { user: ShellUser | null }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const dropdown = useDisclosure<HTMLDivElement>();
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn) return;
    return onLogoutElsewhere(() => window.location.assign("/"));
  }, [signedIn]);

  if (!user) {
    return (
      <div className="account-menu">
        <SignIn />
      </div>
    );
  }

  return (
    <div ref={dropdown.rootRef} className="account-menu dropdown">
      <button {...dropdown.buttonProps} className="button button--secondary dropdown__toggle">
        {user.email ? <span translate="no">{user.email}</span> : t("Dolphin Account")}
      </button>
      <div {...dropdown.panelProps} className="dropdown__panel dropdown__panel--end">
        <ul>
          <li>
            <Link className="dropdown__link" to={url("AccountDashboard")} onClick={() => dropdown.close()}>
              {t("Dolphin Account")}
            </Link>
          </li>
          <li>
            <Link className="dropdown__link" to={url("AccountPreferences")} onClick={() => dropdown.close()}>
              {t("Account Preferences")}
            </Link>
          </li>
          <DealerZoneMenuSection onNavigate={() => dropdown.close()} />
          <li>
            <SignOutForm className="dropdown__link dropdown__button" />
          </li>
        </ul>
      </div>
    </div>
  );
}
