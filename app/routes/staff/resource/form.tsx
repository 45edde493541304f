/**
 * A desk resource's edit (or add) form: its heading (the Edit links' target, focusable), the
 * outcome of its last post, the hidden fields naming the row and its revision, each field
 * with what was typed kept after a refusal and its errors beside it, and its buttons.
 */
import { type ActionData, ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CheckboxField, SelectField, TextField, errorsFor } from "~/components/forms/fields";
import { useT } from "~/i18n/I18n";
import type { DeskField, DeskForm } from "./definition";
import { Say } from "./table";

type Answer = ActionData;

function Field<Row>({ field, row, answer, intent }: { field: DeskField<Row>; row: Row | null; answer: Answer; intent: string }) {
  const { t, text } = useT();
  const kept = keptOf(answer, intent, field.name);
  const errors = errorsFor(fieldErrorsOf(answer, intent), field.name);
  const shared = { name: field.name, label: text(field.label), errors, required: field.required, hint: field.hint ? t(field.hint) : undefined };
  const value = field.value(row);
  if (field.kind === "checkbox") {
    // A refused post keeps the box as it was sent (a box left empty sends nothing).
    const refused = answer && answer.status !== "done" && answer.intent === intent;
    return <CheckboxField {...shared} defaultChecked={refused ? kept !== undefined : Boolean(value)} />;
  }
  if (field.kind === "select") {
    const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.data ? option.label : text(option.label) }));
    return <SelectField {...shared} options={options} defaultValue={kept ?? String(value)} />;
  }
  return (
    <TextField
      {...shared}
      type={field.kind === "date" ? "date" : undefined}
      inputMode={field.kind === "decimal" ? "decimal" : undefined}
      maxLength={field.maxLength}
      autoCapitalize={field.autoCapitalize}
      defaultValue={kept ?? String(value)}
    />
  );
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
        {form.fields.map((field) => (
          <Field key={field.name} field={field} row={row} answer={answer} intent={intent} />
        ))}
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
