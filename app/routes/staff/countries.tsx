/**
 * StaffCountries (/staff/countries): every country's name and ISO 3166 code, and the states of
 * a country (the dealer locator asks for one in the USA). The site's country pickers and the
 * public countries and states API show a saved change at once.
 */
import { Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/countries";
import { ActionResult, fieldErrorsOf, keptOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField, errorsFor } from "~/components/forms/fields";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { BackToDesk, staffMeta } from "./components";
import { countriesAction, countryList, statesOf } from "./reference.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Countries and states", matches);

export const loader = staffLoader(async ({ request }) => {
  const query = new URL(request.url).searchParams;
  const list = await countryList();
  const selected = list.find((row) => row.id === Number(query.get("country"))) ?? null;
  const states = selected ? await statesOf(selected.id) : [];
  return { countries: list, selected, states, selectedState: states.find((row) => row.id === Number(query.get("state"))) ?? null };
});

export const action = countriesAction;

/** After a refused save (409) the page reads the rows again, so each form carries its new revision. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export default function StaffCountries({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const { countries: list, selected, states, selectedState } = loaderData;
  const answer = actionData ? JSON.stringify(actionData).length : 0;
  const countryErrors = fieldErrorsOf(actionData, "save-country");
  const stateIntent = selectedState ? "save-state" : "add-state";
  const stateErrors = fieldErrorsOf(actionData, stateIntent);
  const keptState = (name: string) => keptOf(actionData, stateIntent, name);
  return (
    <div className="container page">
      <BackToDesk />
      <PageHeading>{t("Countries and states")}</PageHeading>
      <p>{t("The countries the site offers, with their ISO 3166 codes, and the states of a country that has them. Each code belongs to one country only.")}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={text("Countries (scrolls sideways)")}>
        <table>
          <caption>{t("Countries")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Country")}</th>
              <th scope="col">{t("ISO 3166 code")}</th>
              <th scope="col">{t("States")}</th>
              <th scope="col">{t("Actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id} aria-current={row.id === selected?.id ? "true" : undefined}>
                <th scope="row" translate="no">
                  {row.name}
                </th>
                <td translate="no">{row.iso3166}</td>
                <td>{row.stateCount}</td>
                <td>
                  <Link to={url("StaffCountries", {}, { query: { country: row.id }, hash: "country-form-title" })}>
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
        <section aria-labelledby="country-form-title">
          <h2 id="country-form-title" tabIndex={-1}>
            <T message="Edit {name}" values={{ name: selected.name }} />
          </h2>
          <ActionResult result={actionData} intent="save-country" />
          <PostForm className="panel" noValidate key={`${selected.id}:${selected.revision}:${answer}`}>
            <input type="hidden" name="countryId" value={selected.id} />
            <input type="hidden" name="revision" value={selected.revision} />
            <TextField
              name="name"
              label={text("Country name")}
              maxLength={100}
              defaultValue={keptOf(actionData, "save-country", "name") ?? selected.name}
              errors={errorsFor(countryErrors, "name")}
              required
            />
            <TextField
              name="iso3166"
              label={text("ISO 3166 code")}
              maxLength={10}
              autoCapitalize="characters"
              defaultValue={keptOf(actionData, "save-country", "iso3166") ?? selected.iso3166}
              hint={t("Two capital letters, such as DE for Germany.")}
              errors={errorsFor(countryErrors, "iso3166")}
              required
            />
            <p className="button-row">
              <SubmitButton name="intent" value="save-country" busyLabel={text("Saving…")}>
                {t("Save country")}
              </SubmitButton>
            </p>
          </PostForm>
        </section>
      )}

      {selected && (
        <section aria-labelledby="states-title">
          <h2 id="states-title">
            <T message="States of {name}" values={{ name: selected.name }} />
          </h2>
          {states.length === 0 ? (
            <p>{t("This country has no states.")}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={text("States (scrolls sideways)")}>
              <table>
                <caption>
                  <T message="States of {name}" values={{ name: selected.name }} />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("State")}</th>
                    <th scope="col">{t("Code")}</th>
                    <th scope="col">{t("Actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {states.map((row) => (
                    <tr key={row.id} aria-current={row.id === selectedState?.id ? "true" : undefined}>
                      <th scope="row" translate="no">
                        {row.name}
                      </th>
                      <td translate="no">{row.code}</td>
                      <td>
                        <Link to={url("StaffCountries", {}, { query: { country: selected.id, state: row.id }, hash: "state-form-title" })}>
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
          )}
          {/* One state form at a time (editing one, or adding one), so every field's id is its name. */}
          <h3 id="state-form-title" tabIndex={-1}>
            {selectedState ? <T message="Edit {name}" values={{ name: selectedState.name }} /> : t("Add a state")}
          </h3>
          <ActionResult result={actionData} intent={stateIntent} />
          <PostForm className="panel" noValidate key={`${stateIntent}:${selectedState?.id}:${selectedState?.revision}:${answer}`}>
            {selectedState ? (
              <>
                <input type="hidden" name="stateId" value={selectedState.id} />
                <input type="hidden" name="revision" value={selectedState.revision} />
              </>
            ) : (
              <input type="hidden" name="countryId" value={selected.id} />
            )}
            <TextField
              name="stateName"
              label={text("State name")}
              maxLength={100}
              defaultValue={keptState("stateName") ?? selectedState?.name ?? ""}
              errors={errorsFor(stateErrors, "stateName")}
              required
            />
            <TextField
              name="stateCode"
              label={text("State code")}
              maxLength={10}
              autoCapitalize="characters"
              defaultValue={keptState("stateCode") ?? selectedState?.code ?? ""}
              hint={t("One to three capital letters or digits, such as CA for California.")}
              errors={errorsFor(stateErrors, "stateCode")}
              required
            />
            <p className="button-row">
              <SubmitButton name="intent" value={stateIntent} busyLabel={text("Saving…")}>
                {selectedState ? t("Save state") : t("Add state")}
              </SubmitButton>
            </p>
          </PostForm>
        </section>
      )}
    </div>
  );
}
