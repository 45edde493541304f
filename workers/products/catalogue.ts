/**
 * Reading the product catalogue: products, segments, families, versions, version languages,
 * dealers and prices. Used by the API's catalogue reads and the page loaders alike.
 */
import { and, asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { formatVersion } from "@common/products";
import {
  type Database,
  countries,
  dealers,
  downloadFiles,
  languages,
  marketSegments,
  productDealers,
  productFamilies,
  productMarketSegments,
  productPrices,
  productVersions,
  products,
  updatePatches,
  versionLanguages,
} from "../db";
import { installerUrl } from "./files";
import { priceInForce } from "./prices-in-force";

export type Product = typeof products.$inferSelect;
export type ProductVersionRow = typeof productVersions.$inferSelect;

export interface ProductVersion {
  id: number;
  productId: number;
  major: number;
  minor: number;
  build: number;
  description: string;
  releaseDate: string;
  visible: boolean;
  /** major.minor with a two-digit minor. */
  version: string;
}

export function toVersion(row: ProductVersionRow): ProductVersion {
  return {
    id: row.id,
    productId: row.productId,
    major: row.major,
    minor: row.minor,
    build: row.build,
    description: row.description,
    releaseDate: row.releaseDate.toISOString(),
    visible: row.visible,
    version: formatVersion(row),
  };
}

/** A version language with its language: the installer of one version in one language. */
export interface VersionLanguage {
  id: number;
  languageId: number;
  language: { id: number; name: string; iso6391: string; iso6393: string; countryId: number | null; authServerId: number | null };
  nimFileUrl: string | null;
  nimOnline: boolean;
  pimFileName: string | null;
  pimOnline: boolean;
  productVersionId: number;
  productVersion: string;
}

const versionOrder = [desc(productVersions.major), desc(productVersions.minor), desc(productVersions.build)];

const hasDownload = (versionId = productVersions.id) =>
  exists(
    sql`(select 1 from ${versionLanguages} where ${versionLanguages.productVersionId} = ${versionId} and ${versionLanguages.nimOnline} = 1 and ${versionLanguages.nimFileId} is not null)`,
  );
const hasPatch = (versionId = productVersions.id) =>
  exists(sql`(select 1 from ${updatePatches} where ${updatePatches.productVersionId} = ${versionId} and ${updatePatches.visible} = 1)`);

export async function listProducts(db: Database, options: { showOffline?: boolean; withValidPatches?: boolean } = {}): Promise<Product[]> {
  const conditions = [eq(products.visible, true)];
  if (!options.showOffline) conditions.push(eq(products.online, true));
  if (options.withValidPatches) conditions.push(inArray(products.id, productIdsWith(db, "patches")));
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.sortOrder), asc(products.name));
}

function productIdsWith(db: Database, what: "downloads" | "patches") {
  return db
    .selectDistinct({ id: productVersions.productId })
    .from(productVersions)
    .where(and(eq(productVersions.visible, true), what === "downloads" ? hasDownload() : hasPatch()));
}

/** Products that still have a downloadable installer (legacy downloads picker), withdrawn ones included. */
export async function productsWithValidDownloads(db: Database): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.visible, true), inArray(products.id, productIdsWith(db, "downloads"))))
    .orderBy(asc(products.sortOrder));
}

/** Products with at least one published update (updates and patches search). */
export async function productsWithValidUpdates(db: Database): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.visible, true), inArray(products.id, productIdsWith(db, "patches"))))
    .orderBy(asc(products.sortOrder));
}

export async function getProduct(db: Database, id: number): Promise<Product | undefined> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.visible, true)))
    .get();
}

export async function getProductBySemanticName(db: Database, semanticName: string): Promise<Product | undefined> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.semanticName, semanticName), eq(products.visible, true)))
    .get();
}

export async function listMarketSegments(db: Database) {
  return db.select({ id: marketSegments.id, name: marketSegments.name }).from(marketSegments).orderBy(asc(marketSegments.id));
}

export async function getMarketSegment(db: Database, name: string) {
  return db.select().from(marketSegments).where(eq(marketSegments.name, name)).get();
}

export async function productSegments(db: Database, productId: number) {
  return db
    .select({ id: marketSegments.id, name: marketSegments.name, title: marketSegments.title })
    .from(productMarketSegments)
    .innerJoin(marketSegments, eq(marketSegments.id, productMarketSegments.marketSegmentId))
    .where(eq(productMarketSegments.productId, productId))
    .orderBy(asc(marketSegments.id));
}

export async function productsInSegment(db: Database, segmentId: number): Promise<Product[]> {
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(productMarketSegments, eq(productMarketSegments.productId, products.id))
    .where(and(eq(productMarketSegments.marketSegmentId, segmentId), eq(products.visible, true), eq(products.online, true)))
    .orderBy(asc(products.sortOrder));
  return rows.map((row) => row.product);
}

export async function hardwareProducts(db: Database): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.productTypeId, 2), eq(products.visible, true), eq(products.online, true)))
    .orderBy(asc(products.sortOrder));
}

export async function getFamily(db: Database, semanticName: string) {
  return db.select().from(productFamilies).where(eq(productFamilies.semanticName, semanticName)).get();
}

export async function familyProducts(db: Database, familyId: number): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.familyId, familyId), eq(products.visible, true), eq(products.online, true)))
    .orderBy(asc(products.sortOrder));
}

