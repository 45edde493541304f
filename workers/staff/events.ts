/**
 * The Events section of the staff desk: every event (hidden ones too) with its type, dates,
 * address and place on the map; created, edited (from the revision the form was opened at)
 * and deleted, each with its audit entry. The place is typed as coordinates or found from the
 * address by the offline place finder, which staff see before they save. What is saved shows on
 * the events pages at once.
 */
import { type SQL, and, asc, desc, eq, gte, lt, or } from "drizzle-orm";
import {
  type EventInput,
  type StaffEventsQuery,
  createEventSchema,
  deleteEventSchema,
  eventIdSchema,
  eventPlaceSchema,
  staffEventsQuerySchema,
  updateEventSchema,
} from "@common/schemas/staff-events";
import { buildUrl } from "@common/routes";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { type Database, countries, eventTypes, events, contains } from "../db";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { findTown } from "../services";
import { recordAudit } from "../audit";
import { deleteRowAt, saveRowAt } from "./revision-save";
import { actorOf, staffAccess } from "./roles";

export interface DeskEventRow {
  id: number;
  title: string;
  language: string;
  startDate: string;
  endDate: string;
  typeName: string;
  city: string;
  visible: boolean;
}

export type DeskEvent = Omit<typeof events.$inferSelect, "startDate" | "endDate"> & { startDate: string; endDate: string };

const SORT_COLUMNS = { start: events.startDate, title: events.title, type: eventTypes.name, city: events.addressCity } as const;

/** Every event that matches the desk's filter, in the chosen order (ties by start, then id). */
export async function listEventsForDesk(db: Database, query: StaffEventsQuery, now = new Date()): Promise<DeskEventRow[]> {
  const conditions: SQL[] = [];
  if (query.search) {
    const text = query.search;
    conditions.push(
      or(contains(events.title, text), contains(events.addressCity, text), contains(events.addressName, text), contains(events.addressPostcode, text))!,
    );
  }
  if (query.type !== null) conditions.push(eq(events.eventTypeId, query.type));
  if (query.when === "upcoming") conditions.push(gte(events.endDate, now));
  if (query.when === "past") conditions.push(lt(events.endDate, now));
  const column = SORT_COLUMNS[query.sort];
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      language: events.language,
      startDate: events.startDate,
      endDate: events.endDate,
      typeName: eventTypes.name,
      city: events.addressCity,
      visible: events.visible,
    })
    .from(events)
    .innerJoin(eventTypes, eq(events.eventTypeId, eventTypes.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(query.dir === "desc" ? desc(column) : asc(column), asc(events.startDate), asc(events.id));
  return rows.map((row) => ({ ...row, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() }));
}

/** One event as the edit form shows it, hidden or not; null when there is none. */
export async function readEventForDesk(db: Database, id: number): Promise<DeskEvent | null> {
  const row = await db.select().from(events).where(eq(events.id, id)).get();
  return row ? { ...row, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() } : null;
}

/** The event form's choices: the event types and the countries. */
export async function eventFormChoices(db: Database) {
  const [types, countryList] = await Promise.all([
    db.select({ id: eventTypes.id, hid: eventTypes.hid, name: eventTypes.name }).from(eventTypes).orderBy(asc(eventTypes.name)),
    db.select({ id: countries.id, name: countries.name, code: countries.iso3166 }).from(countries).orderBy(asc(countries.name)),
  ]);
  return { types, countries: countryList };
}

/** What the audit log keeps of an event, before and after. */
function auditable(event: Omit<EventInput, "startDate" | "endDate" | "language"> & { startDate: Date | string; endDate: Date | string; language: string }) {
  return {
    title: event.title,
    description: event.description,
    eventTypeId: event.eventTypeId,
    startDate: new Date(event.startDate).toISOString(),
    endDate: new Date(event.endDate).toISOString(),
    addressName: event.addressName,
    addressStreet: event.addressStreet,
    addressCity: event.addressCity,
    addressCounty: event.addressCounty,
    addressPostcode: event.addressPostcode,
    countryId: event.countryId,
    latitude: event.latitude,
    longitude: event.longitude,
    moreInfoUrl: event.moreInfoUrl,
    visible: event.visible,
    language: event.language,
  };
}

/** The columns an event form sets, in the language chosen (or, when none is sent, the one it had). */
function columnsOf(input: EventInput, language = DEFAULT_CONTENT_LANGUAGE) {
  const saved = { ...input, language: input.language ?? language };
  return { ...auditable(saved), startDate: input.startDate, endDate: input.endDate };
}

/** A type or country the form named that is not (or no longer) there. */
async function unknownChoice(db: Database, input: { eventTypeId: number; countryId: number | null }) {
  const type = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, input.eventTypeId)).get();
  if (!type) return invalidField("eventTypeId", "Type", "Choose one of the event types in the list");
  if (input.countryId !== null) {
    const country = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId)).get();
    if (!country) return invalidField("countryId", "Country", "Choose one of the countries in the list");
  }
  return null;
}

