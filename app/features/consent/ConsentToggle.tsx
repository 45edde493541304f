import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocation } from "react-router";
import { useConsent } from "./ConsentContext";
import { CONSENT_ERROR_MESSAGE } from "./consent";
import { T, useT } from "~/i18n/I18n";

export const BLOCK_LABEL = "Block Analytical & Marketing Cookies";
export const ALLOW_LABEL = "Allow Analytical & Marketing Cookies";

/**
 * The cookie-toggle button: 'Block …' while consent is given, 'Allow …' otherwise.
 * A form post without JavaScript; with it, app/enhance/consent-toggle.ts saves the change in
 * place and announces it: the form for the other choice waits in a template, in the page's language.
 */
export function ConsentToggle() {
  const given = useConsent().consent === true;
  return (
    <>
      <ToggleForm given={given} />
      <template data-consent-toggle-other="">
        <ToggleForm given={!given} />
      </template>
    </>
  );
}

function ToggleForm({ given }: { given: boolean }) {
  const location = useLocation();
  const { t, text } = useT();
  return (
    <form
      method="post"
      action="/api/v1/cookie/preferences"
      data-busy-form=""
      data-consent-toggle={given ? "given" : "refused"}
      data-error-message={text(CONSENT_ERROR_MESSAGE)}
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
      <SubmitButton busyLabel={text("Saving…")} aria-describedby="consent-state">
        {t(given ? BLOCK_LABEL : ALLOW_LABEL)}
      </SubmitButton>
    </form>
  );
}
