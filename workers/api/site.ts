/**
 * /api/v1 routes of the site shell, each made from its operation (workers/site): reference
 * data, homepage localisations, not-found feedback, cookie preferences, analytics events and
 * browser error reports.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiResponse, apiRoute, readInput, runOperation } from "../operation";
import {
  listCountries,
  listLanguages,
  listStates,
  readHomepageLocalisation,
  recordAnalyticsEvent,
  reportClientError,
  reportMissingPage,
  chooseLanguage,
  saveCookiePreferences,
} from "../site";

export const siteApi = new Hono<AppEnv>();

siteApi.get("/homepage/localisations/:languageId", apiRoute(readHomepageLocalisation));
siteApi.get("/languages", apiRoute(listLanguages));
siteApi.get("/countries", apiRoute(listCountries));
siteApi.get("/states", apiRoute(listStates));

siteApi.post("/feedback/not-found", apiRoute(reportMissingPage));
// Without JavaScript the consent forms post here and go back to the page they came from.
siteApi.post("/cookie/preferences", apiRoute(saveCookiePreferences, { redirectPlainPosts: true }));
siteApi.post("/language", apiRoute(chooseLanguage, { redirectPlainPosts: true }));
siteApi.post("/analytics/events", apiRoute(recordAnalyticsEvent));

// A browser error is tied to the id of the request that reported it, given as a route
// parameter so that it wins over anything the browser sends in its place.
siteApi.post("/errors/client", async (c) => {
  const read = await readInput(c.req.raw);
  if (!read.ok) return apiResponse(c, read.failure);
  const requestId = c.get("requestId");
  return apiResponse(c, await runOperation(reportClientError, { env: c.env, request: c.req.raw, input: read.input, params: { requestId }, requestId }));
});
