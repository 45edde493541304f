/**
 * The support pages' behaviours on pages without framework JavaScript: the newsletter opt-in
 * of their message forms, the serial number that becomes required once its box is ticked, the
 * dealer locator's state list shown only for the country that has states, the country picker's
 * 'Detect my location', and the live-chat launcher. (Their forms' checks and human check: ./posted-form.)
 */
import { linkCheckboxWithInput } from "~/features/support/checkbox-with-input";
import { linkTogglers } from "~/features/support/toggler";
import { enhanceChatWidget } from "./chat-widget";
import { enhanceCountryPicker } from "./country-picker";
import { enhanceNewsletterOptIn } from "./newsletter-opt-in";

export function enhanceSupportPage() {
  enhanceNewsletterOptIn();
  for (const group of document.querySelectorAll<HTMLElement>("[data-checkbox-input]")) linkCheckboxWithInput(group);
  for (const form of document.forms) if (form.querySelector("[data-toggler-target]")) linkTogglers(form);
  enhanceCountryPicker();
  enhanceChatWidget();
}
