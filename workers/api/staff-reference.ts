/**
 * /api/v1/staff routes of the desk's reference-data sections (prices and tax rules), each made
 * from its operation. Every one answers 404 to anyone without a staff role for this environment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/types";
import { apiRoute } from "../operation";
import { readPrices, readTaxRules, savePrice, saveTaxRule, schedulePrice } from "../staff";

export const staffReferenceApi = new Hono<AppEnv>();

staffReferenceApi.get("/prices", apiRoute(readPrices));
staffReferenceApi.put("/prices/:priceId", apiRoute(savePrice));
staffReferenceApi.post("/prices/:priceId/scheduled", apiRoute(schedulePrice));

staffReferenceApi.get("/tax-rules", apiRoute(readTaxRules));
staffReferenceApi.put("/tax-rules/:countryId", apiRoute(saveTaxRule));
