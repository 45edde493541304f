/**
 * Forms that post (AjaxForm, and a few plain forms with required fields that
 * usePostedFormMarks in components/forms/AjaxForm.tsx marks `data-posted-form`), on every page.
 * Each stays a plain form sent to its page's address, which works without any script. With
 * this script: the generic required-field check first (an error summary that takes focus, each
 * empty field marked with its message as the server marks it, nothing sent), then, for a form
 * with a human check, a fresh token (./human-check). Then:
 * - on a page without framework JavaScript, a native post; the page that comes back shows the
 *   result, which takes focus (./answer-focus);
 * - on an application page (React owns it: a native post would load the application again,
 *   dropping its calls and its live presence), the form is sent in place to its API endpoint
 *   (`data-endpoint`, `data-method`). A 422's per-field messages become the error summary and
 *   the marks beside the fields; another failure shows the server's message, or the form's
 *   fallback, under 'Error!'; a redirect in the answer is followed; a success shows under
 *   'Success!' (said through the polite announcer) and goes after a while, and the form is told
 *   (`onFormAnswered`) with the parsed answer, so the application can change its state.
 * One listener on the document serves every such form, those an application renders later (a
 * dialog's) too. What it shows goes into the form's empty answer slot (`data-posted-answer`),
 * whose content React never renders; what React rendered (an answer from the server) is
 * hidden, not removed, so React still finds its elements. The texts come from the form's data
 * attributes, in the page's language.
 */
import type { FieldErrors } from "@common/api-errors";
import { FLASH_MESSAGE_CLEAR_MS } from "@common/constants";
import { showSummary } from "~/components/forms/error-summary";
import { GENERIC_422_MESSAGE, api } from "~/lib/api-client";
import { type SummaryError, checkRequiredFields, clearFieldErrors, fieldErrorsFromSummary, markFieldErrors, summaryFromFieldErrors } from "~/lib/form-check";
import { type FormHumanCheck, humanCheckOf } from "./human-check";

const FORM_ANSWERED_EVENT = "posted-form:answered";

/** Calls `listener` with the parsed answer each time `form` is answered in place; returns the way to stop. */
export function onFormAnswered(form: HTMLFormElement, listener: (answer: unknown) => void): () => void {
  const heard = (event: Event) => listener((event as CustomEvent<unknown>).detail);
  form.addEventListener(FORM_ANSWERED_EVENT, heard);
  return () => form.removeEventListener(FORM_ANSWERED_EVENT, heard);
}

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

/** Where a form's answers go: its empty slot, else (a plain marked form) its start. */
function placeIn(form: HTMLFormElement): (shown: HTMLElement) => void {
  const slot = form.querySelector<HTMLElement>(":scope > [data-posted-answer]");
  const place = slot ?? form;
  return (shown) => place.insertBefore(shown, place.firstChild);
}

/** Takes away what an earlier attempt showed: the summary, the fields' marks, the alerts, the title's prefix. */
function clearProblems(form: HTMLFormElement, titlePrefix: string) {
  form.querySelector(":scope > [data-posted-answer]")?.replaceChildren();
  for (const shown of form.querySelectorAll<HTMLElement>(":scope > .error-summary, :scope > .alert")) shown.hidden = true;
  clearFieldErrors(form);
  clearTitlePrefix(titlePrefix);
}

/** An id no element has yet: a hidden summary the server rendered may hold the usual one. */
function freeId(id: string): string {
  let free = id;
  for (let n = 2; document.getElementById(free); n++) free = `${id}-${n}`;
  return free;
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
  if (titlePrefix) summary.dataset.titlePrefix = titlePrefix;
  const title = document.createElement("h2");
  title.id = freeId("error-summary-title");
  title.className = "error-summary__title";
  title.textContent = heading;
  summary.setAttribute("aria-labelledby", title.id);
  const list = document.createElement("ul");
  list.className = "error-summary__list";
  for (const error of errors) {
    const link = document.createElement("a");
    link.href = `#${error.fieldId}`;
    link.textContent = error.message;
    const item = document.createElement("li");
    item.appendChild(link);
    list.appendChild(item);
  }
  summary.appendChild(title);
  summary.appendChild(list);
  place(summary);
  showSummary(summary);
}

/** The same markup as StatusAlert: an error is a role=alert, said as it appears; anything else a role=status. */
function alertOf(kind: "error" | "success", title: string, message: string): HTMLElement {
  const alert = document.createElement("div");
  alert.className = `alert alert--${kind}`;
  alert.setAttribute("role", kind === "error" ? "alert" : "status");
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
  return alert;
}

/** StatusAlert's error, at the start of the form. */
export function showError(form: HTMLFormElement, title: string, message: string) {
  placeIn(form)(alertOf("error", title, message));
}

