/**
 * The country picker: a country list that saves through POST session/country (with
 * JavaScript) or its page's action (without; a refused choice comes back as field errors),
 * and 'Detect my location': browser geolocation, then the offline reverse lookup GET
 * geolocation/reverse. The detect button is disabled while looking up and after success.
 * Every geolocation problem is shown under the alert 'There was a problem with
 * auto-detecting your position' with its reason.
 */
import { useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { UK_COUNTRY_CODE } from "@common/support/constants";
import {
  GEO_ALERT_TITLE,
  GEO_LOOKUP_FAILED,
  GEO_NO_RESULTS,
  GEO_OTHER,
  GEO_SERVER_ERROR,
  GEO_SERVICE_PROBLEM,
  GEO_UNAVAILABLE,
  GEO_UNSUPPORTED,
} from "@common/support/messages";
import { type FormActionResult, fieldErrorsOf } from "@common/forms/action-result";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, errorsFor } from "~/components/forms/fields";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useHydrated } from "~/hooks/useHydrated";
import { api } from "~/lib/api-client";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";
import { useCountryName, useCountryOptions } from "./countries";

export interface CountryOption {
  id: number;
  name: string;
  iso3166: string;
}

interface ReverseResponse {
  status: string;
  countryCode: string | null;
  country: CountryOption | null;
}

type Problem = { message: string; reason: string };

/** What a failed lookup says, from the geocoder's status. */
export function geocodeProblem(status: string | null, country: CountryOption | null): Problem | null {
  if (status === null) return { message: GEO_SERVICE_PROBLEM, reason: GEO_SERVER_ERROR };
  if (status === "OK" && country) return null;
  if (status === "ZERO_RESULTS" || status === "OK") return { message: GEO_NO_RESULTS, reason: status };
  return { message: GEO_OTHER, reason: status };
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 }));
}

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
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(currentId ? String(currentId) : "");
  const [detecting, setDetecting] = useState(false);
  const [detected, setDetected] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [message, setMessage] = useState<string | null>(saved);
  const [saving, setSaving] = useState(false);
  const chosen = countries.find((country) => String(country.id) === selected) ?? null;

  async function detect() {
    setProblem(null);
    if (!("geolocation" in navigator)) {
      setProblem({ message: GEO_UNAVAILABLE, reason: GEO_UNSUPPORTED });
      return;
    }
    setDetecting(true);
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setDetecting(false);
      setProblem({ message: GEO_LOOKUP_FAILED, reason: (error as GeolocationPositionError)?.message || GEO_SERVER_ERROR });
      return;
    }
    const result = await api.get<ReverseResponse>("geolocation/reverse", {
      query: { latitude: position.coords.latitude.toFixed(5), longitude: position.coords.longitude.toFixed(5) },
    });
    setDetecting(false);
    const found = geocodeProblem(result.ok ? result.data.status : null, result.ok ? result.data.country : null);
    if (found || !result.ok || !result.data.country) {
      setProblem(found ?? { message: GEO_OTHER, reason: GEO_SERVER_ERROR });
      return;
    }
    const country = result.data.country;
    setSelected(String(country.id));
    setDetected(true);
    announce(text("We found you in {country}. Choose Save country to keep it.", { country: countryName(country) }), "polite");
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) return;
    setSaving(true);
    const result = await api.post<{ message: string }>("session/country", { form: { countryId: selected } });
    setSaving(false);
    const saved = countries.find((country) => String(country.id) === selected);
    if (result.ok) setMessage(saved ? text("Your country is now {country}.", { country: countryName(saved) }) : result.data.message);
    else if (!result.cancelled) setProblem({ message: result.message, reason: String(result.status) });
  }

  return (
    <>
      <form method="post" action={action} onSubmit={hydrated ? save : undefined} className="panel country-form" aria-labelledby="country-form-title" noValidate data-busy-form="">
        <h2 id="country-form-title">{t("Your country")}</h2>
        <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
        {result?.status === "error" && (
          <StatusAlert kind="error">
            <p>{t(result.message)}</p>
          </StatusAlert>
        )}
        {message && (
          <StatusAlert kind="success">
            <p>{message}</p>
          </StatusAlert>
        )}
        {problem && (
          <StatusAlert kind="error" title={text(GEO_ALERT_TITLE)}>
            <p>{t(problem.message)}</p>
            <p>{t("Reason: {reason}", { reason: problem.reason === GEO_SERVER_ERROR || problem.reason === GEO_UNSUPPORTED ? text(problem.reason) : problem.reason })}</p>
          </StatusAlert>
        )}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SelectField
          name="countryId"
          id="country-picker"
          label={text("Country")}
          required
          placeholder={text("Choose your country")}
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
            setDetected(false);
          }}
          // Names: in the page's language already, not for a translation tool.
          translate="no"
          options={countryOptions}
          errors={errorsFor(fieldErrors, "countryId")}
        />
        <div className="button-row">
          {hydrated && (
            <button type="button" className="button button--secondary" onClick={detect} disabled={detecting || detected}>
              {detecting ? t("Finding you…") : detected ? t("Location found") : t("Detect my location")}
            </button>
          )}
          <SubmitButton busy={saving} busyLabel={text("Saving…")}>
            {t("Save country")}
          </SubmitButton>
        </div>
        <p className="field__hint">{t("Your location is looked up on our own server and is not stored or shared. Only the country you save is kept, in a cookie.")}</p>
      </form>
      <section aria-labelledby="country-perks" className="country-perks">
        <h2 id="country-perks">{chosen ? t("What we offer in {country}", { country: countryName(chosen) }) : t("What we offer where you are")}</h2>
        <ul>
          <li>{t("Free technical support by email and phone for every current product.")}</li>
          <li>{t("Local dealers who can demonstrate and install our products.")}</li>
          {chosen?.iso3166 !== UK_COUNTRY_CODE && <li data-perk="language">{t("Help in your language: our international team and dealers answer in your own language.")}</li>}
        </ul>
      </section>
    </>
  );
}
