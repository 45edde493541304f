import { Link } from "react-router";
import type { FieldErrors } from "@common/api-errors";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { T, useT } from "~/i18n/I18n";
import { useContentLang } from "./useContentLang";

export interface LicenceData {
  serial: string;
  productName: string;
  minMajor: number;
  maxMajor: number;
  smaExpiresAt: string | null;
  latestVersion: string | null;
  upToDate: boolean;
  upgradePrice: { label: string; amountPence: number } | null;
  renewPrice: { label: string; amountPence: number } | null;
}

/** Upgrade and renew pages: look up your licence by serial (product-upgrade/getLicenceData) once signed in. */
export function LicenceLookup({
  signedIn,
  action,
  initialLicence: licence,
  initialFieldErrors,
}: {
  signedIn: boolean;
  action: string;
  initialLicence: LicenceData | null;
  initialFieldErrors: FieldErrors | null;
}) {
  const url = useLocalisedUrl();
  const { t, text, formatPrice } = useT();
  const contentLang = useContentLang();
  if (!signedIn) {
    return (
      <div className="panel">
        <h2>{t("Check what your licence needs")}</h2>
        <p>
          <T
            message="<0>Sign in with your DolphinID</0> and enter your serial number to see the right upgrade or renewal for your licence."
            components={[<Link to={url("Login")} />]}
          />
        </p>
      </div>
    );
  }
  return (
    <div className="panel">
      <AjaxForm
        action={action}
        initialFieldErrors={initialFieldErrors}
        endpoint="product-upgrade/getLicenceData"
        resetOnSuccess={false}
        successMessage={text("We found your licence.")}
        aria-labelledby="licence-title"
      >
        {({ fieldErrors }) => (
          <>
            <h2 id="licence-title">{t("Check what your licence needs")}</h2>
            <TextField name="serial" label={text("Serial number")} required maxLength={20} errors={errorsFor(fieldErrors, "serial")} />
            <SubmitButton busyLabel={text("Looking up…")}>{t("Look up my licence")}</SubmitButton>
          </>
        )}
      </AjaxForm>
      {licence && (
        <div aria-live="polite">
          <h3 translate="no">{licence.productName}</h3>
          <p>
            {t("Your licence covers versions {min} to {max}.", { min: licence.minMajor, max: licence.maxMajor })}{" "}
            {licence.upToDate ? t("You already have the latest version.") : t("The latest version is {version}.", { version: licence.latestVersion ?? "" })}
          </p>
          {!licence.upToDate && licence.upgradePrice && (
            <p>
              <span lang={contentLang}>{licence.upgradePrice.label}</span>: {formatPrice(licence.upgradePrice.amountPence, "GBP")}
            </p>
          )}
          {licence.renewPrice && (
            <p>
              <span lang={contentLang}>{licence.renewPrice.label}</span>: {formatPrice(licence.renewPrice.amountPence, "GBP")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
