/** /account/easyreader-premium/students: the organisation's students, search, and adding one. */
import { useRef, useState } from "react";
import { Link } from "react-router";
import { announce } from "@react-aria/live-announcer";
import type { Route } from "./+types/students";
import { PREMIUM_LIMITS } from "@common/schemas/premium";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { api } from "~/lib/api-client";
import { db } from "~/lib/db.server";
import { type ActionData, ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey, keptOf } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumLayout } from "./components";
import { getStudents, requireTeam, studentsAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Students | Premium reader | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const { caller, status, organisation } = await requireTeam(request);
  const search = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  const list = await getStudents(db(), caller, { organisationId: organisation.organisationId, search });
  const imported = Number(new URL(request.url).searchParams.get("imported")) || 0;
  return { organisation, team: status.team, search, imported, ...list };
}

export const action = studentsAction;

const SOURCES: Record<string, string> = { manual: "Added", import: "Imported", domain: "Email domain", "invite-code": "Invite code" };

export default function StudentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { organisation, students, search } = loaderData;
  const orgQuery = { org: organisation.organisationId };
  const addErrors = fieldErrorsOf(actionData, "add");
  return (
    <div className="container page">
      <PageHeading>{t("Students")}</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          <T
            message="{used} of {purchased} seats are in use at <0/>. Each student signs in to the reader app with their username, or with their own DolphinID once it is linked."
            values={{ used: loaderData.seatsUsed, purchased: loaderData.seatsPurchased }}
            components={[<span translate="no">{organisation.organisationName}</span>]}
          />
        </p>
        <OutcomeAfterForm form={formKey(actionData, "add")}>
          <ActionResult result={actionData} intent="add" />
        </OutcomeAfterForm>
        {loaderData.imported > 0 && !actionData && (
          <StatusAlert kind="success">
            <p>{t("{count, plural, one {# student imported. They are in the list below.} other {# students imported. They are in the list below.}}", { count: loaderData.imported })}</p>
          </StatusAlert>
        )}

        <section aria-labelledby="list-title">
          <h2 id="list-title">{t("Student list")}</h2>
          <form method="get" className="premium-search" role="search" aria-label={text("Students")}>
            <input type="hidden" name="org" value={organisation.organisationId} />
            <div className="field">
              <label htmlFor="q" className="field__label">
                {t("Search by name, username, email or class")}
              </label>
              <input id="q" name="q" type="search" className="field__input" defaultValue={search} maxLength={100} />
            </div>
            <SubmitButton className="button button--secondary" busyLabel={text("Searching…")}>
              {t("Search")}
            </SubmitButton>
          </form>
          <p role="status">
            {search ? (
              <T
                message="{count, plural, one {# student found for <0/>.} other {# students found for <0/>.}}"
                values={{ count: students.length }}
                components={[<span translate="no">“{search}”</span>]}
              />
            ) : (
              t("{count, plural, one {# student.} other {# students.}}", { count: students.length })
            )}
          </p>
          {students.length > 0 && (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Student list (scrolls sideways)")}>
              <table>
                <caption className="visually-hidden">
                  <T message="Students of <0/>" components={[<span translate="no">{organisation.organisationName}</span>]} />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("Name")}</th>
                    <th scope="col">{t("Username")}</th>
                    <th scope="col">{t("Email")}</th>
                    <th scope="col">{t("Class or group")}</th>
                    <th scope="col">{t("Joined by")}</th>
                    <th scope="col">{t("DolphinID linked")}</th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((student) => (
                    <tr key={student.id}>
                      <th scope="row">
                        <Link to={url("PremiumEditUser", {}, { query: { ...orgQuery, student: student.id } })}>
                          <span translate="no">
                            {student.firstName} {student.lastName}
                          </span>
                          <span className="visually-hidden">{t(": edit")}</span>
                        </Link>
                      </th>
                      <td className="premium-mono" translate="no">
                        {student.username}
                      </td>
                      {student.email ? <td translate="no">{student.email}</td> : <td>{t("None")}</td>}
                      {student.className ? <td translate="no">{student.className}</td> : <td>{t("None")}</td>}
                      <td>{t(SOURCES[student.source] ?? student.source)}</td>
                      <td>{student.linked ? t("Yes") : t("No")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            <Link to={url("PremiumImportUsers", {}, { query: orgQuery })}>{t("Import students from a CSV file")}</Link>
          </p>
        </section>

        <section aria-labelledby="add-title">
          <h2 id="add-title">{t("Add a student")}</h2>
          <PostForm className="panel" noValidate key={formKey(actionData, "add")}>
            <input type="hidden" name="intent" value="add" />
            <OrganisationField id={organisation.organisationId} />
            <StudentFields errors={addErrors} organisationId={organisation.organisationId} kept={{ result: actionData, intent: "add" }} />
            <SubmitButton busyLabel={text("Adding…")}>{t("Add student")}</SubmitButton>
          </PostForm>
        </section>
      </PremiumLayout>
    </div>
  );
}

type StudentValues = { firstName: string; lastName: string; email: string; username: string; className: string };

/**
 * The fields of one student, showing what was typed before a failed post (`kept`), else the
 * saved `values`; with JavaScript, a button proposes a free username (generate-username).
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
  const valueOf = (name: keyof StudentValues) => keptOf(kept.result, kept.intent, name) ?? values?.[name];
  const hydrated = useHydrated();
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
      <TextField name="firstName" label={text("First name")} required maxLength={PREMIUM_LIMITS.nameMax} autoComplete="off" defaultValue={valueOf("firstName")} errors={errorsFor(errors, "firstName")} />
      <TextField name="lastName" label={text("Last name")} required maxLength={PREMIUM_LIMITS.nameMax} autoComplete="off" defaultValue={valueOf("lastName")} errors={errorsFor(errors, "lastName")} />
      <TextField
        name="email"
        label={text("Email address")}
        type="email"
        hint={t("If the student has a DolphinID with this address, it is linked to the seat.")}
        maxLength={PREMIUM_LIMITS.emailMax}
        autoComplete="off"
        defaultValue={valueOf("email")}
        errors={errorsFor(errors, "email")}
      />
      <TextField
        name="username"
        label={text("Reader app username")}
        hint={t("Lower-case letters, digits, dots, hyphens or underscores. Leave it empty and we choose one from the name.")}
        maxLength={PREMIUM_LIMITS.usernameMax}
        autoComplete="off"
        spellCheck={false}
        defaultValue={valueOf("username")}
        errors={errorsFor(errors, "username")}
      />
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
      <TextField name="className" label={text("Class or group")} hint={t("For example Year 9 English.")} maxLength={PREMIUM_LIMITS.classMax} autoComplete="off" defaultValue={valueOf("className")} errors={errorsFor(errors, "className")} />
    </div>
  );
}
