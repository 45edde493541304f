/**
 * The built-in DolphinID provider: /id/register. Creates a DolphinID (password stored only as
 * a PBKDF2 hash) and goes back to the sign-in request it came from, if any.
 */
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/id-register";
import { PASSWORD_MIN_LENGTH } from "@common/identity";
import { registerSchema } from "@common/schemas/identity";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { safeSitePath } from "@common/safe-path";
import { ApiError } from "../../../workers/http/errors";
import { registerAccount } from "../../../workers/identity/provider";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";

export const meta: Route.MetaFunction = () => [{ title: "Create a DolphinID | Dolphin" }];

/** Only paths of the provider's own authorise page may be returned to. */
function returnPath(value: string | null): string | null {
  const path = safeSitePath(value);
  return path?.startsWith("/id/oauth/authorize") ? path : null;
}

export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: returnPath(new URL(request.url).searchParams.get("return")) };
}

export async function action({ request }: Route.ActionArgs) {
  const returnTo = returnPath(new URL(request.url).searchParams.get("return"));
  const limit = await hitRateLimit(env.DB, { name: "register", limit: 100, windowSeconds: 3600 }, clientAddress(request));
  if (!limit.allowed) {
    return data({ fieldErrors: null, message: "Too many DolphinIDs have been created from your connection in the last hour. Please try again later.", created: null }, { status: 429 });
  }
  const result = await parseForm(registerSchema, request);
  if (!result.ok) return data({ fieldErrors: result.fieldErrors, message: null, created: null }, { status: 422 });
  try {
    const account = await registerAccount(db(), result.output);
    if (returnTo) throw redirect(returnTo, 303);
    return { fieldErrors: null, message: null, created: account.email };
  } catch (error) {
    if (error instanceof ApiError && error.fields) return data({ fieldErrors: error.fields, message: null, created: null }, { status: 422 });
    throw error;
  }
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const fieldErrors = actionData?.fieldErrors ?? null;
  const action = loaderData.returnTo ? `${url("DolphinIdRegister")}?return=${encodeURIComponent(loaderData.returnTo)}` : url("DolphinIdRegister");
  if (actionData?.created) {
    return (
      <div className="container page account-page">
        <PageHeading>Your DolphinID is ready</PageHeading>
        <StatusAlert kind="success">
          <p>We have created the DolphinID {actionData.created}.</p>
        </StatusAlert>
        <p>
          <Link className="button" to={url("Login")} reloadDocument>
            Sign in with your new DolphinID
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page account-page">
      <PageHeading>Create a DolphinID</PageHeading>
      <p>
        A DolphinID signs you in to your Dolphin Account and the video calling service. Use an email address you can
        read: we send password reset links to it.
      </p>
      <form method="post" action={action} noValidate className="panel account-form">
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        {actionData?.message && (
          <StatusAlert kind="error">
            <p>{actionData.message}</p>
          </StatusAlert>
        )}
        <TextField name="email" label="Email address" type="email" autoComplete="email" required maxLength={255} errors={errorsFor(fieldErrors, "email")} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to type.`}
          errors={errorsFor(fieldErrors, "password")}
        />
        <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required errors={errorsFor(fieldErrors, "confirmPassword")} />
        <button type="submit" className="button">
          Create DolphinID
        </button>
      </form>
      <p>
        Already have a DolphinID? {loaderData.returnTo ? <a href={loaderData.returnTo}>Sign in instead</a> : <Link to={url("Login")} reloadDocument>Sign in instead</Link>}.
      </p>
    </div>
  );
}
