import { useEffect, useRef, useState } from "react";
import { BACK_TO_TOP_SPACING_PX, SCROLL_RESIZE_THROTTLE_MS } from "@common/constants";
import { backToTopBottom } from "~/lib/back-to-top";
import { throttle } from "~/lib/throttle";
import { useT } from "~/i18n/I18n";

/**
 * 'Back to top': shown once the page has scrolled past half the window height;
 * when the footer comes into view it moves up to stay clear of it, never off the screen
 * (~/lib/back-to-top). It moves focus to the
 * top of the page too, so keyboard and screen reader users land where sighted users look.
 * Pages without framework JavaScript get the same from ./back-to-top.ts.
 */
export function BackToTop() {
  const { t, text } = useT();
  const [visible, setVisible] = useState(false);
  const [bottom, setBottom] = useState(BACK_TO_TOP_SPACING_PX);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > window.innerHeight / 2);
      const footer = document.getElementById("site-footer");
      const footerTop = footer?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
      setBottom(backToTopBottom(window.innerHeight, footerTop, link.current?.offsetHeight ?? 0));
    };
    const onScroll = throttle(update, SCROLL_RESIZE_THROTTLE_MS);
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  return (
    <a
      ref={link}
      href="#top"
      className="back-to-top"
      data-module="back-to-top"
      title={text("Go to top of page")}
      hidden={!visible}
      style={{ bottom: `${bottom}px` }}
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    >
      {t("Back to top")}
    </a>
  );
}
