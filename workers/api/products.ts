/**
 * /api/v1 endpoints of the products area: the catalogue, versions and languages, market
 * segments, dealers per product, trials and reader downloads, the premium reader unlock
 * (each made from its operation in workers/products) and updates search. The buy pages' calls
 * (supernova/*, product-upgrade/getLicenceData) are in orders.ts.
 */
import { Hono } from "hono";
import { downloadFileParamSchema } from "@common/schemas/staff-products";
import { getDb } from "../db";
import { type AppEnv, validate } from "../http";
import { apiResponse, apiRoute, refuse } from "../operation";
import {
  catalogueReads,
  findLatestDemo,
  requestReaderDownload,
  requestReaderMsiDownload,
  requestTrial,
  serveInstaller,
  unlockPremium,
  findUpdates,
} from "../products";

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

productsApi.get("/updates/search", apiRoute(findUpdates));
productsApi.post("/updates/search", apiRoute(findUpdates));

// A public installer, streamed from the DOWNLOADS bucket (download tokens and demo links lead here; the name is for the browser).
productsApi.get("/downloads/files/:id/:name", validate("param", downloadFileParamSchema), async (c) => {
  const served = await serveInstaller(getDb(c.env.DB), c.env.DOWNLOADS, c.req.valid("param").id);
  return served.ok ? served.response : apiResponse(c, refuse(served.status, served.message));
});
