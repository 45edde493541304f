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

export const handle = { i18n: "account" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Dolphin" }];

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
  return (
    <div className="container page account-page">
      <PageHeading>Sign in with DolphinID</PageHeading>
      {loaderData.signedInAs && (
        <p className="account-page__note">
          You are already signed in as <strong>{loaderData.signedInAs}</strong>. <Link to={url("AccountDashboard")}>Go to your Dolphin Account</Link>.
        </p>
      )}
      <p>
        DolphinID is your one sign-in for Dolphin services: your account, your video-calling address book and calls.
        You will sign in on the DolphinID page and come straight back here.
      </p>
      <PostForm className="panel account-form" reloadDocument>
        <input type="hidden" name="returnTo" value={loaderData.returnTo ?? ""} />
        <CheckboxField
          name="remember"
          label="Remember me"
          hint="Keeps you signed in on this device for a year. Do not choose this on a shared or public computer."
        />
        <SubmitButton busyLabel="Opening DolphinID…">
          Login with DolphinID
        </SubmitButton>
      </PostForm>
      <p>
        New to Dolphin? <Link to={url("DolphinIdRegister")}>Create a DolphinID</Link>, then come back to sign in.
      </p>
    </div>
  );
}
