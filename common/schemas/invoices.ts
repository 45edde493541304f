/**
 * What a buyer adds to an order for its invoice: an optional company name, invoice address and
 * VAT number (checked against its country's format), and the UK disability VAT relief
 * declaration HMRC describes. Whether a VAT number reverse-charges the VAT, and whether the
 * declaration may be made at all, depends on the country bought from: the server decides that
 * (workers/orders/pricing.ts); these schemas check only what the fields hold.
 */
import * as v from "valibot";
import { fieldMessage, optionalText } from "./fields";

/**
 * VAT numbers by their country prefix (the EU's VIES formats, and the UK's): the digits and
 * letters after the prefix. Greece's prefix is EL, not its ISO code GR.
 */
export const VAT_NUMBER_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^\d{9}$|^\d{12}$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  GB: /^\d{9}$|^\d{12}$|^GD\d{3}$|^HA\d{3}$/,
};

/** The EU member states by ISO 3166 code: a business there with a VAT number accounts for the VAT itself. */
export const EU_COUNTRIES = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "GR",
  "ES",
  "FI",
  "FR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
]);

/** The ISO 3166 country a VAT number's prefix names ("EL" is Greece). */
export function vatNumberCountry(vatNumber: string): string {
  const prefix = vatNumber.slice(0, 2);
  return prefix === "EL" ? "GR" : prefix;
}

/** "de 123 456 789" → "DE123456789": spaces, dots and dashes are how people write it, not part of it. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

export function isVatNumberFormat(vatNumber: string): boolean {
  const format = VAT_NUMBER_FORMATS[vatNumber.slice(0, 2)];
  return Boolean(format?.test(vatNumber.slice(2)));
}

/** Optional; when given, the country prefix and that country's format. */
export const vatNumberField = v.pipe(
  optionalText("VAT number", 20),
  v.transform(normaliseVatNumber),
  v.check(
    (value) => value === "" || isVatNumberFormat(value),
    fieldMessage("{label} must start with its country code and follow that country's format, like DE123456789", "VAT number"),
  ),
);

/** A business buyer's details, each optional: posted with every buy form and carried to checkout. */
export const buyerDetailsEntries = {
  companyName: optionalText("Company name", 200),
  invoiceAddress: optionalText("Invoice address", 500),
  vatNumber: vatNumberField,
  reliefName: optionalText("Name of the person with sight loss", 200),
  reliefAddress: optionalText("Their address", 500),
  reliefCondition: optionalText("Their condition", 500),
  reliefStatement: v.pipe(
    v.optional(v.union([v.string(), v.boolean()]), ""),
    v.title("Declaration"),
    v.transform((value) => value === true || ["on", "1", "true", "yes"].includes(String(value).toLowerCase())),
  ),
  reliefCharity: optionalText("Charity", 200),
};

/**
 * The relief declaration when relief is claimed: either the name of the person with sight
 * loss, their address, their condition in their own words and the statement that they are
 * chronically sick or disabled; or the name of the charity the software is for.
 */
export const reliefDeclarationSchema = v.pipe(
  v.object({
    reliefName: buyerDetailsEntries.reliefName,
    reliefAddress: buyerDetailsEntries.reliefAddress,
    reliefCondition: buyerDetailsEntries.reliefCondition,
    reliefStatement: buyerDetailsEntries.reliefStatement,
    reliefCharity: buyerDetailsEntries.reliefCharity,
  }),
  v.forward(
    v.partialCheck(
      [["reliefName"], ["reliefCharity"]],
      (input) => input.reliefCharity !== "" || input.reliefName !== "",
      fieldMessage("{label} is required", "Name of the person with sight loss"),
    ),
    ["reliefName"],
  ),
  v.forward(
    v.partialCheck(
      [["reliefAddress"], ["reliefCharity"]],
      (input) => input.reliefCharity !== "" || input.reliefAddress !== "",
      fieldMessage("{label} is required", "Their address"),
    ),
    ["reliefAddress"],
  ),
  v.forward(
    v.partialCheck(
      [["reliefCondition"], ["reliefCharity"]],
      (input) => input.reliefCharity !== "" || input.reliefCondition !== "",
      fieldMessage("{label} is required", "Their condition"),
    ),
    ["reliefCondition"],
  ),
  v.forward(
    v.partialCheck(
      [["reliefStatement"], ["reliefCharity"]],
      (input) => input.reliefCharity !== "" || input.reliefStatement,
      "Tick the box to declare that the person is chronically sick or disabled, or name the charity",
    ),
    ["reliefStatement"],
  ),
);
