/** Events and their types from D1: every visible event not yet ended, soonest first, or those of one type. */
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { type Database, countries, eventTypes, events } from "../db";

export type EventType = typeof eventTypes.$inferSelect;

/** An event as the API returns it, with its type's hid and name. */
export interface EventRecord {
  id: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  eventTypeId: number;
  eventTypeHid: string;
  eventTypeName: string;
  countryId: number | null;
  latitude: number;
  longitude: number;
  visible: boolean;
  addressName: string;
  addressStreet: string;
  addressCity: string;
  addressCounty: string;
  addressPostcode: string;
  moreInfoUrl: string;
  /** BCP 47 tag of the language its title and description are written in. */
  language: string;
}

const columns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  eventTypeId: events.eventTypeId,
  eventTypeHid: eventTypes.hid,
  eventTypeName: eventTypes.name,
  countryId: events.countryId,
  latitude: events.latitude,
  longitude: events.longitude,
  visible: events.visible,
  addressName: events.addressName,
  addressStreet: events.addressStreet,
  addressCity: events.addressCity,
  addressCounty: events.addressCounty,
  addressPostcode: events.addressPostcode,
  moreInfoUrl: events.moreInfoUrl,
  language: events.language,
};

function toRecord(row: Omit<EventRecord, "startDate" | "endDate"> & { startDate: Date; endDate: Date }): EventRecord {
  return { ...row, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() };
}

export async function listEventTypes(db: Database): Promise<EventType[]> {
  return db.select().from(eventTypes).orderBy(asc(eventTypes.name));
}

/** Visible events that have not ended at `from`, soonest first. */
export async function searchEvents(db: Database, from: Date): Promise<EventRecord[]> {
  const rows = await db
    .select(columns)
    .from(events)
    .innerJoin(eventTypes, eq(events.eventTypeId, eventTypes.id))
    .where(and(eq(events.visible, true), gte(events.endDate, from)))
    .orderBy(asc(events.startDate), asc(events.id));
  return rows.map(toRecord);
}

/** Upcoming (not yet ended) visible events of one type, by its hid in any case; null for an unknown type. */
export async function upcomingEventsOfType(db: Database, hid: string, now = new Date()): Promise<EventRecord[] | null> {
  const [type] = await db.select().from(eventTypes).where(sql`lower(${eventTypes.hid}) = ${hid.toLowerCase()}`).limit(1);
  if (!type) return null;
  const rows = await db
    .select(columns)
    .from(events)
    .innerJoin(eventTypes, eq(events.eventTypeId, eventTypes.id))
    .where(and(eq(events.visible, true), eq(events.eventTypeId, type.id), gte(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id));
  return rows.map(toRecord);
}

/** One visible event by id with its country's name (its detail page), past or upcoming; null when there is none or it is hidden. */
export async function readEvent(db: Database, id: number): Promise<(EventRecord & { countryName: string | null }) | null> {
  const [row] = await db
    .select({ ...columns, countryName: countries.name })
    .from(events)
    .innerJoin(eventTypes, eq(events.eventTypeId, eventTypes.id))
    .leftJoin(countries, eq(events.countryId, countries.id))
    .where(and(eq(events.id, id), eq(events.visible, true)))
    .limit(1);
  return row ? { ...toRecord(row), countryName: row.countryName } : null;
}

/** Every visible event with its type, newest first (the sitemap lists their pages). */
export async function listVisibleEvents(db: Database, limit = 500): Promise<EventRecord[]> {
  const rows = await db
    .select(columns)
    .from(events)
    .innerJoin(eventTypes, eq(events.eventTypeId, eventTypes.id))
    .where(eq(events.visible, true))
    .orderBy(desc(events.startDate), asc(events.id))
    .limit(limit);
  return rows.map(toRecord);
}
