/**
 * The human-checked support forms on pages without framework JavaScript. Each stays a plain
 * form posting to its page's action (which works without any script, with the one-time token
 * the page carries for the local check). With this script it behaves as the hydrated form
 * does: the generic required-field check first (an error summary that takes focus, nothing
 * sent), then a fresh token from the configured provider (the same plain module the hydrated
 * forms use: the local check's token endpoint, or the hosted provider's script, loaded with the
 * page and its nonce) put into the form's token field, then a native post. When no token can be had
 * the form says so and sends nothing. The page that comes back shows the result; its
 * confirmation or message takes focus here, so it is heard at once (an error summary is
 * focused by focusErrorSummary). Every text comes from the token field's data attributes, in
 * the page's language.
 */
import { type HumanCheckConfig, preloadProvider, providerToken } from "~/features/support/human-check";
import { type SummaryError, checkRequiredFields } from "~/lib/form-check";

const PROVIDERS = new Set<HumanCheckConfig["provider"]>(["local", "recaptcha", "turnstile"]);

function configOf(field: HTMLInputElement): HumanCheckConfig | null {
  const provider = field.dataset.humanCheckProvider as HumanCheckConfig["provider"];
  if (!PROVIDERS.has(provider)) return null;
  return { provider, siteKey: field.dataset.humanCheckSiteKey || null, origin: field.dataset.humanCheckOrigin || null };
}

function setSending(form: HTMLFormElement, submitter: HTMLElement | null, sending: boolean) {
  // The same busy marks the head's form script sets for a native post (the busy label).
  const targets = submitter?.classList.contains("submit-button") ? [form, submitter] : [form];
  for (const target of targets) {
    if (sending) target.setAttribute("data-sending", "");
    else target.removeAttribute("data-sending");
  }
  if (sending) form.setAttribute("aria-busy", "true");
  else form.removeAttribute("aria-busy");
  if (submitter && targets.includes(submitter)) {
    if (sending) submitter.setAttribute("aria-disabled", "true");
    else submitter.removeAttribute("aria-disabled");
  }
}

/** Takes away what an earlier attempt showed: the summary, the alerts, the title's prefix. */
function clearProblems(form: HTMLFormElement, titlePrefix: string) {
  for (const shown of form.querySelectorAll(".error-summary, .alert")) shown.remove();
  if (titlePrefix && document.title.startsWith(titlePrefix)) document.title = document.title.slice(titlePrefix.length);
}

/** The same markup as the ErrorSummary component: focused, linked to each field, and named in the title. */
function showSummary(form: HTMLFormElement, errors: SummaryError[], heading: string, titlePrefix: string) {
  const summary = document.createElement("div");
  summary.className = "error-summary";
  summary.setAttribute("role", "alert");
  summary.tabIndex = -1;
  summary.setAttribute("aria-labelledby", "error-summary-title");
  const title = document.createElement("h2");
  title.id = "error-summary-title";
  title.className = "error-summary__title";
  title.textContent = heading;
  const list = document.createElement("ul");
  list.className = "error-summary__list";
  for (const error of errors) {
    const link = document.createElement("a");
    link.href = `#${error.fieldId}`;
    link.textContent = error.message;
    link.addEventListener("click", (event) => {
      const field = document.getElementById(error.fieldId);
      if (!field) return;
      event.preventDefault();
      field.scrollIntoView({ block: "center" });
      field.focus();
    });
    const item = document.createElement("li");
    item.appendChild(link);
    list.appendChild(item);
  }
  summary.appendChild(title);
  summary.appendChild(list);
  form.insertBefore(summary, form.firstChild);
  if (titlePrefix && !document.title.startsWith(titlePrefix)) document.title = titlePrefix + document.title;
  summary.focus();
  summary.scrollIntoView({ block: "start" });
}

/** The same markup as StatusAlert's error: a role=alert, said as it appears. */
function showError(form: HTMLFormElement, title: string, message: string) {
  const alert = document.createElement("div");
  alert.className = "alert alert--error";
  alert.setAttribute("role", "alert");
  const heading = document.createElement("h2");
  heading.className = "alert__title";
  heading.textContent = title;
  const body = document.createElement("div");
  body.className = "alert__body";
  const text = document.createElement("p");
  text.textContent = message;
  body.appendChild(text);
  alert.appendChild(heading);
  alert.appendChild(body);
  form.insertBefore(alert, form.firstChild);
}

function enhanceForm(field: HTMLInputElement) {
  const form = field.form;
  const config = configOf(field);
  if (!form || !config) return;
  // A hosted provider's script comes with the page, as it would for a whole visit; one that
  // fails to load is asked for again when the form is sent (which then says the check failed).
  preloadProvider(config).catch(() => {});
  const { humanCheckAction = "", emptyMessage, summaryHeading = "", titlePrefix = "", errorTitle = "", checkFailure = "" } = field.dataset;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.hasAttribute("data-sending")) return;
    clearProblems(form, titlePrefix);
    const empty = checkRequiredFields(form, emptyMessage ? (name) => emptyMessage.replace("{field}", name) : undefined);
    if (empty.length > 0) {
      showSummary(form, empty, summaryHeading, titlePrefix);
      return;
    }
    setSending(form, event.submitter, true);
    try {
      field.value = await providerToken(config, humanCheckAction);
    } catch {
      setSending(form, event.submitter, false);
      showError(form, errorTitle, checkFailure);
      return;
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
