/**
 * StaffTaxRules (/staff/tax-rules): how each country is served (online in a currency, with its
 * tax, or only by its dealers), the tax's name and rate, and whether a customer with sight loss
 * may claim relief from it. Checkout uses a saved rule at once.
 */
import type { Route } from "./+types/tax-rules";
import { PRICE_CURRENCIES } from "@common/schemas/staff-reference";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { type TaxRuleListing, taxRules as taxRuleList, taxRulesAction } from "./reference.server";
import { chosenRow, deskResource, deskShouldRevalidate } from "./resource/definition";
import { DeskResourcePage } from "./resource/page";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** 2550 basis points as typed in the form: "25.5". */
const percent = (basisPoints: number) => String(basisPoints / 100);

const taxRules = deskResource<TaxRuleListing>({
  title: "Tax rules",
  intro: "How the shop serves each country. A country without a rule, or one sold by dealers, is sent to its dealers; checkout uses a saved rule at once.",
  route: "StaffTaxRules",
  choose: "country",
  list: {
    caption: "Tax rules by country",
    region: "Tax rules by country (scrolls sideways)",
    rowId: (row) => row.countryId,
    rowHeader: "Country",
    rowName: (row) => row.countryName,
    columns: [
      { header: "Sold", cell: ({ rule }, { t }) => ({ words: !rule ? t("No rule (by dealers)") : rule.channel === "online" ? t("Online") : t("By dealers") }) },
      { header: "Currency", cell: ({ rule }) => ({ data: rule?.currency ?? "" }) },
      { header: "Tax", cell: ({ rule }) => ({ data: rule ? `${rule.taxName} ${percent(rule.taxRateBasisPoints)}%` : "" }) },
      { header: "Relief for sight loss", cell: ({ rule }, { t }) => ({ words: rule?.reliefAvailable ? t("Yes") : t("No") }) },
    ],
  },
  form: {
    titleId: "tax-rule-form-title",
    heading: (row) => ({ message: "Tax rule of {countryName}", values: { countryName: row?.countryName ?? "" } }),
    hidden: (row) => ({ countryId: row?.countryId ?? "", revision: row?.revision ?? "" }),
    intents: [{ value: "save", label: "Save tax rule" }],
    fields: [
      {
        name: "channel",
        label: "Sold",
        kind: "select",
        required: true,
        options: [
          { value: "online", label: "Online" },
          { value: "dealer", label: "By dealers" },
        ],
        value: (row) => row?.rule?.channel ?? "dealer",
      },
      {
        name: "currency",
        label: "Currency",
        kind: "select",
        required: true,
        options: PRICE_CURRENCIES.map((code) => ({ value: code, label: code, data: true })),
        value: (row) => row?.rule?.currency ?? "EUR",
      },
      {
        name: "taxName",
        label: "Tax name",
        maxLength: 40,
        required: true,
        hint: "What the receipt calls the tax, such as VAT or Sales tax.",
        value: (row) => row?.rule?.taxName ?? "VAT",
      },
      {
        name: "taxRate",
        label: "Tax rate (%)",
        kind: "decimal",
        required: true,
        hint: "A percentage such as 20 or 25.5.",
        value: (row) => (row?.rule ? percent(row.rule.taxRateBasisPoints) : "0"),
      },
      { name: "reliefAvailable", label: "Relief from the tax for sight loss", kind: "checkbox", value: (row) => row?.rule?.reliefAvailable ?? false },
    ],
  },
});

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(taxRules.title, matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await taxRuleList();
  return { taxRules: list, selected: chosenRow(request, taxRules, list) };
});

export const action = taxRulesAction;

export const shouldRevalidate = deskShouldRevalidate;

export default function StaffTaxRules({ loaderData, actionData }: Route.ComponentProps) {
  return <DeskResourcePage resource={taxRules} rows={loaderData.taxRules} chosen={loaderData.selected} answer={actionData} />;
}
