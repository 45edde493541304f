/**
 * The built-in DolphinID provider: /id/oauth/authorize (GET shows, POST submits). Checks the
 * client, its registered redirect address and PKCE (S256 only), asks for the email address
 * and password and returns to the client with a one-time code and the state, or with
 * `error`. After repeated wrong passwords the form also carries the human check (a hidden
 * one-time token with the local check, so it works without JavaScript; the provider's token,
 * fetched on submit, with reCAPTCHA or Turnstile): the account is never locked.
 */
import { Link, data, redirect } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/id-authorize";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { DEFAULT_LOCALE } from "@common/constants";
import { localeForUiLocales, pathInLocale } from "@common/i18n/choice";
import { SIGN_IN_HUMAN_CHECK_ACTION, SIGN_IN_REQUEST_INCOMPLETE } from "@common/identity";
import { safeRedirectTarget } from "@common/safe-path";
import { AUTHORIZE_KEYS, type AuthorizeParams, authorizeParamsSchema } from "@common/schemas/identity";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { usePostedFormMarks } from "~/components/forms/AjaxForm";
import { summaryFromFieldErrors } from "~/lib/form-check";
import type { HumanCheckConfig } from "~/features/support/human-check";
import { useHumanCheckMarks } from "~/features/support/HumanCheckField";
import { type HumanCheckStep, type SignInActionResult, authorizeAction } from "~/features/account/actions.server";
import { PageHeading } from "~/components/layout/PageHeading";
import { PasskeyForm } from "~/features/account/passkeys/PasskeyForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { env } from "~/lib/db.server";
import { checkAuthorizeRequest } from "~/lib/identity.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the form posts natively after the
// enhancement's required-field check (and a hosted human check's token, when one is asked for).
export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Sign in to DolphinID | Dolphin") }];

type PageData = { kind: "form"; params: AuthorizeParams } | { kind: "refused"; message: string };

/** Checks the request in the address; throws the redirect back to the client when the client should hear about a problem. */
export function loader({ request, params }: Route.LoaderArgs) {
  const address = new URL(request.url);
  // A client may ask for the page's language (OpenID Connect's ui_locales): an address without a
  // locale of its own is answered by that locale's page.
  const asked = params.locale ? null : localeForUiLocales(address.searchParams.get("ui_locales"));
  if (asked && asked !== DEFAULT_LOCALE) throw redirect(safeRedirectTarget(pathInLocale(address.pathname + address.search, asked)), 302);
  const query = address.searchParams;
  const raw: Record<string, string> = {};
  for (const key of AUTHORIZE_KEYS) {
    const value = query.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = v.safeParse(authorizeParamsSchema, raw);
  if (!parsed.success) return data<PageData>({ kind: "refused", message: SIGN_IN_REQUEST_INCOMPLETE }, { status: 400 });
  const result = checkAuthorizeRequest(env, parsed.output, new URL(request.url).origin);
  if (result.ok) return data<PageData>({ kind: "form", params: result.params });
  if (result.redirect) throw redirect(result.redirect, 303);
  return data<PageData>({ kind: "refused", message: result.message }, { status: 400 });
}

export const action = authorizeAction;

export default function AuthorizePage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const page = loaderData as PageData;
  const answer = (actionData ?? null) as SignInActionResult | null;
  // A refusal of the request itself (not of the credentials) replaces the form.
  const requestRefused = answer?.status === "error" && answer.message === SIGN_IN_REQUEST_INCOMPLETE;
  if (page.kind === "refused" || requestRefused) {
    return (
      <div className="container page account-page">
        <PageHeading>{t("Sign in to DolphinID")}</PageHeading>
        <StatusAlert kind="error">
          <p>{t(page.kind === "refused" ? page.message : SIGN_IN_REQUEST_INCOMPLETE)}</p>
        </StatusAlert>
        <p>
          <Link to={url("Login")} reloadDocument>
            {t("Start signing in again")}
          </Link>
        </p>
      </div>
    );
  }
  const fieldErrors = fieldErrorsOf(answer);
  const query = new URLSearchParams(page.params as Record<string, string>).toString();
  const authorizePath = `${url("DolphinIdAuthorize")}?${query}`;
  const registerHref = `${url("DolphinIdRegister")}?return=${encodeURIComponent(authorizePath)}`;
  return (
    <div className="container page account-page">
      <PageHeading>{t("Sign in to DolphinID")}</PageHeading>
      <p>{t("Sign in with the email address and password of your DolphinID. You will then go back to the Dolphin website.")}</p>
      <SignInForm action={authorizePath} humanCheck={answer?.humanCheck ?? null}>
        {/* A refused sign-in is about the password (or the check that comes with it): the summary links there. */}
        {answer?.status === "error" && !answer.passkey ? (
          <ErrorSummary heading={text("Error!")} errors={[{ fieldId: "password", message: answer.message }]} />
        ) : (
          <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        )}
        {AUTHORIZE_KEYS.map((key) => (
          <input key={key} type="hidden" name={key} value={page.params[key]} />
        ))}
        <TextField
          name="email"
          label={text("Email address")}
          type="email"
          autoComplete="username"
          required
          defaultValue={keptValue(answer, "email")}
          maxLength={255}
          errors={errorsFor(fieldErrors, "email")}
        />
        <TextField
          name="password"
          label={text("Password")}
          type="password"
          autoComplete="current-password"
          required
          errors={errorsFor(fieldErrors, "password")}
        />
        <SubmitButton busyLabel={text("Signing in…")}>{t("Sign in")}</SubmitButton>
      </SignInForm>
      {answer?.status === "error" && answer.passkey && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{answer.message}</p>
        </StatusAlert>
      )}
      <PasskeyForm id="passkey-sign-in" kind="sign-in" options="/api/v1/passkeys/sign-in-options" action={authorizePath} label={text("Sign in with a passkey")}>
        {AUTHORIZE_KEYS.map((key) => (
          <input key={key} type="hidden" name={key} value={page.params[key]} />
        ))}
        <p>{t("Or use a passkey saved on this device, your phone or a security key.")}</p>
        <SubmitButton busyLabel={text("Waiting for your passkey…")}>{t("Sign in with a passkey")}</SubmitButton>
      </PasskeyForm>
      <ul className="account-links">
        <li>
          <a href={url("DolphinIdPasswordReset")}>{t("Forgotten your password?")}</a>
        </li>
        <li>
          <T message="<0>Create a DolphinID</0> if you do not have one yet." components={[<a href={registerHref} />]} />
        </li>
      </ul>
    </div>
  );
}

/**
 * The sign-in form. app/enhance/posted-form.ts checks the fields and, with a hosted human check
 * pending, puts the provider's token in first; the local check's token is already there.
 */
function SignInForm({ action, humanCheck, children }: { action: string; humanCheck: HumanCheckStep | null; children: React.ReactNode }) {
  const postedFormMarks = usePostedFormMarks();
  const humanCheckMarks = useHumanCheckMarks(humanCheck && !humanCheck.token ? (humanCheck.config as HumanCheckConfig) : null, SIGN_IN_HUMAN_CHECK_ACTION);
  return (
    <form method="post" action={action} noValidate className="panel account-form" data-busy-form="" {...postedFormMarks}>
      {humanCheck && <input type="hidden" name="humanCheckToken" defaultValue={humanCheck.token ?? ""} {...humanCheckMarks} />}
      {children}
    </form>
  );
}
