import { SubmitButton } from "~/components/forms/SubmitButton";
import { Link, useLocation } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useConsent } from "./ConsentContext";
import { T, useT } from "~/i18n/I18n";
import { CONSENT_ERROR_MESSAGE } from "./consent";

/** The confirmation that replaces the banner once a choice is saved (hidden until then); it takes focus. */
function ChoiceSaved() {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <section className="cookie-banner" aria-label={text("Cookie choice saved")} data-cookie-saved="" hidden>
      <div className="container cookie-banner__inner">
        <p tabIndex={-1} data-cookie-confirmation="">
          {t("You have accepted analytical and marketing cookies.")}{" "}
          <T message="You can <0>change your cookie settings</0> at any time." components={[<Link to={url("ManageCookies")} />]} />
        </p>
        <button type="button" className="button button--secondary" data-cookie-hide="">
          {t("Hide cookie message")}
        </button>
      </div>
    </section>
  );
}

/**
 * The cookie banner: 'Accept All Cookies' and 'Manage Cookies'. It sits at the top of the page
 * in the normal flow (never fixed over content) and is a plain form without JavaScript. With
 * JavaScript the choice is saved in place and confirmed, the confirmation taking focus, so
 * nothing is lost (./cookie-banner.ts; the confirmation is rendered hidden beside the banner, in
 * the page's language, rather than in a template, which React cannot hydrate).
 */
export function CookieBanner() {
  const { consent } = useConsent();
  const location = useLocation();
  const url = useLocalisedUrl();
  const { t, text } = useT();
  if (consent !== null) return null;
  return (
    <>
      <section className="cookie-banner" aria-labelledby="cookie-banner-title" data-module="cookie-banner">
        <div className="container cookie-banner__inner">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            {t("Cookies on this website")}
          </h2>
          <p>
            {t(
              "We use essential cookies to make this site work. With your permission we would also like to use analytical and marketing cookies to understand how the site is used and to improve it.",
            )}
          </p>
          <form
            method="post"
            action="/api/v1/cookie/preferences"
            className="cookie-banner__actions"
            data-busy-form=""
            data-cookie-banner-form=""
            data-error-message={text(CONSENT_ERROR_MESSAGE)}
          >
            <input type="hidden" name="consent" value="1" />
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <SubmitButton busyLabel={text("Saving…")}>{t("Accept All Cookies")}</SubmitButton>
            <Link className="button button--secondary" to={url("ManageCookies")}>
              {t("Manage Cookies")}
            </Link>
          </form>
        </div>
      </section>
      <ChoiceSaved />
    </>
  );
}
