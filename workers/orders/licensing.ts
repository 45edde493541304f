/**
 * What a paid order does to licences, through the licences area's door: a purchase issues a
 * licence, an upgrade moves the customer's licence to a later version, a renewal extends its
 * maintenance (SMA), an edition upgrade moves it to a higher edition; a refunded purchase revokes the licence it issued, a refunded upgrade or
 * renewal puts the licence back as it was before.
 */
import type { Database } from "../db";
import { changeEdition, licenceBySerial, issueLicence, renewLicence, restoreLicence, revokeLicence, upgradeLicence } from "../licences";

/** A new licence includes a year of updates; a renewal adds a year. */
export const SMA_MONTHS = 12;

export interface IssueRequest {
  accountId: string;
  productId: number;
  edition: string | null;
  majorVersion: number;
  seats: number;
  fulfilment: "download" | "usb";
  smaMonths: number;
  orderId: string;
}

/** Issues a licence for a paid purchase; returns its serial. */
export async function issueOrderLicence(db: Database, request: IssueRequest): Promise<{ serial: string }> {
  const licence = await issueLicence(db, request);
  return { serial: licence.serial };
}

/**
 * Moves an account's licence up to `majorVersion`: the same licence, not a second one.
 * Answers the newest version it covered before, for a refund.
 */
export async function upgradeOrderLicence(
  db: Database,
  request: { accountId: string; serial: string; majorVersion: number },
): Promise<{ priorMaxMajor: number | null }> {
  const before = await licenceBySerial(db, request.serial);
  await upgradeLicence(db, request);
  return { priorMaxMajor: before?.maxMajor ?? null };
}

/**
 * Moves an account's licence to a higher edition (another product) at its current version;
 * answers the product, edition and newest version it had, for a refund.
 */
export async function changeOrderEdition(
  db: Database,
  request: { accountId: string; serial: string; productId: number; edition: string | null; majorVersion: number },
): Promise<{ priorProductId: number | null; priorEdition: string | null; priorMaxMajor: number | null }> {
  const { prior } = await changeEdition(db, request);
  return { priorProductId: prior?.productId ?? null, priorEdition: prior?.edition ?? null, priorMaxMajor: prior?.maxMajor ?? null };
}

/** Extends a licence's maintenance by `months`; answers the end it had before, for a refund. */
export async function renewOrderLicence(
  db: Database,
  request: { accountId: string; serial: string; months: number },
): Promise<{ priorMaxMajor: number | null; priorEndsAt: Date | null }> {
  const before = await licenceBySerial(db, request.serial);
  await renewLicence(db, request);
  return { priorMaxMajor: before?.maxMajor ?? null, priorEndsAt: before?.smaExpiresAt ?? null };
}

/** Puts back what a refunded upgrade or renewal changed. */
export async function restoreOrderLicence(
  db: Database,
  request: { serial: string; maxMajor?: number; smaExpiresAt?: Date | null; productId?: number; edition?: string | null },
): Promise<void> {
  await restoreLicence(db, request);
}

/** Takes back the licence a refunded purchase issued: it no longer unlocks updates. */
export async function revokeOrderLicence(db: Database, request: { serial: string }): Promise<void> {
  await revokeLicence(db, request);
}
