/**
 * A desk resource's fields, drawn from their definitions (DeskFields: in any desk form, an
 * item's editor too), and its edit (or add) form on a list page: its heading (the Edit links'
 * target, focusable), the outcome of its last post, the hidden fields naming the row and its
 * revision, each field with what was typed kept after a refusal and its errors beside it, and
 * its buttons.
 */
import type { FieldErrors } from "@common/api-errors";
import { type ActionData, ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextArea, TextField, errorsFor } from "~/components/forms/fields";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";
import { ContentLanguageField } from "../components";
import type { DeskField, DeskForm } from "./definition";
import { Say } from "./say";

type Answer = ActionData;

const INPUT_TYPES: Partial<Record<NonNullable<DeskField<unknown>["kind"]>, string>> = {
  date: "date",
  datetime: "datetime-local",
  email: "email",
  tel: "tel",
  url: "url",
};
const INPUT_MODES: Partial<Record<NonNullable<DeskField<unknown>["kind"]>, "decimal" | "numeric">> = { decimal: "decimal", numeric: "numeric" };

interface Shown {
  /** What was typed into a refused post (or sent back by one), shown again; null: the row's own values. */
  typed: Record<string, string> | null;
  errors: FieldErrors | null;
  /** The language the row's own words are written in (the `content` fields'). */
  lang?: string;
}

function Field<Row>({ field, row, typed, errors, lang }: Shown & { field: DeskField<Row>; row: Row | null }) {
  const { t, text, locale } = useT();
  const shared = {
    name: field.name,
    label: text(field.label),
    errors: errorsFor(errors, field.name),
    required: field.required,
    hint: typeof field.hint === "string" ? t(field.hint) : field.hint && <Say message={field.hint} />,
  };
  const stored = field.value(row);
  if (field.kind === "checkbox") {
    // What was typed keeps the box as it was sent (a box left empty sends nothing).
    return <CheckboxField {...shared} defaultChecked={typed ? typed[field.name] !== undefined : Boolean(stored)} />;
  }
  const value = (typed?.[field.name] ?? String(stored)) || (field.fallback ?? "");
  if (field.kind === "language") return <ContentLanguageField value={value} errors={shared.errors} />;
  if (field.kind === "select") {
    const options = (field.options ?? []).map((option) => ({ value: option.value, label: field.data || option.data ? option.label : text(option.label) }));
    return (
      <SelectField
        {...shared}
        lang={field.english ? langOfContent(locale, "en") : undefined}
        translate={field.data ? "no" : undefined}
        placeholder={field.placeholder ? text(field.placeholder) : undefined}
        options={options}
        defaultValue={value}
      />
    );
  }
  const words = field.content ? lang : undefined;
  if (field.kind === "textarea") {
    // A textarea without its own height keeps the field's (rows given as undefined would drop it).
    const height = field.rows ? { rows: field.rows } : {};
    return <TextArea {...shared} lang={words} maxLength={field.maxLength} {...height} defaultValue={value} />;
  }
  return (
    <TextField
      {...shared}
      lang={words}
      type={field.kind ? INPUT_TYPES[field.kind] : undefined}
      inputMode={field.kind ? INPUT_MODES[field.kind] : undefined}
      maxLength={field.maxLength}
      autoCapitalize={field.autoCapitalize}
      defaultValue={value}
    />
  );
}

/**
 * The fields of `fields` for `row` (null: a new row): what was typed shown again after a
 * refusal, the errors beside each field, and the row's own words marked with their language.
 */
export function DeskFields<Row>({ fields, row, typed, errors, lang }: Shown & { fields: DeskField<Row>[]; row: Row | null }) {
  return fields.map((field) => <Field key={field.name} field={field} row={row} typed={typed} errors={errors} lang={lang} />);
}

/** What was typed into the last post of `intent`, when it was refused. */
export function typedOf(answer: Answer, intent: string): Record<string, string> | null {
  return answer && answer.status !== "done" && answer.intent === intent ? answer.values : null;
}

/**
 * The form of `form` for `row` (null: a new row). `answer` is the page's action data: the form
 * shows it when it answers one of this form's intents. `level` is its heading's (3 under a
 * section's own heading).
 */
export function DeskFormSection<Row>({ form, row, answer, level = 2 }: { form: DeskForm<Row>; row: Row | null; answer: Answer; level?: 2 | 3 }) {
  const { text } = useT();
  const intents = form.intents.map((intent) => intent.value);
  const intent = intents.find((value) => value === answer?.intent) ?? intents[0]!;
  const hidden = form.hidden(row);
  // A new key after each answer or revision: the fields start again from what the server holds.
  const key = `${intent}:${Object.values(hidden).join(":")}:${answer ? JSON.stringify(answer).length : 0}`;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      <Heading id={form.titleId} tabIndex={-1}>
        <Say message={form.heading(row)} />
      </Heading>
      <ActionResult result={answer} intent={intents} />
      <PostForm className="panel" noValidate key={key}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DeskFields fields={form.fields} row={row} typed={typedOf(answer, intent)} errors={fieldErrorsOf(answer, intent)} />
        <p className="button-row">
          {form.intents.map((button) => (
            <SubmitButton
              key={button.value}
              name="intent"
              value={button.value}
              className={button.secondary ? "button button--secondary" : undefined}
              busyLabel={text("Saving…")}
            >
              <Say message={button.label} />
            </SubmitButton>
          ))}
        </p>
      </PostForm>
    </>
  );
}
