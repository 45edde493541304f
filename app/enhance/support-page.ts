/**
 * The support pages' behaviours on pages without framework JavaScript: the human-checked
 * message forms, their newsletter opt-in and the live-chat launcher.
 */
import { enhanceChatWidget } from "./chat-widget";
import { enhanceHumanCheckedForms } from "./human-check";
import { enhanceNewsletterOptIn } from "./newsletter-opt-in";

export function enhanceSupportPage() {
  enhanceHumanCheckedForms();
  enhanceNewsletterOptIn();
  enhanceChatWidget();
}
