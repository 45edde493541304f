/**
 * The built-in DolphinID provider: /id/register. Creates a DolphinID (password stored only as
 * a PBKDF2 hash), mails a code that proves the address, and sends the visitor to the page
 * where it is typed (/id/verify-email), keeping the sign-in request it came from, if any.
 * An address that already has a DolphinID gets exactly the same answer (its owner is mailed
 * instead), so this page never tells anyone which addresses have one.
 */
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/id-register";
import { PASSWORD_MIN_LENGTH } from "@common/identity";
import { buildUrl } from "@common/routes";
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
import { registerAndSendProof } from "../../../workers/identity/email-proof";
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
    return data({ fieldErrors: null, message: "Too many DolphinIDs have been created from your connection in the last hour. Please try again later." }, { status: 429 });
  }
  const result = await parseForm(registerSchema, request);
  if (!result.ok) return data({ fieldErrors: result.fieldErrors, message: null }, { status: 422 });
  let email: string;
  try {
    ({ email } = await registerAndSendProof(env, db(), result.output));
  } catch (error) {
    if (error instanceof ApiError && error.fields) return data({ fieldErrors: error.fields, message: null }, { status: 422 });
    throw error;
  }
  throw redirect(buildUrl("DolphinIdVerifyEmail", {}, { query: { email, return: returnTo } }), 303);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const fieldErrors = actionData?.fieldErrors ?? null;
  const action = loaderData.returnTo ? `${url("DolphinIdRegister")}?return=${encodeURIComponent(loaderData.returnTo)}` : url("DolphinIdRegister");
  return (
    <div className="container page account-page">
      <PageHeading>Create a DolphinID</PageHeading>
      <p>
        A DolphinID signs you in to your Dolphin Account and the video calling service. Use an email address you can
        read: we send a code to it to prove it is yours, and password reset links later.
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
