/**
 * How every modal dialog of the site opens and closes, written once in plain script so the React
 * component (ModalDialog.tsx) and the enhancements of pages without framework JavaScript
 * (confirm-button.ts, incoming-call-alert.ts) behave alike. A native <dialog> opened with
 * showModal() traps focus and closes on Escape; this adds what the browser does not promise:
 * focus starts where the dialog says (`data-initial-focus`, such as 'Cancel' before a
 * destructive button) and, when the dialog closes, goes back to what had it before, or, when
 * that element is gone or hidden (a deleted contact's menu, a menu item folded away), to the
 * place the dialog names, and failing that to the page's heading, never to the page itself.
 */

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

export interface ModalOptions {
  /** What takes focus inside; else the `[data-initial-focus]` or `[autofocus]` element, else the first focusable one. */
  initialFocus?: HTMLElement | null;
  /** Where focus returns; else the element focused when the dialog opened. */
  opener?: HTMLElement | null;
  /** Asked on closing when the opener can no longer take focus. */
  fallback?: () => HTMLElement | null | undefined;
}

/** The element that has focus, or null when it is on the page itself. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Focuses `element` if it can take focus now (connected, shown, enabled); says whether it did. */
function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  // A heading or other element named as a place to land is made focusable by script only.
  if (!element.matches(FOCUSABLE) && !element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus();
  return document.activeElement === element;
}

/**
 * Gives focus back after a dialog or popup closes: to `opener`, else to what `fallback` names,
 * else to the main heading. Left alone when focus has already moved somewhere on purpose.
 */
export function returnFocus(opener: HTMLElement | null, fallback?: () => HTMLElement | null | undefined, closed?: Element | null): void {
  const now = focusedElement();
  if (now && now !== opener && !closed?.contains(now)) return;
  if (tryFocus(opener) || tryFocus(fallback?.())) return;
  tryFocus(document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main-content"));
}

/** Opens `dialog` as a modal, focuses its first control, and returns focus when it closes. */
export function openModal(dialog: HTMLDialogElement, { initialFocus, opener, fallback }: ModalOptions = {}): void {
  if (dialog.open) return;
  const returnTo = opener ?? focusedElement();
  dialog.showModal();
  const first = initialFocus ?? dialog.querySelector<HTMLElement>("[data-initial-focus], [autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
  first?.focus();
  dialog.addEventListener("close", () => returnFocus(returnTo, fallback, dialog), { once: true });
}
