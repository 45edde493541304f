/**
 * One stored translation of an item's fields into one language, as the translation files list
 * them, and the SQL that stores them in `content_translations` (read by workers/content/translations.ts).
 */
import { type LoadMode, literal } from "../sql.ts";

export type TranslatedLanguage = "de" | "fr" | "nl";

export interface SeedTranslation {
  kind: "page" | "article" | "event" | "product" | "webinar" | "family" | "segment";
  /** The item: a content page's hid, or the id of an article, product, webinar, product family or market segment. */
  item: { hid: string } | { id: number };
  language: TranslatedLanguage;
  /** Field names as the item's row spells them in code (`shortDescription`), each with its text. */
  fields: Record<string, string>;
}

/** One item's translations into German, French and Dutch, written side by side. */
export function inEachLanguage(
  kind: SeedTranslation["kind"],
  item: SeedTranslation["item"],
  languages: Record<TranslatedLanguage, Record<string, string>>,
): SeedTranslation[] {
  return (Object.keys(languages) as TranslatedLanguage[]).map((language) => ({ kind, item, language, fields: languages[language] }));
}

function itemId(kind: SeedTranslation["kind"], item: SeedTranslation["item"]): string {
  if ("id" in item) return literal(item.id);
  if (kind !== "page") throw new Error(`A ${kind} translation names its item by id`);
  return `(SELECT id FROM content_pages WHERE hid = ${literal(item.hid)})`;
}

/** Each field of each translation, inserted, or brought up to date ("update") or kept as the desk has it ("insert-missing"). */
export function translationStatements(translations: readonly SeedTranslation[], mode: LoadMode): string[] {
  return translations.flatMap(({ kind, item, language, fields }) =>
    Object.entries(fields).map(
      ([field, value]) =>
        `INSERT INTO content_translations (kind, item_id, language, field, value) VALUES (${literal(kind)}, ${itemId(kind, item)}, ${literal(language)}, ${literal(field)}, ${literal(value)}) ON CONFLICT (kind, item_id, language, field) ${mode === "update" ? "DO UPDATE SET value = excluded.value" : "DO NOTHING"};`,
    ),
  );
}
