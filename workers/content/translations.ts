/**
 * Content in the visitor's language: rows read in the language they are written in (their own
 * `language` column, English when they have none) get the translated fields stored in
 * `content_translations` for the language asked for, where that translation is published (a
 * draft saved in the desk stays off the site). An item is shown translated only when
 * every one of its non-empty fields has a translation, so a page never mixes languages;
 * otherwise it stays in its own language and says so (`contentLanguage`), for the page to mark
 * it `lang` (common/i18n/content-language.ts) and tell the visitor. A row already in the
 * language asked for is shown as it is. Which fields of a kind translate is the desk's one
 * definition of it (TRANSLATION_KINDS): pages read them from there.
 */
import { and, eq, inArray } from "drizzle-orm";
import { DEFAULT_CONTENT_LANGUAGE } from "@common/i18n/content-language";
import { TRANSLATION_KINDS } from "@common/schemas/staff-translations";
import { type Database, contentTranslationStates, contentTranslations } from "../db";

export type ContentKind = (typeof contentTranslations.$inferSelect)["kind"];

export type InLanguage<T> = T & {
  /** BCP 47 tag of the language of the text the row now holds. */
  contentLanguage: string;
};

/** The pseudo-language ("xa") has no translations: its pages show content as it is stored. */
function hasTranslations(language: string): boolean {
  return language !== "xa";
}

/** The language a row is written in: its own `language` column where it has one. */
function ownLanguage(row: object, fallback: string): string {
  const language = (row as { language?: unknown }).language;
  return typeof language === "string" && language !== "" ? language : fallback;
}

export async function inLanguage<T extends { id: number }>(
  db: Database,
  kind: ContentKind,
  rows: readonly T[],
  language: string,
  sourceLanguage = DEFAULT_CONTENT_LANGUAGE,
): Promise<InLanguage<T>[]> {
  const fields = TRANSLATION_KINDS[kind].fields.map((field) => field.name);
  const untouched = rows.map((row) => ({ ...row, contentLanguage: ownLanguage(row, sourceLanguage) }));
  const foreign = untouched.filter((row) => row.contentLanguage !== language);
  if (!hasTranslations(language) || foreign.length === 0) return untouched;
  const found = await db
    .select({ itemId: contentTranslations.itemId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .innerJoin(
      contentTranslationStates,
      and(
        eq(contentTranslationStates.kind, contentTranslations.kind),
        eq(contentTranslationStates.itemId, contentTranslations.itemId),
        eq(contentTranslationStates.language, contentTranslations.language),
        eq(contentTranslationStates.state, "published"),
      ),
    )
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.language, language),
        inArray(
          contentTranslations.itemId,
          foreign.map((row) => row.id),
        ),
      ),
    );
  const byItem = new Map<number, Map<string, string>>();
  for (const { itemId, field, value } of found) {
    if (!byItem.has(itemId)) byItem.set(itemId, new Map());
    byItem.get(itemId)!.set(field, value);
  }
  return untouched.map((row) => {
    if (row.contentLanguage === language) return row;
    const translated = byItem.get(row.id);
    // Only the fields the row carries count: a product card, for one, carries its short description alone.
    const stored = row as Record<string, unknown>;
    const carried = fields.filter((field) => stored[field] !== undefined);
    const complete = translated !== undefined && carried.every((field) => stored[field] === "" || stored[field] === null || translated.has(field));
    if (!complete) return row;
    const overlay = Object.fromEntries(carried.filter((field) => translated.has(field)).map((field) => [field, translated.get(field)]));
    return { ...row, ...overlay, contentLanguage: language };
  });
}
