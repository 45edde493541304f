/**
 * Updates and patches: search with paging and filters, one update with its notes, the
 * licence check (an update that needs a licence is for a signed-in account holding an active
 * licence of the update's product covering its major version), and the update's file, served
 * from the DOWNLOADS bucket only after that check (licensed-files.ts, shared with the software a
 * licence pays for).
 */
import { and, asc, count, desc, eq, like, or } from "drizzle-orm";
import { UPDATE_SEARCH_MAX_PAGE_SIZE, UPDATE_SEARCH_PAGE_SIZE, formatVersion } from "@common/products";
import { type UpdateSearchInput, updateSearchSchema } from "@common/schemas/products";
import { type Database, productVersions, products, updatePatches } from "../db";
import { holdingOf, licenceBySerial as findLicence } from "../licences";
import { type LicenceCheck, type LicensedFile, checkLicence, serveLicensedFile } from "./licensed-files";
import { defineOperation, done } from "../operation";

export interface UpdateSummary {
  id: number;
  title: string;
  releaseDate: string;
  productId: number;
  productName: string;
  productVersionId: number;
  version: string;
  requiresLicence: boolean;
}

export interface UpdateSearchResult {
  pageCount: number;
  resultCount: number;
  page: number;
  perPage: number;
  result: UpdateSummary[];
}

const summaryColumns = {
  id: updatePatches.id,
  title: updatePatches.title,
  releaseDate: updatePatches.releaseDate,
  requiresLicence: updatePatches.requiresLicence,
  productId: products.id,
  productName: products.name,
  productVersionId: productVersions.id,
  major: productVersions.major,
  minor: productVersions.minor,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] };

function toSummary(row: SummaryRow): UpdateSummary {
  return {
    id: row.id,
    title: row.title,
    releaseDate: row.releaseDate.toISOString(),
    productId: row.productId,
    productName: row.productName,
    productVersionId: row.productVersionId,
    version: formatVersion(row),
    requiresLicence: row.requiresLicence,
  };
}

/** Update summaries, each joined to its version and product: where the listing queries start. */
function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(updatePatches)
    .innerJoin(productVersions, eq(productVersions.id, updatePatches.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId));
}

/** Escapes LIKE wildcards so a search for "100%" finds that text. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchUpdates(db: Database, input: UpdateSearchInput): Promise<UpdateSearchResult> {
  const perPage = Math.min(Math.max(input.perPage ?? UPDATE_SEARCH_PAGE_SIZE, 1), UPDATE_SEARCH_MAX_PAGE_SIZE);
  const conditions = [eq(updatePatches.visible, true), eq(productVersions.visible, true), eq(products.visible, true)];
  if (input.productId !== null) conditions.push(eq(products.id, input.productId));
  if (input.productVersionId !== null) conditions.push(eq(productVersions.id, input.productVersionId));
  if (input.searchTerm) {
    const pattern = likePattern(input.searchTerm);
    conditions.push(or(like(updatePatches.title, pattern), like(updatePatches.description, pattern))!);
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(updatePatches)
    .innerJoin(productVersions, eq(productVersions.id, updatePatches.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(input.page, pageCount);
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(updatePatches.releaseDate), desc(updatePatches.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { pageCount, resultCount: total, page, perPage, result: rows.map(toSummary) };
}

export interface UpdateDetail extends UpdateSummary {
  description: string;
  /** The patch file's record. */
  fileId: number;
  major: number;
}

export async function getUpdate(db: Database, id: number): Promise<UpdateDetail | undefined> {
  const row = await db
    .select({ ...summaryColumns, description: updatePatches.description, fileId: updatePatches.fileId })
    .from(updatePatches)
    .innerJoin(productVersions, eq(productVersions.id, updatePatches.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(and(eq(updatePatches.id, id), eq(updatePatches.visible, true), eq(products.visible, true)))
    .get();
  if (!row) return undefined;
  return { ...toSummary(row), description: row.description, fileId: row.fileId, major: row.major };
}

/** Every update a visitor can open at /product/updates?id= (the sitemap lists them), by id. */
export async function listVisibleUpdates(db: Database): Promise<UpdateSummary[]> {
  const rows = await selectSummaries(db)
    .where(and(eq(updatePatches.visible, true), eq(products.visible, true)))
    .orderBy(asc(updatePatches.id));
  return rows.map(toSummary);
}

/** Every update of one version (GET /product/updates/all?submitted=1&version=), newest first. */
export async function updatesForVersion(db: Database, versionId: number): Promise<UpdateSummary[]> {
  const rows = await selectSummaries(db)
    .where(and(eq(productVersions.id, versionId), eq(updatePatches.visible, true)))
    .orderBy(desc(updatePatches.releaseDate), asc(updatePatches.id));
  return rows.map(toSummary);
}

/** Free updates are for everyone; the others only for a holder of a licence that covers them. */
export function checkUpdateLicence(
  db: Database,
  accountId: string | null,
  update: Pick<UpdateDetail, "productId" | "major" | "requiresLicence">,
): Promise<LicenceCheck> {
  return checkLicence(db, accountId, update);
}

/** The address the update's file is downloaded from (the Worker checks the licence there). */
export function updateFileUrl(updateId: number): string {
  return `/api/v1/updates/${updateId}/file`;
}

export type UpdateFile = LicensedFile;

export const UPDATE_FILE_MESSAGES = {
  missing: "There is no update with that number.",
  "signed-out": "Sign in with the DolphinID your licence is registered to, to download this update.",
  "no-licence": "Your DolphinID has no licence for this version, so this update cannot be downloaded.",
  unavailable: "The file of this update is not available at the moment. Please try again later or contact support.",
} as const;

/** An update's file for this account, or why not: the licence check first, then the bucket. */
export async function readUpdateFile(db: Database, bucket: R2Bucket, accountId: string | null, updateId: number): Promise<UpdateFile> {
  const update = await getUpdate(db, updateId);
  if (!update) return { ok: false, status: 404, message: UPDATE_FILE_MESSAGES.missing };
  return serveLicensedFile(db, bucket, accountId, update, update.fileId, UPDATE_FILE_MESSAGES);
}

/**
 * One of the account's active licences by serial, typed in any form (the upgrade and renew
 * pages); undefined when it is not theirs or has been revoked.
 */
export async function licenceBySerial(db: Database, accountId: string, serial: string) {
  const licence = await findLicence(db, serial);
  if (!licence || licence.accountId !== accountId || licence.status !== "active") return undefined;
  const holding = (await holdingOf(db, accountId, licence.serial))!;
  return { ...holding, smaExpiresAt: licence.smaExpiresAt };
}

/** The updates search: by product, version and words, a page at a time; anyone may search. */
export const findUpdates = defineOperation({
  name: "updates-search",
  input: updateSearchSchema,
  access: "anyone",
  run: async ({ db }, input) => done(await searchUpdates(db, input)),
});