/**
 * A role=status inserted with its text already in it is often not said at all: it is said
 * through the polite announcer, pointed at the alert (aria-labelledby) so the page holds the
 * words once. Loaded only when a form is answered in place (on an application page).
 */
function sayPolitely(shown: HTMLElement) {
  shown.id ||= freeId("posted-form-answer");
  void import("@react-aria/live-announcer").then(({ announce }) => announce({ "aria-labelledby": shown.id }, "polite"));
}

/** The server's own message for a success (already in the page's language), if it sent one. */
function messageOf(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return null;
}

/** A server's per-field messages name fields by name; the page's fields by id (two forms alike differ there). */
function byFieldId(form: HTMLFormElement, fieldErrors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, entry] of Object.entries(fieldErrors)) {
    const named = form.querySelector(`#${CSS.escape(key)}`) ?? form.elements.namedItem(key);
    const control = named instanceof RadioNodeList ? named[0] : named;
    mapped[(control instanceof Element && control.id) || key] = entry;
  }
  return mapped;
}

/** Sends the form to its API endpoint and shows the answer in place (an application page). */
async function sendInPlace(form: HTMLFormElement, submitter: HTMLElement | null, humanCheck: FormHumanCheck | null) {
  const { endpoint = "", method = "post", fallbackMessage, summaryHeading = "", titlePrefix = "" } = form.dataset;
  const { errorTitle = "", successTitle = "", successMessage, sentMessage = "", unreadableMessage = "" } = form.dataset;
  const place = placeIn(form);
  setSending(form, submitter, true);
  const busyLabel = submitter?.querySelector<HTMLElement>(".submit-button__busy");
  if (busyLabel) sayPolitely(busyLabel);
  if (humanCheck) {
    try {
      await humanCheck.fill();
    } catch {
      setSending(form, submitter, false);
      showError(form, humanCheck.failureTitle, humanCheck.failureMessage);
      return;
    }
  }
  const result = await api.request<unknown>(method.toUpperCase(), endpoint, { form: new FormData(form), fallbackMessage });
  setSending(form, submitter, false);
  if (result.ok) {
    if (result.redirect) {
      window.location.assign(result.redirect);
      return;
    }
    if (form.hasAttribute("data-reset-on-success")) form.reset();
    // A one-shot form that has succeeded cannot be sent again.
    const body = form.querySelector<HTMLFieldSetElement>(":scope > fieldset.form-body");
    if (body && form.hasAttribute("data-one-shot")) body.disabled = true;
    const success = alertOf("success", successTitle, successMessage || messageOf(result.data) || sentMessage);
    place(success);
    sayPolitely(success);
    // As every message that answers a form in place, it goes after a while.
    setTimeout(() => success.remove(), FLASH_MESSAGE_CLEAR_MS);
    form.dispatchEvent(new CustomEvent(FORM_ANSWERED_EVENT, { detail: result.data }));
    return;
  }
  if (result.cancelled) return;
  if (result.status === 422 && result.fieldErrors) {
    const fieldErrors = byFieldId(form, result.fieldErrors);
    showErrorSummary(summaryFromFieldErrors(fieldErrors), summaryHeading, titlePrefix, place, fieldErrors);
    return;
  }
  // The client's own message for an unreadable answer is English: say it in the page's language.
  const error = alertOf("error", errorTitle, result.message === GENERIC_422_MESSAGE && unreadableMessage ? unreadableMessage : result.message);
  place(error);
  setTimeout(() => error.remove(), FLASH_MESSAGE_CLEAR_MS);
}

/** Each form's human check, found the first time it is needed (it preloads its provider). */
const humanChecks = new WeakMap<HTMLFormElement, FormHumanCheck | null>();
function humanCheckFor(form: HTMLFormElement): FormHumanCheck | null {
  if (!humanChecks.has(form)) humanChecks.set(form, humanCheckOf(form));
  return humanChecks.get(form) ?? null;
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-posted-form")) return;
  if (form.hasAttribute("data-sending")) {
    event.preventDefault();
    return;
  }
  const { emptyMessage, summaryHeading = "", titlePrefix = "" } = form.dataset;
  clearProblems(form, titlePrefix);
  const empty = checkRequiredFields(form, emptyMessage ? (name) => emptyMessage.replace("{field}", name) : undefined);
  if (empty.length > 0) {
    event.preventDefault();
    showErrorSummary(empty, summaryHeading, titlePrefix, placeIn(form));
    return;
  }
  const humanCheck = humanCheckFor(form);
  if (document.documentElement.hasAttribute("data-hydrated") && form.dataset.endpoint) {
    event.preventDefault();
    await sendInPlace(form, event.submitter, humanCheck);
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
}

let listening = false;

/** Serves every marked form of the page, those rendered later too; the human checks of those already here start loading. */
export function enhancePostedForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-posted-form]")) humanCheckFor(form);
  if (listening) return;
  listening = true;
  document.addEventListener("submit", (event) => void onSubmit(event));
}
