/** Newsletter sign-up (spec 2, 5, 7, 8): email and html/plain (html by default); the server's answer is shown. */
import { NEWSLETTER_FAILURE } from "@common/support/messages";
import type { FieldErrors } from "@common/api-errors";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { RadioGroup, TextField, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";

export function NewsletterForm({
  action,
  fieldErrors: initialFieldErrors,
  message,
}: {
  action: string;
  fieldErrors?: FieldErrors | null;
  message?: { kind: "error" | "success"; text: string } | null;
}) {
  return (
    <AjaxForm
      action={action}
      endpoint="mailchimp/newsletter"
      fallbackMessage={NEWSLETTER_FAILURE}
      initialFieldErrors={initialFieldErrors}
      initialMessage={message}
      className="support-form"
      aria-labelledby="newsletter-form-title"
    >
      {({ fieldErrors }) => (
        <>
          <TextField name="email" label="Email address" type="email" required maxLength={320} autoComplete="email" errors={errorsFor(fieldErrors, "email")} />
          <RadioGroup
            name="emailType"
            label="Email format"
            hint="Plain text works best with some screen readers and braille displays."
            defaultValue="html"
            options={[
              { value: "html", label: "HTML (formatted, with pictures)" },
              { value: "plain", label: "Plain text" },
            ]}
            errors={errorsFor(fieldErrors, "emailType")}
          />
          <SubmitButton busyLabel="Signing up…">{"Sign up"}</SubmitButton>
        </>
      )}
    </AjaxForm>
  );
}
