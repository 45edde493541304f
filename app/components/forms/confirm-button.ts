/**
 * The question a destructive button asks first (ConfirmButton), on a page without framework
 * JavaScript: the server renders the native <dialog> beside the button, in the page's language,
 * and this opens it instead of submitting. 'Yes' submits the button's form, 'Cancel' or Escape
 * closes the dialog; either way focus goes back to the button, by the rule every dialog follows
 * (~/components/dialog/modal.ts).
 */
import { openModal } from "~/components/dialog/modal";

export function confirmButton(button: HTMLElement) {
  if (!(button instanceof HTMLButtonElement)) return;
  {
    const dialog = document.querySelector<HTMLDialogElement>(`dialog[data-confirm-dialog="${CSS.escape(button.dataset.confirm ?? "")}"]`);
    if (!dialog) return;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      openModal(dialog, { opener: button });
    });
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      dialog.close();
    });
    dialog.querySelector("[data-confirm-cancel]")?.addEventListener("click", () => dialog.close());
    dialog.querySelector("[data-confirm-yes]")?.addEventListener("click", () => {
      dialog.close();
      button.form?.requestSubmit(button);
    });
  }
}
