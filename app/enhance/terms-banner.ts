/**
 * The video calling terms banner (features/account/TermsBanner.tsx) on a page without
 * framework JavaScript: accepting is sent in place, as on the hydrated page, instead of the
 * plain post that comes back to a page no longer showing the banner and saying nothing. On
 * success the banner gives way to its thanks (a template the server rendered in the page's
 * language), which takes focus, so it is heard and focus does not fall to the page with the
 * removed button, and calls start to ring on this page; on failure the server's message shows
 * in the form as an alert.
 */
import { api } from "~/lib/api-client";
import { loadEnhancementsAfterTerms } from "./lazy-enhancements";
import { setSending, showError } from "./posted-form";

function enhanceTermsForm(form: HTMLFormElement) {
  const banner = form.closest("section");
  const thanks = banner?.querySelector<HTMLTemplateElement>("template[data-terms-thanks]");
  if (!banner || !thanks) return;
  const { errorTitle = "", errorMessage = "" } = form.dataset;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.hasAttribute("data-sending")) return;
    for (const shown of form.querySelectorAll(":scope > .alert")) shown.remove();
    setSending(form, event.submitter, true);
    const result = await api.post("account/terms", { fallbackMessage: errorMessage });
    if (result.ok) {
      const said = thanks.content.firstElementChild!.cloneNode(true) as HTMLElement;
      said.tabIndex = -1;
      banner.replaceWith(said);
      said.focus();
      loadEnhancementsAfterTerms();
      return;
    }
    setSending(form, event.submitter, false);
    showError(form, errorTitle, result.cancelled ? errorMessage : result.message);
  });
}

export function enhanceTermsBanner() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-terms-form]")) enhanceTermsForm(form);
}
