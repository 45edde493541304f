/**
 * The public API, mounted at /api/v1. One Hono router per area, mounted here;
 * one error shape for every failure (workers/http/errors.ts).
 * Add an area: create `workers/api/<area>.ts` exporting a router and route it below.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AppEnv, ApiError, errorBody, sameOriginOnly } from "../http";
import { getErrorReporter } from "../services";
import { Refusal, apiResponse } from "../operation";
import { translatedApiErrors } from "../i18n";
import { siteApi } from "./site";
import { callingApi } from "./calling";
import { premiumApi } from "./premium";
import { contentApi } from "./content";
import { accountApi } from "./account";
import { accountDataApi } from "./account-data";
import { eventsApi } from "./events";
import { supportApi } from "./support";
import { productsApi } from "./products";
import { ordersApi } from "./orders";
import { licencesApi } from "./licences";
import { staffApi } from "./staff";
import { passkeysApi } from "./passkeys";
import { searchApi } from "./search";

export function createApi() {
  const api = new Hono<AppEnv>();
  // Every error answer leaves in the caller's language (workers/i18n requestLocale).
  api.use("*", translatedApiErrors());

  // Browsers send preflights and capability checks; the API answers every OPTIONS.
  api.options("*", (c) => {
    c.header("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    return c.body(null, 204);
  });
  api.use("*", sameOriginOnly());

  api.route("/", siteApi);
  api.route("/", callingApi);
  api.route("/easyreader-premium", premiumApi);
  api.route("/", contentApi);
  api.route("/", accountApi);
  api.route("/", accountDataApi);
  api.route("/", eventsApi);
  api.route("/", supportApi);
  api.route("/", ordersApi);
  api.route("/", productsApi);
  api.route("/", licencesApi);
  api.route("/", passkeysApi);
  api.route("/", searchApi);
  api.route("/staff", staffApi);

  // Last: an unknown API path is a JSON 404, never the HTML page the site would render.
  api.all("*", (c) => c.json(errorBody(404, "There is no API endpoint at that address."), 404));
  api.onError(async (error, c) => {
    // A refusal thrown by shared code (an area's rules called from a route of another) is its answer.
    if (error instanceof Refusal) return apiResponse(c, error.result);
    if (error instanceof ApiError) {
      return c.json(errorBody(error.status, error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody(error.status, error.status >= 500 ? undefined : error.message), error.status as ContentfulStatusCode);
    }
    console.error("API error", c.req.method, new URL(c.req.url).pathname, error);
    await getErrorReporter(c.env).report({
      source: "server",
      message: error instanceof Error ? error.message : String(error),
      url: c.req.url,
      stack: error instanceof Error ? error.stack : undefined,
      requestId: c.get("requestId"),
      error,
    });
    return c.json(errorBody(500), 500);
  });
  return api;
}
