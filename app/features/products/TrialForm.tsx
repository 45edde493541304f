import { useCountryOptions, useLanguageOptions } from "~/features/support/countries";
import { type FormActionResult, fieldErrorsOf, flashOf, keptValue } from "@common/forms/action-result";
import { DEALER_LOAD_ERROR_MESSAGE, DOWNLOAD_ERROR_MESSAGE, OFFERED_PERSONAS, TRIAL_DAYS } from "@common/products";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { CheckboxField, RadioGroup, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";
import { useDependentListMarks } from "~/enhance/framework";

export interface TrialFormData {
  productId: number;
  productName: string;
  versionId: number;
  marketSegmentId: number;
  languageId: number;
  /** Each language with its ISO 639-1 code, which names it in the page's language. */
  languages: { id: number; name: string; iso: string }[];
  countries: { id: number; name: string; iso3166?: string | null }[];
  /** The country whose dealers are listed (named in the page's address), or null for all. */
  countryId: number | null;
  dealers: { id: number; name: string; city: string; country: string }[];
  /** Where the form posts without JavaScript. */
  action: string;
}

const NO_DEALER = { value: "none", label: "No dealer: I will buy directly from Dolphin if I decide to keep it" };

/**
 * The free-trial form: names and email up to 100 characters, phone up to 25, language,
 * dealer, persona and agreement required. With JavaScript it posts to
 * POST products/{id}/demo-downloads and follows the address it answers (app/enhance/posted-form.ts),
 * and choosing a country brings its dealers (app/enhance/dependent-list.ts); without, the page's
 * action does the same, and a failed post shows its errors with the answers kept. Options from
 * the database say their language (`lang`) or are names (`translate="no"`).
 */
export function TrialForm({ data, result }: { data: TrialFormData; result?: FormActionResult | null }) {
  // What the visitor typed before a failed post without JavaScript, shown again.
  const kept = (name: string) => keptValue(result, name);
  const { t, text } = useT();
  const countryOptions = useCountryOptions(data.countries);
  const languageOptions = useLanguageOptions(data.languages);
  const dealerListMarks = useDependentListMarks({
    list: "trial-dealers",
    status: "trial-dealers-status",
    loadingMessage: text("Loading dealers…"),
    errorMessage: text(DEALER_LOAD_ERROR_MESSAGE),
  });
  const dealers = data.dealers;

  return (
    <AjaxForm
      action={data.action}
      endpoint={`products/${data.productId}/demo-downloads`}
      oneShot
      fallbackMessage={text(DOWNLOAD_ERROR_MESSAGE)}
      initialFieldErrors={fieldErrorsOf(result)}
      initialMessage={flashOf(result)}
      aria-labelledby="trial-form-title"
      className="trial-form"
    >
      {({ fieldErrors }) => (
        <>
          <h2 id="trial-form-title">{t("Your free {days}-day trial of {name}", { days: TRIAL_DAYS, name: data.productName })}</h2>
          <p>{t("All fields are required unless marked optional.")}</p>
          <input type="hidden" name="versionId" value={data.versionId} />
          <input type="hidden" name="marketSegmentId" value={data.marketSegmentId} />
          <TextField
            name="firstName"
            defaultValue={kept("firstName")}
            label={text("First name")}
            required
            maxLength={100}
            autoComplete="given-name"
            errors={errorsFor(fieldErrors, "firstName")}
          />
          <TextField
            name="lastName"
            defaultValue={kept("lastName")}
            label={text("Last name")}
            required
            maxLength={100}
            autoComplete="family-name"
            errors={errorsFor(fieldErrors, "lastName")}
          />
          <TextField
            name="email"
            defaultValue={kept("email")}
            label={text("Email address")}
            type="email"
            required
            maxLength={100}
            autoComplete="email"
            errors={errorsFor(fieldErrors, "email")}
          />
          <TextField
            name="phone"
            defaultValue={kept("phone")}
            label={text("Phone number")}
            type="tel"
            maxLength={25}
            autoComplete="tel"
            errors={errorsFor(fieldErrors, "phone")}
          />
          <SelectField
            name="languageId"
            label={text("Language")}
            required
            hint={text("The language the trial installs in.")}
            defaultValue={kept("languageId") ?? String(data.languageId)}
            // Names: in the page's language already, not for a translation tool.
            translate="no"
            options={languageOptions}
            errors={errorsFor(fieldErrors, "languageId")}
          />
          <SelectField
            name="countryId"
            label={text("Country")}
            hint={text("Choosing your country lists the dealers who can help you there.")}
            placeholder={text("Any country")}
            translate="no"
            options={countryOptions}
            defaultValue={kept("countryId") ?? (data.countryId === null ? undefined : String(data.countryId))}
            errors={errorsFor(fieldErrors, "countryId")}
            {...dealerListMarks}
          />
          <p id="trial-dealers-status" role="status" className="field__hint">
            {data.countryId !== null &&
              text("{count, plural, one {# dealer listed for that country} other {# dealers listed for that country}}", { count: dealers.length })}
          </p>
          <div id="trial-dealers">
            <SelectField
              name="dealerId"
              label={text("Dealer")}
              required
              hint={text("A local dealer can set up the trial, train you and sell you a licence.")}
              placeholder={text("Choose a dealer")}
              defaultValue={kept("dealerId")}
              options={[
                { value: NO_DEALER.value, label: text(NO_DEALER.label) },
                ...dealers.map((dealer) => ({
                  value: dealer.id,
                  label: `${dealer.name}, ${dealer.city ? `${dealer.city}, ` : ""}${dealer.country}`,
                  translate: "no" as const,
                })),
              ]}
              errors={errorsFor(fieldErrors, "dealerId")}
            />
          </div>
          <RadioGroup
            name="aboutYou"
            label={text("Which describes you best?")}
            required
            options={OFFERED_PERSONAS.map((persona) => ({ value: persona.value, label: text(persona.label) }))}
            defaultValue={kept("aboutYou")}
            errors={errorsFor(fieldErrors, "aboutYou")}
          />
          <CheckboxField
            name="agreement"
            defaultChecked={kept("agreement") !== undefined}
            label={text("I agree to the trial licence terms and to Dolphin storing these details to send me the trial")}
            required
            errors={errorsFor(fieldErrors, "agreement")}
          />
          <SubmitButton busyLabel={text("Starting your trial…")}>{t("Start my free trial")}</SubmitButton>
        </>
      )}
    </AjaxForm>
  );
}
