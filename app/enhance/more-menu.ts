/**
 * The primary navigation's 'More' dropdown on pages without framework JavaScript. The server
 * lists every item; this measures them as the hydrated app's OverflowNav does (its invisible
 * ruler copy of the list) and moves those that do not fit on one line into 'More', measured
 * again on resize. Below the mobile cut-off every item is listed in the collapsible menu.
 * The button's label comes from the page (data-more-label), so it is in the page's language.
 */
import { SCROLL_RESIZE_THROTTLE_MS } from "@common/constants";
import { navItemsThatFit } from "~/components/layout/navigation";
import { throttle } from "~/lib/throttle";
import { disclosure } from "./disclosure";

export function enhanceMoreMenu() {
  const nav = document.querySelector<HTMLElement>("nav.primary-nav[data-more-label]");
  const list = nav?.querySelector<HTMLUListElement>(".primary-nav__list:not(.primary-nav__ruler)");
  const ruler = nav?.querySelector<HTMLUListElement>(".primary-nav__ruler");
  if (!nav || !list || !ruler) return;
  const items = Array.from(list.children) as HTMLLIElement[];

  const more = document.createElement("li");
  more.className = "dropdown";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "primary-nav__link dropdown__toggle";
  button.setAttribute("data-dropdown-toggle", "");
  button.setAttribute("aria-controls", "primary-nav-more");
  button.textContent = nav.dataset.moreLabel ?? "";
  const panel = document.createElement("ul");
  panel.id = "primary-nav-more";
  panel.className = "dropdown__panel";
  more.appendChild(button);
  more.appendChild(panel);
  disclosure(more, button, panel);

  let shown = items.length;
  const show = (visibleCount: number) => {
    // Moving an element drops focus from it: move only when the split changes, and keep focus.
    if (visibleCount === shown) return;
    shown = visibleCount;
    const focused = document.activeElement;
    items.forEach((item, index) => {
      const link = item.querySelector("a");
      const inMore = index >= visibleCount;
      link?.classList.toggle("dropdown__link", inMore);
      link?.classList.toggle("primary-nav__link", !inMore);
      (inMore ? panel : list).appendChild(item);
    });
    if (visibleCount < items.length) list.appendChild(more);
    else more.remove();
    if (focused instanceof HTMLElement && focused !== document.activeElement && document.contains(focused)) focused.focus();
  };

  const measure = () => {
    const widths = Array.from(ruler.children, (child) => child.getBoundingClientRect().width);
    show(navItemsThatFit(widths, (nav.parentElement ?? list).getBoundingClientRect().width, window.innerWidth));
  };
  measure();
  const onResize = throttle(measure, SCROLL_RESIZE_THROTTLE_MS);
  window.addEventListener("resize", onResize);
  if (typeof ResizeObserver !== "undefined" && nav.parentElement) new ResizeObserver(onResize).observe(nav.parentElement);
}
