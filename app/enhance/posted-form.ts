/**
 * The forms a hydrated page sends with AjaxForm (and a few plain forms with required fields),
 * on pages without framework JavaScript. Each stays a plain form sent to its page's address,
 * which works without any script. With this script it behaves as the hydrated form does: the
 * generic required-field check first (an error summary that takes focus, each empty field
 * marked with its message as the server marks it, nothing sent), then,
 * for a form with a human check, a fresh token (./human-check), then a native post. When no
 * token can be had the form says so and sends nothing. The page that comes back shows the
 * result, which takes focus (./answer-focus).
 * usePostedFormMarks (components/forms/AjaxForm.tsx) marks such a form `data-posted-form` and
 * gives it its texts, in the page's language.
 */
import type { FieldErrors } from "@common/api-errors";
import { type SummaryError, checkRequiredFields, clearFieldErrors, fieldErrorsFromSummary, markFieldErrors } from "~/lib/form-check";
import { humanCheckOf } from "./human-check";

export function setSending(form: HTMLFormElement, submitter: HTMLElement | null, sending: boolean) {
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

/** Takes the error summary's 'Error: ' (in the page's language) off the page's title. */
export function clearTitlePrefix(titlePrefix: string) {
  if (titlePrefix && document.title.startsWith(titlePrefix)) document.title = document.title.slice(titlePrefix.length);
}

/** Takes away what an earlier attempt showed: the summary, the fields' marks, the alerts, the title's prefix. */
function clearProblems(form: HTMLFormElement, titlePrefix: string) {
  for (const shown of form.querySelectorAll(":scope > .error-summary, :scope > .alert")) shown.remove();
  clearFieldErrors(form);
  clearTitlePrefix(titlePrefix);
}

/**
 * The same markup as the ErrorSummary component, put in the page by `place`: focused, linked
 * to each field, and named in the title. Every field it names is marked invalid with its
 * message beside it (the one rule, markFieldErrors: the summary's own message, or the server's
 * per-field messages when given), so the link lands on a field that says what is wrong.
 */
export function showErrorSummary(
  errors: SummaryError[],
  heading: string,
  titlePrefix: string,
  place: (summary: HTMLElement) => void,
  fieldErrors: FieldErrors = fieldErrorsFromSummary(errors),
) {
  const forms = new Set(Object.keys(fieldErrors).map((fieldId) => (document.getElementById(fieldId) as HTMLInputElement | null)?.form));
  for (const form of forms) if (form) markFieldErrors(form, fieldErrors, titlePrefix);
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
  place(summary);
  if (titlePrefix && !document.title.startsWith(titlePrefix)) document.title = titlePrefix + document.title;
  summary.focus();
  summary.scrollIntoView({ block: "start" });
}

/** The same markup as StatusAlert's error: a role=alert, said as it appears. */
export function showError(form: HTMLFormElement, title: string, message: string) {
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

function enhanceForm(form: HTMLFormElement) {
  const humanCheck = humanCheckOf(form);
  const { emptyMessage, summaryHeading = "", titlePrefix = "" } = form.dataset;
  form.addEventListener("submit", async (event) => {
    if (form.hasAttribute("data-sending")) {
      event.preventDefault();
      return;
    }
    clearProblems(form, titlePrefix);
    const empty = checkRequiredFields(form, emptyMessage ? (name) => emptyMessage.replace("{field}", name) : undefined);
    if (empty.length > 0) {
      event.preventDefault();
      showErrorSummary(empty, summaryHeading, titlePrefix, (summary) => form.insertBefore(summary, form.firstChild));
      return;
    }
    // Nothing to ask first: a native post, which the head's form script marks busy.
    if (!humanCheck) return;
    event.preventDefault();
    setSending(form, event.submitter, true);
    try {
      await humanCheck.fill();
    } catch {
      setSending(form, event.submitter, false);
      showError(form, humanCheck.failureTitle, humanCheck.failureMessage);
      return;
    }
    // A native post: it does not fire submit again, so the form is sent once.
    HTMLFormElement.prototype.submit.call(form);
  });
}

export function enhancePostedForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-posted-form]")) enhanceForm(form);
}
