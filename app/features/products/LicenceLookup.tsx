import { useState } from "react";
import { Link } from "react-router";
import type { FieldErrors } from "@common/api-errors";
import { formatPrice } from "@common/products";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SubmitButton } from "~/components/forms/SubmitButton";

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
  initialLicence,
  initialFieldErrors,
}: {
  signedIn: boolean;
  action: string;
  initialLicence: LicenceData | null;
  initialFieldErrors: FieldErrors | null;
}) {
  const url = useLocalisedUrl();
  const [licence, setLicence] = useState<LicenceData | null>(initialLicence);
  if (!signedIn) {
    return (
      <div className="panel">
        <h2>Check what your licence needs</h2>
        <p>
          <Link to={url("Login")}>Sign in with your DolphinID</Link> and enter your serial number to see the right upgrade or renewal
          for your licence.
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
        successMessage="We found your licence."
        onSuccess={(data) => setLicence(data as LicenceData)}
        aria-labelledby="licence-title"
      >
        {({ fieldErrors }) => (
          <>
            <h2 id="licence-title">Check what your licence needs</h2>
            <TextField name="serial" label="Serial number" required maxLength={20} errors={errorsFor(fieldErrors, "serial")} />
            <SubmitButton busyLabel="Looking up…">
              Look up my licence
            </SubmitButton>
          </>
        )}
      </AjaxForm>
      {licence && (
        <div aria-live="polite">
          <h3>{licence.productName}</h3>
          <p>
            Your licence covers versions {licence.minMajor} to {licence.maxMajor}.{" "}
            {licence.upToDate ? "You already have the latest version." : `The latest version is ${licence.latestVersion}.`}
          </p>
          {!licence.upToDate && licence.upgradePrice && (
            <p>
              {licence.upgradePrice.label}: {formatPrice(licence.upgradePrice.amountPence)}
            </p>
          )}
          {licence.renewPrice && (
            <p>
              {licence.renewPrice.label}: {formatPrice(licence.renewPrice.amountPence)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
