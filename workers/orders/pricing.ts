/**
 * What a purchase costs, computed on the server only: the package's price in the currency of
 * the buyer's country, times the seats, plus that country's tax (none when a UK customer with
 * sight loss claims VAT relief). A country the shop does not serve online is sent to its dealer.
 */
import { and, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { EU_COUNTRIES, reliefDeclarationSchema, vatNumberCountry } from "@common/schemas/invoices";
import { type Database, type Currency, countries, countryTaxRules, priceAmounts, productPrices } from "../db";
import { Refusal } from "../operation";
import { priceDay, priceInForce } from "../products";

export type PriceKind = (typeof productPrices.$inferSelect)["kind"];

export interface CountrySale {
  countryId: number;
  countryName: string;
  /** ISO 3166 ("GB", "DE"): what a VAT number's prefix is compared with. */
  countryCode: string;
  /** "online": the shop sells there; "dealer": only its dealers do. */
  channel: "online" | "dealer";
  currency: Currency;
  taxName: string;
  taxRateBasisPoints: number;
  reliefAvailable: boolean;
}

/** The UK, where the shop's list prices are set and the seller is: shown before a visitor names a country. */
export const HOME_COUNTRY_ID = 1;

/** The country a page in each locale is priced for until the visitor chooses another (ISO 3166). */
const LOCALE_COUNTRIES: Record<string, string> = { "en-gb": "GB", "en-us": "US", "de-de": "DE", "fr-fr": "FR", "nl-nl": "NL" };

/** The id of the country a locale's buy page shows first; the UK for a locale without one. */
export async function localeCountryId(db: Database, locale: string): Promise<number> {
  const code = LOCALE_COUNTRIES[locale];
  if (!code) return HOME_COUNTRY_ID;
  const row = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso3166, code)).get();
  return row?.id ?? HOME_COUNTRY_ID;
}

export const DEALER_ONLY_MESSAGE = "We do not sell online in that country: please buy from a dealer there, who can also install it and train you.";

/** How a country is served; a country the shop has no rule for is served by its dealers. */
export async function countrySale(db: Database, countryId: number): Promise<CountrySale | null> {
  const row = await db
    .select({ countryId: countries.id, countryName: countries.name, countryCode: countries.iso3166, rule: countryTaxRules })
    .from(countries)
    .leftJoin(countryTaxRules, eq(countryTaxRules.countryId, countries.id))
    .where(eq(countries.id, countryId))
    .get();
  if (!row) return null;
  const rule = row.rule;
  return {
    countryId: row.countryId,
    countryName: row.countryName,
    countryCode: row.countryCode,
    channel: rule?.channel ?? "dealer",
    currency: rule?.currency ?? "GBP",
    taxName: rule?.taxName ?? "VAT",
    taxRateBasisPoints: rule?.taxRateBasisPoints ?? 0,
    reliefAvailable: rule?.reliefAvailable ?? false,
  };
}

/** Every country with how it is served, for the buy pages' country list. */
export async function listCountrySales(db: Database): Promise<CountrySale[]> {
  const rows = await db
    .select({ countryId: countries.id, countryName: countries.name, countryCode: countries.iso3166, rule: countryTaxRules })
    .from(countries)
    .leftJoin(countryTaxRules, eq(countryTaxRules.countryId, countries.id))
    .orderBy(countries.name);
  return rows.map(({ countryId, countryName, countryCode, rule }) => ({
    countryId,
    countryName,
    countryCode,
    channel: rule?.channel ?? "dealer",
    currency: rule?.currency ?? "GBP",
    taxName: rule?.taxName ?? "VAT",
    taxRateBasisPoints: rule?.taxRateBasisPoints ?? 0,
    reliefAvailable: rule?.reliefAvailable ?? false,
  }));
}

export interface PackagePrice {
  priceId: number;
  productId: number;
  kind: PriceKind;
  edition: string | null;
  fulfilment: "download" | "usb";
  label: string;
  currency: Currency;
  /** Before tax, in minor units. */
  amountMinor: number;
  vatReliefEligible: boolean;
}

const packageColumns = {
  priceId: productPrices.id,
  productId: productPrices.productId,
  kind: productPrices.kind,
  edition: productPrices.edition,
  fulfilment: productPrices.fulfilment,
  label: productPrices.label,
  currency: priceAmounts.currency,
  amountMinor: priceAmounts.amountMinor,
  vatReliefEligible: productPrices.vatReliefEligible,
};

/** The packages of some products of one kind, priced in one currency as of today, in the catalogue's order. */
export async function listPackages(db: Database, productIds: number[], kind: PriceKind, currency: Currency, now = Date.now()): Promise<PackagePrice[]> {
  if (productIds.length === 0) return [];
  return db
    .select(packageColumns)
    .from(productPrices)
    .innerJoin(priceAmounts, and(eq(priceAmounts.priceId, productPrices.id), eq(priceAmounts.currency, currency)))
    .where(and(inArray(productPrices.productId, productIds), eq(productPrices.kind, kind), priceInForce(db, priceDay(now))))
    .orderBy(productPrices.id);
}

