/**
 * /api/v1 endpoints of the support desk (spec 7): contact and support messages, the human
 * check, support products, callbacks and training, bug reports, the knowledge base, dealers,
 * the visitor's country (with offline reverse geocoding) and the newsletter.
 */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import {
  NEWSLETTER_ALREADY,
  NEWSLETTER_FAILURE,
  NEWSLETTER_SUBSCRIBED,
} from "@common/support/messages";
import { COUNTRY_COOKIE } from "@common/support/constants";
import {
  countryIdParamSchema,
  dealerLocateSchema,
  humanCheckSchema,
  kbQuickSearchSchema,
  kbSearchSchema,
  newsletterSchema,
  reverseGeocodeSchema,
  sessionCountrySchema,
  supportProductIdParamSchema,
} from "@common/schemas/support";
import { getDb } from "../db/client";
import { countries } from "../db/schema";
import { isSecureRequest, setCookie } from "../http/cookies";
import { ApiError, fieldError } from "../http/errors";
import { isAjax } from "../http/request";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { findDealers, findPrimaryDealer } from "../services/dealers";
import { getGeocoder } from "../services/geocoder";
import { LocalHumanVerifier, getHumanVerifier } from "../services/human-check";
import { findArticle, searchKnowledgeBase } from "../services/knowledge-base";
import { NewsletterProviderError, getNewsletter } from "../services/newsletter";
import { clientAddress, rateLimit } from "../services/rate-limit";
import { apiRoute } from "../operation";
import { bookCallback, bookTraining, findSupportProduct, formatSlot, listOpenSlots, listSupportProducts, sendBugReport, sendContactMessage, sendSupportMessage } from "../support";

export const supportApi = new Hono<AppEnv>();

export const NEWSLETTER_RATE_LIMIT = { name: "newsletter", limit: 5, windowSeconds: 600 };
export const HUMAN_CHECK_RATE_LIMIT = { name: "human-check", limit: 30, windowSeconds: 600 };

// ---- Human check -------------------------------------------------------------------------

/** The local check's "execute": a one-time token for the page (the providers issue their own). */
supportApi.get("/recaptcha/token", rateLimit(HUMAN_CHECK_RATE_LIMIT), async (c) => {
  const verifier = getHumanVerifier(c.env, getDb(c.env.DB));
  if (!(verifier instanceof LocalHumanVerifier)) throw new ApiError(404, "Tokens come from the verification provider.");
  const action = (c.req.query("action") ?? "").slice(0, 100);
  return c.json({ token: await verifier.issueToken(action) });
});

supportApi.post("/recaptcha/verify", rateLimit(HUMAN_CHECK_RATE_LIMIT), validate("body", humanCheckSchema), async (c) => {
  const { token, action } = c.req.valid("form");
  const result = await getHumanVerifier(c.env, getDb(c.env.DB)).verify(token, { action: action || undefined, remoteIp: clientAddress(c.req.raw) });
  return c.json(result);
});

// ---- Messages ----------------------------------------------------------------------------

supportApi.post("/contact/message", apiRoute(sendContactMessage));
supportApi.post("/contact/support/message", apiRoute(sendSupportMessage));
supportApi.post("/support/report-bug", apiRoute(sendBugReport));

// ---- Support products ----------------------------------------------------------------------

const productJson = (p: { id: number; productName: string; semanticName: string; canEmailSupport: boolean; canBookCallback: boolean; isCurrent: boolean }) => ({
  id: p.id,
  product_name: p.productName,
  semanticName: p.semanticName,
  isCurrent: p.isCurrent,
  canEmailSupport: p.canEmailSupport,
  canBookCallback: p.canBookCallback,
});

supportApi.get("/support-products/all", async (c) => c.json((await listSupportProducts(getDb(c.env.DB), "all")).map(productJson)));
supportApi.get("/support-products/current", async (c) => c.json((await listSupportProducts(getDb(c.env.DB), "current")).map(productJson)));
supportApi.get("/support-products/current/can-email-support", async (c) =>
  c.json((await listSupportProducts(getDb(c.env.DB), "email")).map(productJson)),
);
supportApi.get("/support-products/current/can-book-callback", async (c) =>
  c.json((await listSupportProducts(getDb(c.env.DB), "callback")).map(productJson)),
);
supportApi.get("/support-products/:id{[0-9]+}", validate("param", supportProductIdParamSchema), async (c) => {
  const product = await findSupportProduct(getDb(c.env.DB), { id: c.req.valid("param").id });
  if (!product) throw new ApiError(404, "There is no support product with that id.");
  return c.json(productJson(product));
});

// ---- Callbacks and training ---------------------------------------------------------------

const slotKindSchema = v.object({ kind: v.pipe(v.optional(v.picklist(["callback", "training"], "Choose callback or training"), "callback"), v.title("Kind")) });

