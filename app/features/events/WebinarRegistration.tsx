/**
 * 'Register for this webinar': the places left, then a name, an address and an optional
 * question (a signed-in account's filled in), posted to the webinar page's action. When every
 * place is taken the form is not offered, and the page says so.
 */
import type { FormActionResult } from "@common/forms/action-result";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useT } from "~/i18n/I18n";

export interface RegistrationFormProps {
  action: string;
  placesLeft: number | null;
  prefill: { name: string; email: string };
  result: FormActionResult | undefined;
}

export function WebinarRegistration({ action, placesLeft, prefill, result }: RegistrationFormProps) {
  const { t, text } = useT();
  const fieldErrors = fieldErrorsOf(result);
  const registered = result?.status === "done";
  return (
    <section className="panel webinar-registration" aria-labelledby="webinar-registration-title">
      <h2 id="webinar-registration-title">{t("Register for this webinar")}</h2>
      {placesLeft !== null && placesLeft > 0 && <p>{t("{places, plural, one {# place left} other {# places left}}", { places: placesLeft })}</p>}
      <ActionResult result={result} />
      {placesLeft === 0 && !registered ? (
        <p className="alert alert--message">{t("This webinar is full: every place has been taken. Look at upcoming webinars for the next sessions.")}</p>
      ) : registered ? null : (
        <PostForm action={action} noValidate className="support-form" aria-labelledby="webinar-registration-title">
          <TextField
            name="name"
            label={text("Name")}
            required
            maxLength={200}
            autoComplete="name"
            defaultValue={keptOf(result, undefined, "name") ?? prefill.name}
            errors={errorsFor(fieldErrors, "name")}
          />
          <TextField
            name="email"
            type="email"
            label={text("Email address")}
            hint={t("We send the link to join and a calendar file here.")}
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={keptOf(result, undefined, "email") ?? prefill.email}
            errors={errorsFor(fieldErrors, "email")}
          />
          <TextArea
            name="question"
            label={text("Your question")}
            hint={t("Optional: a question for the presenter to answer during the webinar.")}
            maxLength={2000}
            defaultValue={keptOf(result, undefined, "question")}
            errors={errorsFor(fieldErrors, "question")}
          />
          <SubmitButton busyLabel={text("Registering…")}>{t("Register")}</SubmitButton>
        </PostForm>
      )}
    </section>
  );
}
