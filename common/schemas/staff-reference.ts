/**
 * Valibot schemas of the staff desk's reference-data sections: prices (per package, per
 * currency, from the day each starts), tax rules (per country), countries with their states, and
 * languages. Every edit form carries the revision it was opened at.
 */
import * as v from "valibot";
import { fieldMessage, numericId, oneOf, optionalCheckbox, requiredText } from "./fields";
import { revisionField } from "./staff";

export const PRICE_CURRENCIES = ["GBP", "EUR", "USD"] as const;
export const SALES_CHANNEL_NAMES = ["online", "dealer"] as const;

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

/** An amount of money as typed ("395" or "395.00"), in minor units (pence, cents). */
function amountField(label: string, required: boolean) {
  return v.pipe(
    v.optional(v.pipe(v.string(), v.trim()), ""),
    v.title(label),
    v.check((value) => (required ? value !== "" : true), fieldMessage("{label} is required", label)),
    v.check((value) => value === "" || AMOUNT.test(value), fieldMessage("{label} must be an amount, like 395.00", label)),
    v.transform((value) => (value === "" ? null : Math.round(Number(value) * 100))),
  );
}

/** A day, YYYY-MM-DD (a date field). */
export function dayField(label: string) {
  return v.pipe(
    requiredText(label, 10),
    v.check(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      fieldMessage("{label} must be a date, like 2027-01-01", label),
    ),
  );
}

const priceFields = {
  label: requiredText("Name on the receipt", 200),
  startsOn: dayField("Starts on"),
  amountGBP: v.pipe(
    amountField("Price in pounds (GBP)", true),
    v.transform((value) => value ?? 0),
  ),
  amountEUR: amountField("Price in euros (EUR)", false),
  amountUSD: amountField("Price in dollars (USD)", false),
  vatReliefEligible: optionalCheckbox("VAT relief for sight loss applies"),
};

/** A change to one price row, in place. */
export const priceSaveSchema = v.object({ priceId: numericId("Price"), revision: revisionField, ...priceFields });

/** A new price for the same package from a later day (the row it starts from is `priceId`). */
export const priceScheduleSchema = v.object({ priceId: numericId("Price"), ...priceFields });

/** A tax rate as typed, in percent with up to two decimals ("20", "25.5"), as basis points. */
const taxRateField = v.pipe(
  v.optional(v.pipe(v.string(), v.trim()), ""),
  v.title("Tax rate (%)"),
  v.check((value) => value !== "", fieldMessage("{label} is required", "Tax rate (%)")),
  v.check(
    (value) => value === "" || (/^\d{1,3}(?:\.\d{1,2})?$/.test(value) && Number(value) <= 100),
    fieldMessage("{label} must be a percentage from 0 to 100, like 20 or 25.5", "Tax rate (%)"),
  ),
  v.transform((value) => Math.round(Number(value) * 100)),
);

/** A country's tax rule: how it is served, in which currency, and its tax (revision 0: no rule yet). */
export const taxRuleSaveSchema = v.object({
  countryId: numericId("Country"),
  revision: revisionField,
  channel: oneOf("Sold", SALES_CHANNEL_NAMES, "Choose how the country is sold to"),
  currency: oneOf("Currency", PRICE_CURRENCIES),
  taxName: requiredText("Tax name", 40),
  taxRate: taxRateField,
  reliefAvailable: optionalCheckbox("Relief from the tax for sight loss"),
});

/** A code typed to a fixed pattern (ISO codes): required, trimmed, never changed to fit. */
function codeField(label: string, pattern: RegExp, rule: string) {
  return v.pipe(
    requiredText(label, 10),
    v.check((value) => pattern.test(value), fieldMessage(rule, label)),
  );
}

/** A country's name and its ISO 3166 code (unique among the countries: checked by the save). */
export const countrySaveSchema = v.object({
  countryId: numericId("Country"),
  revision: revisionField,
  name: requiredText("Country name", 100),
  iso3166: codeField("ISO 3166 code", /^[A-Z]{2}$/, "{label} must be two capital letters, like DE"),
});

/** Named apart from the country's fields: the country's form and a state's share one page. */
const stateFields = {
  stateName: requiredText("State name", 100),
  stateCode: codeField("State code", /^[A-Z0-9]{1,3}$/, "{label} must be one to three capital letters or digits, like CA"),
};

/** A change to one state of a country. */
export const stateSaveSchema = v.object({ stateId: numericId("State"), revision: revisionField, ...stateFields });

/** A new state of a country. */
export const stateAddSchema = v.object({ countryId: numericId("Country"), ...stateFields });

/** A language's name and its ISO 639-1 and 639-3 codes. */
export const languageSaveSchema = v.object({
  languageId: numericId("Language"),
  revision: revisionField,
  name: requiredText("Language name", 100),
  iso6391: codeField("ISO 639-1 code", /^[a-z]{2}$/, "{label} must be two lower-case letters, like de"),
  iso6393: codeField("ISO 639-3 code", /^[a-z]{3}$/, "{label} must be three lower-case letters, like deu"),
});
