/**
 * The Prices section: every price row of the shop (a package of a product, kind, edition and
 * fulfilment) with its amount in each currency and the day it starts. A row is changed in
 * place, or a new price for the same package is entered from a later day: checkout sells the
 * price in force on the day (workers/products/prices-in-force.ts). Amounts are in minor units.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { PRICE_CURRENCIES, priceSaveSchema, priceScheduleSchema } from "@common/schemas/staff-reference";
import type * as v from "valibot";
import { type Database, priceAmounts, productPrices, products } from "../db";
import { Refusal, defineOperation, done, refuse } from "../operation";
import { priceDay, priceInForce } from "../products";
import { recordAudit } from "../audit";
import { saveRevision } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { deskListRead } from "./desk-list";

type Currency = (typeof PRICE_CURRENCIES)[number];

export interface PriceListing {
  id: number;
  productId: number;
  productName: string;
  kind: string;
  edition: string | null;
  fulfilment: string;
  label: string;
  startsOn: string;
  /** Whether checkout sells this row today. */
  inForce: boolean;
  vatReliefEligible: boolean;
  /** Minor units per currency; null where the package is not sold in it. */
  amounts: Record<Currency, number | null>;
  revision: number;
}

/** Every price row, by product and package, with its amounts. */
export async function listPriceRows(db: Database, now = Date.now()): Promise<PriceListing[]> {
  const [rows, amounts, inForce] = await Promise.all([
    db
      .select({ price: productPrices, productName: products.name })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .orderBy(asc(products.sortOrder), asc(productPrices.kind), asc(productPrices.edition), asc(productPrices.fulfilment), asc(productPrices.startsOn))
      .all(),
    db.select().from(priceAmounts).all(),
    db
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(priceInForce(db, priceDay(now)))
      .all(),
  ]);
  const current = new Set(inForce.map((row) => row.id));
  return rows.map(({ price, productName }) => ({
    id: price.id,
    productId: price.productId,
    productName,
    kind: price.kind,
    edition: price.edition,
    fulfilment: price.fulfilment,
    label: price.label,
    startsOn: price.startsOn,
    inForce: current.has(price.id),
    vatReliefEligible: price.vatReliefEligible,
    amounts: Object.fromEntries(
      PRICE_CURRENCIES.map((currency) => [
        currency,
        amounts.find((amount) => amount.priceId === price.id && amount.currency === currency)?.amountMinor ?? null,
      ]),
    ) as Record<Currency, number | null>,
    revision: price.revision,
  }));
}

function auditable(row: Pick<PriceListing, "label" | "startsOn" | "vatReliefEligible" | "amounts">) {
  return { label: row.label, startsOn: row.startsOn, vatReliefEligible: row.vatReliefEligible, amounts: row.amounts };
}

type PriceInput = v.InferOutput<typeof priceScheduleSchema>;

function amountsOf(input: PriceInput): Record<Currency, number | null> {
  return { GBP: input.amountGBP, EUR: input.amountEUR, USD: input.amountUSD };
}

/**
 * The amounts of a row, each written only while the row still holds `revision` (the one the
 * form was opened at): they run just before the row's own revision-checked update, in the same
 * batch, so a refused save changes no amount either.
 */
function amountChanges(db: Database, priceId: number, revision: number, amounts: Record<Currency, number | null>): BatchItem<"sqlite">[] {
  const saved = sql`EXISTS (SELECT 1 FROM product_prices WHERE id = ${priceId} AND revision = ${revision})`;
  return PRICE_CURRENCIES.map((currency) => {
    const amount = amounts[currency];
    if (amount === null) return db.delete(priceAmounts).where(and(eq(priceAmounts.priceId, priceId), eq(priceAmounts.currency, currency), saved));
    return db
      .insert(priceAmounts)
      .select(sql`SELECT ${priceId}, ${currency}, ${amount} WHERE ${saved}`)
      .onConflictDoUpdate({ target: [priceAmounts.priceId, priceAmounts.currency], set: { amountMinor: amount } });
  });
}

export const readPrices = deskListRead("staff-prices", "prices", listPriceRows);

export const savePrice = defineOperation({
  name: "staff-price-save",
  input: priceSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const before = (await listPriceRows(db)).find((row) => row.id === input.priceId);
    if (!before) return refuse(404, "There is no price with that id.");
    const after = { label: input.label, startsOn: input.startsOn, vatReliefEligible: input.vatReliefEligible, amounts: amountsOf(input) };
    const change = db
      .update(productPrices)
      .set({
        label: input.label,
        startsOn: input.startsOn,
        amountPence: input.amountGBP,
        vatReliefEligible: input.vatReliefEligible,
        revision: input.revision + 1,
      })
      .where(and(eq(productPrices.id, input.priceId), eq(productPrices.revision, input.revision)));
    await saveRevision(
      db,
      change,
      actorOf(user),
      {
        action: "price.save",
        subjectType: "price",
        subjectId: input.priceId,
        summary: `Changed the price ${input.label} (from ${input.startsOn})`,
        before: auditable(before),
        after,
      },
      Date.now(),
      amountChanges(db, input.priceId, input.revision, after.amounts),
    );
    const message = { id: "The price {label} is saved.", values: { label: input.label } };
    return done({ price: (await listPriceRows(db)).find((row) => row.id === input.priceId), message }, { message });
  },
});

/** A new price for a package from a later day than the row it is entered from. */
export const schedulePrice = defineOperation({
  name: "staff-price-schedule",
  input: priceScheduleSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const from = await db.select().from(productPrices).where(eq(productPrices.id, input.priceId)).get();
    if (!from) return refuse(404, "There is no price with that id.");
    if (input.startsOn <= from.startsOn) throw Refusal.field("startsOn", "Starts on", "A new price starts after the one it follows: choose a later day");
    const [created] = await db
      .insert(productPrices)
      .values({
        productId: from.productId,
        kind: from.kind,
        edition: from.edition,
        fulfilment: from.fulfilment,
        label: input.label,
        currency: "GBP",
        amountPence: input.amountGBP,
        vatReliefEligible: input.vatReliefEligible,
        startsOn: input.startsOn,
      })
      .returning();
    if (!created) throw new Error("the price insert returned no row");
    const amounts = amountsOf(input);
    await db.batch(amountChanges(db, created.id, created.revision, amounts) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    // The new row's id is needed in the entry, so the entry follows it on its own.
    await recordAudit(db, actorOf(user), {
      action: "price.schedule",
      subjectType: "price",
      subjectId: created.id,
      summary: `Entered the price ${input.label} from ${input.startsOn}`,
      before: null,
      after: { label: input.label, startsOn: input.startsOn, vatReliefEligible: input.vatReliefEligible, amounts, follows: from.id },
    });
    const message = { id: "The price {label} from {startsOn} is saved.", values: { label: input.label, startsOn: input.startsOn } };
    return done({ price: (await listPriceRows(db)).find((row) => row.id === created.id), message }, { message });
  },
});
