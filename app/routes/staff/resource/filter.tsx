/**
 * A desk list's filter: a GET form, so each view of the list has its own address and works
 * without JavaScript. Its refused values are summed up above it and named beside each field;
 * it keeps the list's order, and while a filter is on it links to the list without one.
 */
import { Form, Link } from "react-router";
import type { FieldErrors } from "@common/api-errors";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { useT } from "~/i18n/I18n";
import type { DeskFilterField } from "./definition";

function FilterField({ field, value, errors }: { field: DeskFilterField; value: string | undefined; errors: FieldErrors | null }) {
  const { t, text } = useT();
  const shared = { name: field.name, label: text(field.label), hint: field.hint ? t(field.hint) : undefined, errors: errorsFor(errors, field.name) };
  if (field.kind === "select") {
    return (
      <SelectField
        {...shared}
        defaultValue={value ?? field.fallback ?? ""}
        placeholder={field.placeholder ? text(field.placeholder) : undefined}
        translate={field.data ? "no" : undefined}
        options={(field.options ?? []).map((option) => ({ value: option.value, label: field.data ? option.label : text(option.label) }))}
      />
    );
  }
  return <TextField {...shared} type={field.kind === "email" ? "email" : undefined} autoComplete={field.autoComplete} defaultValue={value ?? field.fallback} />;
}

/**
 * `label` names the form (a catalogue message), or `labelledBy` is the id of the heading that
 * names it; `stacked` puts its fields one under another, as a search form's; `submit` is its button; `clear` is where the
 * list is without a filter, with the link's words (default "Clear the filter"), or null while
 * no filter is on. `fields` are drawn from their definitions with the address's `values` and
 * the `fieldErrors` of a refused filter; `children`, fields drawn by the page, come first.
 */
export function DeskFilter({
  label,
  labelledBy,
  stacked,
  submit = "Filter",
  order,
  clear,
  fields = [],
  values = {},
  fieldErrors = null,
  children,
}: {
  label?: string;
  labelledBy?: string;
  stacked?: boolean;
  submit?: string;
  order?: { sort: string; dir: string };
  clear?: { to: string; label?: string } | null;
  fields?: DeskFilterField[];
  values?: Record<string, string | undefined>;
  fieldErrors?: FieldErrors | null;
  children?: React.ReactNode;
}) {
  const { t, text } = useT();
  return (
    <>
      {fieldErrors && <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />}
      <Form method="get" className={stacked ? "panel" : "panel staff-filters"} aria-label={label ? text(label) : undefined} aria-labelledby={labelledBy}>
        {children}
        {fields.map((field) => (
          <FilterField key={field.name} field={field} value={values[field.name]} errors={fieldErrors} />
        ))}
        {order && (
          <>
            <input type="hidden" name="sort" value={order.sort} />
            <input type="hidden" name="dir" value={order.dir} />
          </>
        )}
        <button type="submit" className="button">
          {t(submit)}
        </button>
        {clear && <Link to={clear.to}>{t(clear.label ?? "Clear the filter")}</Link>}
      </Form>
    </>
  );
}
