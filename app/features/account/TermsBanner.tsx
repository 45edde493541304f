import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { announce } from "@react-aria/live-announcer";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { api } from "~/lib/api-client";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { T, useT } from "~/i18n/I18n";
import { useWithoutFramework } from "~/enhance/framework";

export interface AccountData {
  dolphinId: string;
  termsAccepted: string | null;
}

/**
 * The video-calling terms banner: shown while termsAccepted is null.
 * Accepting posts to /api/v1/account/terms (a plain form without JavaScript, which comes
 * back to this page); with JavaScript the account is replaced by the server's answer, the
 * banner goes and the change is announced, and the page's data is loaded again so that the
 * shell knows and calls ring on this page at once. On a page without framework JavaScript,
 * app/enhance/terms-banner.ts does the same from the marks and the thanks template rendered here.
 */
export function TermsBanner({ termsAccepted, onAccepted }: { termsAccepted: string | null; onAccepted?: (account: AccountData) => void }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const [accepted, setAccepted] = useState(termsAccepted);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [justAccepted, setJustAccepted] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const withoutFramework = useWithoutFramework();
  const revalidator = useRevalidator();
  const fallbackMessage = text("There was an error accepting the terms, please refresh and try again");

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await api.post<AccountData>("account/terms", { fallbackMessage });
    setBusy(false);
    if (!result.ok) {
      if (!result.cancelled) setError(result.message);
      return;
    }
    setAccepted(result.data.termsAccepted);
    setJustAccepted(true);
    onAccepted?.(result.data);
    void revalidator.revalidate();
    announce(text("Thank you. You have accepted the video calling Terms & Conditions."), "polite");
  }

  if (accepted) {
    return justAccepted ? (
      <p ref={thanksRef} className="terms-banner__thanks">
        {t("Thank you. You have accepted the video calling Terms & Conditions.")}
      </p>
    ) : null;
  }

  return (
    <section className="terms-banner panel" aria-labelledby="terms-banner-title">
      <h2 id="terms-banner-title">{t("Accept the video calling terms")}</h2>
      {error && (
        <StatusAlert kind="error">
          <p>{error}</p>
        </StatusAlert>
      )}
      <p>
        <T
          message="Before you can make or receive video and voice calls, please read and accept the <0>Terms & Conditions</0> of the video calling service."
          components={[<a href={url("VideoCallingTerms")} />]}
        />
      </p>
      <form
        method="post"
        action="/api/v1/account/terms"
        onSubmit={onSubmit}
        data-busy-form=""
        {...(withoutFramework ? { "data-terms-form": "", "data-error-title": text("Error!"), "data-error-message": fallbackMessage } : {})}
      >
        <SubmitButton busy={busy} busyLabel={text("Accepting…")}>
          {t("Accept the Terms & Conditions")}
        </SubmitButton>
      </form>
      {withoutFramework && (
        <template data-terms-thanks="">
          <p className="terms-banner__thanks">{t("Thank you. You have accepted the video calling Terms & Conditions.")}</p>
        </template>
      )}
    </section>
  );
}
