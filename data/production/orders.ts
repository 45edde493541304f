/**
 * Online purchase: every price of product_prices in pounds, euros and dollars, and how each
 * country is served (online with its currency and tax, or only by its dealers). Runs after
 * the products and site data, whose prices and countries it refers to.
 */
import { PRICE_IDS } from "./products.ts";
import { type LoadMode, type SeedArea, upsert } from "./sql.ts";

/**
 * Euro and dollar prices follow the pound price at a fixed list rate, rounded to whole units
 * (a shop's list price, not a daily conversion).
 */
const LIST_RATES = { GBP: 1, EUR: 1.17, USD: 1.27 } as const;

/** [country id, channel, currency, tax name, rate in basis points, relief for sight loss]. */
const COUNTRY_RULES: [number, "online" | "dealer", "GBP" | "EUR" | "USD", string, number, boolean][] = [
  [1, "online", "GBP", "VAT", 2000, true],
  [2, "online", "EUR", "VAT", 2300, false],
  [3, "online", "EUR", "VAT", 1900, false],
  [4, "online", "EUR", "VAT", 2000, false],
  [5, "online", "EUR", "VAT", 2100, false],
  [6, "online", "EUR", "VAT", 2100, false],
  [10, "online", "EUR", "VAT", 2100, false],
  [11, "online", "EUR", "VAT", 2200, false],
  [17, "online", "EUR", "VAT", 2000, false],
  [18, "online", "EUR", "VAT", 2550, false],
  [20, "online", "EUR", "VAT", 2300, false],
  [25, "online", "EUR", "VAT", 1700, false],
  // Sales tax on software is not collected by the shop in the USA.
  [255, "online", "USD", "Sales tax", 0, false],
  // Served by their dealers, who sell in their own currency and language.
  [7, "dealer", "EUR", "VAT", 0, false],
  [8, "dealer", "EUR", "VAT", 0, false],
  [9, "dealer", "EUR", "VAT", 0, false],
  [12, "dealer", "USD", "GST", 0, false],
  [13, "dealer", "USD", "GST", 0, false],
  [14, "dealer", "USD", "Sales tax", 0, false],
  [15, "dealer", "USD", "VAT", 0, false],
  [16, "dealer", "EUR", "VAT", 0, false],
  [19, "dealer", "EUR", "VAT", 0, false],
  [21, "dealer", "USD", "GST", 0, false],
  [22, "dealer", "USD", "GST", 0, false],
  [23, "dealer", "USD", "VAT", 0, false],
  [24, "dealer", "EUR", "VAT", 0, false],
];

export const ordersData: SeedArea = {
  name: "orders",
  statements(mode: LoadMode = "update") {
    const amounts = Object.entries(LIST_RATES).map(([currency, rate]) =>
      `INSERT INTO "price_amounts" ("price_id", "currency", "amount_minor") SELECT id, '${currency}', ${
        rate === 1 ? "amount_pence" : `CAST(round(amount_pence * ${rate} / 100.0) * 100 AS INTEGER)`
      } FROM product_prices WHERE id IN (${PRICE_IDS.join(", ")}) ON CONFLICT ("price_id", "currency") ${mode === "update" ? 'DO UPDATE SET "amount_minor" = excluded."amount_minor"' : "DO NOTHING"};`,
    );
    const rules = upsert(
      "country_tax_rules",
      COUNTRY_RULES.map(([countryId, channel, currency, taxName, rate, relief]) => ({
        country_id: countryId,
        channel,
        currency,
        tax_name: taxName,
        tax_rate_basis_points: rate,
        relief_available: relief,
      })),
      ["country_id"],
      mode,
    );
    return [...amounts, ...rules];
  },
};
