/**
 * The cookie banner (./CookieBanner.tsx): it stays a plain form (which works without any
 * script), and with this script it saves the choice in place: the banner gives way to its
 * confirmation, which takes focus so it is heard, and 'Hide cookie message' removes it. The
 * confirmation (rendered hidden beside the banner) and the error message (a data attribute) come
 * from the page, so they are in its language. Both are shown and hidden rather than added and
 * removed, as on an application page they are React's.
 */
import { saveConsent } from "./consent";

export function cookieBanner(banner: HTMLElement) {
  const form = banner.querySelector<HTMLFormElement>("form[data-cookie-banner-form]");
  const confirmation = banner.nextElementSibling;
  if (!form || !(confirmation instanceof HTMLElement) || !confirmation.hasAttribute("data-cookie-saved")) return;
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
    banner.hidden = true;
    confirmation.hidden = false;
    confirmation.querySelector<HTMLElement>("[data-cookie-confirmation]")?.focus();
  });
  confirmation.querySelector("[data-cookie-hide]")?.addEventListener("click", () => {
    confirmation.hidden = true;
    document.getElementById("top")?.focus();
  });
}
