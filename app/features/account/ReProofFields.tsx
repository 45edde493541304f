/**
 * The proof asked for again before an action that cannot be undone (delete my DolphinID,
 * download my data, change my email address), inside that action's form: the current password
 * and, for an account with a passkey, a button that proves it with the passkey instead. The
 * passkey part is rendered hidden; the passkey behaviour (app/enhance/passkey.ts, kind
 * `re-proof`) shows it where the browser can use WebAuthn, runs the ceremony with the options of
 * POST /api/v1/account/re-proof-options, puts the signed answer in `credential` and posts the
 * form. Without JavaScript the password is the way. The server checks either with one check
 * (workers/identity/re-proof.ts).
 */
import passkeyScript from "~/enhance/passkey.ts?worker&url";
import type { FieldErrors } from "@common/api-errors";
import { TextField, errorsFor } from "~/components/forms/fields";
import { useT } from "~/i18n/I18n";

export function ReProofFields({ fieldErrors, passkey, passkeyLabel }: { fieldErrors: FieldErrors | null; passkey: boolean; passkeyLabel: string }) {
  const { t, text } = useT();
  return (
    <>
      <TextField
        name="currentPassword"
        label={text("Current password")}
        hint={t("Type your password again to show it is you.")}
        type="password"
        autoComplete="current-password"
        required
        errors={errorsFor(fieldErrors, "currentPassword")}
      />
      {passkey && (
        <div
          hidden
          className="re-proof-passkey"
          data-passkey="re-proof"
          data-options="/api/v1/account/re-proof-options"
          data-enhancement={passkeyScript}
          data-cancelled={text("No passkey was used. You can try again, or type your password.")}
          data-failed={text("The passkey could not be used. Try again, or type your password.")}
        >
          <input type="hidden" name="credential" defaultValue="" />
          <p>{t("Or show it is you with one of your passkeys instead of the password:")}</p>
          {/* type=button: pressing Enter in the password field must post the password, not start the passkey. */}
          <button type="button" className="button button--secondary" data-re-proof-passkey="">
            {passkeyLabel}
          </button>
          <p role="alert" className="passkey-alert" data-passkey-alert="" />
        </div>
      )}
    </>
  );
}
