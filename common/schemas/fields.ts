/**
 * Field builders for every valibot schema of the product, so that each kind of field
 * says the same thing in the same words everywhere. `title()` carries the label that
 * becomes the `friendlyName` of a 422 error.
 *
 * Form posts arrive as strings: empty inputs are "" and checkboxes are "on" (or "1").
 */
import * as v from "valibot";

const trimmed = v.pipe(v.string(), v.trim());

/** Required text, trimmed, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(`${label} is required`),
    v.title(label),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be ${max} characters or fewer`),
  );
}

/** Optional text, trimmed; an empty string counts as not given. */
export function optionalText(label: string, max: number) {
  return v.pipe(
    v.optional(trimmed, ""),
    v.title(label),
    v.maxLength(max, `${label} must be ${max} characters or fewer`),
  );
}

/** Required email address, trimmed, at most `max` characters. */
export function requiredEmail(label: string, max: number) {
  return v.pipe(
    v.string(`${label} is required`),
    v.title(label),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be ${max} characters or fewer`),
    v.email(`${label} must be a valid email address, like name@example.com`),
  );
}

const CHECKED_VALUES = new Set(["on", "1", "true", "yes"]);

/** A checkbox that must be ticked (agreements). */
export function requiredCheckbox(label: string, message = `You must agree to ${label.toLowerCase()}`) {
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
export function numericId(label: string) {
  return v.pipe(
    v.union([v.string(), v.number()], `${label} is required`),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,12}$/, `${label} must be a number`),
    v.transform(Number),
    v.minValue(1, `${label} must be a number`),
  );
}

/** One of a fixed set of string values. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T, message?: string) {
  return v.pipe(v.picklist(values, message ?? `Choose a ${label.toLowerCase()}`), v.title(label));
}
