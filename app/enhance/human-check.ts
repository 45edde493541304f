/**
 * The human-checked support forms on pages without framework JavaScript. Each stays a plain
 * form posting to its page's action (which works without any script, with the one-time token
 * the page carries for the local check). With this script, a submission first gets a fresh
 * token from the configured provider (the same plain module the hydrated forms use: the local
 * check's token endpoint, or the hosted provider's script loaded with the page's nonce), puts
 * it into the form's token field and then posts the form natively. The page that comes back
 * shows the result; its confirmation or message takes focus here, so it is heard at once
 * (an error summary is focused by focusErrorSummary).
 */
import { type HumanCheckConfig, providerToken } from "~/features/support/human-check";

const PROVIDERS = new Set<HumanCheckConfig["provider"]>(["local", "recaptcha", "turnstile"]);

function configOf(field: HTMLInputElement): HumanCheckConfig | null {
  const provider = field.dataset.humanCheckProvider as HumanCheckConfig["provider"];
  if (!PROVIDERS.has(provider)) return null;
  return { provider, siteKey: field.dataset.humanCheckSiteKey || null, origin: field.dataset.humanCheckOrigin || null };
}

function markSending(form: HTMLFormElement, submitter: HTMLElement | null) {
  // The same busy marks the head's form script sets for a native post (the busy label).
  form.setAttribute("data-sending", "");
  form.setAttribute("aria-busy", "true");
  if (submitter?.hasAttribute("data-busy-label")) {
    submitter.setAttribute("data-sending", "");
    submitter.setAttribute("aria-disabled", "true");
  }
}

function enhanceForm(field: HTMLInputElement) {
  const form = field.form;
  const config = configOf(field);
  if (!form || !config) return;
  const action = field.dataset.humanCheckAction ?? "";
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.hasAttribute("data-sending")) return;
    markSending(form, event.submitter);
    try {
      field.value = await providerToken(config, action);
    } catch {
      // The page's own token (local check) is sent instead; without one the server says the check failed.
    }
    // A native post: it does not fire submit again, so the form is sent once.
    HTMLFormElement.prototype.submit.call(form);
  });
}

/** The result of a post that came back: the form's confirmation or message takes focus. */
function focusResult(fields: HTMLInputElement[]) {
  if (document.querySelector(".error-summary[tabindex]")) return;
  for (const field of fields) {
    const alert = field.form?.querySelector<HTMLElement>(".alert");
    if (!alert) continue;
    alert.tabIndex = -1;
    alert.focus();
    alert.scrollIntoView({ block: "start" });
    return;
  }
}

export function enhanceHumanCheckedForms() {
  const fields = Array.from(document.querySelectorAll<HTMLInputElement>("input[data-human-check-provider]"));
  for (const field of fields) enhanceForm(field);
  focusResult(fields);
}
