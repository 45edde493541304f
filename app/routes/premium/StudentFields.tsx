/**
 * The fields of one premium reader student, shared by the student list's 'Add a student' and
 * the edit page. A module of its own: the edit page importing it from the student list's
 * module made the build share that module's code, handle included, and the weighing of each
 * page's JavaScript (bench/js-budget.ts) no longer saw that the list needs no framework.
 */
import { useRef, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { PREMIUM_LIMITS } from "@common/schemas/premium";
import { type ActionData, type fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { TextField, errorsFor } from "~/components/forms/fields";
import { useWithoutFramework } from "~/enhance/framework";
import { useHydrated } from "~/hooks/useHydrated";
import { GENERIC_FAILURE_MESSAGE, api } from "~/lib/api-client";
import { useT } from "~/i18n/I18n";

type StudentValues = { firstName: string; lastName: string; email: string; username: string; className: string };

/**
 * The fields of one student, showing what was typed before a failed post (`kept`), else the
 * saved `values`; with JavaScript, a button proposes a free username (generate-username).
 * On a page without framework JavaScript the button is rendered hidden with its texts, and
 * app/enhance/username-suggestion.ts shows it and does the same.
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
  const hydrated = useHydrated();
  const withoutFramework = useWithoutFramework();
  const formRef = useRef<HTMLDivElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [suggestionError, setSuggestionError] = useState<string | null>(null);

  async function suggest() {
    const root = formRef.current;
    if (!root) return;
    const first = root.querySelector<HTMLInputElement>("[name=firstName]")!.value;
    const last = root.querySelector<HTMLInputElement>("[name=lastName]")!.value;
    const usernameInput = root.querySelector<HTMLInputElement>("[name=username]")!;
    if (!first.trim() || !last.trim()) {
      setSuggestionError(text("Enter the first and last name first."));
      announce(text("Enter the first and last name first."), "assertive");
      return;
    }
    setSuggesting(true);
    setSuggestionError(null);
    const result = await api.get<{ username: string }>("easyreader-premium/generate-username", {
      query: { organisationId, firstName: first, lastName: last },
      cancelId: "premuser",
    });
    setSuggesting(false);
    if (result.ok) {
      usernameInput.value = result.data.username;
      announce(text("Suggested username: {username}", { username: result.data.username }), "polite");
    } else if (!result.cancelled) {
      setSuggestionError(result.message);
    }
  }

  return (
    <div ref={formRef}>
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
      {withoutFramework && (
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
      )}
      {hydrated && (
        <p>
          <button type="button" className="button button--secondary" onClick={suggest} disabled={suggesting}>
            {suggesting ? t("Suggesting…") : t("Suggest a username")}
          </button>
          {suggestionError && (
            <span className="field-error" role="alert">
              {" "}
              {suggestionError}
            </span>
          )}
        </p>
      )}
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
