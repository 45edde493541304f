/**
 * The form fields every page uses: a visible label, an optional hint, the error beside the
 * field, and the ARIA that ties them together. Field ids are the field names, so an error
 * summary link (#name) lands on the field.
 */
import type { FieldErrors } from "@common/api-errors";
import { CharacterCount } from "./CharacterCount";
import { passwordRevealNames } from "./PasswordReveal";
import { useT } from "~/i18n/I18n";
import { fieldErrorId } from "~/lib/form-check";

/**
 * A choice in a list or group. Choices that come from the database say what they are: `lang`
 * for text in another language than the page's (English content on a German page), or
 * `translate: "no"` for names.
 */
export interface FieldOption<V> {
  value: V;
  label: string;
  lang?: string;
  translate?: "no";
}

interface BaseProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  /** Messages to show beside the field (from a 422 or the server action). */
  errors?: string[];
  required?: boolean;
  id?: string;
}

function describedBy(id: string, hint: unknown, errors?: string[], countId?: string) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? fieldErrorId(id) : null, countId ?? null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useT();
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {required ? null : <span className="field__optional"> {t("(optional)")}</span>}
    </label>
  );
}

function HintAndErrors({ id, hint, errors }: { id: string; hint?: React.ReactNode; errors?: string[] }) {
  const { t } = useT();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        <p id={fieldErrorId(id)} className="field-error">
          <span className="visually-hidden">{t("Error:")} </span>
          {errors.join(". ")}
        </p>
      )}
    </>
  );
}

/** What ./password-reveal.ts needs to add the reveal button: its two names. */
function revealMarks(names: { show: string; hide: string }) {
  return { "data-module": "password-reveal", "data-show-name": names.show, "data-hide-name": names.hide };
}

export function TextField({
  name,
  label,
  hint,
  errors,
  required,
  id = name,
  ...input
}: BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const isPassword = input.type === "password";
  const pageText = useT();
  const field = (
    <input
      id={id}
      name={name}
      required={required}
      aria-invalid={errors?.length ? true : undefined}
      aria-describedby={describedBy(id, hint, errors)}
      className="field__input"
      {...input}
    />
  );
  return (
    <div className={`field${errors?.length ? " field--error" : ""}`}>
      <Label htmlFor={id} label={label} required={required} />
      <HintAndErrors id={id} hint={hint} errors={errors} />
      {isPassword ? (
        // Its module adds the reveal button (./password-reveal.ts).
        <div className="field__with-reveal" {...revealMarks(passwordRevealNames(label, pageText))}>
          {field}
        </div>
      ) : (
        field
      )}
    </div>
  );
}

export function TextArea({
  name,
  label,
  hint,
  errors,
  required,
  id = name,
  ...input
}: BaseProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  const { maxLength, ...rest } = input;
  const countId = maxLength ? `${id}-count` : undefined;
  return (
    <div className={`field${errors?.length ? " field--error" : ""}`}>
      <Label htmlFor={id} label={label} required={required} />
      <HintAndErrors id={id} hint={hint} errors={errors} />
      <textarea
        id={id}
        name={name}
        required={required}
        rows={5}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors, countId)}
        className="field__input"
        // Until the count runs (./character-count.ts takes the limit off), the browser keeps to it.
        maxLength={maxLength}
        {...rest}
      />
      {maxLength && countId && <CharacterCount id={countId} limit={maxLength} />}
    </div>
  );
}

export function SelectField({
  name,
  label,
  hint,
  errors,
  required,
  id = name,
  options,
  placeholder,
  ...select
}: BaseProps & {
  options: FieldOption<string | number>[];
  placeholder?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">) {
  return (
    <div className={`field${errors?.length ? " field--error" : ""}`}>
      <Label htmlFor={id} label={label} required={required} />
      <HintAndErrors id={id} hint={hint} errors={errors} />
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        className="field__input"
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang} translate={option.translate}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
  errors,
  required,
  id = name,
  ...input
}: BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">) {
  return (
    <div className={`field field--checkbox${errors?.length ? " field--error" : ""}`}>
      <HintAndErrors id={id} hint={hint} errors={errors} />
      <input
        id={id}
        name={name}
        type="checkbox"
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        className="field__checkbox"
        {...input}
      />
      <label htmlFor={id} className="field__label field__label--inline">
        {label}
      </label>
    </div>
  );
}

export function RadioGroup({
  name,
  label,
  hint,
  errors,
  required,
  options,
  defaultValue,
  disabled,
  onChange,
  value,
}: BaseProps & {
  options: FieldOption<string>[];
  defaultValue?: string;
  value?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  return (
    <fieldset className={`field fieldset${errors?.length ? " field--error" : ""}`} aria-describedby={describedBy(name, hint, errors)}>
      <legend className="field__label">{label}</legend>
      <HintAndErrors id={name} hint={hint} errors={errors} />
      {options.map((option, index) => (
        <div key={option.value} className="field--radio">
          <input
            type="radio"
            id={index === 0 ? name : `${name}-${option.value}`}
            name={name}
            value={option.value}
            required={required}
            aria-invalid={errors?.length ? true : undefined}
            disabled={disabled}
            {...(value !== undefined ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
            onChange={onChange ? () => onChange(option.value) : undefined}
            className="field__radio"
          />
          <label
            htmlFor={index === 0 ? name : `${name}-${option.value}`}
            className="field__label field__label--inline"
            lang={option.lang}
            translate={option.translate}
          >
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The messages for one field from a 422 error map. */
export function errorsFor(errors: FieldErrors | null | undefined, name: string): string[] | undefined {
  return errors?.[name]?.errors;
}
