/**
 * Booking a support callback or a training session: posted to the page's action without
 * JavaScript and to support/book-callback or book-training with it. The page's answer (one
 * `FormActionResult`) is shown, and after a failure what the visitor typed is kept.
 */
import { BOOKING_FAILURE } from "@common/support/messages";
import { type FormActionResult, fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { T, useT } from "~/i18n/I18n";

export interface SlotOption {
  id: number;
  label: string;
}

export function BookingForm({
  kind,
  action,
  slots,
  slotId,
  result,
}: {
  kind: "callback" | "training";
  action: string;
  slots: SlotOption[];
  slotId?: number;
  /** The page action's answer to a booking posted without JavaScript. */
  result?: FormActionResult;
}) {
  const url = useLocalisedUrl();
  const { text } = useT();
  return (
    <AjaxForm
      action={action}
      endpoint={kind === "callback" ? "support/book-callback" : "book-training"}
      fallbackMessage={text(BOOKING_FAILURE)}
      initialFieldErrors={fieldErrorsOf(result)}
      initialMessage={flashOf(result)}
      className="support-form"
      aria-labelledby="booking-form-title"
    >
      {({ fieldErrors }) => (
        <>
          <SelectField
            name="slotId"
            label={kind === "callback" ? text("When should we call? (UK time)") : text("Session")}
            required
            placeholder={kind === "callback" ? text("Choose a time") : text("Choose a session")}
            defaultValue={keptValue(result, "slotId") ?? (slotId ? String(slotId) : "")}
            // Dates (and session titles) already in the page's words: not for a translation tool.
            translate="no"
            options={slots.map((slot) => ({ value: slot.id, label: slot.label }))}
            errors={errorsFor(fieldErrors, "slotId")}
          />
          <TextField
            name="name"
            defaultValue={keptValue(result, "name")}
            label={text("Your name")}
            required
            maxLength={100}
            autoComplete="name"
            errors={errorsFor(fieldErrors, "name")}
          />
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
          <TextField
            name="phone"
            defaultValue={keptValue(result, "phone")}
            label={text("Phone number")}
            type="tel"
            required
            maxLength={25}
            autoComplete="tel"
            hint={text("The number we should call.")}
            errors={errorsFor(fieldErrors, "phone")}
          />
          <TextArea
            name="notes"
            defaultValue={keptValue(result, "notes")}
            label={kind === "callback" ? text("What would you like help with?") : text("Anything the trainer should know?")}
            maxLength={500}
            errors={errorsFor(fieldErrors, "notes")}
          />
          <CheckboxField name="privacy" label={text("I agree to the privacy policy and terms")} required errors={errorsFor(fieldErrors, "privacy")} />
          <p className="field__hint">
            <T message="Read our <0>privacy policy</0> and <1>terms</1>." components={[<Link to={url("Privacy")} />, <Link to={url("Terms")} />]} />
          </p>
          <SubmitButton busyLabel={text("Booking…")}>{kind === "callback" ? text("Book callback") : text("Book my place")}</SubmitButton>
        </>
      )}
    </AjaxForm>
  );
}
