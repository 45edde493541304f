/** Loader helpers of the products pages. */
import { MARKET_SEGMENTS } from "@common/products";
import type { Database } from "../../../workers/db/client";
import { type Product, productSegments } from "../../../workers/products/catalogue";
import type { ProductCardData } from "./ProductCard";

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
