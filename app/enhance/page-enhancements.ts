/**
 * The enhancement script of pages served without framework JavaScript (see framework.tsx):
 * the shell's behaviours and the pages' own (forms that post, answers that take focus, results
 * and lists brought in place, and a few of one page each), each done on the server-rendered
 * markup, which already works without any script. A few KB instead of the framework's 108.
 * Built by Vite as one file with a content hash, so it is cached for good and changes its
 * address when it changes.
 */
import { reportClientErrors } from "~/features/error-reporting/report-errors";
import { enhanceAccountMenu } from "./account-menu";
import { focusAnswer } from "./answer-focus";
import { enhanceBackToTop } from "./back-to-top";
import { enhanceCarousels } from "./carousel";
import { enhanceCharacterCounts } from "./character-count";
import { enhanceConfirmButtons } from "./confirm-button";
import { enhanceCountdown } from "./countdown";
import { enhanceConsentToggle } from "./consent-toggle";
import { enhanceCookieBanner } from "./cookie-banner";
import { enhanceDependentLists } from "./dependent-list";
import { enhanceDismissible } from "./dismissible";
import { focusErrorSummary } from "./error-summary";
import { enhanceGridTables } from "./grid-table";
import { loadLazyEnhancements } from "./lazy-enhancements";
import { enhanceLivePreview } from "./live-preview";
import { enhanceLocalTime } from "./local-time";
import { enhanceMoreMenu } from "./more-menu";
import { enhancePasswordReveal } from "./password-reveal";
import { enhancePostedForms } from "./posted-form";
import { enhanceResultsForm } from "./results-form";
import { enhancePrintButtons } from "./print-button";
import { enhanceSignIn } from "./sign-in";
import { enhanceSiteSearch } from "./site-search";
import { enhanceSupportPage } from "./support-page";
import { enhanceTermsBanner } from "./terms-banner";
import { enhanceUsernameSuggestions } from "./username-suggestion";
import { enhanceVideoConsent } from "./video-consent";

reportClientErrors();
// One behaviour failing must not take the others with it; the error is still reported.
for (const enhance of [enhanceMoreMenu, enhanceSignIn, enhanceAccountMenu, enhanceBackToTop, enhanceCookieBanner, enhanceConsentToggle, focusErrorSummary, focusAnswer, enhanceCarousels, enhanceGridTables, enhanceVideoConsent, enhanceResultsForm, enhanceDependentLists, enhanceDismissible, enhanceLocalTime, enhanceCharacterCounts, enhancePostedForms, enhancePasswordReveal, enhanceCountdown, enhanceSupportPage, enhanceConfirmButtons, enhanceLivePreview, loadLazyEnhancements, enhanceTermsBanner, enhanceUsernameSuggestions, enhancePrintButtons, enhanceSiteSearch]) {
  try {
    enhance();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
