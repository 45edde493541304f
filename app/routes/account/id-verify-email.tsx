/**
 * The built-in DolphinID provider: /id/verify-email. After registering (or from the account
 * page) the owner types the six-digit code we mailed, or opens the mailed link and confirms.
 * 'Send a new code' is rate-limited. Every answer is the same whether or not the address has
 * an account waiting to be proved, so the page reveals nothing about who has a DolphinID.
 * Plain forms: everything works before JavaScript loads.
 */
import { Link } from "react-router";
import type { Route } from "./+types/id-verify-email";
import * as v from "valibot";
import { fieldErrorsOf } from "@common/forms/action-result";
import { EMAIL_PROOF_CODE_LENGTH, proveWithLinkSchema, resendProofSchema } from "@common/schemas/email-proof";
import { providerReturnPath } from "@common/safe-path";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { verifyEmailAction } from "~/features/account/actions.server";
import { VERIFY_EMAIL_INTENTS } from "~/features/account/intents";
import { db } from "~/lib/db.server";
import { findProofLink } from "~/lib/identity.server";
import { getSessionUser } from "~/lib/session.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its forms are ordinary posts.
export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText(matches).text("Prove your email address | DolphinID | Dolphin") },
  { name: "robots", content: "noindex" },
];

const emailOnly = v.object({ email: resendProofSchema.entries.email });

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const returnTo = providerReturnPath(query.get("return"));
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

export const action = verifyEmailAction;

function Proved({ email, signedIn, returnTo }: { email: string; signedIn: boolean; returnTo: string | null }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page account-page">
      <PageHeading>{t("Your DolphinID is ready")}</PageHeading>
      <StatusAlert kind="success">
        <p>
          <T message="Thank you. You have proved that <0>{email}</0> is your email address." values={{ email }} components={[<span translate="no" />]} />
        </p>
      </StatusAlert>
      <p>
        {returnTo ? (
          <a className="button" href={returnTo}>
            {t("Continue signing in")}
          </a>
        ) : signedIn ? (
          <Link className="button" to={url("AccountDashboard")} reloadDocument>
            {t("Go to your Dolphin Account")}
          </Link>
        ) : (
          <Link className="button" to={url("Login")} reloadDocument>
            {t("Sign in with your new DolphinID")}
          </Link>
        )}
      </p>
    </div>
  );
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { mode, token, linkEmail, returnTo } = loaderData;
  const answer = actionData ?? null;
  const proved = answer?.status === "done" && answer.intent !== VERIFY_EMAIL_INTENTS.resend ? (answer.data as { email: string; signedIn: boolean }) : null;
  if (proved) return <Proved email={proved.email} signedIn={proved.signedIn} returnTo={returnTo} />;
  const sent = answer?.status === "done" && answer.intent === VERIFY_EMAIL_INTENTS.resend ? (answer.data as { email: string }) : null;
  const fieldErrors = fieldErrorsOf(answer);
  // A refused link, or a refusal that is not about a field (too many new codes), is said above the form.
  const linkProblem = answer?.intent === VERIFY_EMAIL_INTENTS.link ? (fieldErrors?.token?.errors[0] ?? null) : null;
  const codeFieldErrors = linkProblem ? null : fieldErrors;
  const message = answer?.status === "error" ? answer.message : linkProblem;
  const email = sent?.email ?? loaderData.email;
  // The forms post back to this address with its query, so the page after an answer still knows the address.
  const self = url("DolphinIdVerifyEmail", {}, { query: { email, return: returnTo } });
  const problem = message ? (
    <StatusAlert kind="error">
      <p>{message}</p>
    </StatusAlert>
  ) : null;

  if (mode === "link" && token && linkEmail) {
    return (
      <div className="container page account-page">
        <PageHeading>{t("Prove your email address")}</PageHeading>
        {problem}
        <p>
          <T
            message="Press the button to confirm that <0>{email}</0> is your email address."
            values={{ email: linkEmail }}
            components={[<strong translate="no" />]}
          />
        </p>
        <PostForm action={`${url("DolphinIdVerifyEmail")}?token=${encodeURIComponent(token)}`} reloadDocument className="panel account-form">
          <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENTS.link} />
          <input type="hidden" name="token" value={token} />
          <SubmitButton busyLabel={text("Checking…")}>{t("Prove my email address")}</SubmitButton>
        </PostForm>
      </div>
    );
  }

  return (
    <div className="container page account-page">
      <PageHeading>{t("Check your email")}</PageHeading>
      {mode === "link" && !answer && (
        <StatusAlert kind="error">
          <p>{t("This link has expired or has already been used. Type the code from the email, or send a new code.")}</p>
        </StatusAlert>
      )}
      {sent && (
        <StatusAlert kind="success">
          <p>
            <T
              message="If <0>{email}</0> is waiting to be proved, we have sent it a new code. Codes sent before still work until they expire."
              values={{ email: sent.email }}
              components={[<span translate="no" />]}
            />
          </p>
        </StatusAlert>
      )}
      {problem}
      {email ? (
        <p>
          <T
            message="We sent a code to <0>{email}</0>. Type it below to prove the address is yours, or open the link in the email. The code works for one hour. Check your spam folder if it has not arrived."
            values={{ email }}
            components={[<strong translate="no" />]}
          />
        </p>
      ) : (
        <p>{t("Type your email address and the code we sent to it, or open the link in the email.")}</p>
      )}
      <PostForm action={self} reloadDocument noValidate className="panel account-form">
        <ErrorSummary errors={summaryFromFieldErrors(codeFieldErrors)} />
        <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENTS.code} />
        {email ? (
          <input type="hidden" name="email" value={email} />
        ) : (
          <TextField
            name="email"
            label={text("Email address")}
            type="email"
            autoComplete="email"
            required
            maxLength={255}
            errors={errorsFor(codeFieldErrors, "email")}
          />
        )}
        <TextField
          name="code"
          label={text("Code from the email")}
          hint={t("{count} digits, for example 123456.", { count: EMAIL_PROOF_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={12}
          errors={errorsFor(codeFieldErrors, "code")}
        />
        <SubmitButton busyLabel={text("Checking…")}>{t("Prove my email address")}</SubmitButton>
      </PostForm>
      {email && (
        <PostForm action={self} reloadDocument className="account-form">
          <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENTS.resend} />
          <input type="hidden" name="email" value={email} />
          <p>{t("Not arrived, or the code has expired?")}</p>
          <SubmitButton className="button button--secondary" busyLabel={text("Sending…")}>
            {t("Send a new code")}
          </SubmitButton>
        </PostForm>
      )}
      <p>
        <T
          message="You can sign in before proving your address, but invitations, school seats and dealer access that are tied to it reach your DolphinID only once it is proved. <0>Sign in now</0>."
          components={[returnTo ? <a href={returnTo} /> : <Link to={url("Login")} reloadDocument />]}
        />
      </p>
    </div>
  );
}
