/**
 * Content in the visitor's language: rows read in their source language (English) get the
 * translated fields stored in `content_translations` for the language asked for. An item is
 * shown translated only when every one of its non-empty fields has a translation, so a page
 * never mixes languages; otherwise it stays in its source language and says so
 * (`contentLanguage`), for the page to mark it `lang` and tell the visitor.
 */
import { and, eq, inArray } from "drizzle-orm";
import { type Database, contentTranslations } from "../db";

export type ContentKind = (typeof contentTranslations.$inferSelect)["kind"];

export type InLanguage<T> = T & {
  /** ISO 639-1 language of the text the row now holds. */
  contentLanguage: string;
};

/** Languages whose content is written by translators; the source ("en") and the pseudo-language ("xa") have none. */
function hasTranslations(language: string): boolean {
  return language !== "en" && language !== "xa";
}

export async function inLanguage<T extends { id: number }, F extends keyof T & string>(
  db: Database,
  kind: ContentKind,
  rows: readonly T[],
  language: string,
  fields: readonly F[],
  sourceLanguage = "en",
): Promise<InLanguage<T>[]> {
  const untouched = rows.map((row) => ({ ...row, contentLanguage: sourceLanguage }));
  if (!hasTranslations(language) || language === sourceLanguage || rows.length === 0) return untouched;
  const found = await db
    .select({ itemId: contentTranslations.itemId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.language, language),
        inArray(
          contentTranslations.itemId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const byItem = new Map<number, Map<string, string>>();
  for (const { itemId, field, value } of found) {
    if (!byItem.has(itemId)) byItem.set(itemId, new Map());
    byItem.get(itemId)!.set(field, value);
  }
  return untouched.map((row) => {
    const translated = byItem.get(row.id);
    const complete = translated !== undefined && fields.every((field) => row[field] === "" || row[field] === null || translated.has(field));
    if (!complete) return row;
    const overlay = Object.fromEntries(fields.filter((field) => translated.has(field)).map((field) => [field, translated.get(field)]));
    return { ...row, ...overlay, contentLanguage: language };
  });
}
