/**
 * The signed-in account menu (./AccountMenu.tsx): the dropdown opens and closes, and a
 * sign-out in another of the site's tabs sends this one home too (its own 'Sign out' is
 * ~/features/account/sign-out.ts).
 */
import { onLogoutElsewhere } from "~/features/account/logout-events";
import { disclosure } from "~/enhance/disclosure";

export function accountMenu(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>("button.dropdown__toggle");
  const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !panel) return;
  const { close } = disclosure(root, button, panel);
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
  onLogoutElsewhere(() => window.location.assign("/"));
}
