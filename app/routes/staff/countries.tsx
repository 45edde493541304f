/**
 * StaffCountries (/staff/countries): every country's name and ISO 3166 code, and the states of
 * a country (the dealer locator asks for one in the USA). The site's country pickers and the
 * public countries and states API show a saved change at once.
 */
import type { Route } from "./+types/countries";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { type CountryListing, type StateListing, countriesAction, countryList, statesOf } from "./reference.server";
import { type DeskField, type DeskForm, chosenRow, deskResource, deskShouldRevalidate } from "./resource/definition";
import { DeskFormSection } from "./resource/form";
import { DeskFormPart, DeskPage } from "./resource/page";
import { DeskTable } from "./resource/table";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, useT } from "~/i18n/I18n";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** A country's or a state's two fields: its name, and its code (typed in capitals). */
function nameAndCode<Row>(
  name: { name: string; label: string },
  code: { name: string; label: string; hint: string },
  value: (row: Row | null) => { name: string; code: string },
): DeskField<Row>[] {
  return [
    { ...name, maxLength: 100, required: true, value: (row) => value(row).name },
    { ...code, maxLength: 10, required: true, autoCapitalize: "characters", value: (row) => value(row).code },
  ];
}

const countries = deskResource<CountryListing>({
  title: "Countries and states",
  intro: "The countries the site offers, with their ISO 3166 codes, and the states of a country that has them. Each code belongs to one country only.",
  route: "StaffCountries",
  choose: "country",
  list: {
    caption: "Countries",
    region: "Countries (scrolls sideways)",
    rowId: (row) => row.id,
    rowHeader: "Country",
    rowName: (row) => row.name,
    columns: [
      { header: "ISO 3166 code", cell: "iso3166" },
      { header: "States", cell: (row) => ({ words: row.stateCount }) },
    ],
  },
  form: {
    titleId: "country-form-title",
    heading: (row) => ({ message: "Edit {name}", values: { name: row?.name ?? "" } }),
    hidden: (row) => ({ countryId: row?.id ?? "", revision: row?.revision ?? "" }),
    intents: [{ value: "save-country", label: "Save country" }],
    fields: nameAndCode<CountryListing>(
      { name: "name", label: "Country name" },
      { name: "iso3166", label: "ISO 3166 code", hint: "Two capital letters, such as DE for Germany." },
      (row) => ({ name: row?.name ?? "", code: row?.iso3166 ?? "" }),
    ),
  },
});

const stateFields = nameAndCode<StateListing>(
  { name: "stateName", label: "State name" },
  { name: "stateCode", label: "State code", hint: "One to three capital letters or digits, such as CA for California." },
  (row) => ({ name: row?.name ?? "", code: row?.code ?? "" }),
);

/** A state's form: editing the chosen one, or adding one to `country`. One at a time, so every field's id is its name. */
function stateForm(country: CountryListing, editing: boolean): DeskForm<StateListing> {
  return {
    titleId: "state-form-title",
    heading: (row) => (row ? { message: "Edit {name}", values: { name: row.name } } : "Add a state"),
    hidden: (row): Record<string, number> => (row ? { stateId: row.id, revision: row.revision } : { countryId: country.id }),
    intents: editing ? [{ value: "save-state", label: "Save state" }] : [{ value: "add-state", label: "Add state" }],
    fields: stateFields,
  };
}

/** A country's states, listed on the same page under the chosen country. */
const states = deskResource<StateListing>({
  title: countries.title,
  intro: countries.intro,
  route: countries.route,
  choose: "state",
  list: {
    caption: "States",
    region: "States (scrolls sideways)",
    rowId: (row) => row.id,
    rowHeader: "State",
    rowName: (row) => row.name,
    columns: [{ header: "Code", cell: "code" }],
  },
});

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(countries.title, matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await countryList();
  const selected = chosenRow(request, countries, list);
  const stateList = selected ? await statesOf(selected.id) : [];
  return { countries: list, selected, states: stateList, selectedState: chosenRow(request, states, stateList) };
});

export const action = countriesAction;

export const shouldRevalidate = deskShouldRevalidate;

export default function StaffCountries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { countries: list, selected, states: stateList, selectedState } = loaderData;
  return (
    <DeskPage title={countries.title} intro={countries.intro}>
      <DeskTable resource={countries} rows={list} chosen={selected} />
      {selected && <DeskFormPart resource={countries} row={selected} answer={actionData} />}
      {selected && (
        <section aria-labelledby="states-title">
          <h2 id="states-title">
            <T message="States of {name}" values={{ name: selected.name }} />
          </h2>
          {stateList.length === 0 ? (
            <p>{t("This country has no states.")}</p>
          ) : (
            <DeskTable
              resource={{ ...states, form: stateForm(selected, true) }}
              rows={stateList}
              chosen={selectedState}
              query={{ country: selected.id }}
              caption={{ message: "States of {name}", values: { name: selected.name } }}
            />
          )}
          <DeskFormSection form={stateForm(selected, Boolean(selectedState))} row={selectedState} answer={actionData} level={3} />
        </section>
      )}
    </DeskPage>
  );
}
