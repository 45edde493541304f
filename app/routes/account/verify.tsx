/**
 * /account/oauth_verify: the provider returns here with code and state. The checks run in
 * order (a hash cookie, an answer, no provider error, a code and state, a known state); success exchanges the code, stores
 * the tokens in a new server-side session and goes to /account (or the page that asked).
 */
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/verify";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { env } from "~/lib/db.server";
import { safeRedirectTarget } from "@common/safe-path";
import { completeSignIn } from "~/lib/identity.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: it only says what went wrong.
export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Verifying your login | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const result = await completeSignIn(request, env, new URL(request.url).searchParams);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  if (result.ok) throw redirect(safeRedirectTarget(result.redirectTo, "/account"), { status: 303, headers });
  return data({ message: result.message }, { status: 400, headers });
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page account-page">
      <PageHeading>{t("Signing in with DolphinID")}</PageHeading>
      {loaderData.message ? (
        <>
          <StatusAlert kind="error">
            <p>{t(loaderData.message)}</p>
          </StatusAlert>
          <p>
            <Link className="button" to={url("Login")}>
              {t("Sign in again")}
            </Link>
          </p>
        </>
      ) : (
        <p role="status">{t("Verifying your login…")}</p>
      )}
    </div>
  );
}
