/**
 * The cookie settings' toggle on pages without framework JavaScript: it stays a plain form
 * post, and with this script the choice is saved in place, as the hydrated app's ConsentToggle
 * does: the form for the other choice (kept by the page in a template, in its language) takes
 * the place of this one and its button keeps focus, described by the new state. A choice made
 * in the cookie banner on the same page changes the toggle too. Refusing clears the cookies
 * the site does not need (saveConsent), which a plain post could not do.
 */
import { CONSENT_EVENT, type ConsentEventDetail, saveConsent } from "~/features/consent/consent";

export function enhanceConsentToggle() {
  const first = document.querySelector<HTMLFormElement>("form[data-consent-toggle]");
  const other = document.querySelector<HTMLTemplateElement>("template[data-consent-toggle-other]")?.content.firstElementChild;
  if (!first || !(other instanceof HTMLFormElement)) return;
  const forms = [first, document.importNode(other, true)];
  const formFor = (given: boolean) => forms.find((form) => (form.dataset.consentToggle === "given") === given)!;
  let current = first;

  const show = (given: boolean) => {
    const next = formFor(given);
    if (next === current) return;
    const hadFocus = current.contains(document.activeElement);
    current.querySelector(".field-error")?.remove();
    current.replaceWith(next);
    current = next;
    if (hadFocus) next.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  };
  window.addEventListener(CONSENT_EVENT, (event) => show((event as CustomEvent<ConsentEventDetail>).detail.given));

  for (const form of forms) {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (form.hasAttribute("aria-busy")) return;
      form.setAttribute("aria-busy", "true");
      form.querySelector(".field-error")?.remove();
      const failure = await saveConsent(form.dataset.consentToggle !== "given", form.dataset.errorMessage);
      form.removeAttribute("aria-busy");
      if (!failure) return;
      const message = document.createElement("p");
      message.className = "field-error";
      message.setAttribute("role", "alert");
      message.textContent = failure;
      form.insertBefore(message, form.querySelector("button[type=submit]"));
    });
  }
}
