/**
 * /account/easyreader-premium/import-users: a class list from a CSV file. First a preview
 * with every row's problems (nothing written), then an import that writes every row or none.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/import-users";
import { PREMIUM_LIMITS } from "@common/schemas/premium";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { ActionResult } from "~/components/forms/ActionResult";
import { OrganisationField, PremiumLayout } from "./components";
import { CSV_TEMPLATE, importUsersAction, requireTeam } from "./premium.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "premium" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Import students | Premium reader | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { status, organisation } = await requireTeam(request);
  return { organisation, team: status.team, template: CSV_TEMPLATE };
}

/** A preview is shown here; an import leads to the student list, which says how many were added. */
export const action = importUsersAction;

export default function ImportUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { organisation } = loaderData;
  const result = actionData?.status === "done" && "preview" in actionData.data ? actionData.data : null;
  const preview = result?.preview ?? null;
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (preview) resultRef.current?.focus();
  }, [preview]);

  return (
    <div className="container page">
      <PageHeading>Import students</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          Add a whole class at once from a spreadsheet saved as CSV. You will see every row checked before anything is saved, and the import
          adds all the students or none of them, so a file is never half imported.
        </p>
        <details className="premium-details">
          <summary>How to lay out the file</summary>
          <p>
            The first row names the columns. <strong>first_name</strong> and <strong>last_name</strong> are needed; <strong>email</strong>,{" "}
            <strong>username</strong> and <strong>class</strong> are optional. Leave the username empty and we choose a free one. At most{" "}
            {PREMIUM_LIMITS.csvMaxRows} students and 256 KB per file. For example:
          </p>
          <pre className="premium-pre">{loaderData.template}</pre>
        </details>

        {actionData?.status !== "done" && <ActionResult result={actionData} />}

        <PostForm encType="multipart/form-data" className="panel" aria-labelledby="upload-title">
          <h2 id="upload-title">1. Choose the file</h2>
          <input type="hidden" name="mode" value="preview" />
          <OrganisationField id={organisation.organisationId} />
          <div className="field">
            <label htmlFor="file" className="field__label">
              CSV file
            </label>
            <p id="file-hint" className="field__hint">
              A .csv file saved from Excel, Numbers, LibreOffice or Google Sheets.
            </p>
            <input id="file" name="file" type="file" accept=".csv,text/csv" required aria-describedby="file-hint" className="field__input" />
          </div>
          <SubmitButton busyLabel="Checking the file…">
            Check the file
          </SubmitButton>
        </PostForm>

        {preview && result && (
          <section aria-labelledby="preview-title">
            <h2 id="preview-title" tabIndex={-1} ref={resultRef}>
              2. Check the students
            </h2>
            {preview.ok ? (
              <StatusAlert kind="message" title="Ready to import">
                <p>
                  All {preview.rows.length} rows are correct, and {preview.seatsFree} seats are free. Nothing has been saved yet.
                </p>
              </StatusAlert>
            ) : (
              <StatusAlert kind="error" title="Nothing can be imported yet">
                {preview.fileErrors.map((error) => (
                  <p key={error}>{error}</p>
                ))}
                {preview.errorCount > 0 && (
                  <p>
                    {preview.errorCount} of {preview.rows.length} rows need correcting. Fix them in your spreadsheet, save it as CSV again and
                    choose it above.
                  </p>
                )}
              </StatusAlert>
            )}
            {preview.rows.length > 0 && (
              <div className="table-scroll" tabIndex={0} role="region" aria-label="Preview of the file (scrolls sideways)">
                <table>
                  <caption>
                    Preview of {preview.rows.length} row{preview.rows.length === 1 ? "" : "s"}
                    {preview.errorCount ? `, ${preview.errorCount} with problems` : ""}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Row</th>
                      <th scope="col">Name</th>
                      <th scope="col">Email</th>
                      <th scope="col">Username</th>
                      <th scope="col">Class</th>
                      <th scope="col">Check</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line} className={row.errors.length ? "premium-row--error" : undefined}>
                        <th scope="row">{row.line}</th>
                        <td>
                          {row.firstName} {row.lastName}
                        </td>
                        <td>{row.email || "None"}</td>
                        <td className="premium-mono">
                          {row.username || "None"}
                          {row.usernameGenerated && <span className="premium-note"> (suggested)</span>}
                        </td>
                        <td>{row.className || "None"}</td>
                        <td>
                          {row.errors.length ? (
                            <ul className="premium-row-errors">
                              {row.errors.map((error) => (
                                <li key={error}>
                                  <span aria-hidden="true">✗ </span>
                                  <span className="visually-hidden">Problem: </span>
                                  {error}
                                </li>
                              ))}
                            </ul>
                          ) : (
                            <span>
                              <span aria-hidden="true">✓ </span>Ready
                            </span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {preview.ok && (
              <PostForm className="panel" aria-labelledby="confirm-title">
                <h3 id="confirm-title">3. Import</h3>
                <input type="hidden" name="mode" value="import" />
                <input type="hidden" name="csv" value={result.csv} />
                <OrganisationField id={organisation.organisationId} />
                <SubmitButton busyLabel="Importing…">
                  Import {preview.rows.length} student{preview.rows.length === 1 ? "" : "s"}
                </SubmitButton>
              </PostForm>
            )}
          </section>
        )}
        <p>
          <Link to={url("PremiumStudents", {}, { query: { org: organisation.organisationId } })}>Back to the student list</Link>
        </p>
      </PremiumLayout>
    </div>
  );
}
