/**
 * StaffLanguages (/staff/languages): every language's name and its ISO 639-1 and ISO 639-3
 * codes, with the country it belongs to. The public languages API shows a saved change at once.
 */
import { Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/languages";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { languageList, languagesAction } from "./reference.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Languages", matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await languageList();
  const asked = Number(new URL(request.url).searchParams.get("language"));
  return { languages: list, selected: list.find((row) => row.id === asked) ?? null };
});

export const action = languagesAction;

/** After a refused save (409) the page reads the language again, so the form carries its new revision. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function StaffLanguages({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { languages: list, selected } = loaderData;
  const errors = fieldErrorsOf(actionData, "save");
  const kept = (name: string) => keptOf(actionData, "save", name);
  const formKey = `${selected?.id}:${selected?.revision}:${actionData ? JSON.stringify(actionData).length : 0}`;
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Languages")}</PageHeading>
      <p>{t("The languages the site and the products are offered in, with their ISO 639-1 and ISO 639-3 codes.")}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Languages (scrolls sideways)")}>
        <table>
          <caption>{t("Languages")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Language")}</th>
              <th scope="col">{t("ISO 639-1 code")}</th>
              <th scope="col">{t("ISO 639-3 code")}</th>
              <th scope="col">{t("Country")}</th>
              <th scope="col">{t("Actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id} aria-current={row.id === selected?.id ? "true" : undefined}>
                <th scope="row" translate="no">
                  {row.name}
                </th>
                <td translate="no">{row.iso6391}</td>
                <td translate="no">{row.iso6393}</td>
                <td translate={row.countryName ? "no" : undefined}>{row.countryName ?? t("None")}</td>
                <td>
                  <Link to={url("StaffLanguages", {}, { query: { language: row.id }, hash: "language-form-title" })}>
                    {t("Edit")}
                    <span className="visually-hidden" translate="no">
                      {" "}
                      {row.name}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {selected && (
        <section aria-labelledby="language-form-title">
          <h2 id="language-form-title" tabIndex={-1}>
            <T message="Edit {name}" values={{ name: selected.name }} />
          </h2>
          <ActionResult result={actionData} intent="save" />
          <PostForm className="panel" noValidate key={formKey}>
            <input type="hidden" name="languageId" value={selected.id} />
            <input type="hidden" name="revision" value={selected.revision} />
            <TextField
              name="name"
              label={text("Language name")}
              maxLength={100}
              defaultValue={kept("name") ?? selected.name}
              hint={t("As speakers of the language write it, such as Deutsch.")}
              errors={errorsFor(errors, "name")}
              required
            />
            <TextField
              name="iso6391"
              label={text("ISO 639-1 code")}
              maxLength={10}
              autoCapitalize="none"
              defaultValue={kept("iso6391") ?? selected.iso6391}
              hint={t("Two lower-case letters, such as de.")}
              errors={errorsFor(errors, "iso6391")}
              required
            />
            <TextField
              name="iso6393"
              label={text("ISO 639-3 code")}
              maxLength={10}
              autoCapitalize="none"
              defaultValue={kept("iso6393") ?? selected.iso6393}
              hint={t("Three lower-case letters, such as deu.")}
              errors={errorsFor(errors, "iso6393")}
              required
            />
            <p className="button-row">
              <SubmitButton name="intent" value="save" busyLabel={text("Saving…")}>
                {t("Save language")}
              </SubmitButton>
            </p>
          </PostForm>
        </section>
      )}
    </div>
  );
}
