/**
 * 'Back to top' on pages without framework JavaScript, as the hydrated app's BackToTop
 * does it: shown once the page has scrolled past half the window height, moved up to stay
 * clear of the footer, and it moves focus to the top of the page with the scroll, so keyboard
 * and screen reader users land where sighted users look. Motion follows the visitor's setting.
 */
import { SCROLL_RESIZE_THROTTLE_MS } from "@common/constants";
import { backToTopBottom } from "~/lib/back-to-top";
import { throttle } from "~/lib/throttle";

export function backToTop(link: HTMLElement) {
  const update = () => {
    link.hidden = !(window.scrollY > window.innerHeight / 2);
    const footerTop = document.getElementById("site-footer")?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    link.style.bottom = `${backToTopBottom(window.innerHeight, footerTop, link.offsetHeight)}px`;
  };
  const onScroll = throttle(update, SCROLL_RESIZE_THROTTLE_MS);
  update();
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", onScroll);
  link.addEventListener("click", (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  });
}
