/**
 * StaffPrices (/staff/prices): every price of the shop with its amount in pounds, euros and
 * dollars and the day it starts. Staff choose a price and change it in place, or enter a new
 * price for the same package from a later day: checkout sells the price in force on the day.
 */
import type { Route } from "./+types/prices";
import { staffLoader } from "~/lib/staff.server";
import { staffMeta } from "./components";
import { type PriceListing, prices as priceList, pricesAction } from "./reference.server";
import { type DeskColumn, type DeskField, chosenRow, deskResource, deskShouldRevalidate } from "./resource/definition";
import { DeskResourcePage } from "./resource/page";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

type Currency = keyof PriceListing["amounts"];

/** Minor units as typed in the form ("395.00"), or empty where the package is not sold in that currency. */
function typed(amount: number | null): string {
  return amount === null ? "" : (amount / 100).toFixed(2);
}

/** A currency's column: its code is its header, as written everywhere. */
function amountColumn(currency: Currency): DeskColumn<PriceListing> {
  return { header: currency, dataHeader: true, cell: (price, { t }) => ({ words: typed(price.amounts[currency]) || t("Not sold") }) };
}

/** A currency's field; only pounds are always sold. */
function amountField(currency: Currency, label: string): DeskField<PriceListing> {
  const always = currency === "GBP";
  return {
    name: `amount${currency}`,
    label,
    kind: "decimal",
    required: always,
    hint: always ? undefined : "Leave empty when the package is not sold in this currency.",
    value: (row) => typed(row?.amounts[currency] ?? null),
  };
}

const prices = deskResource<PriceListing>({
  title: "Prices",
  intro:
    "What each package costs before tax, in each currency the shop sells in, from the day the price starts. Checkout charges the price in force on the day; an empty amount means the package is not sold in that currency.",
  route: "StaffPrices",
  choose: "price",
  list: {
    caption: "Prices",
    region: "Prices (scrolls sideways)",
    rowId: (price) => price.id,
    rowHeader: "Name on the receipt",
    rowName: (price) => price.label,
    editName: (price) => ({ message: "{label} from {startsOn}", values: { label: price.label, startsOn: price.startsOn } }),
    columns: [
      { header: "Starts on", cell: "startsOn" },
      { header: "Sold today", cell: (price, { t }) => ({ words: price.inForce ? t("Yes") : t("No") }) },
      amountColumn("GBP"),
      amountColumn("EUR"),
      amountColumn("USD"),
    ],
  },
  form: {
    titleId: "price-form-title",
    heading: (price) => ({ message: "Edit {label} from {startsOn}", values: { label: price?.label ?? "", startsOn: price?.startsOn ?? "" } }),
    hidden: (price) => ({ priceId: price?.id ?? "", revision: price?.revision ?? "" }),
    intents: [
      { value: "save", label: "Save price" },
      { value: "schedule", label: "Save as a new price", secondary: true },
    ],
    fields: [
      { name: "label", label: "Name on the receipt", maxLength: 200, required: true, value: (price) => price?.label ?? "" },
      {
        name: "startsOn",
        label: "Starts on",
        kind: "date",
        required: true,
        hint: "A date such as 2027-01-01. To change the price from a later day, enter that day and choose “Save as a new price”.",
        value: (price) => price?.startsOn ?? "",
      },
      amountField("GBP", "Price in pounds (GBP)"),
      amountField("EUR", "Price in euros (EUR)"),
      amountField("USD", "Price in dollars (USD)"),
      { name: "vatReliefEligible", label: "VAT relief for sight loss applies", kind: "checkbox", value: (price) => price?.vatReliefEligible ?? false },
    ],
  },
});

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(prices.title, matches);

export const loader = staffLoader(async ({ request }) => {
  const list = await priceList();
  return { prices: list, selected: chosenRow(request, prices, list) };
});

export const action = pricesAction;

export const shouldRevalidate = deskShouldRevalidate;

export default function StaffPrices({ loaderData, actionData }: Route.ComponentProps) {
  return <DeskResourcePage resource={prices} rows={loaderData.prices} chosen={loaderData.selected} answer={actionData} />;
}
