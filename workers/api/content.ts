/**
 * /api/v1 endpoints of the content area (issue 9): careers applications with a CV upload,
 * beta registrations, the libraries lists, product help search and the dealer zone session.
 * Page actions call the same functions, so forms work without JavaScript too.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { LIBRARY_APPS, type LibraryApp, listLibraries, searchHelp } from "../content/service";
import { libraryFilterSchema } from "@common/schemas/content";
import { getDb } from "../db/client";
import { ApiError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { validate, readBody } from "../http/validate";
import { rateLimit } from "../services/rate-limit";
import { readSessionUser } from "../identity/session";
import {
  DEALER_SECTIONS,
  type DealerSection,
  clearDealerSessionCookie,
  endDealerSession,
  listDealerResources,
  readDealerSession,
  signInToDealerZone,
} from "../content/dealer-zone";
import { APPLICATION_RECEIVED_MESSAGE, betaConfirmation, processApplication, registerBetaTester } from "../content/forms";

export const contentApi = new Hono<AppEnv>();

contentApi.post("/careers/process-application", rateLimit({ name: "careers", limit: 5, windowSeconds: 3600 }), async (c) => {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new ApiError(415, "Send the application as multipart/form-data with the CV as a file.");
  }
  const outcome = await processApplication(c.env, getDb(c.env.DB), await c.req.formData().catch(() => new FormData()));
  if (!outcome.ok) throw new ApiError(422, "Some of the information you sent needs correcting.", outcome.fieldErrors);
  return c.json({ id: outcome.value.id, message: APPLICATION_RECEIVED_MESSAGE }, 201);
});

contentApi.post("/beta-tester-zone/register", rateLimit({ name: "beta", limit: 10, windowSeconds: 3600 }), async (c) => {
  const body = await readBody(c);
  const user = await readSessionUser(c.req.raw, c.env);
  const outcome = await registerBetaTester(getDb(c.env.DB), body, user?.userId ?? null);
  if (!outcome.ok) throw new ApiError(422, "Some of the information you sent needs correcting.", outcome.fieldErrors);
  return c.json({ id: outcome.value.id, message: betaConfirmation(outcome.value) }, outcome.value.alreadyRegistered ? 200 : 201);
});

const appParamSchema = v.object({ app: v.picklist(["easyreader", "guideconnect"], "Unknown app") });

contentApi.get("/libraries/:app", validate("param", appParamSchema), validate("query", libraryFilterSchema), async (c) => {
  const { app } = c.req.valid("param");
  const filter = c.req.valid("query");
  const name = LIBRARY_APPS.find((candidate) => candidate.toLowerCase() === app) as LibraryApp;
  const rows = await listLibraries(getDb(c.env.DB), name, { countryId: filter.country, languageId: filter.language });
  return c.json(rows.map(({ description: _d, howToJoin: _h, ...library }) => library));
});

const helpSearchSchema = v.object({
  searchTerm: v.pipe(v.string("Search term is required"), v.title("Search term"), v.trim(), v.nonEmpty("Search term is required"), v.maxLength(100, "Search term must be 100 characters or fewer")),
  product: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ""),
});

contentApi.post("/product-help/search", rateLimit({ name: "help-search", limit: 60, windowSeconds: 60 }), validate("body", helpSearchSchema), async (c) => {
  const { searchTerm, product } = c.req.valid("form");
  const results = await searchHelp(getDb(c.env.DB), searchTerm, product || undefined);
  return c.json({
    total: results.length,
    results: results.map(({ body, ...result }) => ({ ...result, url: `/product-help/${result.semanticName}/${result.pageName}` })),
  });
});

// The dealer zone's session ---------------------------------------------------------------

contentApi.post("/dealer-zone/session", rateLimit({ name: "dealer-sign-in", limit: 20, windowSeconds: 600 }), async (c) => {
  const result = await signInToDealerZone(c.req.raw, c.env);
  if (!result.ok && result.reason === "signed-out") throw new ApiError(401, "Sign in with DolphinID first.");
  if (!result.ok) throw new ApiError(403, "Your DolphinID account does not have dealer access. Apply through the dealer enquiry form.");
  c.header("Set-Cookie", result.cookie);
  return c.json({ dealerName: result.session.dealerName, expiresAt: result.session.expiresAt.toISOString() });
});

contentApi.delete("/dealer-zone/session", async (c) => {
  await endDealerSession(c.req.raw, c.env);
  c.header("Set-Cookie", clearDealerSessionCookie());
  return c.body(null, 204);
});

contentApi.get("/dealer-zone/resources/:section", async (c) => {
  const section = c.req.param("section") as DealerSection;
  if (!DEALER_SECTIONS.includes(section)) throw new ApiError(404, "There is no such dealer zone section.");
  const session = await readDealerSession(c.req.raw, c.env);
  if (!session) throw new ApiError(403, "Sign in to the dealer zone to see dealer resources.");
  return c.json(await listDealerResources(c.env, section));
});
