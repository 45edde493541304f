/**
 * The built-in DolphinID provider: /id/verify-email. After registering (or from the account
 * page) the owner types the six-digit code we mailed, or opens the mailed link and confirms.
 * 'Send a new code' is rate-limited. Every answer is the same whether or not the address has
 * an account waiting to be proved, so the page reveals nothing about who has a DolphinID.
 * Plain forms: everything works before JavaScript loads.
 */
import { Link, data } from "react-router";
import type { Route } from "./+types/id-verify-email";
import * as v from "valibot";
import type { FieldErrors } from "@common/api-errors";
import { EMAIL_PROOF_CODE_LENGTH, proveWithCodeSchema, proveWithLinkSchema, resendProofSchema } from "@common/schemas/email-proof";
import { safeSitePath } from "@common/safe-path";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { getSessionUser } from "~/lib/session.server";
import { findProofLink, proveWithCode, proveWithLink, resendProof } from "../../../workers/identity/email-proof";
import { clientAddress } from "../../../workers/services/rate-limit";

export const meta: Route.MetaFunction = () => [{ title: "Prove your email address | DolphinID | Dolphin" }, { name: "robots", content: "noindex" }];

/** Only paths of the provider's own authorise page may be returned to. */
function returnPath(value: string | null | undefined): string | null {
  const path = safeSitePath(value ?? null);
  return path?.startsWith("/id/oauth/authorize") ? path : null;
}

const emailOnly = v.object({ email: resendProofSchema.entries.email });

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const returnTo = returnPath(query.get("return"));
  const token = query.get("token");
  if (token) {
    const link = v.is(proveWithLinkSchema, { token }) ? await findProofLink(db(), token) : null;
    return { mode: "link" as const, token, linkEmail: link?.email ?? null, email: null, returnTo };
  }
  // The address comes from the registration that sent us here, else the signed-in account.
  const given = v.safeParse(emailOnly, { email: query.get("email") ?? "" });
  const email = given.success ? given.output.email : ((await getSessionUser(request))?.email ?? null);
  return { mode: "code" as const, token: null, linkEmail: null, email, returnTo };
}

type ActionResult =
  | { outcome: "proved"; email: string; signedIn: boolean }
  | { outcome: "failed"; fieldErrors: FieldErrors | null; message: string | null }
  | { outcome: "sent"; email: string };

function codeError(message: string): FieldErrors {
  return { code: { friendlyName: "Code from the email", errors: [message] } };
}

export async function action({ request }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  const database = db();
  if (intent === "resend") {
    const result = await parseForm(resendProofSchema, request);
    if (!result.ok) return data<ActionResult>({ outcome: "failed", fieldErrors: result.fieldErrors, message: null }, { status: 422 });
    const resent = await resendProof(env, database, result.output.email, clientAddress(request));
    if (!resent.sent) {
      const minutes = Math.max(1, Math.ceil(resent.retryAfterSeconds / 60));
      return data<ActionResult>(
        { outcome: "failed", fieldErrors: null, message: `You have asked for new codes too often. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.` },
        { status: 429 },
      );
    }
    return data<ActionResult>({ outcome: "sent", email: result.output.email });
  }
  const signedIn = Boolean(await getSessionUser(request));
  if (intent === "link") {
    const result = await parseForm(proveWithLinkSchema, request);
    const proof = result.ok ? await proveWithLink(database, result.output.token) : null;
    if (!proof?.proved) {
      const message = proof && !proof.proved ? proof.message : "This link is not complete. Open it from the email again, or type the code instead.";
      return data<ActionResult>({ outcome: "failed", fieldErrors: null, message }, { status: 422 });
    }
    return data<ActionResult>({ outcome: "proved", email: proof.email, signedIn });
  }
  const result = await parseForm(proveWithCodeSchema, request);
  if (!result.ok) return data<ActionResult>({ outcome: "failed", fieldErrors: result.fieldErrors, message: null }, { status: 422 });
  const proof = await proveWithCode(env, database, result.output);
  if (!proof.proved) return data<ActionResult>({ outcome: "failed", fieldErrors: codeError(proof.message), message: null }, { status: 422 });
  return data<ActionResult>({ outcome: "proved", email: proof.email, signedIn });
}

