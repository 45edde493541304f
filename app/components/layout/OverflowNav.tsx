import { useLayoutEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { SCROLL_RESIZE_THROTTLE_MS } from "@common/constants";
import { useDisclosure } from "~/hooks/useDisclosure";
import { throttle } from "~/lib/throttle";
import { useT } from "~/i18n/I18n";
import { navItemsThatFit } from "./navigation";

export interface NavItem {
  label: string;
  href: string;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Primary navigation whose items that do not fit on one line collapse into a 'More'
 * dropdown, measured again on resize (throttled). Text zoom counts too:
 * at 200 % more items move into 'More' instead of overflowing. Below the mobile cut-off
 * every item is listed, one per line, in the collapsible menu. Pages without framework
 * JavaScript get the same from app/enhance/more-menu.ts, on this component's server markup.
 */
export function OverflowNav({ items }: { items: NavItem[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);
  const more = useDisclosure<HTMLLIElement>();
  const { t, text } = useT();

  useIsomorphicLayoutEffect(() => {
    const measure = () => {
      const list = listRef.current;
      const ruler = measureRef.current;
      if (!list || !ruler) return;
      const widths = Array.from(ruler.children, (child) => (child as HTMLElement).getBoundingClientRect().width);
      const available = list.parentElement?.getBoundingClientRect().width ?? list.getBoundingClientRect().width;
      setVisibleCount(navItemsThatFit(widths, available, window.innerWidth));
    };
    measure();
    const onResize = throttle(measure, SCROLL_RESIZE_THROTTLE_MS);
    window.addEventListener("resize", onResize);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onResize);
    if (listRef.current?.parentElement) observer?.observe(listRef.current.parentElement);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
      observer?.disconnect();
    };
  }, [items.length]);

  const visible = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);

  return (
    // data-more-label: the 'More' button's label for pages without framework JavaScript (app/enhance/more-menu.ts).
    <nav aria-label={text("Main")} className="primary-nav" data-more-label={text("More")}>
      <ul ref={listRef} className="primary-nav__list">
        {visible.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} className="primary-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
        {overflow.length > 0 && (
          <li ref={more.rootRef} className="dropdown">
            <button {...more.buttonProps} className="primary-nav__link dropdown__toggle">
              {t("More")}
            </button>
            <ul {...more.panelProps} className="dropdown__panel">
              {overflow.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} className="dropdown__link" onClick={() => more.close()}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      {/* An invisible copy of every item, measured to decide what fits. */}
      <ul ref={measureRef} className="primary-nav__list primary-nav__ruler" aria-hidden="true">
        {items.map((item) => (
          <li key={item.href}>
            <span className="primary-nav__link">{item.label}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
