/**
 * The live-chat widget, by configuration (CHAT_WIDGET_SRC) and only after cookie
 * consent. Once its script is loaded, its iframes are looked for every 500 ms, up to 25
 * times: the provider's hidden frames are hidden from assistive technology, visible ones get
 * a title. The launcher is our own labelled button, reachable by keyboard.
 */
import { useEffect, useState } from "react";
import { CHAT_IFRAME_CHECK_MS, CHAT_IFRAME_CHECK_TIMES } from "@common/support/constants";
import { useConsent } from "~/features/consent/ConsentContext";
import { useNonce } from "~/lib/nonce";
import { useT } from "~/i18n/I18n";

declare global {
  interface Window {
    /** The provider's script registers an opener here (or listens for "dolphin:open-chat"). */
    DolphinChat?: { open(): void };
  }
}

export const CHAT_SCRIPT_ID = "dolphin-chat-widget";

/** Hides the provider's invisible frames from screen readers and names the visible one. */
export function tidyChatFrames(root: Document = document, title = "Live chat with Dolphin support"): number {
  let seen = 0;
  for (const frame of root.querySelectorAll<HTMLIFrameElement>("iframe[data-chat-widget], iframe[src*='chat']")) {
    seen++;
    const style = root.defaultView?.getComputedStyle(frame);
    const hidden = frame.hidden || style?.display === "none" || style?.visibility === "hidden" || frame.offsetWidth === 0 || frame.offsetHeight === 0;
    if (hidden) {
      frame.setAttribute("aria-hidden", "true");
      frame.tabIndex = -1;
    } else if (!frame.title) {
      frame.title = title;
    }
  }
  return seen;
}

export function ChatWidget({ src }: { src: string | null }) {
  const { consent } = useConsent();
  const nonce = useNonce();
  const { t, text } = useT();
  const frameTitle = text("Live chat with Dolphin support");
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!src || !consent) return;
    if (!document.getElementById(CHAT_SCRIPT_ID)) {
      const script = document.createElement("script");
      script.id = CHAT_SCRIPT_ID;
      script.src = src;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.onload = () => setLoaded(true);
      document.body.appendChild(script);
    } else {
      setLoaded(true);
    }
    let checks = 0;
    const timer = window.setInterval(() => {
      checks++;
      tidyChatFrames(document, frameTitle);
      if (checks >= CHAT_IFRAME_CHECK_TIMES) window.clearInterval(timer);
    }, CHAT_IFRAME_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [src, consent, nonce, frameTitle]);

  if (!src || !consent) return null;
  return (
    <button
      type="button"
      className="button button--secondary chat-launcher"
      disabled={!loaded}
      onClick={() => {
        window.DolphinChat?.open();
        window.dispatchEvent(new CustomEvent("dolphin:open-chat"));
      }}
    >
      {loaded ? t("Chat with support") : t("Loading chat…")}
    </button>
  );
}
