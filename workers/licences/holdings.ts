/**
 * What an account's licences unlock: the updates each may download (its product's versions
 * from the one bought to the one last upgraded to, while it is active), when its software
 * maintenance ends, and whether an upgrade (a later major version is out) or a renewal
 * (maintenance has ended or ends within RENEWAL_DUE_DAYS) is due.
 */
import { and, asc, desc, eq, gte, inArray, lte, max } from "drizzle-orm";
import { formatVersion } from "@common/products";
import { type Database, licences, productVersions, products, updatePatches } from "../db";
import type { Licence } from "./store";

/** Maintenance ending within this many days is shown as due for renewal. */
export const RENEWAL_DUE_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CoveredUpdate {
  id: number;
  title: string;
  version: string;
  releaseDate: string;
}

export interface LicenceHolding {
  serial: string;
  productId: number;
  productName: string;
  edition: string | null;
  minMajor: number;
  maxMajor: number;
  seats: number;
  fulfilment: Licence["fulfilment"];
  status: Licence["status"];
  smaExpiresAt: string | null;
  issuedAt: string;
  registeredAt: string | null;
  orderId: string | null;
  /** The updates the licence may download, newest first (none once revoked). */
  updates: CoveredUpdate[];
  /** The newest major version of the product, when it is later than the licence covers. */
  upgradeTo: number | null;
  renewalDue: boolean;
}

/** Whether the account holds an active licence of the product covering that major version. */
export async function holdsLicenceFor(db: Database, accountId: string, update: { productId: number; major: number }): Promise<boolean> {
  const licence = await db
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.accountId, accountId),
        eq(licences.status, "active"),
        eq(licences.productId, update.productId),
        lte(licences.minMajor, update.major),
        gte(licences.maxMajor, update.major),
      ),
    )
    .get();
  return licence !== undefined;
}

export function renewalDue(smaExpiresAt: Date | null, now = new Date()): boolean {
  return smaExpiresAt === null || smaExpiresAt.getTime() < now.getTime() + RENEWAL_DUE_DAYS * DAY_MS;
}

async function coveredUpdates(db: Database, licence: Licence): Promise<CoveredUpdate[]> {
  if (licence.status !== "active") return [];
  const rows = await db
    .select({
      id: updatePatches.id,
      title: updatePatches.title,
      releaseDate: updatePatches.releaseDate,
      major: productVersions.major,
      minor: productVersions.minor,
    })
    .from(updatePatches)
    .innerJoin(productVersions, eq(productVersions.id, updatePatches.productVersionId))
    .where(
      and(
        eq(productVersions.productId, licence.productId),
        gte(productVersions.major, licence.minMajor),
        lte(productVersions.major, licence.maxMajor),
        eq(productVersions.visible, true),
        eq(updatePatches.visible, true),
      ),
    )
    .orderBy(desc(updatePatches.releaseDate), asc(updatePatches.id));
  return rows.map((row) => ({ id: row.id, title: row.title, version: formatVersion(row), releaseDate: row.releaseDate.toISOString() }));
}

async function newestMajors(db: Database, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productVersions.productId, major: max(productVersions.major) })
    .from(productVersions)
    .where(and(inArray(productVersions.productId, productIds), eq(productVersions.visible, true)))
    .groupBy(productVersions.productId);
  return new Map(rows.flatMap((row) => (row.major === null ? [] : [[row.productId, row.major] as const])));
}

/** The newest visible major version of one product, if it has any. */
export async function newestMajorOf(db: Database, productId: number): Promise<number | undefined> {
  return (await newestMajors(db, [productId])).get(productId);
}

/** A licence with what it unlocks, for My licences, the upgrade and renew pages and the API. */
export async function describeLicence(
  db: Database,
  licence: Licence,
  productName: string,
  newestMajor: number | undefined,
  now = new Date(),
): Promise<LicenceHolding> {
  const active = licence.status === "active";
  return {
    serial: licence.serial,
    productId: licence.productId,
    productName,
    edition: licence.edition,
    minMajor: licence.minMajor,
    maxMajor: licence.maxMajor,
    seats: licence.seats,
    fulfilment: licence.fulfilment,
    status: licence.status,
    smaExpiresAt: licence.smaExpiresAt?.toISOString() ?? null,
    issuedAt: licence.issuedAt.toISOString(),
    registeredAt: licence.registeredAt?.toISOString() ?? null,
    orderId: licence.orderId,
    updates: await coveredUpdates(db, licence),
    upgradeTo: active && newestMajor !== undefined && newestMajor > licence.maxMajor ? newestMajor : null,
    renewalDue: active && renewalDue(licence.smaExpiresAt, now),
  };
}

/** An account's licences, newest first, each with what it unlocks. */
export async function licencesOf(db: Database, accountId: string, now = new Date()): Promise<LicenceHolding[]> {
  const rows = await db
    .select({ licence: licences, productName: products.name })
    .from(licences)
    .innerJoin(products, eq(products.id, licences.productId))
    .where(eq(licences.accountId, accountId))
    .orderBy(desc(licences.issuedAt), desc(licences.id));
  const majors = await newestMajors(db, [...new Set(rows.map((row) => row.licence.productId))]);
  return Promise.all(rows.map((row) => describeLicence(db, row.licence, row.productName, majors.get(row.licence.productId), now)));
}

/** One of an account's licences with what it unlocks, by serial; undefined if it is not theirs. */
export async function holdingOf(db: Database, accountId: string, serial: string, now = new Date()): Promise<LicenceHolding | undefined> {
  const row = await db
    .select({ licence: licences, productName: products.name })
    .from(licences)
    .innerJoin(products, eq(products.id, licences.productId))
    .where(and(eq(licences.accountId, accountId), eq(licences.serial, serial)))
    .get();
  if (!row) return undefined;
  const majors = await newestMajors(db, [row.licence.productId]);
  return describeLicence(db, row.licence, row.productName, majors.get(row.licence.productId), now);
}
