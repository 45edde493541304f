/**
 * The live-chat widget, by configuration (CHAT_WIDGET_SRC) and only after cookie
 * consent. Once its script is loaded, its frames are tidied for assistive technology
 * (chat-frames.ts). The launcher is our own labelled button, reachable by keyboard.
 * On a page without framework JavaScript the server renders the launcher with what the
 * enhancement needs (app/enhance/chat-widget.ts): the script's address and the button's
 * label once it has loaded, in the page's language.
 */
import { useEffect, useState } from "react";
import { useConsent } from "~/features/consent/ConsentContext";
import { useWithoutFramework } from "~/enhance/framework";
import { useNonce } from "~/lib/nonce";
import { useT } from "~/i18n/I18n";
import { loadChatWidget, openChat } from "./chat-frames";

export function ChatWidget({ src }: { src: string | null }) {
  const { consent } = useConsent();
  const nonce = useNonce();
  const withoutFramework = useWithoutFramework();
  const { t, text } = useT();
  const frameTitle = text("Live chat with Dolphin support");
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!src || !consent) return;
    return loadChatWidget(src, nonce, frameTitle, () => setLoaded(true));
  }, [src, consent, nonce, frameTitle]);

  if (!src || !consent) return null;
  return (
    <button
      type="button"
      className="button button--secondary chat-launcher"
      disabled={!loaded}
      onClick={openChat}
      data-chat-widget-src={withoutFramework ? src : undefined}
      data-frame-title={withoutFramework ? frameTitle : undefined}
      data-ready-label={withoutFramework ? text("Chat with support") : undefined}
    >
      {loaded ? t("Chat with support") : t("Loading chat…")}
    </button>
  );
}
