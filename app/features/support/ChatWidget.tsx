/**
 * The live-chat widget, by configuration (CHAT_WIDGET_SRC) and only after cookie
 * consent. Once its script is loaded, its frames are tidied for assistive technology
 * (chat-frames.ts). The launcher is our own labelled button, reachable by keyboard. The
 * server renders it with what app/enhance/chat-widget.ts needs: the script's address and the
 * button's label once it has loaded, in the page's language.
 */
import { useConsent } from "~/features/consent/ConsentContext";
import { useT } from "~/i18n/I18n";

export function ChatWidget({ src }: { src: string | null }) {
  const { consent } = useConsent();
  const { t, text } = useT();
  if (!src || !consent) return null;
  return (
    <button
      type="button"
      className="button button--secondary chat-launcher"
      disabled
      data-chat-widget-src={src}
      data-frame-title={text("Live chat with Dolphin support")}
      data-ready-label={text("Chat with support")}
    >
      {t("Loading chat…")}
    </button>
  );
}
