/**
 * Reading the content area's data: pages by path or hid, news, product help, libraries,
 * vacancies and beta programmes. Used by page loaders and the API alike.
 */
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import {
  type Database,
  betaProgrammes,
  betaRegistrations,
  contentPages,
  countries,
  languages,
  libraries,
  productHelpBooks,
  productHelpPages,
  vacancies,
} from "../db";
import { ftsMatch, queryWords } from "../search";

export type ContentPage = typeof contentPages.$inferSelect;

/** A published page by its path, matched case-insensitively (the route table mixes cases). */
export async function findPageByPath(db: Database, path: string): Promise<ContentPage | undefined> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(sql`lower(${contentPages.path}) = ${path.toLowerCase()}`, eq(contentPages.published, true)))
    .limit(1);
  return page;
}

export async function findPageByHid(db: Database, hid: string): Promise<ContentPage | undefined> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(sql`lower(${contentPages.hid}) = ${hid.toLowerCase()}`, eq(contentPages.published, true)))
    .limit(1);
  return page;
}

export async function listPublishedPages(db: Database) {
  return db
    .select({
      hid: contentPages.hid,
      path: contentPages.path,
      kind: contentPages.kind,
      title: contentPages.title,
      language: contentPages.language,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(asc(contentPages.title));
}

export async function listNews(db: Database, limit = 20) {
  return db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, "news"), eq(contentPages.published, true)))
    .orderBy(desc(contentPages.publishedAt))
    .limit(limit);
}

// Product help ---------------------------------------------------------------------------

export async function findHelpBook(db: Database, semanticName: string) {
  const [book] = await db.select().from(productHelpBooks).where(sql`lower(${productHelpBooks.semanticName}) = ${semanticName.toLowerCase()}`).limit(1);
  if (!book) return undefined;
  const pages = await db.select().from(productHelpPages).where(eq(productHelpPages.semanticName, book.semanticName)).orderBy(asc(productHelpPages.position));
  return { book, pages };
}

export async function listHelpBooks(db: Database) {
  return db.select().from(productHelpBooks).orderBy(asc(productHelpBooks.productName));
}

export async function listHelpPages(db: Database) {
  return db
    .select({ semanticName: productHelpPages.semanticName, pageName: productHelpPages.pageName, title: productHelpPages.title })
    .from(productHelpPages)
    .orderBy(asc(productHelpPages.semanticName), asc(productHelpPages.position));
}

/**
 * Help pages that hold every word of the term (the last also as a word's start), found in the
 * site search's index filtered to help pages: one search code path (workers/search).
 */
export async function searchHelp(db: Database, term: string, semanticName?: string) {
  const match = ftsMatch(queryWords(term));
  if (!match) return [];
  const conditions = [
    // Both of the index's FTS tables: English entries by English stems, the others as written.
    sql`${productHelpPages.id} IN (SELECT CAST(e.ref AS INTEGER) FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid WHERE search_fts MATCH ${match} AND e.kind = 'help'
      UNION ALL SELECT CAST(e.ref AS INTEGER) FROM search_fts_plain JOIN search_entries e ON e.id = search_fts_plain.rowid WHERE search_fts_plain MATCH ${match} AND e.kind = 'help')`,
  ];
  if (semanticName) conditions.push(eq(productHelpPages.semanticName, semanticName));
  return db
    .select({
      semanticName: productHelpPages.semanticName,
      pageName: productHelpPages.pageName,
      title: productHelpPages.title,
      body: productHelpPages.body,
      productName: productHelpBooks.productName,
    })
    .from(productHelpPages)
    .innerJoin(productHelpBooks, eq(productHelpBooks.semanticName, productHelpPages.semanticName))
    .where(and(...conditions))
    .orderBy(asc(productHelpBooks.productName), asc(productHelpPages.position))
    .limit(50);
}

// Libraries ------------------------------------------------------------------------------

export type LibraryApp = "EasyReader" | "GuideConnect";
export const LIBRARY_APPS: readonly LibraryApp[] = ["EasyReader", "GuideConnect"];

function appCondition(app: LibraryApp) {
  return app === "EasyReader" ? eq(libraries.easyReader, true) : eq(libraries.guideConnect, true);
}

const librarySelection = {
  id: libraries.id,
  name: libraries.name,
  summary: libraries.summary,
  description: libraries.description,
  howToJoin: libraries.howToJoin,
  website: libraries.website,
  formats: libraries.formats,
  countryId: libraries.countryId,
  countryName: countries.name,
  languageId: libraries.languageId,
  languageName: languages.name,
};

export async function listLibraries(db: Database, app: LibraryApp, filter: { countryId?: number; languageId?: number } = {}) {
  return db
    .select(librarySelection)
    .from(libraries)
    .innerJoin(countries, eq(countries.id, libraries.countryId))
    .innerJoin(languages, eq(languages.id, libraries.languageId))
    .where(
      and(
        appCondition(app),
        eq(libraries.visible, true),
        filter.countryId ? eq(libraries.countryId, filter.countryId) : undefined,
        filter.languageId ? eq(libraries.languageId, filter.languageId) : undefined,
      ),
    )
    .orderBy(asc(libraries.name));
}

/** The countries and languages that have at least one library for the app (the filter's options). */
export async function libraryFilterOptions(db: Database, app: LibraryApp) {
  const all = await listLibraries(db, app);
  const countryMap = new Map(all.map((library) => [library.countryId, library.countryName]));
  const languageMap = new Map(all.map((library) => [library.languageId, library.languageName]));
  const sorted = (map: Map<number, string>) => [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { countries: sorted(countryMap), languages: sorted(languageMap) };
}

export async function findLibrary(db: Database, app: LibraryApp, id: number) {
  const [library] = await db
    .select(librarySelection)
    .from(libraries)
    .innerJoin(countries, eq(countries.id, libraries.countryId))
    .innerJoin(languages, eq(languages.id, libraries.languageId))
    .where(and(eq(libraries.id, id), appCondition(app), eq(libraries.visible, true)))
    .limit(1);
  return library;
}

export async function listLibraryIds(db: Database) {
  return db
    .select({ id: libraries.id, name: libraries.name, easyReader: libraries.easyReader, guideConnect: libraries.guideConnect })
    .from(libraries)
    .where(eq(libraries.visible, true));
}

// Careers and beta -----------------------------------------------------------------------

export async function listVacancies(db: Database, options: { apprenticeshipsOnly?: boolean } = {}) {
  return db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.visible, true), options.apprenticeshipsOnly ? eq(vacancies.apprenticeship, true) : undefined))
    .orderBy(asc(vacancies.apprenticeship), asc(vacancies.title));
}

export async function listBetaProgrammes(db: Database) {
  return db.select().from(betaProgrammes).orderBy(asc(betaProgrammes.productName));
}

/** The programmes an account (or its email) is registered for, with their downloads. */
export async function betaDownloadsFor(db: Database, account: { id: string; email: string | null }) {
  return db
    .selectDistinct({
      id: betaProgrammes.id,
      productName: betaProgrammes.productName,
      version: betaProgrammes.version,
      downloadFileName: betaProgrammes.downloadFileName,
      downloadUrl: betaProgrammes.downloadUrl,
      releaseNotes: betaProgrammes.releaseNotes,
    })
    .from(betaRegistrations)
    .innerJoin(betaProgrammes, eq(betaProgrammes.id, betaRegistrations.programmeId))
    .where(or(eq(betaRegistrations.accountId, account.id), account.email ? sql`lower(${betaRegistrations.email}) = ${account.email.toLowerCase()}` : undefined))
    .orderBy(asc(betaProgrammes.productName));
}
