/**
 * StaffConfirm (/staff/confirm): once per session, before the desk opens, a staff account gives
 * its second factor: a passkey (where the browser has them), a code from its authenticator app,
 * or one of its recovery codes. Then it goes on to the desk page it asked for.
 */
import type { Route } from "./+types/confirm";
import { type FormActionResult, fieldErrorsOf } from "@common/forms/action-result";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { STAFF_CONFIRM_INTENTS } from "~/features/account/intents";
import { PasskeyForm } from "~/features/account/passkeys/PasskeyForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { staffMeta } from "./components";
import { confirmAction, confirmPageData } from "./second-factor.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Confirm it is you", matches);

export const loader = ({ request }: Route.LoaderArgs) => confirmPageData(request);

export const action = confirmAction;

export default function StaffConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const answer = (actionData ?? null) as FormActionResult | null;
  const resultOf = (intent: string) => (answer?.intent === intent ? answer : null);
  const here = `${url("StaffConfirm")}?${new URLSearchParams({ returnTo: loaderData.returnTo })}`;
  const totpErrors = fieldErrorsOf(resultOf(STAFF_CONFIRM_INTENTS.totp));
  const recoveryErrors = fieldErrorsOf(resultOf(STAFF_CONFIRM_INTENTS.recoveryCode));
  return (
    <div className="container page">
      <PageHeading>{t("Confirm it is you")}</PageHeading>
      <p>{t("The staff desk asks for your second factor once each time you sign in.")}</p>
      {answer?.status === "error" && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{answer.message}</p>
        </StatusAlert>
      )}
      {loaderData.passkeys && (
        <PasskeyForm id="confirm-passkey" kind="second-factor" options="/api/v1/second-factor/passkey-options" action={here} label={text("Use your passkey")}>
          <input type="hidden" name="intent" value={STAFF_CONFIRM_INTENTS.passkey} />
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <SubmitButton busyLabel={text("Waiting for your passkey…")}>{t("Use your passkey")}</SubmitButton>
        </PasskeyForm>
      )}
      {loaderData.totp && (
        <section aria-labelledby="confirm-totp-heading">
          <h2 id="confirm-totp-heading">{t("Code from your authenticator app")}</h2>
          <PostForm action={here} className="panel account-form" aria-labelledby="confirm-totp-heading">
            <ErrorSummary errors={summaryFromFieldErrors(totpErrors)} />
            <input type="hidden" name="intent" value={STAFF_CONFIRM_INTENTS.totp} />
            <input type="hidden" name="returnTo" value={loaderData.returnTo} />
            <TextField
              name="code"
              label={text("Code from the app")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
              required
              errors={errorsFor(totpErrors, "code")}
            />
            <SubmitButton busyLabel={text("Checking…")}>{t("Continue")}</SubmitButton>
          </PostForm>
        </section>
      )}
      <section aria-labelledby="confirm-recovery-heading">
        <h2 id="confirm-recovery-heading">{t("Use a recovery code")}</h2>
        <p>{t("If you cannot use your passkey or app, type one of the recovery codes you kept. Each works once.")}</p>
        <PostForm action={here} className="panel account-form" aria-labelledby="confirm-recovery-heading">
          <ErrorSummary errors={summaryFromFieldErrors(recoveryErrors)} />
          <input type="hidden" name="intent" value={STAFF_CONFIRM_INTENTS.recoveryCode} />
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <TextField
            name="recoveryCode"
            id="recoveryCode"
            label={text("Recovery code")}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            errors={errorsFor(recoveryErrors, "recoveryCode")}
          />
          <SubmitButton busyLabel={text("Checking…")}>{t("Use the recovery code")}</SubmitButton>
        </PostForm>
      </section>
    </div>
  );
}
