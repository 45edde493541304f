import { useLocation } from "react-router";
import { TERMS_JUST_ACCEPTED } from "@common/identity";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { T, useT } from "~/i18n/I18n";

export interface AccountData {
  dolphinId: string;
  termsAccepted: string | null;
}

/**
 * The video-calling terms banner: shown while termsAccepted is null. Accepting posts to
 * /api/v1/account/terms (a plain form without JavaScript, which comes back to this page marked
 * as just accepted, where the thanks shows and takes focus); with JavaScript it is sent in
 * place and the banner gives way to its thanks (./terms-banner.ts), rendered hidden beside it
 * in the page's language (not in a template, which React cannot hydrate).
 */
export function TermsBanner({ termsAccepted }: { termsAccepted: string | null }) {
  const url = useLocalisedUrl();
  const { search } = useLocation();
  const { t, text } = useT();
  if (termsAccepted) {
    const justAccepted = new URLSearchParams(search).get(TERMS_JUST_ACCEPTED.name) === TERMS_JUST_ACCEPTED.value;
    return justAccepted ? <TermsThanks hidden={false} /> : null;
  }
  return (
    <>
      <section className="terms-banner panel" aria-labelledby="terms-banner-title" data-module="terms-banner">
        <h2 id="terms-banner-title">{t("Accept the video calling terms")}</h2>
        <p>
          <T
            message="Before you can make or receive video and voice calls, please read and accept the <0>Terms & Conditions</0> of the video calling service."
            components={[<a href={url("VideoCallingTerms")} />]}
          />
        </p>
        <form
          method="post"
          action="/api/v1/account/terms"
          data-busy-form=""
          data-terms-form=""
          data-error-title={text("Error!")}
          data-error-message={text("There was an error accepting the terms, please refresh and try again")}
        >
          <SubmitButton busyLabel={text("Accepting…")}>{t("Accept the Terms & Conditions")}</SubmitButton>
        </form>
      </section>
      <TermsThanks hidden />
    </>
  );
}

function TermsThanks({ hidden }: { hidden: boolean }) {
  const { t } = useT();
  return (
    <p className="terms-banner__thanks" data-terms-thanks="" tabIndex={-1} hidden={hidden} data-focus-on-load={hidden ? undefined : ""}>
      {t("Thank you. You have accepted the video calling Terms & Conditions.")}
    </p>
  );
}
