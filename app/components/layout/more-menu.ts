/**
 * The primary navigation's 'More' dropdown (./OverflowNav.tsx). The server lists every item;
 * this measures them (the invisible ruler copy of the list) and moves those that do not fit on
 * one line into 'More', measured again on resize. Below the mobile cut-off every item is listed
 * in the collapsible menu. The button's label comes from the page (data-more-label), so it is in
 * the page's language. On an application page React rendered the items once and never moves
 * them, so moving its elements is safe; a link's look in the panel comes from where it is (the
 * stylesheet), not from a class, as React may set a link's class again when it becomes current.
 */
import { SCROLL_RESIZE_THROTTLE_MS } from "@common/constants";
import { disclosure } from "~/enhance/disclosure";
import { throttle } from "~/lib/throttle";
import { navItemsThatFit } from "./navigation";

export function moreMenu(nav: HTMLElement) {
  const list = nav.querySelector<HTMLUListElement>(".primary-nav__list:not(.primary-nav__ruler)");
  const ruler = nav.querySelector<HTMLUListElement>(".primary-nav__ruler");
  if (!list || !ruler) return;
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
  const { close } = disclosure(more, button, panel);
  // A link followed within an application page leaves the page as it was: the menu closes.
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });

  let shown = items.length;
  const show = (visibleCount: number) => {
    // Moving an element drops focus from it: move only when the split changes, and keep focus.
    if (visibleCount === shown) return;
    shown = visibleCount;
    const focused = document.activeElement;
    items.forEach((item, index) => (index >= visibleCount ? panel : list).appendChild(item));
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
