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
import type { FrameworkHandle } from "~/enhance/framework";
import { isLocale } from "@common/locale";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post to DolphinID.
export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Sign in | Dolphin") }];

/**
 * The built-in provider's sign-in page opens in the language the visitor signs in from: a
 * redirect to it from a page under a locale prefix keeps the prefix.
 */
function inPageLocale<T>(answer: T, request: Request, locale: string | undefined): T {
  if (!locale || !(answer instanceof Response)) return answer;
  const location = answer.headers.get("Location");
  if (!location) return answer;
  const target = new URL(location, request.url);
  if (target.origin === new URL(request.url).origin && target.pathname.startsWith("/id/")) {
    answer.headers.set("Location", `/${locale}${target.pathname}${target.search}`);
  }
  return answer;
}

/** The locale of the page a signed-out visitor was sent here from (a signed-in page under a prefix). */
function localeOfPath(path: string | null): string | undefined {
  const first = path?.split(/[/?#]/)[1];
  return first && isLocale(first) ? first : undefined;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeSitePath(url.searchParams.get("returnTo"));
  if (url.searchParams.get("auto") === "1") {
    throw inPageLocale(await startSignInRedirect(request, { remember: false, returnTo }), request, params.locale ?? localeOfPath(returnTo));
  }
  const user = await getSessionUser(request);
  return { returnTo, signedInAs: user?.email ?? null };
}

export async function action(args: Route.ActionArgs) {
  try {
    return inPageLocale(await signInAction(args), args.request, args.params.locale);
  } catch (thrown) {
    throw inPageLocale(thrown, args.request, args.params.locale);
  }
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const dashboard = url("AccountDashboard");
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
        {t(
          "DolphinID is your one sign-in for Dolphin services: your account, your video-calling address book and calls. You will sign in on the DolphinID page and come straight back here.",
        )}
      </p>
      <PostForm className="panel account-form" reloadDocument>
        {/* Without a page to return to, a visitor signing in from another language lands on that language's account page. */}
        <input type="hidden" name="returnTo" value={loaderData.returnTo ?? (dashboard === "/account" ? "" : dashboard)} />
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