export async function listFamilies(db: Database) {
  return db.select().from(productFamilies).orderBy(asc(productFamilies.id));
}

export type VersionFilter = "all" | "with-downloads" | "with-patches";

export async function listVersions(db: Database, productId: number, filter: VersionFilter = "all"): Promise<ProductVersion[]> {
  const conditions = [eq(productVersions.productId, productId), eq(productVersions.visible, true)];
  if (filter === "with-downloads") conditions.push(hasDownload());
  if (filter === "with-patches") conditions.push(hasPatch());
  const rows = await db
    .select()
    .from(productVersions)
    .where(and(...conditions))
    .orderBy(...versionOrder);
  return rows.map(toVersion);
}

export async function latestVersion(db: Database, productId: number): Promise<ProductVersion | undefined> {
  const [latest] = await listVersions(db, productId, "with-downloads");
  return latest;
}

export async function getVersion(db: Database, versionId: number, productId?: number): Promise<ProductVersion | undefined> {
  const conditions = [eq(productVersions.id, versionId), eq(productVersions.visible, true)];
  if (productId !== undefined) conditions.push(eq(productVersions.productId, productId));
  const row = await db
    .select()
    .from(productVersions)
    .where(and(...conditions))
    .get();
  return row ? toVersion(row) : undefined;
}

/** The languages a version can be downloaded in (only those with an online installer). */
export async function listVersionLanguages(db: Database, versionId: number, options: { onlineOnly?: boolean } = {}): Promise<VersionLanguage[]> {
  const conditions = [eq(versionLanguages.productVersionId, versionId)];
  if (options.onlineOnly !== false) conditions.push(eq(versionLanguages.nimOnline, true));
  const rows = await db
    .select({ vl: versionLanguages, language: languages, version: productVersions, file: { id: downloadFiles.id, name: downloadFiles.name } })
    .from(versionLanguages)
    .innerJoin(languages, eq(languages.id, versionLanguages.languageId))
    .leftJoin(downloadFiles, eq(downloadFiles.id, versionLanguages.nimFileId))
    .innerJoin(productVersions, eq(productVersions.id, versionLanguages.productVersionId))
    .where(and(...conditions))
    .orderBy(asc(languages.id));
  return rows.map(({ vl, language, version, file }) => ({
    id: vl.id,
    languageId: vl.languageId,
    language,
    nimFileUrl: file ? installerUrl(file) : null,
    nimOnline: vl.nimOnline,
    pimFileName: vl.pimFileName,
    pimOnline: vl.pimOnline,
    productVersionId: vl.productVersionId,
    productVersion: formatVersion(version),
  }));
}

export async function findVersionLanguage(db: Database, versionId: number, languageId: number) {
  return db
    .select()
    .from(versionLanguages)
    .where(and(eq(versionLanguages.productVersionId, versionId), eq(versionLanguages.languageId, languageId)))
    .get();
}

export async function getVersionLanguage(db: Database, id: number) {
  return db.select().from(versionLanguages).where(eq(versionLanguages.id, id)).get();
}

/** A version with its languages (GET products/versions/{id}, products/{id}/versions/{versionId}). */
export async function versionWithLanguages(db: Database, versionId: number, productId?: number) {
  const version = await getVersion(db, versionId, productId);
  if (!version) return undefined;
  return { ...version, languages: await listVersionLanguages(db, versionId) };
}

/** Dealers that sell a product, optionally in one country; the primary dealer first. */
export async function dealersForProduct(db: Database, productId: number, countryId: number | null) {
  const conditions = [eq(productDealers.productId, productId), eq(dealers.visible, true)];
  if (countryId !== null) conditions.push(eq(dealers.countryId, countryId));
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      countryId: dealers.countryId,
      country: countries.name,
      city: dealers.city,
      phone: dealers.phone,
      website: dealers.website,
      isPrimary: dealers.isPrimary,
    })
    .from(productDealers)
    .innerJoin(dealers, eq(dealers.id, productDealers.dealerId))
    .innerJoin(countries, eq(countries.id, dealers.countryId))
    .where(and(...conditions))
    .orderBy(desc(dealers.isPrimary), asc(dealers.name));
}

export async function listPrices(db: Database, productIds: number[], kind?: (typeof productPrices.$inferSelect)["kind"]) {
  if (productIds.length === 0) return [];
  const conditions = [inArray(productPrices.productId, productIds), priceInForce(db)];
  if (kind) conditions.push(eq(productPrices.kind, kind));
  return db
    .select()
    .from(productPrices)
    .where(and(...conditions))
    .orderBy(asc(productPrices.productId), asc(productPrices.amountPence));
}

export async function listLanguages(db: Database) {
  return db.select().from(languages).orderBy(asc(languages.id));
}

/** A language by its two-letter code (en, de…), as trial page addresses name it. */
export async function getLanguageByCode(db: Database, iso6391: string) {
  return db.select().from(languages).where(eq(languages.iso6391, iso6391)).get();
}

export async function listCountries(db: Database) {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

/** The product in the public shape of the API: every field of a product, the sort order left out. */
export function publicProduct(product: Product) {
  const { online: _online, sortOrder: _sortOrder, ...rest } = product;
  return { ...rest, online: product.online };
}
