/**
 * The Dealers section: dealer records (what the dealer locator shows) and who may enter the
 * dealer zone for each dealer. Record edits carry the revision they were opened at; every
 * change writes its audit entry in the same batch, and record changes retire cached pages.
 */
import { and, asc, count, eq, or } from "drizzle-orm";
import { createDealerSchema, dealerIdSchema, dealerSearchSchema, updateDealerSchema } from "@common/schemas/staff-people";
import type * as v from "valibot";
import { type Database, countries, dealerRoles, dealers, states, contains } from "../db";
import { Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { listDealerAccess } from "../content";
import { recordAudit } from "../audit";
import { actorOf, staffAccess } from "./roles";
import { saveRowAt } from "./revision-save";

export type DealerRecord = typeof dealers.$inferSelect;

export interface DealerListing {
  id: number;
  name: string;
  countryName: string;
  stateName: string | null;
  isPrimary: boolean;
  visible: boolean;
  accessCount: number;
}

/** Dealers by name (or matching words in name, town or address), with how many people may enter their zone. */
export async function listDealerRecords(db: Database, search = ""): Promise<DealerListing[]> {
  const where = search
    ? or(contains(dealers.name, search), contains(dealers.city, search), contains(dealers.email, search), contains(countries.name, search))
    : undefined;
  const [rows, access] = await Promise.all([
    db
      .select({
        id: dealers.id,
        name: dealers.name,
        countryName: countries.name,
        stateName: states.name,
        isPrimary: dealers.isPrimary,
        visible: dealers.visible,
      })
      .from(dealers)
      .innerJoin(countries, eq(countries.id, dealers.countryId))
      .leftJoin(states, eq(states.id, dealers.stateId))
      .where(where)
      .orderBy(asc(dealers.name), asc(dealers.id))
      .all(),
    db.select({ dealerId: dealerRoles.dealerId, holders: count() }).from(dealerRoles).groupBy(dealerRoles.dealerId).all(),
  ]);
  const holders = new Map(access.map((row) => [row.dealerId, row.holders]));
  return rows.map((row) => ({ ...row, accessCount: holders.get(row.id) ?? 0 }));
}

/** The countries and the states a dealer record may name. */
export async function listDealerPlacesForDesk(db: Database) {
  const [countryRows, stateRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)).all(),
    db.select({ id: states.id, name: states.name, countryId: states.countryId }).from(states).orderBy(asc(states.name)).all(),
  ]);
  return { countries: countryRows, states: stateRows };
}

/** One dealer record with the people who may enter its zone, or null. */
export async function readDealerRecord(db: Database, dealerId: number) {
  const record = await db.select().from(dealers).where(eq(dealers.id, dealerId)).get();
  if (!record) return null;
  return { record, access: await listDealerAccess(db, dealerId) };
}

type DealerFields = v.InferOutput<typeof createDealerSchema>;

/** The country must exist and a state, when given, must be one of its states. */
async function checkPlace(db: Database, fields: DealerFields): Promise<void> {
  const country = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, fields.countryId)).get();
  if (!country) throw new Refusal(invalidField("countryId", "Country", "Choose a country from the list"));
  if (fields.stateId === null) return;
  const state = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, fields.stateId), eq(states.countryId, fields.countryId)))
    .get();
  if (!state) throw new Refusal(invalidField("stateId", "State", "Choose a state of the dealer's country, or none"));
}

function recordOf(fields: DealerFields) {
  return {
    name: fields.name,
    countryId: fields.countryId,
    stateId: fields.stateId,
    isPrimary: fields.isPrimary,
    visible: fields.visible,
    addressLines: fields.addressLines,
    city: fields.city,
    postcode: fields.postcode,
    phone: fields.phone,
    email: fields.email,
    website: fields.website,
  };
}

export const listDealersForDesk = defineOperation({
  name: "staff-dealers",
  input: dealerSearchSchema,
  access: staffAccess,
  run: async ({ db }, { search }) => done({ dealers: await listDealerRecords(db, search) }),
});

export const readDealerForDesk = defineOperation({
  name: "staff-dealer",
  input: dealerIdSchema,
  access: staffAccess,
  run: async ({ db }, { dealerId }) => {
    const dealer = await readDealerRecord(db, dealerId);
    return dealer ? done(dealer) : refuse(404, "There is no dealer with that id.");
  },
});

export const createDealer = defineOperation({
  name: "staff-dealer-create",
  input: createDealerSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, fields) => {
    await checkPlace(db, fields);
    const values = recordOf(fields);
    const [created] = await db.insert(dealers).values(values).returning();
    if (!created) throw new Error("the dealer insert returned no row");
    // The insert's id is needed in the entry, so the entry follows it on its own.
    await recordAudit(db, actorOf(user), {
      action: "dealer.create",
      subjectType: "dealer",
      subjectId: created.id,
      summary: `Added the dealer ${created.name}`,
      before: null,
      after: created,
    });
    const message = { id: "{name} was added.", values: { name: created.name } };
    return done({ dealer: created, message }, { status: 201, message });
  },
});

export const updateDealer = defineOperation({
  name: "staff-dealer-update",
  input: updateDealerSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const before = await db.select().from(dealers).where(eq(dealers.id, input.dealerId)).get();
    if (!before) return refuse(404, "There is no dealer with that id.");
    await checkPlace(db, input);
    const values = recordOf(input);
    const after = { ...before, ...values, revision: input.revision + 1 };
    await saveRowAt(db, dealers, { id: input.dealerId, revision: input.revision }, values, actorOf(user), {
      action: "dealer.update",
      subjectType: "dealer",
      subjectId: before.id,
      summary: `Changed the dealer ${values.name}`,
      before,
      after,
    });
    const message = { id: "{name} was saved.", values: { name: values.name } };
    return done({ dealer: after, message }, { message });
  },
});
