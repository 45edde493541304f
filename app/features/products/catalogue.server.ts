/**
 * The products pages' door to the catalogue (workers/products): the reads their loaders use,
 * cleaned content HTML, and the cards of a product list.
 */
import { MARKET_SEGMENTS } from "@common/products";
import { type Product, productSegments } from "@workers/products";
import type { Database } from "@workers/db";
import type { ProductCardData } from "./ProductCard";

export {
  type Product,
  familyProducts,
  getFamily,
  getLanguageByCode,
  getMarketSegment,
  getProduct,
  getProductBySemanticName,
  getVersion,
  hardwareProducts,
  latestVersion,
  listFamilies,
  listPrices,
  listProducts,
  listVersionLanguages,
  listVersions,
  productSegments,
  productsInSegment,
  productsWithValidDownloads,
  sanitiseHtml,
  updatesForVersion,
} from "@workers/products";

/** The segment a product is shown under when a page has none of its own: individuals first. */
export async function cardsFor(db: Database, products: Product[], segmentName?: string): Promise<ProductCardData[]> {
  return Promise.all(
    products.map(async (product) => {
      let segment = segmentName ?? null;
      if (!segment) {
        const segments = await productSegments(db, product.id);
        segment = (segments.find((entry) => entry.name === "individuals") ?? segments[0])?.name ?? null;
      }
      return {
        id: product.id,
        name: product.name,
        semanticName: product.semanticName,
        shortDescription: product.shortDescription,
        productTypeId: product.productTypeId,
        offerTrial: product.offerTrial,
        segmentName: segment,
      };
    }),
  );
}

export function segmentTitle(name: string): string {
  return MARKET_SEGMENTS.find((segment) => segment.name === name)?.title ?? name;
}