supportApi.get("/support/slots", validate("query", slotKindSchema), async (c) => {
  const slots = await listOpenSlots(getDb(c.env.DB), c.req.valid("query").kind);
  return c.json(slots.map((slot) => ({ id: slot.id, title: slot.title, productName: slot.productName, startsAt: slot.startsAt.toISOString(), durationMinutes: slot.durationMinutes, label: formatSlot(slot) })));
});

supportApi.post("/support/book-callback", apiRoute(bookCallback));
supportApi.post("/book-training", apiRoute(bookTraining));

// ---- Knowledge base -------------------------------------------------------------------------

supportApi.get("/support/knowledge-base/articles", validate("query", kbSearchSchema), async (c) => {
  const { searchTerm, productId, page, perPage } = c.req.valid("query");
  return c.json(await searchKnowledgeBase(c.env.DB, { searchTerm, productId, page, perPage }));
});

supportApi.get("/support/knowledge-base/articles/:id{[0-9]+}", async (c) => {
  const article = await findArticle(c.env.DB, Number(c.req.param("id")));
  if (!article) throw new ApiError(404, "There is no article with that id.");
  return c.json(article);
});

const quickSearch = [
  rateLimit({ name: "kb-search", limit: 120, windowSeconds: 60 }),
  validate("body", kbQuickSearchSchema),
] as const;
// product-help/search belongs to the product help pages (workers/api/content.ts); the knowledge base answers search-kb.
supportApi.post("/search-kb", ...quickSearch, async (c) => {
  const { searchTerm, productId } = c.req.valid("form");
  return c.json(await searchKnowledgeBase(c.env.DB, { searchTerm, productId }));
});

// ---- Dealers ----------------------------------------------------------------------------------

supportApi.get("/countries/:id/dealers/primary", validate("param", countryIdParamSchema), async (c) => {
  const dealer = await findPrimaryDealer(getDb(c.env.DB), c.req.valid("param").id);
  if (!dealer) throw new ApiError(404, "There is no primary dealer for that country.");
  return c.json(dealer);
});

const fetchDealers = [rateLimit({ name: "dealer-locate", limit: 60, windowSeconds: 60 })] as const;
supportApi.post("/dealer-locate/fetch-dealers", ...fetchDealers, validate("body", dealerLocateSchema), async (c) => {
  const { country, state } = c.req.valid("form");
  return c.json({ dealers: await findDealers(getDb(c.env.DB), country, state) });
});
supportApi.get("/dealer-locate/fetch-dealers", ...fetchDealers, validate("query", dealerLocateSchema), async (c) => {
  const { country, state } = c.req.valid("query");
  return c.json({ dealers: await findDealers(getDb(c.env.DB), country, state) });
});

// ---- Country --------------------------------------------------------------------------------

supportApi.get("/geolocation/reverse", rateLimit({ name: "geolocation", limit: 30, windowSeconds: 60 }), validate("query", reverseGeocodeSchema), async (c) => {
  const { latitude, longitude } = c.req.valid("query");
  const result = await getGeocoder(c.env).reverse(latitude, longitude);
  let country = null;
  if (result.countryCode) {
    [country] = await getDb(c.env.DB).select().from(countries).where(eq(countries.iso3166, result.countryCode));
  }
  return c.json({ ...result, country: country ?? null });
});

supportApi.post("/session/country", validate("body", sessionCountrySchema), async (c) => {
  const { countryId, redirectTo } = c.req.valid("form");
  const [country] = await getDb(c.env.DB).select().from(countries).where(eq(countries.id, countryId));
  if (!country) throw fieldError("countryId", "Country", "Choose a country from the list");
  setCookie(c, COUNTRY_COOKIE, String(country.id), { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "Lax", secure: isSecureRequest(c) });
  if (!isAjax(c) && redirectTo) return c.redirect(redirectTo, 303);
  return c.json({ country, message: `Your country is now ${country.name}.` });
});

// ---- Newsletter -------------------------------------------------------------------------------

supportApi.post("/mailchimp/newsletter", rateLimit(NEWSLETTER_RATE_LIMIT), validate("body", newsletterSchema), async (c) => {
  const { email, emailType } = c.req.valid("form");
  try {
    const result = await getNewsletter(c.env, getDb(c.env.DB)).subscribe(email, emailType);
    return result.status === "subscribed"
      ? c.json({ status: result.status, message: NEWSLETTER_SUBSCRIBED }, 201)
      : c.json({ status: result.status, message: NEWSLETTER_ALREADY }, 200);
  } catch (error) {
    if (error instanceof NewsletterProviderError) throw new ApiError(502, NEWSLETTER_FAILURE);
    throw error;
  }
});
