/**
 * What the Products and downloads pages show: every product (hidden ones too), a product
 * with its versions, a version with its languages and patches and the file each serves, and
 * the uploaded files. Sample files (the seed's stand-ins) are marked as such.
 */
import { asc, count, desc, eq } from "drizzle-orm";
import { versionParamSchema } from "@common/schemas/staff-products";
import { type Database, downloadFiles, languages, productVersions, products, updatePatches, versionLanguages } from "../db";
import { defineOperation, done, refuse } from "../operation";
import { staffAccess } from "./roles";
import { deskListRead } from "./desk-list";

export type DeskFile = typeof downloadFiles.$inferSelect;

export async function deskProducts(db: Database) {
  return db
    .select({ id: products.id, name: products.name, visible: products.visible, online: products.online, versions: count(productVersions.id) })
    .from(products)
    .leftJoin(productVersions, eq(productVersions.productId, products.id))
    .groupBy(products.id)
    .orderBy(asc(products.sortOrder), asc(products.name));
}

export async function deskProduct(db: Database, id: number) {
  const product = await db.select().from(products).where(eq(products.id, id)).get();
  if (!product) return null;
  const versions = await db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, id))
    .orderBy(desc(productVersions.major), desc(productVersions.minor), desc(productVersions.build));
  return { product, versions };
}

export async function deskVersion(db: Database, id: number) {
  const row = await db
    .select({ version: productVersions, productName: products.name })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(eq(productVersions.id, id))
    .get();
  if (!row) return null;
  const [files, versionLanguageRows, patches, allLanguages] = await Promise.all([
    db.select().from(downloadFiles).orderBy(asc(downloadFiles.name), asc(downloadFiles.id)),
    db
      .select({ row: versionLanguages, languageName: languages.name })
      .from(versionLanguages)
      .innerJoin(languages, eq(languages.id, versionLanguages.languageId))
      .where(eq(versionLanguages.productVersionId, id))
      .orderBy(asc(languages.name)),
    db.select().from(updatePatches).where(eq(updatePatches.productVersionId, id)).orderBy(desc(updatePatches.releaseDate), asc(updatePatches.id)),
    db.select({ id: languages.id, name: languages.name }).from(languages).orderBy(asc(languages.name)),
  ]);
  return {
    ...row,
    languages: versionLanguageRows.map(({ row: language, languageName }) => ({ ...language, languageName })),
    patches,
    allLanguages,
    installers: files.filter((file) => file.kind === "installer"),
    patchFiles: files.filter((file) => file.kind === "patch"),
  };
}

export async function deskFiles(db: Database): Promise<DeskFile[]> {
  return db.select().from(downloadFiles).orderBy(desc(downloadFiles.uploadedAt), desc(downloadFiles.id));
}

export const readDeskProducts = deskListRead("staff-products-list", "products", deskProducts);

export const readDeskFiles = deskListRead("staff-download-files", "files", deskFiles);

export const readDeskVersion = defineOperation({
  name: "staff-version-read",
  input: versionParamSchema,
  access: staffAccess,
  run: async ({ db }, { id }) => {
    const version = await deskVersion(db, id);
    return version ? done(version) : refuse(404, "There is no version with that number.");
  },
});

/** One version language with its version, product and the installers it may point at. */
export async function deskVersionLanguage(db: Database, id: number) {
  const row = await db
    .select({ row: versionLanguages, languageName: languages.name, version: productVersions, productName: products.name })
    .from(versionLanguages)
    .innerJoin(languages, eq(languages.id, versionLanguages.languageId))
    .innerJoin(productVersions, eq(productVersions.id, versionLanguages.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(eq(versionLanguages.id, id))
    .get();
  if (!row) return null;
  const installers = await db.select().from(downloadFiles).where(eq(downloadFiles.kind, "installer")).orderBy(asc(downloadFiles.name), asc(downloadFiles.id));
  return { ...row, installers };
}

/** One update patch with its version, product and the patch files it may point at. */
export async function deskPatch(db: Database, id: number) {
  const row = await db
    .select({ patch: updatePatches, version: productVersions, productName: products.name })
    .from(updatePatches)
    .innerJoin(productVersions, eq(productVersions.id, updatePatches.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(eq(updatePatches.id, id))
    .get();
  if (!row) return null;
  const patchFiles = await db.select().from(downloadFiles).where(eq(downloadFiles.kind, "patch")).orderBy(asc(downloadFiles.name), asc(downloadFiles.id));
  return { ...row, patchFiles };
}