const GONE = "There is no event with that id. Someone may have deleted it.";

export const readStaffEvents = defineOperation({
  name: "staff-events-list",
  input: staffEventsQuerySchema,
  access: staffAccess,
  run: async ({ db }, query) => done({ events: await listEventsForDesk(db, query) }),
});

export const readStaffEvent = defineOperation({
  name: "staff-event",
  input: eventIdSchema,
  access: staffAccess,
  run: async ({ db }, { eventId }) => {
    const event = await readEventForDesk(db, eventId);
    return event ? done({ event }) : refuse(404, GONE);
  },
});

/**
 * "Find from the address": the town of the address, found offline, and its centre. Nothing is
 * saved; the form shows what was found (or says plainly that nothing was) before staff save.
 */
export const findStaffEventPlace = defineOperation({
  name: "staff-event-place",
  input: eventPlaceSchema,
  access: staffAccess,
  run: async ({ db, env }, input) => {
    const country = input.countryId === null ? null : await db.select().from(countries).where(eq(countries.id, input.countryId)).get();
    const found = await findTown(
      env.DB,
      { city: input.addressCity, county: input.addressCounty, name: input.addressName, street: input.addressStreet },
      country?.iso3166 ?? null,
    );
    if (!found) {
      const where = country ? ` in ${country.name}` : "";
      return invalidField(
        "addressCity",
        "Town or city",
        `Nothing was found: no town or city we know${where} is named in this address. Check the town's spelling, or type the latitude and longitude`,
      );
    }
    const foundCountry = country ?? (await db.select().from(countries).where(eq(countries.iso3166, found.countryCode)).get()) ?? null;
    const countryName = foundCountry?.name ?? found.countryCode;
    const message = {
      id: "Found {town}, {countryName}: latitude {latitude}, longitude {longitude} (the town's centre). The place fields now hold these; check them, then save.",
      values: { town: found.town, countryName, latitude: found.latitude, longitude: found.longitude },
    };
    // The rest of the form as it was typed, for a page without JavaScript to show it again.
    const typed = Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    return done(
      {
        latitude: found.latitude,
        longitude: found.longitude,
        town: found.town,
        countryCode: found.countryCode,
        countryId: foundCountry?.id ?? null,
        countryName,
        message,
        typed: { ...typed, countryId: input.countryId === null ? "" : String(input.countryId) },
      },
      { message },
    );
  },
});

export const createStaffEvent = defineOperation({
  name: "staff-event-create",
  input: createEventSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const refusal = await unknownChoice(db, input);
    if (refusal) return refusal;
    const values = columnsOf(input);
    const [created] = await db.insert(events).values(values).returning({ id: events.id });
    const id = created!.id;
    // The entry names the new id, which only the insert gives: it cannot share the batch.
    await recordAudit(db, actor, {
      action: "event.create",
      subjectType: "event",
      subjectId: id,
      summary: `Created the event "${input.title}"`,
      before: null,
      after: auditable(values),
    });
    const message = `The event "${input.title}" is created${input.visible ? "" : " (hidden from the site)"}.`;
    return done({ id, message }, { message, status: 201, redirect: buildUrl("StaffEvent", { eventId: id }, { query: { created: 1 } }) });
  },
});

export const updateStaffEvent = defineOperation({
  name: "staff-event-update",
  input: updateEventSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const actor = actorOf(user);
    const event = await readEventForDesk(db, input.eventId);
    if (!event) return refuse(404, GONE);
    const refusal = await unknownChoice(db, input);
    if (refusal) return refusal;
    const values = columnsOf(input, event.language);
    await saveRowAt(db, events, { id: input.eventId, revision: input.revision }, values, actor, {
      action: "event.update",
      subjectType: "event",
      subjectId: input.eventId,
      summary: `Edited the event "${input.title}"`,
      before: auditable(event),
      after: auditable(values),
    });
    const message = { id: 'The event "{title}" is saved.', values: { title: input.title } };
    return done({ id: input.eventId, message }, { message });
  },
});

export const deleteStaffEvent = defineOperation({
  name: "staff-event-delete",
  input: deleteEventSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, { eventId, revision }) => {
    const actor = actorOf(user);
    const event = await readEventForDesk(db, eventId);
    if (!event) return refuse(404, GONE);
    // Deleting from an older revision would delete what someone else has just saved, unseen.
    await deleteRowAt(db, events, { id: eventId, revision }, actor, {
      action: "event.delete",
      subjectType: "event",
      subjectId: eventId,
      summary: `Deleted the event "${event.title}"`,
      before: auditable(event),
      after: null,
    });
    const message = { id: 'The event "{title}" is deleted.', values: { title: event.title } };
    return done({ id: eventId, message }, { message, redirect: buildUrl("StaffEvents", {}, { query: { deleted: event.title } }) });
  },
});
