import { SubmitButton } from "~/components/forms/SubmitButton";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useConsent } from "./ConsentContext";
import { T, useT } from "~/i18n/I18n";
import { useWithoutFramework } from "~/enhance/framework";
import { CONSENT_ERROR_MESSAGE } from "./consent";

/** The confirmation that replaces the banner once a choice is saved; it takes focus. */
function ChoiceSaved({ accepted, confirmationRef, onHide }: { accepted: boolean; confirmationRef?: React.Ref<HTMLParagraphElement>; onHide?: () => void }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <section className="cookie-banner" aria-label={text("Cookie choice saved")}>
      <div className="container cookie-banner__inner">
        <p ref={confirmationRef} tabIndex={-1} data-cookie-confirmation="">
          {t(accepted ? "You have accepted analytical and marketing cookies." : "You have blocked analytical and marketing cookies.")}{" "}
          <T message="You can <0>change your cookie settings</0> at any time." components={[<Link to={url("ManageCookies")} />]} />
        </p>
        <button type="button" className="button button--secondary" data-cookie-hide="" onClick={onHide}>
          {t("Hide cookie message")}
        </button>
      </div>
    </section>
  );
}

/**
 * The cookie banner: 'Accept All Cookies' and 'Manage Cookies'. It sits at the top
 * of the page in the normal flow (never fixed over content) and is a plain form without
 * JavaScript. After a choice it confirms in place and takes focus, so nothing is lost.
 * On a page without framework JavaScript the enhancement script (app/enhance/cookie-banner.ts)
 * does the same with the confirmation kept here in a template, already in the page's language.
 */
export function CookieBanner() {
  const { consent, saving, error, choose } = useConsent();
  const location = useLocation();
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const withoutFramework = useWithoutFramework();
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  const [hidden, setHidden] = useState(false);
  // Set while this banner saves a choice, so it stays on screen to confirm it.
  const [choosing, setChoosing] = useState(false);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirmed !== null) confirmationRef.current?.focus();
  }, [confirmed]);

  if (hidden || (consent !== null && confirmed === null && !choosing)) return null;

  if (confirmed !== null) return <ChoiceSaved accepted={confirmed} confirmationRef={confirmationRef} onHide={() => setHidden(true)} />;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="container cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t("Cookies on this website")}
        </h2>
        <p>
          {t(
            "We use essential cookies to make this site work. With your permission we would also like to use analytical and marketing cookies to understand how the site is used and to improve it.",
          )}
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <form
          method="post"
          action="/api/v1/cookie/preferences"
          className="cookie-banner__actions"
          data-busy-form=""
          data-cookie-banner-form=""
          data-error-message={text(CONSENT_ERROR_MESSAGE)}
          onSubmit={async (event) => {
            event.preventDefault();
            setChoosing(true);
            if (await choose(true)) setConfirmed(true);
            setChoosing(false);
          }}
        >
          <input type="hidden" name="consent" value="1" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <SubmitButton busy={saving} busyLabel={text("Saving…")}>
            {t("Accept All Cookies")}
          </SubmitButton>
          <Link className="button button--secondary" to={url("ManageCookies")}>
            {t("Manage Cookies")}
          </Link>
        </form>
        {withoutFramework ? (
          <template data-cookie-saved="">
            <ChoiceSaved accepted />
          </template>
        ) : null}
      </div>
    </section>
  );
}
