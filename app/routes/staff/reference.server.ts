/**
 * The reference-data sections on the server (Prices, Tax rules, Countries and states,
 * Languages): their pages' reads and actions, the same operations as /api/v1/staff/prices,
 * /tax-rules, /countries, /states and /languages.
 */
import {
  addState,
  listCountriesForDesk,
  listLanguagesForDesk,
  listPriceRows,
  listStatesForDesk,
  listTaxRules,
  saveCountry,
  saveLanguage,
  savePrice,
  saveState,
  saveTaxRule,
  schedulePrice,
} from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";

export type { CountryListing, LanguageListing, PriceListing, StateListing, TaxRuleListing } from "@workers/staff";

export const pricesAction = intentActions({ save: savePrice, schedule: schedulePrice });

export const taxRulesAction = intentActions({ save: saveTaxRule });

export const countriesAction = intentActions({ "save-country": saveCountry, "save-state": saveState, "add-state": addState });

export const languagesAction = intentActions({ save: saveLanguage });

export function prices() {
  return listPriceRows(db());
}

export function taxRules() {
  return listTaxRules(db());
}

export function countryList() {
  return listCountriesForDesk(db());
}

export function statesOf(countryId: number) {
  return listStatesForDesk(db(), countryId);
}

export function languageList() {
  return listLanguagesForDesk(db());
}
