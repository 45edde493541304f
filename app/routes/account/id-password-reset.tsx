/**
 * The built-in DolphinID provider: /id/password-reset. Without a token: ask for the email
 * address and send a single-use, one-hour link through the mail interface (the same answer
 * whether or not the address has a DolphinID). With a token: choose a new password.
 */
import { Link } from "react-router";
import type { Route } from "./+types/id-password-reset";
import { fieldErrorsOf, flashOf } from "@common/forms/action-result";
import { PASSWORD_RESET_ANSWER, RESET_LINK_INVALID } from "@common/identity";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { passwordResetAction } from "~/features/account/actions.server";
import { PASSWORD_RESET_INTENTS } from "~/features/account/intents";
import { db } from "~/lib/db.server";
import { isResetTokenUsable } from "~/lib/identity.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { PASSWORD_HINT_MESSAGE, PASSWORD_HINT_VALUES } from "./password-hint";

// Served without framework JavaScript to anonymous visitors: its forms post natively, and the
// password fields' reveal buttons are enhanced.
export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Reset your DolphinID password | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { token: null, usable: false };
  return { token, usable: await isResetTokenUsable(db(), token) };
}

export const action = passwordResetAction;

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { token, usable } = loaderData;

  const requestResult = actionData?.intent === PASSWORD_RESET_INTENTS.request ? actionData : null;
  const completeResult = actionData?.intent === PASSWORD_RESET_INTENTS.complete ? actionData : null;

  if (token) {
    if (completeResult?.status === "done") {
      return (
        <div className="container page account-page">
          <PageHeading>{t("Your password has been changed")}</PageHeading>
          <StatusAlert kind="success">
            <p>{t("Your new password is ready. For your security, other devices have been signed out of DolphinID.")}</p>
          </StatusAlert>
          <p>
            <Link className="button" to={url("Login")} reloadDocument>
              {t("Sign in with your new password")}
            </Link>
          </p>
        </div>
      );
    }
    const fieldErrors = fieldErrorsOf(completeResult);
    // A refused link (spent or expired meanwhile) is not the visitor's to fix: the page says so instead of the form.
    const linkRefused = !usable || Boolean(fieldErrors?.token) || completeResult?.status === "error";
    return (
      <div className="container page account-page">
        <PageHeading>{t("Choose a new password")}</PageHeading>
        {linkRefused ? (
          <>
            <StatusAlert kind="error">
              <p>{t(RESET_LINK_INVALID)}</p>
            </StatusAlert>
            <p>
              <a href={url("DolphinIdPasswordReset")}>{t("Ask for a new reset link")}</a>
            </p>
          </>
        ) : (
          <PostForm action={`${url("DolphinIdPasswordReset")}?token=${encodeURIComponent(token)}`} reloadDocument noValidate className="panel account-form">
            <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
            <input type="hidden" name="intent" value={PASSWORD_RESET_INTENTS.complete} />
            <input type="hidden" name="token" value={token} />
            <TextField
              name="password"
              label={text("New password")}
              type="password"
              autoComplete="new-password"
              required
              hint={t(PASSWORD_HINT_MESSAGE, PASSWORD_HINT_VALUES)}
              errors={errorsFor(fieldErrors, "password")}
            />
            <TextField
              name="confirmPassword"
              label={text("Confirm password")}
              type="password"
              autoComplete="new-password"
              required
              errors={errorsFor(fieldErrors, "confirmPassword")}
            />
            <SubmitButton busyLabel={text("Changing password…")}>{t("Change password")}</SubmitButton>
          </PostForm>
        )}
      </div>
    );
  }

  return (
    <div className="container page account-page">
      <PageHeading>{t("Forgotten your password?")}</PageHeading>
      <p>{t("Enter the email address of your DolphinID. We will email you a link to choose a new password; it works once, within one hour.")}</p>
      <AjaxForm
        action={url("DolphinIdPasswordReset")}
        endpoint="account/password-reset"
        oneShot
        successMessage={text(PASSWORD_RESET_ANSWER)}
        initialFieldErrors={fieldErrorsOf(requestResult)}
        initialMessage={flashOf(requestResult)}
        className="panel account-form"
      >
        {({ fieldErrors }) => (
          <>
            <input type="hidden" name="intent" value={PASSWORD_RESET_INTENTS.request} />
            <TextField
              name="email"
              label={text("Email address")}
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              errors={errorsFor(fieldErrors, "email")}
            />
            <SubmitButton busyLabel={text("Sending…")}>{t("Send reset link")}</SubmitButton>
          </>
        )}
      </AjaxForm>
    </div>
  );
}
