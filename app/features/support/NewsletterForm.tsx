/**
 * Newsletter sign-up: an email and html or plain text (html by default), posted to the
 * newsletter page without JavaScript and to mailchimp/newsletter with it; the server's answer
 * is shown, and after a failure the email typed is kept.
 */
import { NEWSLETTER_FAILURE } from "@common/support/messages";
import { type FormActionResult, fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

export function NewsletterForm({ action, result }: { action: string; result?: FormActionResult }) {
  const { t, text } = useT();
  return (
    <AjaxForm
      action={action}
      endpoint="mailchimp/newsletter"
      fallbackMessage={text(NEWSLETTER_FAILURE)}
      initialFieldErrors={fieldErrorsOf(result)}
      initialMessage={flashOf(result)}
      className="support-form"
      aria-labelledby="newsletter-form-title"
    >
      {({ fieldErrors }) => (
        <>
          <TextField
            name="email"
            defaultValue={keptValue(result, "email")}
            label={text("Email address")}
            type="email"
            required
            maxLength={320}
            autoComplete="email"
            errors={errorsFor(fieldErrors, "email")}
          />
          <RadioGroup
            name="emailType"
            label={text("Email format")}
            hint={t("Plain text works best with some screen readers and braille displays.")}
            defaultValue={keptValue(result, "emailType") === "plain" ? "plain" : "html"}
            options={[
              { value: "html", label: text("HTML (formatted, with pictures)") },
              { value: "plain", label: text("Plain text") },
            ]}
            errors={errorsFor(fieldErrors, "emailType")}
          />
          <SubmitButton busyLabel={text("Signing up…")}>{t("Sign up")}</SubmitButton>
        </>
      )}
    </AjaxForm>
  );
}
