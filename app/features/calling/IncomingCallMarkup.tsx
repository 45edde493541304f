/**
 * The incoming-call alert's markup: a closed <dialog> holding every text the alert may say, in
 * the page's language, with the caller's name and address left empty. Its module
 * (app/enhance/incoming-call-alert.ts), loaded only where this is, opens the realtime connection
 * and, when a call comes, fills and opens it. For an account that has not accepted the calling
 * terms the module waits under another mark, and accepting them in place
 * (~/features/account/terms-banner.ts) starts it, so calls ring on that page at once rather than
 * from the next page on.
 */
import alertScript from "~/enhance/incoming-call-alert.ts?worker&url";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";

const name = <span translate="no" data-call-name="" />;
const email = <span translate="no" data-call-email="" />;

export function IncomingCallMarkup({ dolphinId, waitsForTerms }: { dolphinId: string; waitsForTerms: boolean }) {
  const { t, text } = useT();
  const url = useLocalisedUrl();
  return (
    <dialog
      className="modal incoming-call"
      role="alertdialog"
      aria-labelledby="incoming-call-title"
      aria-describedby="incoming-call-description"
      data-incoming-call={dolphinId}
      {...(waitsForTerms ? { "data-enhancement-after-terms": alertScript } : { "data-enhancement": alertScript })}
      data-call-page={url("Call")}
      data-flash-title={text("Incoming call from {name}", { name: "{name}" })}
      data-cancelled={text("The caller hung up before the call was answered.")}
      data-answered-elsewhere={text("The call was answered in another tab or window.")}
      data-declined-elsewhere={text("The call was declined in another tab or window.")}
      data-declined={text("Call declined.")}
    >
      <h2 id="incoming-call-title" className="modal__title">
        <T message="Incoming call from <0>{name}</0>" values={{ name: "" }} components={[name]} />
      </h2>
      {/* One of the four descriptions is shown: video or voice, with the caller's address when their name is not it. */}
      <p id="incoming-call-description">
        <span hidden data-call-description="video email">
          <T message="Video call from <0>{name}</0> (<1>{email}</1>)." values={{ name: "", email: "" }} components={[name, email]} />
        </span>
        <span hidden data-call-description="voice email">
          <T message="Voice call from <0>{name}</0> (<1>{email}</1>)." values={{ name: "", email: "" }} components={[name, email]} />
        </span>
        <span hidden data-call-description="video">
          <T message="Video call from <0>{name}</0>." values={{ name: "" }} components={[name]} />
        </span>
        <span hidden data-call-description="voice">
          <T message="Voice call from <0>{name}</0>." values={{ name: "" }} components={[name]} />
        </span>{" "}
        {t("Answer to open the call in this tab.")}
      </p>
      <div className="button-row">
        <button type="button" className="button" data-answer-call="video">
          {t("Answer Call")}
        </button>
        <button type="button" className="button button--secondary" data-answer-call="voice">
          {t("Answer with video off")}
        </button>
        <button type="button" className="button button--danger" data-decline-call="">
          {t("Decline Call")}
        </button>
      </div>
    </dialog>
  );
}
