/**
 * Updates and patches (spec 2 "Updates and Patches page", 7 "updates/search"): search with
 * paging and filters, one update with its notes, and the licence check (the visitor must be
 * signed in and hold a licence for the update's product and version).
 */
import { and, asc, count, desc, eq, gte, like, lte, or } from "drizzle-orm";
import { UPDATE_SEARCH_MAX_PAGE_SIZE, UPDATE_SEARCH_PAGE_SIZE, formatVersion } from "@common/products";
import type { UpdateSearchInput } from "@common/schemas/products";
import type { Database } from "../db/client";
import { licences, productVersions, products, updatePatches } from "../db/schema";

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
  filePath: string;
  major: number;
}

export async function getUpdate(db: Database, id: number): Promise<UpdateDetail | undefined> {
  const row = await db
    .select({ ...summaryColumns, description: updatePatches.description, filePath: updatePatches.filePath })
    .from(updatePatches)
    .innerJoin(productVersions, eq(productVersions.id, updatePatches.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(and(eq(updatePatches.id, id), eq(updatePatches.visible, true), eq(products.visible, true)))
    .get();
  if (!row) return undefined;
  return { ...toSummary(row), description: row.description, filePath: row.filePath, major: row.major };
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

export type LicenceCheck =
  | { allowed: true; reason: "free" | "licensed" }
  | { allowed: false; reason: "signed-out" | "no-licence" };

/** Spec 2: "the user must be licensed for the chosen update". */
export async function checkUpdateLicence(
  db: Database,
  accountId: string | null,
  update: Pick<UpdateDetail, "productId" | "major" | "requiresLicence">,
): Promise<LicenceCheck> {
  if (!update.requiresLicence) return { allowed: true, reason: "free" };
  if (!accountId) return { allowed: false, reason: "signed-out" };
  const licence = await db
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.accountId, accountId),
        eq(licences.productId, update.productId),
        lte(licences.minMajor, update.major),
        gte(licences.maxMajor, update.major),
      ),
    )
    .get();
  return licence ? { allowed: true, reason: "licensed" } : { allowed: false, reason: "no-licence" };
}

/** The licences of an account (product-upgrade/getLicenceData, upgrade and renew pages). */
export async function licenceBySerial(db: Database, accountId: string, serial: string) {
  return db
    .select({
      serial: licences.serial,
      productId: licences.productId,
      productName: products.name,
      edition: licences.edition,
      minMajor: licences.minMajor,
      maxMajor: licences.maxMajor,
      smaExpiresAt: licences.smaExpiresAt,
    })
    .from(licences)
    .innerJoin(products, eq(products.id, licences.productId))
    .where(and(eq(licences.accountId, accountId), eq(licences.serial, serial)))
    .get();
}
