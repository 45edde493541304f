/**
 * The products pages' door to the catalogue (workers/products): the reads their loaders use,
 * cleaned content HTML, and the cards of a product list.
 */
import { MARKET_SEGMENTS } from "@common/products";
import { type Product, productSegments } from "@workers/products";
import type { Database } from "@workers/db";
import type { Locale } from "@common/locale";
import { rowsInLanguage } from "~/i18n/content.server";
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

/**
 * The cards of a product list, each linking to the product under the page's segment (or, on a
 * page without one, individuals first), each description in the page's language where
 * translated (`contentLanguage` says which).
 */
export async function cardsFor(db: Database, products: Product[], locale: Locale, segmentName?: string): Promise<ProductCardData[]> {
  const cards = await Promise.all(
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
  return rowsInLanguage("product", cards, locale);
}

export function segmentTitle(name: string): string {
  return MARKET_SEGMENTS.find((segment) => segment.name === name)?.title ?? name;
}
