/**
 * /api/v1 endpoints of the products area: the catalogue, versions and languages, market
 * segments, dealers per product, trials and reader downloads, the premium reader unlock
 * (each made from its operation in workers/products), updates search, and the SuperNova buy
 * and upgrade calls.
 */
import { Hono } from "hono";
import { SUPERNOVA_EDITIONS, formatVersion } from "@common/products";
import {
  editionSchema,
  licenceDataSchema,
  supernovaDealersSchema,
  supernovaPriceSchema,
  updateSearchSchema,
} from "@common/schemas/products";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { requireSignIn, signedInUser } from "../http/require-sign-in";
import { apiRoute } from "../operation";
import {
  catalogueReads,
  dealersForProduct,
  findLatestDemo,
  getProduct,
  latestVersion,
  listPrices,
  listVersionLanguages,
  requestReaderDownload,
  requestReaderMsiDownload,
  requestTrial,
  unlockPremium,
} from "../products";
import { licenceBySerial, searchUpdates } from "../products/updates";

export const productsApi = new Hono<AppEnv>();

// The fixed paths first: "with-valid-downloads" is not a product id.
productsApi.get("/market-segments", apiRoute(catalogueReads.marketSegments));
productsApi.get("/products", apiRoute(catalogueReads.products));
productsApi.get("/products/with-valid-downloads", apiRoute(catalogueReads.productsWithDownloads));
productsApi.get("/products/with-valid-updates", apiRoute(catalogueReads.productsWithUpdates));
productsApi.get("/products/versions/:versionId", apiRoute(catalogueReads.versionById));
productsApi.get("/products/:productId", apiRoute(catalogueReads.product));
productsApi.get("/products/:productId/dealers", apiRoute(catalogueReads.productDealers));
productsApi.get("/products/:productId/versions", apiRoute(catalogueReads.versions));
productsApi.get("/products/:productId/versions/with-downloads", apiRoute(catalogueReads.versionsWithDownloads));
productsApi.get("/products/:productId/versions/with-patches", apiRoute(catalogueReads.versionsWithPatches));
productsApi.get("/products/:productId/versions/latest", apiRoute(catalogueReads.latestVersion));
productsApi.get("/products/:productId/version-languages/latest", apiRoute(catalogueReads.latestVersionLanguages));
productsApi.get("/products/:productId/versions/:versionId", apiRoute(catalogueReads.productVersion));
productsApi.get("/products/:productId/versions/:versionId/languages", apiRoute(catalogueReads.productVersionLanguages));

// A created trial or download answers 201 with its download page in Location (and `redirect`).
productsApi.post("/products/:productId/demo-downloads", apiRoute(requestTrial, { locationHeader: true }));
productsApi.post("/easyreader/download/get-latest-demo", apiRoute(findLatestDemo));
productsApi.post("/easyreader/download/request", apiRoute(requestReaderDownload, { locationHeader: true }));
productsApi.post("/easyreader/download/msi", apiRoute(requestReaderMsiDownload, { locationHeader: true }));
productsApi.post("/easyreader-premium/unlock", apiRoute(unlockPremium));

productsApi.get("/updates/search", validate("query", updateSearchSchema), async (c) =>
  c.json(await searchUpdates(getDb(c.env.DB), c.req.valid("query"))),
);
productsApi.post("/updates/search", validate("body", updateSearchSchema), async (c) =>
  c.json(await searchUpdates(getDb(c.env.DB), c.req.valid("form"))),
);

/* SuperNova buy page calls (spec 7: supernova/checkAvailibility, getLanguages, getFulfilments, getPrice, getDealers). */

function editionProductId(edition: string): number {
  return SUPERNOVA_EDITIONS.find((entry) => entry.edition === edition)!.productId;
}

productsApi.post("/supernova/checkAvailibility", validate("body", editionSchema), async (c) => {
  const db = getDb(c.env.DB);
  const productId = editionProductId(c.req.valid("form").edition);
  const [product, version, prices] = await Promise.all([getProduct(db, productId), latestVersion(db, productId), listPrices(db, [productId], "buy")]);
  return c.json({
    available: Boolean(product?.online && version && prices.length > 0),
    productId,
    version: version ? formatVersion(version) : null,
  });
});

productsApi.post("/supernova/getLanguages", validate("body", editionSchema), async (c) => {
  const db = getDb(c.env.DB);
  const version = await latestVersion(db, editionProductId(c.req.valid("form").edition));
  const languages = version ? await listVersionLanguages(db, version.id) : [];
  return c.json(languages.map((entry) => ({ id: entry.languageId, name: entry.language.name })));
});

productsApi.post("/supernova/getFulfilments", validate("body", editionSchema), async (c) => {
  const prices = await listPrices(getDb(c.env.DB), [editionProductId(c.req.valid("form").edition)], "buy");
  return c.json(prices.map((price) => price.fulfilment));
});

productsApi.post("/supernova/getPrice", validate("body", supernovaPriceSchema), async (c) => {
  const { edition, fulfilment, kind } = c.req.valid("form");
  const prices = await listPrices(getDb(c.env.DB), [editionProductId(edition)], kind);
  const price = prices.find((entry) => entry.fulfilment === fulfilment);
  if (!price) throw fieldError("fulfilment", "Fulfilment", "That edition is not sold that way");
  return c.json({ label: price.label, currency: price.currency, amountPence: price.amountPence, vatReliefEligible: price.vatReliefEligible });
});

productsApi.post("/supernova/getDealers", validate("body", supernovaDealersSchema), async (c) => {
  return c.json(await dealersForProduct(getDb(c.env.DB), SUPERNOVA_EDITIONS[0].productId, c.req.valid("form").countryId));
});

const LICENCE_SIGN_IN_MESSAGE = "Sign in with your DolphinID to look up your licence.";
productsApi.post("/product-upgrade/getLicenceData", requireSignIn(LICENCE_SIGN_IN_MESSAGE), validate("body", licenceDataSchema), async (c) => {
  const user = await signedInUser(c, LICENCE_SIGN_IN_MESSAGE);
  const db = getDb(c.env.DB);
  const licence = await licenceBySerial(db, user.userId, c.req.valid("form").serial.toUpperCase());
  if (!licence) throw fieldError("serial", "Serial number", "We could not find that serial number on your DolphinID account");
  const [upgrade] = await listPrices(db, [licence.productId], "upgrade");
  const [renew] = await listPrices(db, [licence.productId], "renew-sma");
  const latest = await latestVersion(db, licence.productId);
  return c.json({
    ...licence,
    smaExpiresAt: licence.smaExpiresAt?.toISOString() ?? null,
    latestVersion: latest ? formatVersion(latest) : null,
    upToDate: latest ? latest.major <= licence.maxMajor : true,
    upgradePrice: upgrade ? { label: upgrade.label, amountPence: upgrade.amountPence } : null,
    renewPrice: renew ? { label: renew.label, amountPence: renew.amountPence } : null,
  });
});
