/**
 * The live-chat widget's script and frames, as plain functions: the hydrated ChatWidget and
 * the enhancement of pages without framework JavaScript (app/enhance/chat-widget.ts) both
 * load the provider's script this way and tidy its frames.
 */
import { CHAT_IFRAME_CHECK_MS, CHAT_IFRAME_CHECK_TIMES } from "@common/support/constants";

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

/**
 * Loads the provider's script once (with the page's nonce, which the CSP asks for) and calls
 * onLoad when it has run; the provider's frames are then looked for every 500 ms, up to 25
 * times. Returns a function that stops looking.
 */
export function loadChatWidget(src: string, nonce: string | undefined, frameTitle: string, onLoad: () => void): () => void {
  if (!document.getElementById(CHAT_SCRIPT_ID)) {
    const script = document.createElement("script");
    script.id = CHAT_SCRIPT_ID;
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = onLoad;
    document.body.appendChild(script);
  } else {
    onLoad();
  }
  let checks = 0;
  const timer = window.setInterval(() => {
    checks++;
    tidyChatFrames(document, frameTitle);
    if (checks >= CHAT_IFRAME_CHECK_TIMES) window.clearInterval(timer);
  }, CHAT_IFRAME_CHECK_MS);
  return () => window.clearInterval(timer);
}

/** Opens the chat, whichever way the provider listens. */
export function openChat() {
  window.DolphinChat?.open();
  window.dispatchEvent(new CustomEvent("dolphin:open-chat"));
}
