/**
 * The dealer locator: a country's dealers (for the USA, a state's), its primary dealer
 * first, and every country's primary dealer; the operations of POST and GET
 * dealer-locate/fetch-dealers and GET countries/{id}/dealers/primary.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { countryIdParamSchema, dealerLocateSchema } from "@common/schemas/support";
import { STATE_SELECTOR_COUNTRY_ID } from "@common/support/constants";
import { DEALER_LOAD_FAILURE } from "@common/support/messages";
import { type Database, countries, dealers, states } from "../db";
import { defineOperation, done, refuse } from "../operation";

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

/** The countries the locator offers, and the states of the one country that asks for a state. */
export async function listDealerPlaces(db: Database) {
  const [countryRows, stateRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    db.select({ id: states.id, name: states.name }).from(states).where(eq(states.countryId, STATE_SELECTOR_COUNTRY_ID)).orderBy(asc(states.name)),
  ]);
  return { countries: countryRows, states: stateRows };
}

/** A country's dealers: the locator's form, with or without JavaScript. */
export const locateDealers = defineOperation({
  name: "dealer-locate",
  input: dealerLocateSchema,
  access: "anyone",
  rateLimit: { name: "dealer-locate", limit: 60, windowSeconds: 60 },
  failureMessage: DEALER_LOAD_FAILURE,
  run: async ({ db }, { country, state }) => done({ dealers: await findDealers(db, country, state) }),
});

export const findCountryPrimaryDealer = defineOperation({
  name: "primary-dealer",
  input: countryIdParamSchema,
  access: "anyone",
  run: async ({ db }, { id }) => {
    const dealer = await findPrimaryDealer(db, id);
    return dealer ? done(dealer) : refuse(404, "There is no primary dealer for that country.");
  },
});
