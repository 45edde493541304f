/**
 * The video calling terms banner (./TermsBanner.tsx): accepting is sent in place instead of the
 * plain post, which comes back to a page no longer showing the banner and saying nothing. On
 * success the banner gives way to its thanks (rendered hidden beside it, in the page's
 * language), which takes focus, so it is heard and focus does not fall to the page with the
 * hidden button; calls start to ring on this page, and an application page is told
 * (`onTermsAccepted`). On failure the server's message shows in the form as an alert. Both are
 * shown and hidden rather than added and removed, as on an application page they are React's.
 */
import { api } from "~/lib/api-client";
import { loadEnhancementsAfterTerms } from "~/enhance/lazy-enhancements";
import { setSending, showError } from "~/enhance/posted-form";

const TERMS_ACCEPTED_EVENT = "dolphin:terms-accepted";

/** Calls `listener` once the terms are accepted on this page; returns the way to stop. */
export function onTermsAccepted(listener: () => void): () => void {
  document.addEventListener(TERMS_ACCEPTED_EVENT, listener);
  return () => document.removeEventListener(TERMS_ACCEPTED_EVENT, listener);
}

export function termsBanner(banner: HTMLElement) {
  const form = banner.querySelector<HTMLFormElement>("form[data-terms-form]");
  const thanks = banner.nextElementSibling;
  if (!form || !(thanks instanceof HTMLElement) || !thanks.hasAttribute("data-terms-thanks")) return;
  const { errorTitle = "", errorMessage = "" } = form.dataset;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.hasAttribute("data-sending")) return;
    for (const shown of form.querySelectorAll(":scope > .alert")) shown.remove();
    setSending(form, event.submitter, true);
    const result = await api.post("account/terms", { fallbackMessage: errorMessage });
    if (result.ok) {
      banner.hidden = true;
      thanks.hidden = false;
      thanks.focus();
      loadEnhancementsAfterTerms();
      document.dispatchEvent(new Event(TERMS_ACCEPTED_EVENT));
      return;
    }
    setSending(form, event.submitter, false);
    showError(form, errorTitle, result.cancelled ? errorMessage : result.message);
  });
}
