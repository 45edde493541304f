/**
 * The support pages' behaviours on pages without framework JavaScript: the human-checked
 * message forms and the live-chat launcher.
 */
import { enhanceChatWidget } from "./chat-widget";
import { enhanceHumanCheckedForms } from "./human-check";

export function enhanceSupportPage() {
  enhanceHumanCheckedForms();
  enhanceChatWidget();
}
