/**
 * The built-in DolphinID provider: /id/password-reset. Without a token: ask for the email
 * address and send a single-use, one-hour link through the mail interface (the same answer
 * whether or not the address has a DolphinID). With a token: choose a new password.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/id-password-reset";
import { PASSWORD_HINT, PASSWORD_RESET_ANSWER, RESET_LINK_INVALID } from "@common/identity";
import { passwordResetCompleteSchema, passwordResetRequestSchema } from "@common/schemas/identity";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { ApiError } from "../../../workers/http/errors";
import { completePasswordReset, isResetTokenUsable, requestPasswordReset } from "~/lib/identity.server";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";

export const meta: Route.MetaFunction = () => [{ title: "Reset your DolphinID password | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { token: null, usable: false };
  return { token, usable: await isResetTokenUsable(db(), token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.has("token")) {
    const result = await parseForm(passwordResetCompleteSchema, request);
    if (!result.ok) return data({ step: "complete" as const, fieldErrors: result.fieldErrors, message: null, done: false }, { status: 422 });
    try {
      await completePasswordReset(env, result.output.token, result.output.password);
      return { step: "complete" as const, fieldErrors: null, message: null, done: true };
    } catch (error) {
      // A password the rule refuses is the visitor's to fix; any other refusal means the link is spent.
      if (error instanceof ApiError && error.fields?.password) return data({ step: "complete" as const, fieldErrors: error.fields, message: null, done: false }, { status: 422 });
      if (error instanceof ApiError) return data({ step: "complete" as const, fieldErrors: null, message: RESET_LINK_INVALID, done: false }, { status: 422 });
      throw error;
    }
  }
  const limit = await hitRateLimit(env.DB, { name: "password-reset", limit: 5, windowSeconds: 900 }, clientAddress(request));
  if (!limit.allowed) return data({ step: "request" as const, fieldErrors: null, message: "Too many reset requests. Please wait 15 minutes and try again.", done: false }, { status: 429 });
  const result = await parseForm(passwordResetRequestSchema, request);
  if (!result.ok) return data({ step: "request" as const, fieldErrors: result.fieldErrors, message: null, done: false }, { status: 422 });
  const database = db();
  await requestPasswordReset(env, database, result.output.email);
  return { step: "request" as const, fieldErrors: null, message: null, done: true };
}

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { token, usable } = loaderData;

  if (token) {
    if (actionData?.done) {
      return (
        <div className="container page account-page">
          <PageHeading>Your password has been changed</PageHeading>
          <StatusAlert kind="success">
            <p>Your new password is ready. For your security, other devices have been signed out of DolphinID.</p>
          </StatusAlert>
          <p>
            <Link className="button" to={url("Login")} reloadDocument>
              Sign in with your new password
            </Link>
          </p>
        </div>
      );
    }
    const fieldErrors = actionData?.fieldErrors ?? null;
    return (
      <div className="container page account-page">
        <PageHeading>Choose a new password</PageHeading>
        {!usable || actionData?.message ? (
          <>
            <StatusAlert kind="error">
              <p>{RESET_LINK_INVALID}</p>
            </StatusAlert>
            <p>
              <a href={url("DolphinIdPasswordReset")}>Ask for a new reset link</a>
            </p>
          </>
        ) : (
          <form method="post" noValidate className="panel account-form">
            <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
            <input type="hidden" name="token" value={token} />
            <TextField
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              hint={PASSWORD_HINT}
              errors={errorsFor(fieldErrors, "password")}
            />
            <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required errors={errorsFor(fieldErrors, "confirmPassword")} />
            <button type="submit" className="button">
              Change password
            </button>
          </form>
        )}
      </div>
    );
  }

  return (
    <div className="container page account-page">
      <PageHeading>Forgotten your password?</PageHeading>
      <p>Enter the email address of your DolphinID. We will email you a link to choose a new password; it works once, within one hour.</p>
      <AjaxForm
        action={url("DolphinIdPasswordReset")}
        endpoint="account/password-reset"
        oneShot
        successMessage={PASSWORD_RESET_ANSWER}
        initialFieldErrors={actionData?.fieldErrors}
        initialMessage={actionData?.done ? { kind: "success", text: PASSWORD_RESET_ANSWER } : actionData?.message ? { kind: "error", text: actionData.message } : null}
        className="panel account-form"
      >
        {({ fieldErrors }) => (
          <>
            <TextField name="email" label="Email address" type="email" autoComplete="email" required maxLength={255} errors={errorsFor(fieldErrors, "email")} />
            <button type="submit" className="button">
              Send reset link
            </button>
          </>
        )}
      </AjaxForm>
    </div>
  );
}
