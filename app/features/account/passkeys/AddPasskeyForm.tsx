/**
 * 'Add a passkey': the passkey's name, then the browser's ceremony (PasskeyForm), posted to
 * `action` under `intent`. Account Preferences and the desk's 'Protect your staff account' both
 * add a passkey with it; `answer` is the page action's answer to that intent, whose refused name
 * is shown again with its error.
 */
import { type FormActionResult, fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { useT } from "~/i18n/I18n";
import { PasskeyForm } from "./PasskeyForm";

export function AddPasskeyForm({
  id,
  action,
  label,
  intent,
  answer,
}: {
  id: string;
  action: string;
  /** The form's accessible name. */
  label: string;
  intent: string;
  answer: FormActionResult | null;
}) {
  const { t, text } = useT();
  const fieldErrors = fieldErrorsOf(answer);
  return (
    <PasskeyForm id={id} kind="register" options="/api/v1/passkeys/registration-options" action={action} label={label}>
      <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
      <input type="hidden" name="intent" value={intent} />
      <TextField
        name="name"
        label={text("Passkey name")}
        required
        hint={t("A name that tells you where the passkey is, such as “Work laptop” or “My phone”.")}
        maxLength={60}
        autoComplete="off"
        defaultValue={keptValue(answer, "name")}
        errors={errorsFor(fieldErrors, "name")}
      />
      <SubmitButton busyLabel={text("Waiting for your passkey…")}>{t("Add a passkey")}</SubmitButton>
    </PasskeyForm>
  );
}
