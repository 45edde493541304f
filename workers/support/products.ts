/**
 * The products the support desk helps with, and which of them take email support and
 * callbacks; the operations of GET support-products/... answer them in the API's shape.
 */
import { and, asc, eq } from "drizzle-orm";
import * as v from "valibot";
import { supportProductIdParamSchema } from "@common/schemas/support";
import { type Database, supportProducts } from "../db";
import { defineOperation, done, refuse } from "../operation";

export type SupportProduct = typeof supportProducts.$inferSelect;

export async function listSupportProducts(db: Database, filter: "all" | "current" | "email" | "callback" = "all"): Promise<SupportProduct[]> {
  const where =
    filter === "current"
      ? eq(supportProducts.isCurrent, true)
      : filter === "email"
        ? and(eq(supportProducts.isCurrent, true), eq(supportProducts.canEmailSupport, true))
        : filter === "callback"
          ? and(eq(supportProducts.isCurrent, true), eq(supportProducts.canBookCallback, true))
          : undefined;
  return db.select().from(supportProducts).where(where).orderBy(asc(supportProducts.sortOrder), asc(supportProducts.productName));
}

export async function findSupportProduct(db: Database, by: { id?: number; semanticName?: string }): Promise<SupportProduct | null> {
  const where = by.id !== undefined ? eq(supportProducts.id, by.id) : eq(supportProducts.semanticName, (by.semanticName ?? "").toLowerCase());
  const [row] = await db.select().from(supportProducts).where(where);
  return row ?? null;
}

/** A support product as the API answers it. */
function productJson(product: SupportProduct) {
  return {
    id: product.id,
    product_name: product.productName,
    semanticName: product.semanticName,
    isCurrent: product.isCurrent,
    canEmailSupport: product.canEmailSupport,
    canBookCallback: product.canBookCallback,
  };
}

/** The list of one filter: every product, the current ones, those taking email, those taking callbacks. */
export function supportProductList(filter: "all" | "current" | "email" | "callback") {
  return defineOperation({
    name: `support-products-${filter}`,
    input: v.object({}),
    access: "anyone",
    run: async ({ db }) => done((await listSupportProducts(db, filter)).map(productJson)),
  });
}

export const readSupportProduct = defineOperation({
  name: "support-product",
  input: supportProductIdParamSchema,
  access: "anyone",
  run: async ({ db }, { id }) => {
    const product = await findSupportProduct(db, { id });
    return product ? done(productJson(product)) : refuse(404, "There is no support product with that id.");
  },
});