/** A package by its price row, only while that row is the price in force (a form opened before a price change is refused, not charged the old price). */
export async function findPackage(db: Database, priceId: number, currency: Currency, now = Date.now()): Promise<PackagePrice | undefined> {
  return db
    .select(packageColumns)
    .from(productPrices)
    .innerJoin(priceAmounts, and(eq(priceAmounts.priceId, productPrices.id), eq(priceAmounts.currency, currency)))
    .where(and(eq(productPrices.id, priceId), priceInForce(db, priceDay(now))))
    .get();
}

/** Tax on an amount, rounded half up to the minor unit. */
export function taxOn(netMinor: number, rateBasisPoints: number): number {
  return Math.floor((netMinor * rateBasisPoints + 5000) / 10000);
}

export interface Quote {
  package: PackagePrice;
  sale: CountrySale;
  quantity: number;
  currency: Currency;
  unitAmountMinor: number;
  netAmountMinor: number;
  taxName: string;
  taxRateBasisPoints: number;
  taxAmountMinor: number;
  totalAmountMinor: number;
  taxRelief: boolean;
  /** An EU business buyer with a VAT number: no VAT charged, the buyer accounts for it. */
  reverseCharge: boolean;
}

/** The whole price of `quantity` of a package in a country: the one computation every page and payment uses. */
export function priceQuote(pkg: PackagePrice, sale: CountrySale, quantity: number, claimRelief: boolean, vatNumber = ""): Quote {
  const taxRelief = claimRelief && sale.reliefAvailable && pkg.vatReliefEligible;
  const reverseCharge = !taxRelief && reverseCharged(sale, vatNumber);
  const netAmountMinor = pkg.amountMinor * quantity;
  const taxRateBasisPoints = taxRelief || reverseCharge ? 0 : sale.taxRateBasisPoints;
  const taxAmountMinor = taxOn(netAmountMinor, taxRateBasisPoints);
  return {
    package: pkg,
    sale,
    quantity,
    currency: pkg.currency,
    unitAmountMinor: pkg.amountMinor,
    netAmountMinor,
    taxName: sale.taxName,
    taxRateBasisPoints,
    taxAmountMinor,
    totalAmountMinor: netAmountMinor + taxAmountMinor,
    taxRelief,
    reverseCharge,
  };
}

/**
 * The seller is in the UK, outside the EU: a business in an EU country with a VAT number of
 * that country accounts for the VAT itself (reverse charge), so none is charged. A UK business
 * pays UK VAT; the United States has no VAT. See docs/decisions/0027.
 */
export function reverseCharged(sale: CountrySale, vatNumber: string): boolean {
  return vatNumber !== "" && EU_COUNTRIES.has(sale.countryCode) && vatNumberCountry(vatNumber) === sale.countryCode;
}

/** The buyer's part of a choice: a VAT number of the country bought from, and the relief declaration whenever relief is claimed. */
function checkBuyer(sale: CountrySale, choice: BuyerChoice): void {
  if (choice.vatNumber && vatNumberCountry(choice.vatNumber) !== sale.countryCode) {
    throw Refusal.field("vatNumber", "VAT number", "The VAT number must be from the country you buy from");
  }
  if (choice.taxRelief && sale.reliefAvailable) {
    const declaration = v.safeParse(reliefDeclarationSchema, choice);
    if (!declaration.success)
      throw new Refusal({ kind: "invalid", message: "Check your order", fieldErrors: fieldErrorsFromIssues(reliefDeclarationSchema, declaration.issues) });
  }
}

/** What a buyer may add to any choice (all optional). */
export interface BuyerChoice {
  taxRelief: boolean;
  vatNumber?: string;
  reliefName?: string;
  reliefAddress?: string;
  reliefCondition?: string;
  reliefStatement?: boolean;
  reliefCharity?: string;
}

/**
 * The quote for an order's choices, refusing what cannot be bought online: an unknown
 * country or package (a field error), a country served only by dealers, a package of
 * another kind than the page sells, or seats for a package sold one at a time.
 */
export async function quoteChoice(
  db: Database,
  choice: { priceId: number; countryId: number; quantity: number } & BuyerChoice,
  expect: { kinds: readonly PriceKind[] },
): Promise<Quote> {
  const sale = await countrySale(db, choice.countryId);
  if (!sale) throw Refusal.field("countryId", "Country", "Choose your country from the list");
  if (sale.channel === "dealer") throw Refusal.field("countryId", "Country", DEALER_ONLY_MESSAGE);
  const pkg = await findPackage(db, choice.priceId, sale.currency);
  if (!pkg || !expect.kinds.includes(pkg.kind)) throw Refusal.field("priceId", "Package", "Choose a package from the list");
  if (pkg.kind !== "subscribe" && choice.quantity !== 1) throw Refusal.field("quantity", "Seats", "This package is sold one licence at a time");
  checkBuyer(sale, choice);
  return priceQuote(pkg, sale, choice.quantity, choice.taxRelief, choice.vatNumber ?? "");
}

/** Minor units as money in its currency: 39500 GBP → "£395.00". */
export function formatMoney(amountMinor: number, currency: Currency | string, intlLocale = "en-GB"): string {
  return new Intl.NumberFormat(intlLocale, { style: "currency", currency }).format(amountMinor / 100);
}

/** A tax rate for people: 2000 → "20%", 2550 → "25.5%". */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
