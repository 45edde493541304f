/**
 * The site's one browser entry for behaviours (see docs/one-implementation.md): every component
 * whose markup names a behaviour in `data-module="<name>"` is started by ./registry.ts from the
 * list below, and a page without it runs none of that code. The rest are page-wide steps tied to
 * no one component (forms that post, answers that take focus, results brought in place). The
 * markup already works without any script; these only improve it. A few KB instead of the
 * framework's 108. Built by Vite as one file with a content hash, so it is cached for good and
 * changes its address when it changes.
 *
 * To add a behaviour: a module beside its component exporting `(root: HTMLElement) => void`,
 * `data-module="<name>"` on the component's root element, and one line in BEHAVIOURS.
 */
import { reportClientErrors } from "~/features/error-reporting/report-errors";
import { accountMenu } from "~/components/layout/account-menu";
import { backToTop } from "~/components/layout/back-to-top";
import { moreMenu } from "~/components/layout/more-menu";
import { signIn } from "~/components/layout/sign-in";
import { carousel } from "~/components/carousel/carousel";
import { characterCount } from "~/components/forms/character-count";
import { confirmButton } from "~/components/forms/confirm-button";
import { errorSummary } from "~/components/forms/error-summary";
import { passwordReveal } from "~/components/forms/password-reveal";
import { gridTable } from "~/components/widgets/grid-table";
import { signOut } from "~/features/account/sign-out";
import { termsBanner } from "~/features/account/terms-banner";
import { cookieBanner } from "~/features/consent/cookie-banner";
import { countdown } from "~/features/products/countdown";
import { focusAnswer } from "./answer-focus";
import { enhanceConsentToggle } from "./consent-toggle";
import { enhanceDependentLists } from "./dependent-list";
import { enhanceDismissible } from "./dismissible";
import { loadLazyEnhancements } from "./lazy-enhancements";
import { enhanceLivePreview } from "./live-preview";
import { enhanceLocalTime } from "./local-time";
import { enhancePostedForms } from "./posted-form";
import { type Behaviour, START_MODULES_EVENT, runEach, startModules } from "./registry";
import { enhanceResultsForm } from "./results-form";
import { enhancePrintButtons } from "./print-button";
import { enhanceSiteSearch } from "./site-search";
import { enhanceSupportPage } from "./support-page";
import { enhanceUsernameSuggestions } from "./username-suggestion";
import { enhanceVideoConsent } from "./video-consent";

/** Every component behaviour, by the name its markup gives in `data-module`: one line each. */
const BEHAVIOURS: Record<string, Behaviour> = {
  "account-menu": accountMenu,
  "back-to-top": backToTop,
  carousel: carousel,
  "character-count": characterCount,
  "confirm-button": confirmButton,
  "cookie-banner": cookieBanner,
  countdown: countdown,
  "error-summary": errorSummary,
  "grid-table": gridTable,
  "more-menu": moreMenu,
  "password-reveal": passwordReveal,
  "sign-in": signIn,
  "sign-out": signOut,
  "terms-banner": termsBanner,
};

/** Page-wide steps, in order (each looks for its own marks and does nothing without them). */
const PAGE_STEPS = [
  enhanceConsentToggle,
  focusAnswer,
  enhanceVideoConsent,
  enhanceResultsForm,
  enhanceDependentLists,
  enhanceDismissible,
  enhanceLocalTime,
  enhancePostedForms,
  enhanceSupportPage,
  enhanceLivePreview,
  loadLazyEnhancements,
  enhanceUsernameSuggestions,
  enhancePrintButtons,
  enhanceSiteSearch,
];

// One behaviour failing must not take the others with it; the error is still reported.
startModules(BEHAVIOURS);
if (document.documentElement.hasAttribute("data-hydrated")) {
  // An application page, where React owns the page and loads this once it has hydrated: only
  // components' behaviours start here, again on the markup each of its navigations renders, and
  // the parts built on their own that the shell names (the incoming-call alert), and its forms
  // that post, which it sends in place (whenever React renders them: a dialog's too).
  document.addEventListener(START_MODULES_EVENT, () => startModules(BEHAVIOURS));
  loadLazyEnhancements();
  enhancePostedForms();
} else {
  reportClientErrors();
  runEach(PAGE_STEPS);
}
