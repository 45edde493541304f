/**
 * What an error summary lists, wherever it is drawn (the ErrorSummary component, or the
 * enhancements of pages without framework JavaScript): the generic form check, where every
 * required field must be non-empty after trimming and each failure reads '{field label} field
 * empty' and points at its field; and a server's per-field messages.
 */
import type { FieldErrors } from "@common/api-errors";

export interface SummaryError {
  /** The id of the field the message is about (the summary links to it). */
  fieldId: string;
  message: string;
}

/** The summary items for server field errors: '{friendlyName}: {message}', linked to each field. */
export function summaryFromFieldErrors(fieldErrors: FieldErrors | null | undefined): SummaryError[] {
  if (!fieldErrors) return [];
  return Object.entries(fieldErrors).flatMap(([field, entry]) =>
    entry.errors.map((message) => ({ fieldId: field, message: message.startsWith(entry.friendlyName) ? message : `${entry.friendlyName}: ${message}` })),
  );
}

export const FORM_CHECK_HEADING = "Your form could not be submitted because of the following validation errors:";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The label a person sees for a control, without the "(required)" marker. */
export function labelOf(control: Control): string {
  const explicit = control.dataset.label;
  if (explicit) return explicit;
  const group = control.type === "radio" || control.type === "checkbox" ? control.closest("fieldset") : null;
  const legend = group?.querySelector("legend")?.textContent;
  const text = (control.type === "radio" && legend) || control.labels?.[0]?.textContent || control.name;
  return text
    .replace(/\(required\)|\*/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}

function isEmpty(control: Control, form: HTMLFormElement): boolean {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return !control.checked;
  if (control instanceof HTMLInputElement && control.type === "radio") {
    return !Array.from(form.elements).some((element) => element instanceof HTMLInputElement && element.name === control.name && element.checked);
  }
  return control.value.trim() === "";
}

/** The English message for an empty field; pages pass their own language's ("{field} field empty"). */
function fieldEmpty(field: string): string {
  return `${field} field empty`;
}

/** Checks the form's required, enabled fields; returns one error per empty field (radio groups once). */
export function checkRequiredFields(form: HTMLFormElement, emptyMessage: (field: string) => string = fieldEmpty): SummaryError[] {
  const errors: SummaryError[] = [];
  const seenGroups = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (!element.required || element.disabled || element.type === "hidden") continue;
    if (element.type === "radio") {
      if (seenGroups.has(element.name)) continue;
      seenGroups.add(element.name);
    }
    if (isEmpty(element, form)) errors.push({ fieldId: element.id || element.name, message: emptyMessage(labelOf(element)) });
  }
  return errors;
}

/**
 * The one rule for a field an error names, wherever the error comes from (the generic check
 * above, or a server's per-field messages): its message sits beside it, with the id below, and
 * the field is `aria-invalid` and described by that message, so a person who follows the
 * summary's link hears which field is wrong and why. The form components render it so on the
 * server and on a hydrated page (components/forms/fields.tsx, from `fieldErrorsFromSummary` for
 * the check's errors); `markFieldErrors` puts the same marks on a page without the framework.
 */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * The check's errors as per-field messages, in the shape the form components show beside each
 * field: keyed by field id, or by what `keyOf` makes of it (the components look a field's
 * messages up by its name, which differs from its id where a page has two forms alike).
 */
export function fieldErrorsFromSummary(errors: SummaryError[], keyOf: (fieldId: string) => string = (fieldId) => fieldId): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const { fieldId, message } of errors) {
    const entry = (fieldErrors[keyOf(fieldId)] ??= { friendlyName: "", errors: [] });
    entry.errors.push(message);
  }
  return fieldErrors;
}

/** Removes a form's field marks, whoever put them there (the server, or markFieldErrors). */
export function clearFieldErrors(form: HTMLFormElement) {
  const removed = new Set<string>();
  for (const message of form.querySelectorAll<HTMLElement>(".field-error")) {
    if (message.id) removed.add(message.id);
    message.remove();
  }
  for (const described of form.querySelectorAll<HTMLElement>("[aria-describedby]")) {
    const ids = (described.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && !removed.has(id));
    if (ids.length > 0) described.setAttribute("aria-describedby", ids.join(" "));
    else described.removeAttribute("aria-describedby");
  }
  for (const invalid of form.querySelectorAll("[aria-invalid]")) invalid.removeAttribute("aria-invalid");
  for (const field of form.querySelectorAll(".field--error")) field.classList.remove("field--error");
}

/**
 * Marks each field an error names as the form components do: the message beside it
 * (`<p class="field-error">`, its hidden 'Error: ' first), linked by aria-describedby, and
 * aria-invalid on the control (on each radio of a group, whose fieldset is described).
 */
export function markFieldErrors(form: HTMLFormElement, fieldErrors: FieldErrors, hiddenPrefix: string) {
  clearFieldErrors(form);
  for (const [fieldId, entry] of Object.entries(fieldErrors)) {
    const control = form.querySelector<HTMLElement>(`#${CSS.escape(fieldId)}`);
    if (!control) continue;
    const group = control instanceof HTMLInputElement && control.type === "radio" ? control.closest("fieldset") : null;
    const controls =
      group && control instanceof HTMLInputElement
        ? Array.from(group.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(control.name)}"]`))
        : [control];
    const message = document.createElement("p");
    message.id = fieldErrorId(fieldId);
    message.className = "field-error";
    const prefix = document.createElement("span");
    prefix.className = "visually-hidden";
    prefix.textContent = hiddenPrefix;
    message.appendChild(prefix);
    message.appendChild(document.createTextNode(entry.errors.join(". ")));
    const container = group ?? control.closest<HTMLElement>(".field");
    // After the label (or legend) and hint, before the control, as the components place it.
    const before =
      container?.querySelector<HTMLElement>(":scope > .field__hint") ?? container?.querySelector<HTMLElement>(":scope > legend, :scope > .field__label");
    if (container && before && before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) container.insertBefore(message, before.nextSibling);
    else if (container) container.insertBefore(message, container.firstChild);
    else control.parentNode?.insertBefore(message, control);
    container?.classList.add("field--error");
    const described = group ?? control;
    described.setAttribute("aria-describedby", [described.getAttribute("aria-describedby"), message.id].filter(Boolean).join(" "));
    for (const each of controls) each.setAttribute("aria-invalid", "true");
  }
}

/** A search is valid only when its trimmed term is not empty. */
export function isValidSearchTerm(term: string | null | undefined): boolean {
  return typeof term === "string" && term.trim().length > 0;
}
