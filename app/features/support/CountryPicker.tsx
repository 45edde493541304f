/**
 * The country picker: a country list posted to its page's action (a refused choice comes back
 * as field errors), and 'Detect my location' (app/enhance/country-picker.ts): browser
 * geolocation, then the offline reverse lookup GET geolocation/reverse. The detect button is
 * disabled while looking up and after success. Every geolocation problem is shown under the
 * alert 'There was a problem with auto-detecting your position' with its reason.
 */
import { UK_COUNTRY_CODE } from "@common/support/constants";
import { GEO_ALERT_TITLE } from "@common/support/messages";
import { type FormActionResult, fieldErrorsOf } from "@common/forms/action-result";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, errorsFor } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";
import { useCountryName, useCountryOptions } from "./countries";
import { type CountryOption, PROBLEM_MESSAGES, WORDED_REASONS } from "./country-detection";

const FOUND_ANNOUNCEMENT = "We found you in {country}. Choose Save country to keep it.";

export type { CountryOption };

export function CountryPicker({
  action,
  countries,
  currentId,
  redirectTo,
  saved,
  result,
}: {
  action: string;
  countries: CountryOption[];
  currentId: number | null;
  redirectTo: string;
  saved: string | null;
  /** The page action's answer to a choice posted without JavaScript. */
  result?: FormActionResult;
}) {
  const fieldErrors = fieldErrorsOf(result);
  const { t, text } = useT();
  const countryName = useCountryName();
  const countryOptions = useCountryOptions(countries);
  const chosen = countries.find((country) => country.id === currentId) ?? null;

  return (
    <>
      <form method="post" action={action} className="panel country-form" aria-labelledby="country-form-title" noValidate data-busy-form="">
        <h2 id="country-form-title">{t("Your country")}</h2>
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        {result?.status === "error" && (
          <StatusAlert kind="error">
            <p>{t(result.message)}</p>
          </StatusAlert>
        )}
        {saved && (
          // The page comes back after a save to say so: heard first.
          <StatusAlert kind="success" focusOnLoad>
            <p>{saved}</p>
          </StatusAlert>
        )}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SelectField
          name="countryId"
          id="country-picker"
          label={text("Country")}
          required
          placeholder={text("Choose your country")}
          defaultValue={currentId ? String(currentId) : ""}
          // Names: in the page's language already, not for a translation tool.
          translate="no"
          options={countryOptions}
          errors={errorsFor(fieldErrors, "countryId")}
        />
        <div className="button-row">
          <DetectLocationTemplate />
          <SubmitButton busyLabel={text("Saving…")}>{t("Save country")}</SubmitButton>
        </div>
        <p className="field__hint">
          {t("Your location is looked up on our own server and is not stored or shared. Only the country you save is kept, in a cookie.")}
        </p>
      </form>
      <section
        aria-labelledby="country-perks"
        className="country-perks"
        // app/enhance/country-picker.ts keeps the perks in step with the list.
        data-home-country={String(countries.find((country) => country.iso3166 === UK_COUNTRY_CODE)?.id ?? "")}
        data-heading-in={text("What we offer in {country}", { country: "{country}" })}
        data-heading-anywhere={text("What we offer where you are")}
      >
        <h2 id="country-perks">{chosen ? t("What we offer in {country}", { country: countryName(chosen) }) : t("What we offer where you are")}</h2>
        <ul>
          <li>{t("Free technical support by email and phone for every current product.")}</li>
          <li>{t("Local dealers who can demonstrate and install our products.")}</li>
          <li data-perk="language" hidden={chosen?.iso3166 === UK_COUNTRY_CODE}>
            {t("Help in your language: our international team and dealers answer in your own language.")}
          </li>
        </ul>
      </section>
    </>
  );
}

/**
 * 'Detect my location': the button, and the alert for a problem, kept in templates for app/enhance/country-picker.ts, with every text it may say in
 * the page's language. Without any script there is no button (nothing could run it).
 */
function DetectLocationTemplate() {
  const { t, text } = useT();
  const texts = {
    detect: text("Detect my location"),
    finding: text("Finding you…"),
    found: text("Location found"),
    foundAnnouncement: text(FOUND_ANNOUNCEMENT, { country: "{country}" }),
    reason: text("Reason: {reason}", { reason: "{reason}" }),
    messages: Object.fromEntries([...PROBLEM_MESSAGES, ...WORDED_REASONS].map((message) => [message, text(message)])),
  };
  return (
    <>
      <template data-detect-location={JSON.stringify(texts)}>
        <button type="button" className="button button--secondary">
          {t("Detect my location")}
        </button>
      </template>
      <template data-location-problem="">
        <StatusAlert kind="error" title={text(GEO_ALERT_TITLE)}>
          <p data-problem-message="" />
          <p data-problem-reason="" />
        </StatusAlert>
      </template>
      <p id="country-picker-said" className="visually-hidden" aria-live="polite" />
    </>
  );
}
