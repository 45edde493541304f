/**
 * /api/v1 endpoints of the products area (spec 7): the catalogue, versions and languages,
 * market segments, dealers per product, trials and reader downloads, updates search, the
 * premium reader unlock, and the SuperNova buy and upgrade calls.
 */
import { Hono } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import { SUPERNOVA_EDITIONS, formatVersion } from "@common/products";
import {
  editionSchema,
  latestDemoSchema,
  licenceDataSchema,
  productDealersQuerySchema,
  productIdParamSchema,
  productListQuerySchema,
  productVersionParamSchema,
  readerDownloadSchema,
  supernovaDealersSchema,
  supernovaPriceSchema,
  trialRequestSchema,
  unlockSchema,
  updateSearchSchema,
  versionIdParamSchema,
} from "@common/schemas/products";
import { getDb, type Database } from "../db/client";
import { ApiError, fieldError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { requireSignIn, signedInUser } from "../http/require-sign-in";
import { readSessionUser } from "../identity/session";
import {
  dealersForProduct,
  getProduct,
  latestVersion,
  listMarketSegments,
  listPrices,
  listProducts,
  listVersionLanguages,
  listVersions,
  productSegments,
  productsWithValidDownloads,
  productsWithValidUpdates,
  publicProduct,
  versionWithLanguages,
} from "../products/catalogue";
import { createReaderDownload, createTrialRequest, latestDemoVersionId } from "../products/downloads";
import { licenceBySerial, searchUpdates } from "../products/updates";
import { redeemUnlockCode } from "../products/unlock";
import { rateLimit } from "../services/rate-limit";

export const productsApi = new Hono<AppEnv>();

/** Route parameters of spec 5: a malformed id is a 404 (there is no such resource), not a 422. */
function paramOr404<S extends v.GenericSchema>(schema: S) {
  return validator("param", (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new ApiError(404, "Not found.");
    return result.output as v.InferOutput<S>;
  });
}

async function requireProduct(db: Database, productId: number) {
  const product = await getProduct(db, productId);
  if (!product) throw new ApiError(404, "There is no product with that id.");
  return product;
}

productsApi.get("/market-segments", async (c) => c.json(await listMarketSegments(getDb(c.env.DB))));

productsApi.get("/products", validate("query", productListQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const rows = await listProducts(getDb(c.env.DB), query);
  return c.json(rows.map(publicProduct));
});

productsApi.get("/products/with-valid-downloads", async (c) =>
  c.json((await productsWithValidDownloads(getDb(c.env.DB))).map(publicProduct)),
);

productsApi.get("/products/with-valid-updates", async (c) =>
  c.json((await productsWithValidUpdates(getDb(c.env.DB))).map(publicProduct)),
);

productsApi.get("/products/versions/:versionId", paramOr404(versionIdParamSchema), async (c) => {
  const version = await versionWithLanguages(getDb(c.env.DB), c.req.valid("param").versionId);
  if (!version) throw new ApiError(404, "There is no version with that id.");
  return c.json(version);
});

productsApi.get("/products/:productId", paramOr404(productIdParamSchema), async (c) => {
  const db = getDb(c.env.DB);
  const product = await requireProduct(db, c.req.valid("param").productId);
  return c.json({ ...publicProduct(product), marketSegments: await productSegments(db, product.id) });
});

productsApi.get(
  "/products/:productId/dealers",
  paramOr404(productIdParamSchema),
  validate("query", productDealersQuerySchema),
  async (c) => {
    const db = getDb(c.env.DB);
    const product = await requireProduct(db, c.req.valid("param").productId);
    return c.json(await dealersForProduct(db, product.id, c.req.valid("query").countryId));
  },
);

for (const [path, filter] of [
  ["/products/:productId/versions", "all"],
  ["/products/:productId/versions/with-downloads", "with-downloads"],
  ["/products/:productId/versions/with-patches", "with-patches"],
] as const) {
  productsApi.get(path, paramOr404(productIdParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const product = await requireProduct(db, c.req.valid("param").productId);
    return c.json(await listVersions(db, product.id, filter));
  });
}

productsApi.get("/products/:productId/versions/latest", paramOr404(productIdParamSchema), async (c) => {
  const db = getDb(c.env.DB);
  const product = await requireProduct(db, c.req.valid("param").productId);
  const version = await latestVersion(db, product.id);
  if (!version) throw new ApiError(404, "That product has no downloadable version.");
  return c.json(version);
});

productsApi.get("/products/:productId/version-languages/latest", paramOr404(productIdParamSchema), async (c) => {
  const db = getDb(c.env.DB);
  const product = await requireProduct(db, c.req.valid("param").productId);
  const version = await latestVersion(db, product.id);
  return c.json(version ? await listVersionLanguages(db, version.id) : []);
});

productsApi.get("/products/:productId/versions/:versionId", paramOr404(productVersionParamSchema), async (c) => {
  const { productId, versionId } = c.req.valid("param");
  const version = await versionWithLanguages(getDb(c.env.DB), versionId, productId);
  if (!version) throw new ApiError(404, "That product has no version with that id.");
  return c.json(version);
});

productsApi.get("/products/:productId/versions/:versionId/languages", paramOr404(productVersionParamSchema), async (c) => {
  const { productId, versionId } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const version = await versionWithLanguages(db, versionId, productId);
  if (!version) throw new ApiError(404, "That product has no version with that id.");
  return c.json(version.languages);
});

productsApi.post(
  "/products/:productId/demo-downloads",
  rateLimit({ name: "trial-request", limit: 10, windowSeconds: 600 }),
  paramOr404(productIdParamSchema),
  validate("body", trialRequestSchema),
  async (c) => {
    const db = getDb(c.env.DB);
    const product = await requireProduct(db, c.req.valid("param").productId);
    const input = c.req.valid("form");
    const created = await createTrialRequest(db, product.id, input);
    c.header("Location", created.location);
    return c.json({ id: created.id, downloadToken: created.token, redirect: created.location }, 201);
  },
);

productsApi.post("/easyreader/download/get-latest-demo", validate("body", latestDemoSchema), async (c) => {
  const { productId, languageId } = c.req.valid("form");
  const productVersionId = await latestDemoVersionId(getDb(c.env.DB), productId, languageId);
  if (productVersionId === null) throw new ApiError(404, "There is no download of that product in that language.");
  return c.json({ productVersionId });
});

for (const [path, kind] of [
  ["/easyreader/download/request", "reader"],
  ["/easyreader/download/msi", "reader-msi"],
] as const) {
  productsApi.post(path, rateLimit({ name: "reader-download", limit: 10, windowSeconds: 600 }), validate("body", readerDownloadSchema), async (c) => {
    const db = getDb(c.env.DB);
    const input = c.req.valid("form");
    const created = await createReaderDownload(db, input, kind);
    c.header("Location", created.location);
    return c.json({ id: created.id, downloadToken: created.token, redirect: created.location }, 201);
  });
}

productsApi.get("/updates/search", validate("query", updateSearchSchema), async (c) =>
  c.json(await searchUpdates(getDb(c.env.DB), c.req.valid("query"))),
);
productsApi.post("/updates/search", validate("body", updateSearchSchema), async (c) =>
  c.json(await searchUpdates(getDb(c.env.DB), c.req.valid("form"))),
);

productsApi.post(
  "/easyreader-premium/unlock",
  rateLimit({ name: "premium-unlock", limit: 10, windowSeconds: 600 }),
  validate("body", unlockSchema),
  async (c) => {
    const user = await readSessionUser(c.req.raw, c.env);
    const { redirect } = await redeemUnlockCode(getDb(c.env.DB), { ...c.req.valid("form"), accountId: user?.userId ?? null });
    return c.json({ redirect, message: "Premium features are now unlocked for your DolphinID." });
  },
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
