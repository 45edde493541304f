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
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "premium", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Import students | Premium reader | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const { status, organisation } = await requireTeam(request);
  return { organisation, team: status.team, template: CSV_TEMPLATE };
}

/** A preview is shown here; an import leads to the student list, which says how many were added. */
export const action = importUsersAction;

export default function ImportUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { organisation } = loaderData;
  const result = actionData?.status === "done" && "preview" in actionData.data ? actionData.data : null;
  const preview = result?.preview ?? null;
  const resultRef = useRef<HTMLHeadingElement>(null);
  // The preview's heading takes focus (on a page without framework JavaScript, data-focus-on-load does it).
  useEffect(() => {
    if (preview) resultRef.current?.focus();
  }, [preview]);

  return (
    <div className="container page">
      <PageHeading>{t("Import students")}</PageHeading>
      <PremiumLayout organisation={organisation} team={loaderData.team}>
        <p>
          {t(
            "Add a whole class at once from a spreadsheet saved as CSV. You will see every row checked before anything is saved, and the import adds all the students or none of them, so a file is never half imported.",
          )}
        </p>
        <details className="premium-details">
          <summary>{t("How to lay out the file")}</summary>
          <p>
            <T
              message="The first row names the columns. <0/> and <1/> are needed; <2/>, <3/> and <4/> are optional. Leave the username empty and we choose a free one. At most {rows} students and 256 KB per file. For example:"
              values={{ rows: PREMIUM_LIMITS.csvMaxRows }}
              components={["first_name", "last_name", "email", "username", "class"].map((column) => <strong translate="no">{column}</strong>)}
            />
          </p>
          <pre className="premium-pre" translate="no">
            {loaderData.template}
          </pre>
        </details>

        {actionData?.status !== "done" && <ActionResult result={actionData} />}

        <PostForm encType="multipart/form-data" className="panel" aria-labelledby="upload-title">
          <h2 id="upload-title">{t("1. Choose the file")}</h2>
          <input type="hidden" name="mode" value="preview" />
          <OrganisationField id={organisation.organisationId} />
          <div className="field">
            <label htmlFor="file" className="field__label">
              {t("CSV file")}
            </label>
            <p id="file-hint" className="field__hint">
              {t("A .csv file saved from Excel, Numbers, LibreOffice or Google Sheets.")}
            </p>
            <input id="file" name="file" type="file" accept=".csv,text/csv" required aria-describedby="file-hint" className="field__input" />
          </div>
          <SubmitButton busyLabel={text("Checking the file…")}>{t("Check the file")}</SubmitButton>
        </PostForm>

        {preview && result && (
          <section aria-labelledby="preview-title">
            <h2 id="preview-title" tabIndex={-1} ref={resultRef} data-focus-on-load="">
              {t("2. Check the students")}
            </h2>
            {preview.ok ? (
              <StatusAlert kind="message" title={text("Ready to import")}>
                <p>
                  {t("All {rows} rows are correct, and {free} seats are free. Nothing has been saved yet.", {
                    rows: preview.rows.length,
                    free: preview.seatsFree,
                  })}
                </p>
              </StatusAlert>
            ) : (
              <StatusAlert kind="error" title={text("Nothing can be imported yet")}>
                {preview.fileErrors.map((error, index) => (
                  <p key={index}>{t(error)}</p>
                ))}
                {preview.errorCount > 0 && (
                  <p>
                    {t("{errors} of {rows} rows need correcting. Fix them in your spreadsheet, save it as CSV again and choose it above.", {
                      errors: preview.errorCount,
                      rows: preview.rows.length,
                    })}
                  </p>
                )}
              </StatusAlert>
            )}
            {preview.rows.length > 0 && (
              <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Preview of the file (scrolls sideways)")}>
                <table>
                  <caption>
                    {preview.errorCount
                      ? t("{rows, plural, one {Preview of # row, {errors} with problems} other {Preview of # rows, {errors} with problems}}", {
                          rows: preview.rows.length,
                          errors: preview.errorCount,
                        })
                      : t("{rows, plural, one {Preview of # row} other {Preview of # rows}}", { rows: preview.rows.length })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("Row")}</th>
                      <th scope="col">{t("Name")}</th>
                      <th scope="col">{t("Email")}</th>
                      <th scope="col">{t("Username")}</th>
                      <th scope="col">{t("Class")}</th>
                      <th scope="col">{t("Check")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line} className={row.errors.length ? "premium-row--error" : undefined}>
                        <th scope="row">{row.line}</th>
                        <td translate="no">
                          {row.firstName} {row.lastName}
                        </td>
                        {row.email ? <td translate="no">{row.email}</td> : <td>{t("No address given")}</td>}
                        <td className="premium-mono">
                          {row.username ? <span translate="no">{row.username}</span> : t("None")}
                          {row.usernameGenerated && <span className="premium-note"> {t("(suggested)")}</span>}
                        </td>
                        {row.className ? <td translate="no">{row.className}</td> : <td>{t("No class or group")}</td>}
                        <td>
                          {row.errors.length ? (
                            <ul className="premium-row-errors">
                              {row.errors.map((error, index) => (
                                <li key={index}>
                                  <span aria-hidden="true">✗ </span>
                                  <span className="visually-hidden">{t("Problem:")} </span>
                                  {t(error)}
                                </li>
                              ))}
                            </ul>
                          ) : (
                            <span>
                              <span aria-hidden="true">✓ </span>
                              {t("Ready")}
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
                <h3 id="confirm-title">{t("3. Import")}</h3>
                <input type="hidden" name="mode" value="import" />
                <input type="hidden" name="csv" value={result.csv} />
                <OrganisationField id={organisation.organisationId} />
                <SubmitButton busyLabel={text("Importing…")}>
                  {t("{count, plural, one {Import # student} other {Import # students}}", { count: preview.rows.length })}
                </SubmitButton>
              </PostForm>
            )}
          </section>
        )}
        <p>
          <Link to={url("PremiumStudents", {}, { query: { org: organisation.organisationId } })}>{t("Back to the student list")}</Link>
        </p>
      </PremiumLayout>
    </div>
  );
}
