/**
 * AccountEmail (/account/email): 'Change my email address'. Step one asks for the password (or a
 * passkey) and the new address, which is mailed a code; step two takes the code, and only then
 * does the new address replace the old one. Both forms post to the page action made from the same operations
 * as POST /api/v1/account/email and /account/email/code. The page says in words what the change
 * means for contacts and for other signed-in devices.
 */
import type { Route } from "./+types/email";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { EMAIL_PROOF_CODE_LENGTH } from "@common/schemas/email-proof";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { ReProofFields } from "~/features/account/ReProofFields";
import { canReProveWithPasskey, emailChangeAction, waitingNewAddress } from "~/features/account/account-data.server";
import { EMAIL_CHANGE_INTENTS } from "~/features/account/intents";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { requireUser } from "~/lib/session.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: ["account/account-data"], hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Change my email address | Dolphin Account | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email, waiting: await waitingNewAddress(user.userId), passkey: await canReProveWithPasskey(request, user.userId) };
}

export const action = emailChangeAction;

export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const answer = actionData ?? null;
  const startAnswer = answer?.intent === EMAIL_CHANGE_INTENTS.start ? answer : null;
  const codeAnswer = answer?.intent === EMAIL_CHANGE_INTENTS.code ? answer : null;
  const changed = codeAnswer?.status === "done" ? codeAnswer.message : null;
  const startErrors = fieldErrorsOf(startAnswer);
  const codeErrors = fieldErrorsOf(codeAnswer);
  const waiting = changed ? null : loaderData.waiting;
  return (
    <div className="container page account-page">
      <PageHeading>{t("Change my email address")}</PageHeading>
      {answer?.status === "error" && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{answer.message}</p>
        </StatusAlert>
      )}
      {answer?.status === "done" && answer.message && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{answer.message}</p>
        </StatusAlert>
      )}
      <p>
        <T
          message="Your DolphinID uses <0>{email}</0>. You sign in with it, and we write to it."
          values={{ email: loaderData.email }}
          components={[<strong translate="no" />]}
        />
      </p>
      <section aria-labelledby="what-changes-heading">
        <h2 id="what-changes-heading">{t("What changes")}</h2>
        <ul>
          <li>{t("We send a code to the new address. The change happens only once you type it here, so a mistyped address changes nothing.")}</li>
          <li>{t("We tell your old address, with a link that puts it back within 7 days, in case the change was not yours.")}</li>
          <li>{t("Other browsers and devices signed in to your DolphinID are signed out; this one stays signed in.")}</li>
          <li>
            {t(
              "People find you in their address books by your address. Those who saved your old address will see you as an address without a DolphinID: they cannot see you online or call you until they add your new address. Those who already saved the new address find you at once.",
            )}
          </li>
        </ul>
      </section>
      {waiting && (
        <section aria-labelledby="code-heading">
          <h2 id="code-heading">{t("Type the code")}</h2>
          <p>
            <T message="We sent a code to <0>{email}</0>. It works for one hour." values={{ email: waiting }} components={[<strong translate="no" />]} />
          </p>
          <PostForm action={url("AccountEmail")} reloadDocument noValidate className="panel account-form" aria-labelledby="code-heading">
            <ErrorSummary errors={summaryFromFieldErrors(codeErrors)} />
            <input type="hidden" name="intent" value={EMAIL_CHANGE_INTENTS.code} />
            <TextField
              name="code"
              label={text("Code from the email")}
              hint={t("{count} digits, for example 123456.", { count: EMAIL_PROOF_CODE_LENGTH })}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={12}
              errors={errorsFor(codeErrors, "code")}
            />
            <SubmitButton busyLabel={text("Checking…")}>{t("Change my email address")}</SubmitButton>
          </PostForm>
        </section>
      )}
      <section aria-labelledby="new-address-heading">
        <h2 id="new-address-heading">{waiting ? t("Ask for a code for another address") : t("New address")}</h2>
        <PostForm action={url("AccountEmail")} reloadDocument noValidate className="panel account-form" aria-labelledby="new-address-heading">
          <ErrorSummary errors={summaryFromFieldErrors(startErrors)} />
          <input type="hidden" name="intent" value={EMAIL_CHANGE_INTENTS.start} />
          <TextField
            name="newEmail"
            label={text("New email address")}
            type="email"
            autoComplete="email"
            required
            maxLength={255}
            defaultValue={startAnswer?.status === "done" ? undefined : keptValue(startAnswer, "newEmail")}
            errors={errorsFor(startErrors, "newEmail")}
          />
          <ReProofFields fieldErrors={startErrors} passkey={loaderData.passkey} passkeyLabel={text("Send a code with a passkey")} />
          <SubmitButton busyLabel={text("Sending…")}>{t("Send a code to the new address")}</SubmitButton>
        </PostForm>
      </section>
      <p>
        <a href={url("AccountPreferences")}>{t("Back to Account Preferences")}</a>
      </p>
    </div>
  );
}
