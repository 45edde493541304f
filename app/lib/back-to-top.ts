/**
 * Where 'Back to top' sits while it floats (app/components/layout/BackToTop.tsx and, without the
 * framework, app/components/layout/back-to-top.ts): near the window's bottom edge, lifted clear of the
 * footer once the footer comes into view, and never lifted past the window's top edge, so on a
 * short window the link (and its focus ring) stays on screen. At 320 CSS px and on short
 * windows it does not float at all (site.css): it would cover the control that has focus.
 */
import { BACK_TO_TOP_BOTTOM_TRIGGER_PX, BACK_TO_TOP_SPACING_PX } from "@common/constants";

/** The link's `bottom` in px, for a window this high, the footer's top edge and the link's height. */
export function backToTopBottom(windowHeight: number, footerTop: number, linkHeight: number): number {
  const overlap = windowHeight - BACK_TO_TOP_BOTTOM_TRIGGER_PX - footerTop;
  const lifted = overlap > 0 ? overlap + BACK_TO_TOP_BOTTOM_TRIGGER_PX + BACK_TO_TOP_SPACING_PX : BACK_TO_TOP_SPACING_PX;
  const highest = windowHeight - linkHeight - BACK_TO_TOP_SPACING_PX;
  return Math.max(0, Math.min(lifted, highest));
}
