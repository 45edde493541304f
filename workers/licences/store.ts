/**
 * A licence's life: issued (by a paid order, or by a dealer sale with no account yet),
 * registered to the account that owns it, upgraded (the same licence covers a later major
 * version), renewed (its software maintenance goes on), revoked (a refund: it unlocks nothing
 * and its serial can never be registered again). Each change updates the one row.
 */
import { and, eq, isNull } from "drizzle-orm";
import { type Database, type LicenceStatus, licences } from "../db";
import { Refusal } from "../operation";
import { newSerial, normaliseSerial } from "./serials";

export type Licence = typeof licences.$inferSelect;
export type Fulfilment = Licence["fulfilment"];

export interface IssueLicenceRequest {
  /** The owning DolphinID account; null for a licence sold elsewhere, owned once registered. */
  accountId: string | null;
  productId: number;
  edition: string | null;
  majorVersion: number;
  seats: number;
  fulfilment: Fulfilment;
  /** Months of software maintenance from today (0: none). */
  smaMonths: number;
  orderId: string | null;
}

/** Adds calendar months (31 January plus one month is 3 March, as JavaScript dates do). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const SERIAL_ATTEMPTS = 5;
export const NOT_YOUR_SERIAL_MESSAGE = "We could not find that serial number on your DolphinID account";

/** Issues a new licence under a fresh serial. */
export async function issueLicence(db: Database, request: IssueLicenceRequest, now = new Date()): Promise<Licence> {
  if (!Number.isInteger(request.seats) || request.seats < 1) throw new RangeError("A licence has at least one seat");
  for (let attempt = 1; ; attempt++) {
    const inserted = await db
      .insert(licences)
      .values({
        accountId: request.accountId,
        productId: request.productId,
        edition: request.edition,
        serial: newSerial(),
        minMajor: request.majorVersion,
        maxMajor: request.majorVersion,
        seats: request.seats,
        fulfilment: request.fulfilment,
        smaExpiresAt: request.smaMonths > 0 ? addMonths(now, request.smaMonths) : null,
        issuedAt: now,
        registeredAt: request.accountId ? now : null,
        orderId: request.orderId,
      })
      // Two serials alike are astronomically unlikely; if it happens, draw again.
      .onConflictDoNothing({ target: licences.serial })
      .returning()
      .get();
    if (inserted) return inserted;
    if (attempt >= SERIAL_ATTEMPTS) throw new Error("Could not draw an unused serial number");
  }
}

/** The licence with that serial (typed in any form), whoever owns it; undefined if there is none. */
export async function licenceBySerial(db: Database, serial: string): Promise<Licence | undefined> {
  const written = normaliseSerial(serial) ?? serial.trim().toUpperCase();
  return db.select().from(licences).where(eq(licences.serial, written)).get();
}

/** An account's own licence by serial, or undefined (another account's is as good as none). */
export async function ownLicence(db: Database, accountId: string, serial: string): Promise<Licence | undefined> {
  const licence = await licenceBySerial(db, serial);
  return licence?.accountId === accountId ? licence : undefined;
}

async function changeActive(db: Database, serial: string, accountId: string | undefined, change: Partial<Licence>): Promise<Licence> {
  const licence = await licenceBySerial(db, serial);
  if (!licence || (accountId !== undefined && licence.accountId !== accountId)) {
    throw Refusal.field("serial", "Serial number", NOT_YOUR_SERIAL_MESSAGE);
  }
  if (licence.status !== "active") throw Refusal.status(409, "That licence has been revoked and can no longer be changed.");
  const updated = await db
    .update(licences)
    .set(change)
    .where(and(eq(licences.id, licence.id), eq(licences.status, "active" satisfies LicenceStatus)))
    .returning()
    .get();
  if (!updated) throw Refusal.status(409, "That licence has been revoked and can no longer be changed.");
  return updated;
}

/**
 * An upgrade: the same licence now covers `majorVersion` (and keeps the versions it covered).
 * With `accountId`, only that account's licence is upgraded. A new major version comes with
 * `smaMonths` of maintenance from today when given.
 */
export async function upgradeLicence(
  db: Database,
  request: { serial: string; accountId?: string; majorVersion: number; smaMonths?: number },
  now = new Date(),
): Promise<Licence> {
  const licence = await licenceBySerial(db, request.serial);
  const maxMajor = Math.max(request.majorVersion, licence?.maxMajor ?? request.majorVersion);
  const change: Partial<Licence> = { maxMajor };
  if (request.smaMonths) change.smaExpiresAt = addMonths(now, request.smaMonths);
  return changeActive(db, request.serial, request.accountId, change);
}

