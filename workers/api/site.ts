/** /api/v1 endpoints of the site shell: reference data, banner, feedback, consent, analytics, errors. */
import { Hono } from "hono";
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";
import { ANALYTICS_ID_COOKIE, COOKIE_POLICY_COOKIE, COOKIE_POLICY_LIFETIME_SECONDS } from "@common/constants";
import { parseCookiePolicy } from "@common/cookie-policy";
import {
  analyticsEventSchema,
  clientErrorSchema,
  cookiePreferencesSchema,
  languageIdParamSchema,
  notFoundFeedbackSchema,
} from "@common/schemas/site";
import { getDb } from "../db/client";
import { countries, languages, states } from "../db/schema";
import { clearNonEssentialCookies, getCookie, isSecureRequest, setCookie } from "../http/cookies";
import { ApiError } from "../http/errors";
import { isAjax } from "../http/request";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { getAnalytics } from "../services/analytics";
import { getErrorReporter } from "../services/error-reporting";
import { FEEDBACK_SUCCESS_MESSAGE, storeNotFoundFeedback } from "../services/feedback";
import { findLocalisation } from "../services/homepage";
import { rateLimit } from "../services/rate-limit";

export const siteApi = new Hono<AppEnv>();

siteApi.get("/homepage/localisations/:languageId", validate("param", languageIdParamSchema), async (c) => {
  const { languageId } = c.req.valid("param");
  const localisation = await findLocalisation(getDb(c.env.DB), languageId);
  if (!localisation) throw new ApiError(404, "There is no homepage localisation for that language.");
  return c.json(localisation);
});

siteApi.get("/languages", async (c) => {
  const rows = await getDb(c.env.DB).select().from(languages).orderBy(asc(languages.id));
  return c.json(rows);
});

siteApi.get("/countries", async (c) => {
  const rows = await getDb(c.env.DB).select().from(countries).orderBy(asc(countries.name));
  return c.json(rows);
});

const statesQuerySchema = v.object({
  countryId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Country id must be a number"), v.transform(Number))),
});

siteApi.get("/states", validate("query", statesQuerySchema), async (c) => {
  const { countryId } = c.req.valid("query");
  const db = getDb(c.env.DB);
  const rows = await db
    .select({ id: states.id, name: states.name, code: states.code, countryId: states.countryId })
    .from(states)
    .where(countryId ? eq(states.countryId, countryId) : undefined)
    .orderBy(asc(states.name));
  return c.json(rows);
});

siteApi.post(
  "/feedback/not-found",
  rateLimit({ name: "feedback", limit: 10, windowSeconds: 600 }),
  validate("body", notFoundFeedbackSchema),
  async (c) => {
    const id = await storeNotFoundFeedback(getDb(c.env.DB), c.req.valid("form"), c.get("requestId"));
    return c.json({ id, message: FEEDBACK_SUCCESS_MESSAGE }, 201);
  },
);

siteApi.post("/cookie/preferences", validate("body", cookiePreferencesSchema), async (c) => {
  const { consent, redirectTo } = c.req.valid("form");
  const given = consent === "1";
  if (!given) clearNonEssentialCookies(c);
  setCookie(c, COOKIE_POLICY_COOKIE, given ? "1" : "0", {
    path: "/",
    maxAge: COOKIE_POLICY_LIFETIME_SECONDS,
    sameSite: "Lax",
    secure: isSecureRequest(c),
  });
  // Without JavaScript the banner is a plain form: send the visitor back where they were.
  if (!isAjax(c)) return c.redirect(redirectTo, 303);
  return c.json({ consent: given });
});

siteApi.post(
  "/analytics/events",
  rateLimit({ name: "analytics", limit: 120, windowSeconds: 60 }),
  validate("body", analyticsEventSchema),
  async (c) => {
    // No consent, no analytics: the event is dropped, and the client is told so.
    if (!parseCookiePolicy(getCookie(c, COOKIE_POLICY_COOKIE))) return c.json({ recorded: false }, 202);
    const event = c.req.valid("form");
    await getAnalytics(c.env).record({ ...event, visitorId: getCookie(c, ANALYTICS_ID_COOKIE) ?? null });
    return c.json({ recorded: true }, 201);
  },
);

siteApi.post(
  "/errors/client",
  rateLimit({ name: "client-errors", limit: 30, windowSeconds: 60 }),
  validate("body", clientErrorSchema),
  async (c) => {
    const reporter = getErrorReporter(c.env);
    const input = c.req.valid("form");
    await reporter.report({ source: "client", ...input, requestId: c.get("requestId") });
    return c.json({ recorded: reporter.enabled }, 202);
  },
);
