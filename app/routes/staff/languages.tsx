/**
 * StaffLanguages (/staff/languages): every language's name and its ISO 639-1 and ISO 639-3
 * codes, with the country it belongs to. The public languages API shows a saved change at once.
 */
import type { Route } from "./+types/languages";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { type LanguageListing, languageList, languagesAction } from "./reference.server";
import { chosenRow, deskResource, deskShouldRevalidate } from "./resource/definition";
import { DeskResourcePage } from "./resource/page";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

const languages = deskResource<LanguageListing>({
  title: "Languages",
  intro: "The languages the site and the products are offered in, with their ISO 639-1 and ISO 639-3 codes.",
  route: "StaffLanguages",
  choose: "language",
  list: {
    caption: "Languages",
    region: "Languages (scrolls sideways)",
    rowId: (row) => row.id,
    rowHeader: "Language",
    rowName: (row) => row.name,
    columns: [
      { header: "ISO 639-1 code", cell: "iso6391" },
      { header: "ISO 639-3 code", cell: "iso6393" },
      { header: "Country", cell: (row, { t }) => (row.countryName ? { data: row.countryName } : { words: t("None") }) },
    ],
  },
  form: {
    titleId: "language-form-title",
    heading: (row) => ({ message: "Edit {name}", values: { name: row?.name ?? "" } }),
    hidden: (row) => ({ languageId: row?.id ?? "", revision: row?.revision ?? "" }),
    intents: [{ value: "save", label: "Save language" }],
    fields: [
      {
        name: "name",
        label: "Language name",
        maxLength: 100,
        required: true,
        hint: "As speakers of the language write it, such as Deutsch.",
        value: (row) => row?.name ?? "",
      },
      {
        name: "iso6391",
        label: "ISO 639-1 code",
        maxLength: 10,
        required: true,
        autoCapitalize: "none",
        hint: "Two lower-case letters, such as de.",
        value: (row) => row?.iso6391 ?? "",
      },
      {
        name: "iso6393",
        label: "ISO 639-3 code",
        maxLength: 10,
        required: true,
        autoCapitalize: "none",
        hint: "Three lower-case letters, such as deu.",
        value: (row) => row?.iso6393 ?? "",
      },
    ],
  },
});

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(languages.title, matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await languageList();
  return { languages: list, selected: chosenRow(request, languages, list) };
});

export const action = languagesAction;

export const shouldRevalidate = deskShouldRevalidate;

export default function StaffLanguages({ loaderData, actionData }: Route.ComponentProps) {
  return <DeskResourcePage resource={languages} rows={loaderData.languages} chosen={loaderData.selected} answer={actionData} />;
}
