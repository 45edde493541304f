/**
 * The cookie banner on pages without framework JavaScript: it stays a plain form (which
 * works without any script), and with this script it saves the choice in place, as the
 * hydrated app's CookieBanner does: the banner is replaced by its confirmation, which takes
 * focus so it is heard, and 'Hide cookie message' removes it. The confirmation and the error
 * message come from the page (a template and a data attribute), so they are in its language.
 */
import { saveConsent } from "~/features/consent/consent";

export function enhanceCookieBanner() {
  const form = document.querySelector<HTMLFormElement>("form[data-cookie-banner-form]");
  const banner = form?.closest<HTMLElement>(".cookie-banner");
  const saved = banner?.querySelector<HTMLTemplateElement>("template[data-cookie-saved]");
  if (!form || !banner || !saved) return;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  let saving = false;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (saving) return;
    saving = true;
    // The same busy marks the head's form script sets for a native post (the busy label).
    form.setAttribute("data-sending", "");
    form.setAttribute("aria-busy", "true");
    button?.setAttribute("data-sending", "");
    button?.setAttribute("aria-disabled", "true");
    const failure = await saveConsent(true, form.dataset.errorMessage);
    saving = false;
    form.removeAttribute("data-sending");
    form.removeAttribute("aria-busy");
    button?.removeAttribute("data-sending");
    button?.removeAttribute("aria-disabled");
    banner.querySelector(".cookie-banner__error")?.remove();
    if (failure) {
      const message = document.createElement("p");
      message.className = "field-error cookie-banner__error";
      message.setAttribute("role", "alert");
      message.textContent = failure;
      form.parentNode?.insertBefore(message, form);
      return;
    }
    const confirmation = saved.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!confirmation) return;
    banner.replaceWith(confirmation);
    confirmation.querySelector<HTMLElement>("[data-cookie-confirmation]")?.focus();
    confirmation.querySelector("[data-cookie-hide]")?.addEventListener("click", () => {
      confirmation.remove();
      document.getElementById("top")?.focus();
    });
  });
}
