/**
 * Buying seats: an admin of an organisation buys seats through the shop's checkout, and a paid
 * order adds them to the organisation and extends its subscription by the plan's period (from
 * its end, or from today once it has ended). A refund takes the seats back and puts the end
 * back where it was before that order.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { type Database, premiumOrganisations, premiumStaff } from "../db";
import { addMonths } from "../licences";
import { Refusal } from "../operation";
import { findOrganisation } from "./organisation";

/** How long each plan (a subscription price's edition) runs. */
export const SUBSCRIPTION_MONTHS: Readonly<Record<string, number>> = { monthly: 1, yearly: 12 };

export function subscriptionMonths(plan: string | null): number {
  const months = plan ? SUBSCRIPTION_MONTHS[plan] : undefined;
  if (!months) throw new Error(`no subscription period for the plan ${String(plan)}`);
  return months;
}

export const NOT_YOUR_ORGANISATION_MESSAGE = "Choose an organisation you are an admin of";

export interface AdminOrganisation {
  id: number;
  name: string;
  seatsPurchased: number;
  expiresAt: Date;
}

/** The organisations an account is an admin of: the ones it may buy seats for. */
export async function adminOrganisationsOf(db: Database, accountId: string): Promise<AdminOrganisation[]> {
  return db
    .select({
      id: premiumOrganisations.id,
      name: premiumOrganisations.name,
      seatsPurchased: premiumOrganisations.seatsPurchased,
      expiresAt: premiumOrganisations.expiresAt,
    })
    .from(premiumStaff)
    .innerJoin(premiumOrganisations, eq(premiumOrganisations.id, premiumStaff.organisationId))
    .where(and(eq(premiumStaff.accountId, accountId), eq(premiumStaff.role, "admin"), isNotNull(premiumStaff.joinedAt)))
    .orderBy(asc(premiumOrganisations.name));
}

/**
 * The organisation a subscription order is for, refused on its field unless the account is
 * one of its admins (the same answer whether or not it exists, so ids cannot be probed).
 */
export async function organisationToBuyFor(db: Database, accountId: string, organisationId: number | null): Promise<AdminOrganisation> {
  if (organisationId === null) throw Refusal.field("organisationId", "Organisation", "Choose the organisation to buy seats for");
  const organisation = (await adminOrganisationsOf(db, accountId)).find((entry) => entry.id === organisationId);
  if (!organisation) throw Refusal.field("organisationId", "Organisation", NOT_YOUR_ORGANISATION_MESSAGE);
  return organisation;
}

/**
 * Adds paid seats and extends the subscription; answers the end it had before, for a refund.
 * The update names the end it read, so two payments landing together each extend it once.
 */
export async function extendSubscription(
  db: Database,
  request: { organisationId: number; seats: number; months: number },
  now = new Date(),
): Promise<{ priorExpiresAt: Date }> {
  for (;;) {
    const organisation = await findOrganisation(db, request.organisationId);
    if (!organisation) throw new Error(`organisation ${request.organisationId} is gone: its seats cannot be added`);
    const from = organisation.expiresAt.getTime() > now.getTime() ? organisation.expiresAt : now;
    const changed = await db
      .update(premiumOrganisations)
      .set({ seatsPurchased: sql`${premiumOrganisations.seatsPurchased} + ${request.seats}`, expiresAt: addMonths(from, request.months) })
      .where(and(eq(premiumOrganisations.id, organisation.id), eq(premiumOrganisations.expiresAt, organisation.expiresAt)))
      .returning({ id: premiumOrganisations.id })
      .get();
    if (changed) return { priorExpiresAt: organisation.expiresAt };
  }
}

/** Takes back a refunded order's seats (never below none) and its time. */
export async function withdrawSubscription(db: Database, request: { organisationId: number; seats: number; priorExpiresAt: Date }): Promise<void> {
  await db
    .update(premiumOrganisations)
    .set({ seatsPurchased: sql`max(0, ${premiumOrganisations.seatsPurchased} - ${request.seats})`, expiresAt: request.priorExpiresAt })
    .where(eq(premiumOrganisations.id, request.organisationId));
}
