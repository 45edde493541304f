/**
 * The live-chat launcher on pages without framework JavaScript. The server renders it only
 * after cookie consent, disabled, saying it is loading; here the provider's script is loaded
 * with the page's nonce, and once it has run the button is enabled, relabelled (the label
 * comes from the page, so it is in its language) and opens the chat, as the hydrated
 * ChatWidget does. Consent given on this page shows the launcher from the next page on.
 */
import { loadChatWidget, openChat } from "~/features/support/chat-frames";

export function enhanceChatWidget() {
  const button = document.querySelector<HTMLButtonElement>("button[data-chat-widget-src]");
  const src = button?.dataset.chatWidgetSrc;
  if (!button || !src) return;
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  button.addEventListener("click", openChat);
  loadChatWidget(src, nonce || undefined, button.dataset.frameTitle ?? "", () => {
    button.disabled = false;
    if (button.dataset.readyLabel) button.textContent = button.dataset.readyLabel;
  });
}
