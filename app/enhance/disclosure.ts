/**
 * A disclosure (button + panel) for the dropdowns' modules: aria-expanded on the button, Escape
 * closes and returns focus to the button, a click or focus outside closes it. Its items are
 * ordinary links reached with Tab, so it has no menu role. (The address book's own dropdowns,
 * in React state on an application page, use ~/hooks/useDisclosure.)
 */
export function disclosure(root: HTMLElement, button: HTMLButtonElement, panel: HTMLElement) {
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  button.addEventListener("click", () => setOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  const onOutside = (event: Event) => {
    if (isOpen() && !root.contains(event.target as Node)) setOpen(false);
  };
  document.addEventListener("pointerdown", onOutside);
  document.addEventListener("focusin", onOutside);
  setOpen(false);
  return { close: () => setOpen(false) };
}
