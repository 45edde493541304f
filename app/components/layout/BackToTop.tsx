import { BACK_TO_TOP_SPACING_PX } from "@common/constants";
import { useT } from "~/i18n/I18n";

/**
 * 'Back to top': ./back-to-top.ts (data-module="back-to-top") shows it once the page has
 * scrolled past half the window height; when the footer comes into view it moves up to stay
 * clear of it, never off the screen (~/lib/back-to-top). It moves focus to the top of the page
 * too, so keyboard and screen reader users land where sighted users look. Without JavaScript it
 * stays hidden: the skip link and the keyboard's Home do the same.
 */
export function BackToTop() {
  const { t, text } = useT();
  return (
    <a href="#top" className="back-to-top" data-module="back-to-top" title={text("Go to top of page")} hidden style={{ bottom: `${BACK_TO_TOP_SPACING_PX}px` }}>
      {t("Back to top")}
    </a>
  );
}
