/**
 * /api/v1/staff/translations: where every translation stands, one item's translations, and a
 * translation saved as a draft, published or unpublished (each naming the revision it was read
 * at). Anyone without a staff role for this environment gets 404.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import { publishTranslation, readTranslationForDesk, readTranslationsForDesk, saveTranslationDraft, unpublishTranslation } from "../staff";

export const staffTranslationsApi = new Hono<AppEnv>();

staffTranslationsApi.get("/translations", apiRoute(readTranslationsForDesk));
staffTranslationsApi.get("/translations/:kind/:itemId", apiRoute(readTranslationForDesk));
staffTranslationsApi.put("/translations/:kind/:itemId/:language", apiRoute(saveTranslationDraft));
staffTranslationsApi.post("/translations/:kind/:itemId/:language/publish", apiRoute(publishTranslation));
staffTranslationsApi.post("/translations/:kind/:itemId/:language/unpublish", apiRoute(unpublishTranslation));