function Proved({ email, signedIn, returnTo }: { email: string; signedIn: boolean; returnTo: string | null }) {
  const url = useLocalisedUrl();
  return (
    <div className="container page account-page">
      <PageHeading>Your DolphinID is ready</PageHeading>
      <StatusAlert kind="success">
        <p>Thank you. You have proved that {email} is your email address.</p>
      </StatusAlert>
      <p>
        {returnTo ? (
          <a className="button" href={returnTo}>
            Continue signing in
          </a>
        ) : signedIn ? (
          <Link className="button" to={url("AccountDashboard")} reloadDocument>
            Go to your Dolphin Account
          </Link>
        ) : (
          <Link className="button" to={url("Login")} reloadDocument>
            Sign in with your new DolphinID
          </Link>
        )}
      </p>
    </div>
  );
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { mode, token, linkEmail, returnTo } = loaderData;
  if (actionData?.outcome === "proved") return <Proved email={actionData.email} signedIn={actionData.signedIn} returnTo={returnTo} />;
  const failed = actionData?.outcome === "failed" ? actionData : null;
  const fieldErrors = failed?.fieldErrors ?? null;
  const email = actionData?.outcome === "sent" ? actionData.email : loaderData.email;
  // The forms post back to this address with its query, so the page after an answer still knows the address.
  const self = url("DolphinIdVerifyEmail", {}, { query: { email, return: returnTo } });
  const problem = failed?.message ? (
    <StatusAlert kind="error">
      <p>{failed.message}</p>
    </StatusAlert>
  ) : null;

  if (mode === "link" && token && linkEmail) {
    return (
      <div className="container page account-page">
        <PageHeading>Prove your email address</PageHeading>
        {problem}
        <p>
          Press the button to confirm that <strong>{linkEmail}</strong> is your email address.
        </p>
        <form method="post" action={`${url("DolphinIdVerifyEmail")}?token=${encodeURIComponent(token)}`} className="panel account-form">
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            Prove my email address
          </button>
        </form>
      </div>
    );
  }

  return (
    <div className="container page account-page">
      <PageHeading>Check your email</PageHeading>
      {mode === "link" && !failed && (
        <StatusAlert kind="error">
          <p>This link has expired or has already been used. Type the code from the email, or send a new code.</p>
        </StatusAlert>
      )}
      {actionData?.outcome === "sent" && (
        <StatusAlert kind="success">
          <p>
            If {actionData.email} is waiting to be proved, we have sent it a new code. Codes sent before no longer work.
          </p>
        </StatusAlert>
      )}
      {problem}
      {email ? (
        <p>
          We sent a code to <strong>{email}</strong>. Type it below to prove the address is yours, or open the link in the
          email. The code works for one hour. Check your spam folder if it has not arrived.
        </p>
      ) : (
        <p>Type your email address and the code we sent to it, or open the link in the email.</p>
      )}
      <form method="post" action={self} noValidate className="panel account-form">
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        <input type="hidden" name="intent" value="prove" />
        {email ? (
          <input type="hidden" name="email" value={email} />
        ) : (
          <TextField name="email" label="Email address" type="email" autoComplete="email" required maxLength={255} errors={errorsFor(fieldErrors, "email")} />
        )}
        <TextField
          name="code"
          label="Code from the email"
          hint={`${EMAIL_PROOF_CODE_LENGTH} digits, for example 123456.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={12}
          errors={errorsFor(fieldErrors, "code")}
        />
        <button type="submit" className="button">
          Prove my email address
        </button>
      </form>
      {email && (
        <form method="post" action={self} className="account-form">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          <p>Not arrived, or the code has expired?</p>
          <button type="submit" className="button button--secondary">
            Send a new code
          </button>
        </form>
      )}
      <p>
        You can sign in before proving your address, but invitations, school seats and dealer access that are tied to it
        reach your DolphinID only once it is proved.{" "}
        {returnTo ? <a href={returnTo}>Sign in now</a> : <Link to={url("Login")} reloadDocument>Sign in now</Link>}.
      </p>
    </div>
  );
}