/**
 * An edition upgrade: the same licence (serial, seats, maintenance) becomes one of a higher
 * edition, another product, covering its `majorVersion` too. Answers what it was, for a refund.
 */
export async function changeEdition(
  db: Database,
  request: { serial: string; accountId?: string; productId: number; edition: string | null; majorVersion: number },
): Promise<{ prior: Licence | undefined; licence: Licence }> {
  const prior = await licenceBySerial(db, request.serial);
  const maxMajor = Math.max(request.majorVersion, prior?.maxMajor ?? request.majorVersion);
  const licence = await changeActive(db, request.serial, request.accountId, { productId: request.productId, edition: request.edition, maxMajor });
  return { prior, licence };
}

/** A renewal: maintenance goes on for `months` from its end, or from today if it has ended. */
export async function renewLicence(db: Database, request: { serial: string; accountId?: string; months: number }, now = new Date()): Promise<Licence> {
  const licence = await licenceBySerial(db, request.serial);
  const end = licence?.smaExpiresAt;
  const from = end && end.getTime() > now.getTime() ? end : now;
  return changeActive(db, request.serial, request.accountId, { smaExpiresAt: addMonths(from, request.months) });
}

/**
 * A refunded upgrade or renewal: the licence covers `maxMajor` again (never below the version
 * it was bought for), or its maintenance ends at `smaExpiresAt` again; a refunded edition
 * upgrade puts back its product and edition too. A revoked licence stays
 * as it is.
 */
export async function restoreLicence(
  db: Database,
  request: { serial: string; maxMajor?: number; smaExpiresAt?: Date | null; productId?: number; edition?: string | null },
): Promise<Licence | undefined> {
  const licence = await licenceBySerial(db, request.serial);
  if (licence?.status !== "active") return licence;
  const change: Partial<Licence> = {};
  if (request.productId !== undefined) change.productId = request.productId;
  if (request.edition !== undefined) change.edition = request.edition;
  if (request.maxMajor !== undefined) change.maxMajor = Math.max(licence.minMajor, request.maxMajor);
  if (request.smaExpiresAt !== undefined) change.smaExpiresAt = request.smaExpiresAt;
  if (Object.keys(change).length === 0) return licence;
  return db.update(licences).set(change).where(eq(licences.id, licence.id)).returning().get();
}

/** A refund: the licence unlocks nothing from now on. Revoking twice changes nothing more. */
export async function revokeLicence(db: Database, request: { serial: string }, now = new Date()): Promise<Licence | undefined> {
  const licence = await licenceBySerial(db, request.serial);
  if (!licence || licence.status === "revoked") return licence;
  return db.update(licences).set({ status: "revoked", revokedAt: now }).where(eq(licences.id, licence.id)).returning().get();
}

export const REGISTER_UNKNOWN_MESSAGE = "We do not recognise that serial number. Check it against your licence and try again";
export const REGISTER_TAKEN_MESSAGE = "That serial number is registered to another DolphinID. If you bought it, contact us and we will help";
export const REGISTER_REVOKED_MESSAGE = "That licence has been revoked and cannot be registered";

/**
 * Registers a licence bought elsewhere to an account. A serial registered to another account
 * is refused without saying whose it is; registering your own again changes nothing.
 * Returns the licence, or which rule refused it (unknown serials count towards a limit).
 */
export async function registerLicence(
  db: Database,
  accountId: string,
  serial: string,
  now = new Date(),
): Promise<{ licence: Licence; alreadyYours: boolean } | { refused: "unknown" | "taken" | "revoked" }> {
  const licence = await licenceBySerial(db, serial);
  if (!licence) return { refused: "unknown" };
  if (licence.status === "revoked") return { refused: "revoked" };
  if (licence.accountId === accountId) return { licence, alreadyYours: true };
  if (licence.accountId !== null) return { refused: "taken" };
  // Only an unowned licence is claimed: of two accounts registering at once, one wins.
  const claimed = await db
    .update(licences)
    .set({ accountId, registeredAt: now })
    .where(and(eq(licences.id, licence.id), eq(licences.status, "active" satisfies LicenceStatus), isNull(licences.accountId)))
    .returning()
    .get();
  return claimed ? { licence: claimed, alreadyYours: false } : { refused: "taken" };
}
