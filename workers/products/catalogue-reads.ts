/**
 * The catalogue's /api/v1 reads as operations: market segments, products, versions, version
 * languages and a product's dealers. A malformed or unknown id in the address is a 404 (there
 * is no such resource), never a 422.
 */
import {
  noInputSchema,
  productDealersInputSchema,
  productIdParamSchema,
  productListQuerySchema,
  productVersionParamSchema,
  versionIdParamSchema,
} from "@common/schemas/products";
import type { Database } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { keptReference } from "../site";
import {
  type Product,
  type VersionFilter,
  dealersForProduct,
  getProduct,
  latestVersion,
  listMarketSegments,
  listProducts,
  listVersionLanguages,
  listVersions,
  productSegments,
  productsWithValidDownloads,
  productsWithValidUpdates,
  publicProduct,
  versionWithLanguages,
} from "./catalogue";

/** The id of an address's parameter, or 404 when it was not a number (see the schemas' idParam). */
function requireId(id: number | null): number {
  if (id === null) throw Refusal.status(404, "Not found.");
  return id;
}

/** The visible product an address names, or 404. */
export async function requireProduct(db: Database, productId: number | null): Promise<Product> {
  const product = await getProduct(db, requireId(productId));
  if (!product) throw Refusal.status(404, "There is no product with that id.");
  return product;
}

/** A version with its languages, of one product when the address names one, or 404. */
async function requireVersion(db: Database, versionId: number | null, productId?: number | null) {
  const version = await versionWithLanguages(db, requireId(versionId), productId === undefined ? undefined : requireId(productId));
  if (!version) throw Refusal.status(404, productId === undefined ? "There is no version with that id." : "That product has no version with that id.");
  return version;
}

function versionsOf(name: string, filter: VersionFilter) {
  return defineOperation({
    name,
    input: productIdParamSchema,
    access: "anyone",
    run: async ({ db }, input) => done(await listVersions(db, (await requireProduct(db, input.productId)).id, filter)),
  });
}

/** Every catalogue read, by what it answers; each is a GET under /api/v1. */
export const catalogueReads = {
  /** GET market-segments */
  marketSegments: defineOperation({
    name: "market-segments",
    input: noInputSchema,
    access: "anyone",
    run: async ({ db, env }) => done(await keptReference(env, "market-segments", () => listMarketSegments(db))),
  }),
  /** GET products?showOffline&withValidPatches: kept in the isolate per content version (staff saves change it). */
  products: defineOperation({
    name: "products",
    input: productListQuerySchema,
    access: "anyone",
    run: async ({ db, env }, input) =>
      done(
        await keptReference(env, `products?showOffline=${Boolean(input.showOffline)}&withValidPatches=${Boolean(input.withValidPatches)}`, async () =>
          (await listProducts(db, input)).map(publicProduct),
        ),
      ),
  }),
  /** GET products/with-valid-downloads */
  productsWithDownloads: defineOperation({
    name: "products-with-downloads",
    input: noInputSchema,
    access: "anyone",
    run: async ({ db }) => done((await productsWithValidDownloads(db)).map(publicProduct)),
  }),
  /** GET products/with-valid-updates */
  productsWithUpdates: defineOperation({
    name: "products-with-updates",
    input: noInputSchema,
    access: "anyone",
    run: async ({ db }) => done((await productsWithValidUpdates(db)).map(publicProduct)),
  }),
  /** GET products/{productId}: the product with its market segments. */
  product: defineOperation({
    name: "product",
    input: productIdParamSchema,
    access: "anyone",
    run: async ({ db }, input) => {
      const product = await requireProduct(db, input.productId);
      return done({ ...publicProduct(product), marketSegments: await productSegments(db, product.id) });
    },
  }),
  /** GET products/{productId}/dealers?countryId: the primary dealer first. */
  productDealers: defineOperation({
    name: "product-dealers",
    input: productDealersInputSchema,
    access: "anyone",
    run: async ({ db }, input) => done(await dealersForProduct(db, (await requireProduct(db, input.productId)).id, input.countryId)),
  }),
  /** GET products/{productId}/versions, newest first. */
  versions: versionsOf("product-versions", "all"),
  /** GET products/{productId}/versions/with-downloads */
  versionsWithDownloads: versionsOf("product-versions-with-downloads", "with-downloads"),
  /** GET products/{productId}/versions/with-patches */
  versionsWithPatches: versionsOf("product-versions-with-patches", "with-patches"),
  /** GET products/{productId}/versions/latest: the newest version with a download, or 404. */
  latestVersion: defineOperation({
    name: "latest-version",
    input: productIdParamSchema,
    access: "anyone",
    run: async ({ db }, input) => {
      const version = await latestVersion(db, (await requireProduct(db, input.productId)).id);
      if (!version) throw Refusal.status(404, "That product has no downloadable version.");
      return done(version);
    },
  }),
  /** GET products/{productId}/version-languages/latest: the languages of the newest version (none if there is none). */
  latestVersionLanguages: defineOperation({
    name: "latest-version-languages",
    input: productIdParamSchema,
    access: "anyone",
    run: async ({ db }, input) => {
      const version = await latestVersion(db, (await requireProduct(db, input.productId)).id);
      return done(version ? await listVersionLanguages(db, version.id) : []);
    },
  }),
  /** GET products/versions/{versionId}: a version of any product, with its languages. */
  versionById: defineOperation({
    name: "version",
    input: versionIdParamSchema,
    access: "anyone",
    run: async ({ db }, input) => done(await requireVersion(db, input.versionId)),
  }),
  /** GET products/{productId}/versions/{versionId}: a version of that product, with its languages. */
  productVersion: defineOperation({
    name: "product-version",
    input: productVersionParamSchema,
    access: "anyone",
    run: async ({ db }, input) => done(await requireVersion(db, input.versionId, input.productId)),
  }),
  /** GET products/{productId}/versions/{versionId}/languages */
  productVersionLanguages: defineOperation({
    name: "product-version-languages",
    input: productVersionParamSchema,
    access: "anyone",
    run: async ({ db }, input) => done((await requireVersion(db, input.versionId, input.productId)).languages),
  }),
};
