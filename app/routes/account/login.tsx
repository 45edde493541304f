/**
 * /action/login: 'Login with DolphinID' sends the visitor to the
 * DolphinID provider with a fresh OAuth hash (PKCE S256 and state, kept in a signed cookie
 * for 10 minutes). `?auto=1` goes straight on without a click (and without JavaScript).
 */
import { Link } from "react-router";
import type { Route } from "./+types/login";
import { CheckboxField } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { safeSitePath } from "@common/safe-path";
import { signInAction, startSignInRedirect } from "~/features/account/actions.server";
import { getSessionUser } from "~/lib/session.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";
import type { I18nHandle } from "@common/i18n/namespaces";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "account" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Sign in | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeSitePath(url.searchParams.get("returnTo"));
  if (url.searchParams.get("auto") === "1") throw await startSignInRedirect(request, { remember: false, returnTo });
  const user = await getSessionUser(request);
  return { returnTo, signedInAs: user?.email ?? null };
}

export const action = signInAction;

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <div className="container page account-page">
      <PageHeading>{t("Sign in with DolphinID")}</PageHeading>
      {loaderData.signedInAs && (
        <p className="account-page__note">
          <T
            message="You are already signed in as <0>{email}</0>. <1>Go to your Dolphin Account</1>."
            values={{ email: loaderData.signedInAs }}
            components={[<strong translate="no" />, <Link to={url("AccountDashboard")} />]}
          />
        </p>
      )}
      <p>
        {t("DolphinID is your one sign-in for Dolphin services: your account, your video-calling address book and calls. You will sign in on the DolphinID page and come straight back here.")}
      </p>
      <PostForm className="panel account-form" reloadDocument>
        <input type="hidden" name="returnTo" value={loaderData.returnTo ?? ""} />
        <CheckboxField
          name="remember"
          label={text("Remember me")}
          hint={t("Keeps you signed in on this device for a year. Do not choose this on a shared or public computer.")}
        />
        <SubmitButton busyLabel={text("Opening DolphinID…")}>{t("Login with DolphinID")}</SubmitButton>
      </PostForm>
      <p>
        <T message="New to Dolphin? <0>Create a DolphinID</0>, then come back to sign in." components={[<Link to={url("DolphinIdRegister")} />]} />
      </p>
    </div>
  );
}
