import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocation } from "react-router";
import { useWithoutFramework } from "~/enhance/framework";
import { useConsent } from "./ConsentContext";
import { CONSENT_ERROR_MESSAGE } from "./consent";
import { T, useT } from "~/i18n/I18n";

export const BLOCK_LABEL = "Block Analytical & Marketing Cookies";
export const ALLOW_LABEL = "Allow Analytical & Marketing Cookies";

/**
 * The cookie-toggle button: 'Block …' while consent is given, 'Allow …' otherwise.
 * A form post without JavaScript; with it, the change is saved in place and announced.
 * On a page without framework JavaScript the enhancement script (app/enhance/consent-toggle.ts)
 * saves in place too: the form for the other choice waits in a template, in the page's language.
 */
export function ConsentToggle() {
  const { consent, saving, error, choose } = useConsent();
  const withoutFramework = useWithoutFramework();
  const given = consent === true;
  return (
    <>
      <ToggleForm given={given} saving={saving} error={error} onToggle={() => void choose(!given)} />
      {withoutFramework ? (
        <template data-consent-toggle-other="">
          <ToggleForm given={!given} saving={false} error={null} />
        </template>
      ) : null}
    </>
  );
}

function ToggleForm({ given, saving, error, onToggle }: { given: boolean; saving: boolean; error: string | null; onToggle?: () => void }) {
  const location = useLocation();
  const { t, text } = useT();
  return (
    <form
      method="post"
      action="/api/v1/cookie/preferences"
      data-busy-form=""
      data-consent-toggle={given ? "given" : "refused"}
      data-error-message={text(CONSENT_ERROR_MESSAGE)}
      onSubmit={(event) => {
        event.preventDefault();
        onToggle?.();
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
