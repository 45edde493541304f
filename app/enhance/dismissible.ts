/**
 * A message the visitor may dismiss, on a page without framework JavaScript: the server renders
 * its button hidden (it would do nothing without a script) inside the element marked
 * data-dismissible; this shows the button, and a click removes the message and moves focus to
 * the element its data-dismiss-focus names (the button is gone, so focus would otherwise fall
 * to the page), as the hydrated page does. Called again on markup that replaced part of the page (results-form.ts).
 */
export function enhanceDismissible(root: Element | Document = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-dismiss]")) {
    const message = button.closest("[data-dismissible]");
    if (!message) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      message.remove();
      const next = button.dataset.dismissFocus;
      if (next) document.getElementById(next)?.focus();
    });
  }
}
