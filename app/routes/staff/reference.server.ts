/** The Prices and Tax rules sections on the server: their pages' reads and actions (the same operations as /api/v1/staff/prices and /tax-rules). */
import { listPriceRows, listTaxRules, savePrice, saveTaxRule, schedulePrice } from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";

export type { PriceListing, TaxRuleListing } from "@workers/staff";

export const pricesAction = intentActions({ save: savePrice, schedule: schedulePrice });

export const taxRulesAction = intentActions({ save: saveTaxRule });

export function prices() {
  return listPriceRows(db());
}

export function taxRules() {
  return listTaxRules(db());
}
