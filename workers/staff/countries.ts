/**
 * The Countries and states section: each country's name and ISO 3166 code (unique: the site's
 * country pickers, the dealer locator and the tax rules all key on it), and the states of a
 * country that has them. The public countries and states API reads them again after a save.
 */
import { and, asc, count, eq, ne } from "drizzle-orm";
import { countrySaveSchema, stateAddSchema, stateSaveSchema } from "@common/schemas/staff-reference";
import * as v from "valibot";
import type { BatchItem } from "drizzle-orm/batch";
import { type Database, countries, states } from "../db";
import { Refusal, defineOperation, done, refuse } from "../operation";
import { type Actor, type AuditChange, recordAudit } from "../audit";
import { saveRevision, saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { deskListRead } from "./desk-list";

export interface CountryListing {
  id: number;
  name: string;
  iso3166: string;
  stateCount: number;
  revision: number;
}

export interface StateListing {
  id: number;
  countryId: number;
  name: string;
  code: string;
  revision: number;
}

export async function listCountriesForDesk(db: Database): Promise<CountryListing[]> {
  const stateCounts = db
    .select({ countryId: states.countryId, stateCount: count().as("state_count") })
    .from(states)
    .groupBy(states.countryId)
    .as("state_counts");
  const rows = await db
    .select({ country: countries, stateCount: stateCounts.stateCount })
    .from(countries)
    .leftJoin(stateCounts, eq(stateCounts.countryId, countries.id))
    .orderBy(asc(countries.name))
    .all();
  return rows.map(({ country, stateCount }) => ({
    id: country.id,
    name: country.name,
    iso3166: country.iso3166,
    stateCount: stateCount ?? 0,
    revision: country.revision,
  }));
}

export function listStatesForDesk(db: Database, countryId: number): Promise<StateListing[]> {
  return db
    .select({ id: states.id, countryId: states.countryId, name: states.name, code: states.code, revision: states.revision })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name))
    .all();
}

export const readCountriesForDesk = deskListRead("staff-countries", "countries", listCountriesForDesk);

export const readCountryStates = defineOperation({
  name: "staff-country-states",
  input: v.object({ countryId: countrySaveSchema.entries.countryId }),
  access: staffAccess,
  run: async ({ db }, { countryId }) => {
    const country = (await listCountriesForDesk(db)).find((row) => row.id === countryId);
    if (!country) return refuse(404, "There is no country with that id.");
    return done({ country, states: await listStatesForDesk(db, countryId) });
  },
});

/** The 422 for a code another country holds (before the save, so the unique index never has to refuse it). */
async function refuseTakenCode(db: Database, iso3166: string, countryId: number): Promise<void> {
  const holder = await db
    .select({ name: countries.name })
    .from(countries)
    .where(and(eq(countries.iso3166, iso3166), ne(countries.id, countryId)))
    .get();
  if (holder)
    throw Refusal.field("iso3166", "ISO 3166 code", {
      id: "{code} is already the code of {name}: each country needs its own",
      values: { name: holder.name, code: iso3166 },
    });
}

/**
 * The save, where another save given the same code at the same moment makes the unique index
 * refuse it: answered with the same 422 as a code already taken, never a 500.
 */
async function saveCountryChange(
  db: Database,
  change: BatchItem<"sqlite">,
  actor: Actor,
  audit: AuditChange,
  input: { iso3166: string; countryId: number },
): Promise<void> {
  try {
    await saveRevision(db, change, actor, audit);
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: countries\.iso3166/.test(`${error.message} ${String(error.cause ?? "")}`))
      await refuseTakenCode(db, input.iso3166, input.countryId);
    throw error;
  }
}

export const saveCountry = defineOperation({
  name: "staff-country-save",
  input: countrySaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const before = await db.select().from(countries).where(eq(countries.id, input.countryId)).get();
    if (!before) return refuse(404, "There is no country with that id.");
    await refuseTakenCode(db, input.iso3166, input.countryId);
    const after = { name: input.name, iso3166: input.iso3166 };
    await saveCountryChange(
      db,
      db
        .update(countries)
        .set({ ...after, revision: input.revision + 1 })
        .where(and(eq(countries.id, input.countryId), eq(countries.revision, input.revision))),
      actorOf(user),
      {
        action: "country.save",
        subjectType: "country",
        subjectId: input.countryId,
        summary: `Saved the country ${input.name} (${input.iso3166})`,
        before: { name: before.name, iso3166: before.iso3166 },
        after,
      },
      input,
    );
    const message = { id: "The country {name} is saved.", values: { name: input.name } };
    return done({ country: (await listCountriesForDesk(db)).find((row) => row.id === input.countryId), message }, { message });
  },
});

export const saveState = defineOperation({
  name: "staff-state-save",
  input: stateSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const before = await db.select().from(states).where(eq(states.id, input.stateId)).get();
    if (!before) return refuse(404, "There is no state with that id.");
    const after = { name: input.stateName, code: input.stateCode };
    await saveRowAt(db, states, { id: input.stateId, revision: input.revision }, after, actorOf(user), {
      action: "state.save",
      subjectType: "state",
      subjectId: input.stateId,
      summary: `Saved the state ${input.stateName} (${input.stateCode})`,
      before: { name: before.name, code: before.code },
      after,
    });
    const message = { id: "The state {name} is saved.", values: { name: input.stateName } };
    const saved = (await listStatesForDesk(db, before.countryId)).find((row) => row.id === input.stateId);
    return done({ state: saved, message }, { message });
  },
});

export const addState = defineOperation({
  name: "staff-state-add",
  input: stateAddSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const country = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, input.countryId)).get();
    if (!country) return refuse(404, "There is no country with that id.");
    const [created] = await db.insert(states).values({ countryId: input.countryId, name: input.stateName, code: input.stateCode }).returning();
    if (!created) throw new Error("the state insert returned no row");
    // The new row's id is needed in the entry, so the entry follows it on its own.
    await recordAudit(db, actorOf(user), {
      action: "state.add",
      subjectType: "state",
      subjectId: created.id,
      summary: `Added the state ${input.stateName} (${input.stateCode}) to ${country.name}`,
      before: null,
      after: { countryId: input.countryId, name: input.stateName, code: input.stateCode },
    });
    const message = { id: "The state {name} is added.", values: { name: input.stateName } };
    return done(
      { state: { id: created.id, countryId: created.countryId, name: created.name, code: created.code, revision: created.revision }, message },
      { message, status: 201 },
    );
  },
});
