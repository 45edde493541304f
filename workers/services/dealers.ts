/** The dealer locator (spec 2, 5, 7): a country's dealers, its primary dealer first. */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { countries, dealers, states } from "../db/schema";

export type Dealer = typeof dealers.$inferSelect & { stateName: string | null; countryName: string };

const columns = { dealer: dealers, stateName: states.name, countryName: countries.name };

/** Dealers of a country (and, for the USA, a state), the primary dealer first, then by name. */
export async function findDealers(db: Database, countryId: number, stateId: number | null): Promise<Dealer[]> {
  const rows = await db
    .select(columns)
    .from(dealers)
    .innerJoin(countries, eq(countries.id, dealers.countryId))
    .leftJoin(states, eq(states.id, dealers.stateId))
    .where(and(eq(dealers.countryId, countryId), eq(dealers.visible, true), stateId === null ? undefined : eq(dealers.stateId, stateId)))
    .orderBy(desc(dealers.isPrimary), asc(dealers.name));
  return rows.map((row) => ({ ...row.dealer, stateName: row.stateName, countryName: row.countryName }));
}

export async function findPrimaryDealer(db: Database, countryId: number): Promise<Dealer | null> {
  const [row] = await db
    .select(columns)
    .from(dealers)
    .innerJoin(countries, eq(countries.id, dealers.countryId))
    .leftJoin(states, eq(states.id, dealers.stateId))
    .where(and(eq(dealers.countryId, countryId), eq(dealers.visible, true), eq(dealers.isPrimary, true)))
    .orderBy(asc(dealers.id))
    .limit(1);
  return row ? { ...row.dealer, stateName: row.stateName, countryName: row.countryName } : null;
}

/** Every country's primary dealer, for /Contact/Dealer. */
export async function listPrimaryDealers(db: Database): Promise<Dealer[]> {
  const rows = await db
    .select(columns)
    .from(dealers)
    .innerJoin(countries, eq(countries.id, dealers.countryId))
    .leftJoin(states, eq(states.id, dealers.stateId))
    .where(and(eq(dealers.visible, true), eq(dealers.isPrimary, true)))
    .orderBy(asc(countries.name));
  return rows.map((row) => ({ ...row.dealer, stateName: row.stateName, countryName: row.countryName }));
}
