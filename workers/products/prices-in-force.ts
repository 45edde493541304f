/**
 * Which price rows are in force on a day. A package (product, kind, edition, fulfilment) may
 * have several rows, each from the day it starts: the one in force is the latest to have
 * started, so a new price can be entered at the staff desk ahead of its day and the shop
 * switches to it at midnight UTC, with no one awake to do it.
 */
import { and, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { type Database, productPrices } from "../db";

/** Today as the price list names days: YYYY-MM-DD in UTC. */
export function priceDay(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** A condition on product_prices: the row is the package's price on `day`. */
export function priceInForce(db: Database, day = priceDay()) {
  const later = alias(productPrices, "later_price");
  return and(
    lte(productPrices.startsOn, day),
    notExists(
      db
        .select({ one: sql`1` })
        .from(later)
        .where(
          and(
            eq(later.productId, productPrices.productId),
            eq(later.kind, productPrices.kind),
            sql`${later.edition} IS ${productPrices.edition}`,
            eq(later.fulfilment, productPrices.fulfilment),
            lte(later.startsOn, day),
            gt(later.startsOn, productPrices.startsOn),
          ),
        ),
    ),
  );
}
