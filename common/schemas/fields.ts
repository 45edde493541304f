/**
 * Field builders for every valibot schema of the product, so that each kind of field
 * says the same thing in the same words everywhere. `title()` carries the label that
 * becomes the `friendlyName` of a 422 error.
 *
 * Form posts arrive as strings: empty inputs are "" and checkboxes are "on" (or "1").
 */
import * as v from "valibot";
import { isSafeLink } from "../safe-path";

/**
 * A rule's message with the field's label in it, as a message to translate: valibot needs the
 * English string, so each one built here is recorded under that string, for the server to say
 * it in the visitor's language (the label is itself a message).
 */
export interface FieldMessage {
  /** The ICU message: `{label}` is the translated label, `{lowerLabel}` the same in lower case. */
  id: string;
  label: string;
  values?: Record<string, string | number>;
}

export const FIELD_MESSAGES = new Map<string, FieldMessage>();

/** The English text of a field rule's message, recorded with its template. */
export function fieldMessage(id: string, label: string, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { ...values, label, lowerLabel: label.toLowerCase() };
  const english = id.replace(/\{(\w+)\}/g, (whole, name: string) => (all[name] === undefined ? whole : String(all[name])));
  if (!FIELD_MESSAGES.has(english)) FIELD_MESSAGES.set(english, { id, label, values });
  return english;
}

const trimmed = v.pipe(v.string(), v.trim());

/** Required text, trimmed, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(fieldMessage("{label} is required", label)),
    v.title(label),
    v.trim(),
    v.nonEmpty(fieldMessage("{label} is required", label)),
    v.maxLength(max, fieldMessage("{label} must be {max} characters or fewer", label, { max })),
  );
}

/** Optional text, trimmed; an empty string counts as not given. */
export function optionalText(label: string, max: number) {
  return v.pipe(v.optional(trimmed, ""), v.title(label), v.maxLength(max, fieldMessage("{label} must be {max} characters or fewer", label, { max })));
}

/**
 * An optional link the site stores and renders (empty for none): an https address or a page of
 * this site, by the one link rule (`isSafeLink` in common/safe-path.ts). Every schema field that
 * holds a link is this one.
 */
export function optionalLink(label: string, max = 500) {
  return v.pipe(
    optionalText(label, max),
    v.check((value) => value === "" || isSafeLink(value), fieldMessage("{label} must start with https:// or with / for a page of this site", label)),
  );
}

/** Required email address, trimmed, at most `max` characters. */
export function requiredEmail(label: string, max: number) {
  return v.pipe(
    v.string(fieldMessage("{label} is required", label)),
    v.title(label),
    v.trim(),
    v.nonEmpty(fieldMessage("{label} is required", label)),
    v.maxLength(max, fieldMessage("{label} must be {max} characters or fewer", label, { max })),
    v.email(fieldMessage("{label} must be a valid email address, like name@example.com", label)),
  );
}

const CHECKED_VALUES = new Set(["on", "1", "true", "yes"]);

/** A checkbox that must be ticked (agreements). */
export function requiredCheckbox(label: string, message = fieldMessage("You must agree to {lowerLabel}", label)) {
  return v.pipe(
    v.optional(v.union([v.string(), v.boolean()]), ""),
    v.title(label),
    v.transform((value) => value === true || CHECKED_VALUES.has(String(value).toLowerCase())),
    v.check((checked) => checked, message),
  );
}

/** A checkbox that may be left unticked. */
export function optionalCheckbox(label: string) {
  return v.pipe(
    v.optional(v.union([v.string(), v.boolean()]), ""),
    v.title(label),
    v.transform((value) => value === true || CHECKED_VALUES.has(String(value).toLowerCase())),
  );
}

/** A positive integer id given as a number or a numeric string. */
/**
 * A required choice from a list of numbered options, such as a country: nothing chosen (or
 * anything that is not an option) is answered with `message` ('Choose a country'), never with
 * what the field holds ('must be a number'), which a person choosing from a list never typed.
 */
export function chosenId(label: string, message: string) {
  return v.pipe(
    v.union([v.string(), v.number()], message),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,12}$/, message),
    v.transform(Number),
    v.minValue(1, message),
  );
}

export function numericId(label: string) {
  return v.pipe(
    v.union([v.string(), v.number()], fieldMessage("{label} is required", label)),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,12}$/, fieldMessage("{label} must be a number", label)),
    v.transform(Number),
    v.minValue(1, fieldMessage("{label} must be a number", label)),
  );
}

/** One of a fixed set of string values. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T, message?: string) {
  return v.pipe(v.picklist(values, message ?? fieldMessage("Choose a {lowerLabel}", label)), v.title(label));
}
