/**
 * Where each kind of translated content keeps its English: the table, the name the desk lists
 * it by, and the column of each field that translates. Only items written in English are
 * translated (an item written in German is already in German).
 */
import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { TRANSLATION_KINDS, type TranslatedFieldName, type TranslatedKind } from "@common/schemas/staff-translations";
import { type Database, contentPages, events, kbArticles, marketSegments, productFamilies, productHelpPages, products, webinars } from "../db";

interface TranslationSource {
  table: SQLiteTable;
  id: SQLiteColumn;
  /** What the desk lists the item by. */
  name: SQLiteColumn | SQL;
  columns: Partial<Record<TranslatedFieldName, SQLiteColumn>>;
  /** Items written in English, where the kind keeps a language. */
  english?: SQL;
}

const SOURCES: Record<TranslatedKind, TranslationSource> = {
  page: {
    table: contentPages,
    id: contentPages.id,
    name: contentPages.title,
    columns: { title: contentPages.title, summary: contentPages.summary, body: contentPages.body },
    english: eq(contentPages.language, "en"),
  },
  article: {
    table: kbArticles,
    id: kbArticles.id,
    name: kbArticles.title,
    columns: { title: kbArticles.title, shortDescription: kbArticles.shortDescription, body: kbArticles.body },
    english: eq(kbArticles.language, "en"),
  },
  product: {
    table: products,
    id: products.id,
    name: products.name,
    columns: {
      shortDescription: products.shortDescription,
      metaDesc: products.metaDesc,
      pageContent: products.pageContent,
      moreBenefitsContent: products.moreBenefitsContent,
      specificationContent: products.specificationContent,
      pricingContent: products.pricingContent,
      systemRequirementsContent: products.systemRequirementsContent,
      supportCategoryContent: products.supportCategoryContent,
    },
  },
  event: {
    table: events,
    id: events.id,
    name: events.title,
    columns: { title: events.title, description: events.description },
    english: eq(events.language, "en"),
  },
  webinar: {
    table: webinars,
    id: webinars.id,
    name: webinars.topic,
    columns: { topic: webinars.topic, agenda: webinars.agenda },
    english: eq(webinars.language, "en"),
  },
  help: {
    table: productHelpPages,
    id: productHelpPages.id,
    // Help books share page titles ("Getting started"): each is named with its book.
    name: sql<string>`${productHelpPages.title} || ' (' || ${productHelpPages.semanticName} || ')'`,
    columns: { title: productHelpPages.title, body: productHelpPages.body },
  },
  family: {
    table: productFamilies,
    id: productFamilies.id,
    name: productFamilies.name,
    columns: { shortDescription: productFamilies.shortDescription, pageContent: productFamilies.pageContent },
  },
  segment: {
    table: marketSegments,
    id: marketSegments.id,
    name: marketSegments.title,
    columns: { description: marketSegments.description },
  },
};

/** An item in English: its id, the name it is listed by, and its translated fields' English. */
export interface EnglishItem {
  id: number;
  name: string;
  english: Partial<Record<TranslatedFieldName, string>>;
}

function selection(kind: TranslatedKind): Record<string, SQLiteColumn | SQL> {
  const source = SOURCES[kind];
  const fields: Record<string, SQLiteColumn | SQL> = { id: source.id, name: source.name };
  for (const { name } of TRANSLATION_KINDS[kind].fields) fields[`field_${name}`] = source.columns[name]!;
  return fields;
}

function toItem(kind: TranslatedKind, row: Record<string, unknown>): EnglishItem {
  const english: Partial<Record<TranslatedFieldName, string>> = {};
  for (const { name } of TRANSLATION_KINDS[kind].fields) english[name] = String(row[`field_${name}`] ?? "");
  return { id: Number(row.id), name: String(row.name ?? ""), english };
}

/** Every item of a kind written in English, by name. */
export async function englishItems(db: Database, kind: TranslatedKind): Promise<EnglishItem[]> {
  const source = SOURCES[kind];
  const rows = await db.select(selection(kind)).from(source.table).where(source.english).orderBy(asc(source.name), asc(source.id)).all();
  return rows.map((row) => toItem(kind, row as Record<string, unknown>));
}

/** One item written in English, or null when there is none with that id (or it is written in another language). */
export async function englishItem(db: Database, kind: TranslatedKind, id: number): Promise<EnglishItem | null> {
  const source = SOURCES[kind];
  const [row] = await db
    .select(selection(kind))
    .from(source.table)
    .where(source.english ? and(eq(source.id, id), source.english) : eq(source.id, id))
    .limit(1)
    .all();
  return row ? toItem(kind, row as Record<string, unknown>) : null;
}
