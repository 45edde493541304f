/**
 * An organisation itself: finding it, whether its subscription has ended, and its seats.
 * New students need a free seat and a subscription that has not ended.
 */
import { count, eq } from "drizzle-orm";
import { type Database, premiumOrganisations, premiumStudents } from "../db";
import { Refusal } from "../operation";
import type { MessageDescriptor } from "../i18n";

export type Organisation = typeof premiumOrganisations.$inferSelect;

export const DAY_MS = 24 * 60 * 60 * 1000;

export async function findOrganisation(db: Database, organisationId: number): Promise<Organisation | undefined> {
  return db.query.premiumOrganisations.findFirst({ where: eq(premiumOrganisations.id, organisationId) });
}

export function isExpired(organisation: Organisation, now = new Date()): boolean {
  return organisation.expiresAt.getTime() <= now.getTime();
}

export async function seatsUsed(db: Database, organisationId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(premiumStudents).where(eq(premiumStudents.organisationId, organisationId)).get();
  return row?.n ?? 0;
}

export function subscriptionEndedMessage(organisation: Organisation): MessageDescriptor {
  return {
    id: "The subscription of {organisation} ended on {ended, date, long}. Renew it to add students.",
    values: { organisation: organisation.name, ended: organisation.expiresAt },
  };
}

/** Refuses (409) unless the subscription runs and `wanted` seats are free. */
export async function requireSeats(db: Database, organisation: Organisation, wanted: number, now = new Date()) {
  if (isExpired(organisation, now)) throw Refusal.status(409, subscriptionEndedMessage(organisation));
  const used = await seatsUsed(db, organisation.id);
  const free = organisation.seatsPurchased - used;
  if (wanted > free) {
    throw Refusal.status(
      409,
      free <= 0
        ? {
            id: "All {seats} seats of {organisation} are in use. Remove a student or buy more seats.",
            values: { seats: organisation.seatsPurchased, organisation: organisation.name },
          }
        : {
            id: "Only {free} of {seats} seats are free, and {wanted} students would need one each.",
            values: { free, seats: organisation.seatsPurchased, wanted },
          },
    );
  }
  return { used, free };
}
