/**
 * The built-in DolphinID provider: /id/register. Creates a DolphinID (password stored only as
 * a PBKDF2 hash), mails a code that proves the address, and sends the visitor to the page
 * where it is typed (/id/verify-email), keeping the sign-in request it came from, if any.
 * An address that already has a DolphinID gets exactly the same answer (its owner is mailed
 * instead), so this page never tells anyone which addresses have one.
 */
import { Link } from "react-router";
import type { Route } from "./+types/id-register";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { PASSWORD_MIN_LENGTH } from "@common/identity";
import { providerReturnPath } from "@common/safe-path";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { registerAction } from "~/features/account/actions.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post, and
// the password fields' reveal buttons are enhanced.
export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Create a DolphinID | Dolphin") }];

export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: providerReturnPath(new URL(request.url).searchParams.get("return")) };
}

export const action = registerAction;

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  const action = loaderData.returnTo ? `${url("DolphinIdRegister")}?return=${encodeURIComponent(loaderData.returnTo)}` : url("DolphinIdRegister");
  return (
    <div className="container page account-page">
      <PageHeading>{t("Create a DolphinID")}</PageHeading>
      <p>
        {t(
          "A DolphinID signs you in to your Dolphin Account and the video calling service. Use an email address you can read: we send a code to it to prove it is yours, and password reset links later.",
        )}
      </p>
      <PostForm action={action} reloadDocument noValidate className="panel account-form">
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        {refusal && (
          <StatusAlert kind="error">
            <p>{refusal}</p>
          </StatusAlert>
        )}
        <TextField
          name="email"
          label={text("Email address")}
          type="email"
          autoComplete="email"
          required
          maxLength={255}
          defaultValue={keptValue(actionData, "email")}
          errors={errorsFor(fieldErrors, "email")}
        />
        <TextField
          name="password"
          label={text("Password")}
          type="password"
          autoComplete="new-password"
          required
          hint={t("At least {min} characters. A few unrelated words make a strong password that is easy to type.", { min: PASSWORD_MIN_LENGTH })}
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
        <SubmitButton busyLabel={text("Creating your account…")}>{t("Create DolphinID")}</SubmitButton>
      </PostForm>
      <p>
        <T
          message="Already have a DolphinID? <0>Sign in instead</0>."
          components={[loaderData.returnTo ? <a href={loaderData.returnTo} /> : <Link to={url("Login")} reloadDocument />]}
        />
      </p>
    </div>
  );
}
