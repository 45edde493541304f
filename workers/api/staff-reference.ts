/**
 * /api/v1/staff routes of the desk's reference-data sections (prices, tax rules, countries with
 * their states, and languages), each made from its operation. Every one answers 404 to anyone
 * without a staff role for this environment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  addState,
  readCountriesForDesk,
  readCountryStates,
  readLanguagesForDesk,
  readPrices,
  readTaxRules,
  saveCountry,
  saveLanguage,
  savePrice,
  saveState,
  saveTaxRule,
  schedulePrice,
} from "../staff";

export const staffReferenceApi = new Hono<AppEnv>();

staffReferenceApi.get("/prices", apiRoute(readPrices));
staffReferenceApi.put("/prices/:priceId", apiRoute(savePrice));
staffReferenceApi.post("/prices/:priceId/scheduled", apiRoute(schedulePrice));

staffReferenceApi.get("/tax-rules", apiRoute(readTaxRules));
staffReferenceApi.put("/tax-rules/:countryId", apiRoute(saveTaxRule));

staffReferenceApi.get("/countries", apiRoute(readCountriesForDesk));
staffReferenceApi.put("/countries/:countryId", apiRoute(saveCountry));
staffReferenceApi.get("/countries/:countryId/states", apiRoute(readCountryStates));
staffReferenceApi.post("/countries/:countryId/states", apiRoute(addState));
staffReferenceApi.put("/states/:stateId", apiRoute(saveState));

staffReferenceApi.get("/languages", apiRoute(readLanguagesForDesk));
staffReferenceApi.put("/languages/:languageId", apiRoute(saveLanguage));
