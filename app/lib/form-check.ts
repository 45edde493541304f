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
  return text.replace(/\(required\)|\*/gi, "").replace(/\s+/g, " ").trim();
}

function isEmpty(control: Control, form: HTMLFormElement): boolean {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return !control.checked;
  if (control instanceof HTMLInputElement && control.type === "radio") {
    return !Array.from(form.elements).some(
      (element) => element instanceof HTMLInputElement && element.name === control.name && element.checked,
    );
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

/** A search is valid only when its trimmed term is not empty. */
export function isValidSearchTerm(term: string | null | undefined): boolean {
  return typeof term === "string" && term.trim().length > 0;
}
