/**
 * StaffProtect (/staff/protect): the desk's first page for a staff account without a second
 * factor. It offers a passkey (where the browser has them) or an authenticator app: its key as
 * a QR code, as text and as an otpauth address, confirmed with a first code. Then the ten
 * recovery codes, shown once, and the way on to the desk.
 */
import type { Route } from "./+types/protect";
import { type FormActionResult, fieldErrorsOf } from "@common/forms/action-result";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { STAFF_PROTECT_INTENTS } from "~/features/account/intents";
import { AddPasskeyForm } from "~/features/account/passkeys/AddPasskeyForm";
import { RecoveryCodes } from "~/features/account/passkeys/RecoveryCodes";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { staffMeta } from "./components";
import { protectAction, protectPageData } from "./second-factor.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Protect your staff account", matches);

export const loader = ({ request }: Route.LoaderArgs) => protectPageData(request);

export const action = protectAction;

/** "JBSW Y3DP …": the key in groups of four, easier to read aloud and to type. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

export default function StaffProtect({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const answer = (actionData ?? null) as FormActionResult<{ recoveryCodes?: string[] | null }> | null;
  const totpAnswer = answer?.intent === STAFF_PROTECT_INTENTS.totp ? answer : null;
  const passkeyAnswer = answer?.intent === STAFF_PROTECT_INTENTS.passkey ? answer : null;
  const codes = answer?.status === "done" ? answer.data.recoveryCodes : null;
  const here = `${url("StaffProtect")}?${new URLSearchParams({ returnTo: loaderData.returnTo })}`;
  const deskLink = (
    <p>
      <a href={loaderData.returnTo} className="button">
        {t("Continue to the staff desk")}
      </a>
    </p>
  );
  if (loaderData.isProtected || codes) {
    return (
      <div className="container page">
        <PageHeading>{t("Protect your staff account")}</PageHeading>
        <StatusAlert kind="success" focusOnLoad>
          <p>{t("Your staff account is protected. Each time you sign in, the staff desk will ask for your second factor once.")}</p>
        </StatusAlert>
        {codes && <RecoveryCodes codes={codes} />}
        {deskLink}
      </div>
    );
  }
  const totpErrors = fieldErrorsOf(totpAnswer);
  const totp = loaderData.totp;
  return (
    <div className="container page">
      <PageHeading>{t("Protect your staff account")}</PageHeading>
      <p>
        {t(
          "Staff can refund orders, issue licences and change roles, so a password alone is not enough here. Add a second factor: a passkey, or an authenticator app. You will then get ten recovery codes.",
        )}
      </p>
      {[totpAnswer, passkeyAnswer].map((result) =>
        result?.status === "error" ? (
          <StatusAlert key={result.intent} kind="error" focusOnLoad>
            <p>{result.message}</p>
          </StatusAlert>
        ) : null,
      )}
      <section aria-labelledby="protect-passkey-heading">
        <h2 id="protect-passkey-heading">{t("Use a passkey")}</h2>
        <p>{t("Your fingerprint, face, screen lock or a security key. Your browser will ask you to create the passkey.")}</p>
        <p data-passkey-note="protect-passkey">
          {t("A passkey needs JavaScript and a browser that supports passkeys. You can use an authenticator app instead.")}
        </p>
        <AddPasskeyForm id="protect-passkey" action={here} label={text("Use a passkey")} intent={STAFF_PROTECT_INTENTS.passkey} answer={passkeyAnswer} />
      </section>
      {totp && (
        <section aria-labelledby="protect-totp-heading">
          <h2 id="protect-totp-heading">{t("Use an authenticator app")}</h2>
          <ol className="steps">
            <li>
              <p>{t("In your authenticator app, add an account: scan this QR code, or type the key below.")}</p>
              <img
                src={totp.qrDataUri}
                width={200}
                height={200}
                className="qr-code"
                alt={text("QR code for adding your Dolphin staff account to an authenticator app. The same key is written out below.")}
              />
              <p>
                {t("Key:")}{" "}
                <code translate="no" className="totp-key">
                  {grouped(totp.secret)}
                </code>
              </p>
              <p>{t("Choose a time-based code with 6 digits, if your app asks.")}</p>
              <details>
                <summary>{t("The setup address, for apps that take one")}</summary>
                <p>
                  <a href={totp.uri} translate="no" className="setup-address">
                    {totp.uri}
                  </a>
                </p>
              </details>
            </li>
            <li>
              <p>{t("Type the 6-digit code your app now shows for Dolphin.")}</p>
              <PostForm action={here} className="panel account-form" aria-labelledby="protect-totp-heading">
                <ErrorSummary errors={summaryFromFieldErrors(totpErrors)} />
                <input type="hidden" name="intent" value={STAFF_PROTECT_INTENTS.totp} />
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
                <SubmitButton busyLabel={text("Checking…")}>{t("Confirm the code")}</SubmitButton>
              </PostForm>
            </li>
          </ol>
        </section>
      )}
    </div>
  );
}
