/**
 * A page's 'Print' button (the premium reader's invite handout) on a page without framework
 * JavaScript: the server renders it hidden, as it does nothing without a script, and the hint
 * beside it names only the browser's Print command; this shows the button, gives the hint the
 * text that names it too (data-print-hint, in the page's language) and prints on a click.
 */
export function enhancePrintButtons() {
  for (const holder of document.querySelectorAll<HTMLElement>("[data-print-button]")) {
    const button = holder.querySelector("button");
    if (!button) continue;
    button.addEventListener("click", () => window.print());
    holder.hidden = false;
    for (const hint of document.querySelectorAll<HTMLElement>("[data-print-hint]")) hint.textContent = hint.dataset.printHint ?? hint.textContent;
  }
}
