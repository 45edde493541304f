/**
 * The fields of one premium reader student, shared by the student list's 'Add a student' and
 * the edit page. A module of its own: the edit page importing it from the student list's
 * module made the build share that module's code, handle included, and the weighing of each
 * page's JavaScript (bench/js-budget.ts) no longer saw that the list needs no framework.
 */
import { PREMIUM_LIMITS } from "@common/schemas/premium";
import { type ActionData, type fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { TextField, errorsFor } from "~/components/forms/fields";
import { GENERIC_FAILURE_MESSAGE } from "~/lib/api-client";
import { useT } from "~/i18n/I18n";

type StudentValues = { firstName: string; lastName: string; email: string; username: string; className: string };

/**
 * The fields of one student, showing what was typed before a failed post (`kept`), else the
 * saved `values`. A button, rendered hidden with its texts, proposes a free username
 * (generate-username): app/enhance/username-suggestion.ts shows it and does the work.
 */
export function StudentFields({
  errors,
  organisationId,
  values,
  kept,
}: {
  errors: ReturnType<typeof fieldErrorsOf>;
  organisationId: number;
  values?: StudentValues;
  kept: { result: ActionData; intent: string };
}) {
  const { t, text } = useT();
  const keptValue = (name: keyof StudentValues) => keptOf(kept.result, kept.intent, name) ?? values?.[name];
  return (
    <div>
      <TextField
        name="firstName"
        label={text("First name")}
        required
        maxLength={PREMIUM_LIMITS.nameMax}
        autoComplete="off"
        defaultValue={keptValue("firstName")}
        errors={errorsFor(errors, "firstName")}
      />
      <TextField
        name="lastName"
        label={text("Last name")}
        required
        maxLength={PREMIUM_LIMITS.nameMax}
        autoComplete="off"
        defaultValue={keptValue("lastName")}
        errors={errorsFor(errors, "lastName")}
      />
      <TextField
        name="email"
        label={text("Email address")}
        type="email"
        hint={t("If the student has a DolphinID with this address, it is linked to the seat.")}
        maxLength={PREMIUM_LIMITS.emailMax}
        autoComplete="off"
        defaultValue={keptValue("email")}
        errors={errorsFor(errors, "email")}
      />
      <TextField
        name="username"
        label={text("Reader app username")}
        hint={t("Lower-case letters, digits, dots, hyphens or underscores. Leave it empty and we choose one from the name.")}
        maxLength={PREMIUM_LIMITS.usernameMax}
        autoComplete="off"
        spellCheck={false}
        defaultValue={keptValue("username")}
        errors={errorsFor(errors, "username")}
      />
      <p
        hidden
        data-username-suggestion=""
        data-organisation-id={organisationId}
        data-names-missing={text("Enter the first and last name first.")}
        data-suggested={text("Suggested username: {username}", { username: "{username}" })}
        data-busy-label={text("Suggesting…")}
        data-error-message={text(GENERIC_FAILURE_MESSAGE)}
      >
        <button type="button" className="button button--secondary">
          {t("Suggest a username")}
        </button>
        <span className="field-error" role="alert" />
        <span className="visually-hidden" role="status" />
      </p>
      <TextField
        name="className"
        label={text("Class or group")}
        hint={t("For example Year 9 English.")}
        maxLength={PREMIUM_LIMITS.classMax}
        autoComplete="off"
        defaultValue={keptValue("className")}
        errors={errorsFor(errors, "className")}
      />
    </div>
  );
}
