import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocation } from "react-router";
import { useConsent } from "./ConsentContext";
import { T, useT } from "~/i18n/I18n";

export const BLOCK_LABEL = "Block Analytical & Marketing Cookies";
export const ALLOW_LABEL = "Allow Analytical & Marketing Cookies";

/**
 * The cookie-toggle button: 'Block …' while consent is given, 'Allow …' otherwise.
 * A form post without JavaScript; with it, the change is saved in place and announced.
 */
export function ConsentToggle() {
  const { consent, saving, error, choose } = useConsent();
  const location = useLocation();
  const { t, text } = useT();
  const given = consent === true;
  return (
    <form
      method="post"
      action="/api/v1/cookie/preferences"
      data-busy-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void choose(!given);
      }}
    >
      <input type="hidden" name="consent" value={given ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <p id="consent-state">
        {given ? (
          <T message="Analytical and marketing cookies are currently <0>allowed</0>." components={[<strong />]} />
        ) : (
          <T message="Analytical and marketing cookies are currently <0>blocked</0>." components={[<strong />]} />
        )}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={saving} busyLabel={text("Saving…")} aria-describedby="consent-state">
        {t(given ? BLOCK_LABEL : ALLOW_LABEL)}
      </SubmitButton>
    </form>
  );
}
