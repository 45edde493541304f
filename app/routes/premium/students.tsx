/** /account/easyreader-premium/students: the organisation's students, search, and adding one. */
import { Link } from "react-router";
import type { Route } from "./+types/students";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { ActionResult, OutcomeAfterForm, fieldErrorsOf, formKey } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumLayout } from "./components";
import { StudentFields } from "./StudentFields";
import { getStudents, requireTeam, studentsAction } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

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
          <StatusAlert kind="success" focusOnLoad>
            <p>
              {t("{count, plural, one {# student imported. They are in the list below.} other {# students imported. They are in the list below.}}", {
                count: loaderData.imported,
              })}
            </p>
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
          {/* A search's count is its answer: on a page without framework JavaScript it takes focus when the results load. */}
          <p role="status" data-focus-on-load={search ? "" : undefined}>
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
                      {student.email ? <td translate="no">{student.email}</td> : <td>{t("No address given")}</td>}
                      {student.className ? <td translate="no">{student.className}</td> : <td>{t("No class or group")}</td>}
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
