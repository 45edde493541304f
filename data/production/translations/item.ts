/**
 * One stored translation of an item's fields into one language, as the translation files list
 * them, and the SQL that stores them in `content_translations` (read by workers/content/translations.ts),
 * published (`content_translation_states`), as a translation staff publish in the desk is.
 */
import type { TRANSLATED_KINDS } from "../../../common/i18n/translated-kinds.ts";
import { type LoadMode, literal } from "../sql.ts";

export type TranslatedLanguage = "de" | "fr" | "nl";

export interface SeedTranslation {
  kind: (typeof TRANSLATED_KINDS)[number];
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

/** The item's English fields as JSON, as the desk keeps them with a translation: what it was translated from. */
const ENGLISH_SOURCE: Record<SeedTranslation["kind"], (id: string) => string> = {
  page: (id) => `(SELECT json_object('title', title, 'summary', summary, 'body', body) FROM content_pages WHERE id = ${id})`,
  article: (id) => `(SELECT json_object('title', title, 'shortDescription', short_description, 'body', body) FROM kb_articles WHERE id = ${id})`,
  event: (id) => `(SELECT json_object('title', title, 'description', description) FROM events WHERE id = ${id})`,
  product: (id) =>
    `(SELECT json_object('shortDescription', short_description, 'metaDesc', meta_desc, 'pageContent', page_content, 'moreBenefitsContent', more_benefits_content, 'specificationContent', specification_content, 'pricingContent', pricing_content, 'systemRequirementsContent', system_requirements_content, 'supportCategoryContent', support_category_content) FROM products WHERE id = ${id})`,
  webinar: (id) => `(SELECT json_object('topic', topic, 'agenda', agenda) FROM webinars WHERE id = ${id})`,
  help: (id) => `(SELECT json_object('title', title, 'body', body) FROM product_help_pages WHERE id = ${id})`,
  family: (id) => `(SELECT json_object('shortDescription', short_description, 'pageContent', page_content) FROM product_families WHERE id = ${id})`,
  segment: (id) => `(SELECT json_object('description', description) FROM market_segments WHERE id = ${id})`,
};

/**
 * The files' translations are on the site: each is published, made from the English the database
 * holds when it is loaded (the desk shows it out of date once that English changes).
 */
function publishedState(kind: SeedTranslation["kind"], item: SeedTranslation["item"], language: string, mode: LoadMode): string {
  const id = itemId(kind, item);
  return `INSERT INTO content_translation_states (kind, item_id, language, state, source) VALUES (${literal(kind)}, ${id}, ${literal(language)}, 'published', COALESCE(${ENGLISH_SOURCE[kind](id)}, '{}')) ON CONFLICT (kind, item_id, language) ${mode === "update" ? "DO UPDATE SET state = 'published', source = excluded.source, revision = revision + 1" : "DO NOTHING"};`;
}

/**
 * Each field of each translation and its published state, inserted, or brought up to date
 * ("update") or kept as the desk has it ("insert-missing").
 */
export function translationStatements(translations: readonly SeedTranslation[], mode: LoadMode): string[] {
  return translations.flatMap(({ kind, item, language, fields }) => [
    ...Object.entries(fields).map(
      ([field, value]) =>
        `INSERT INTO content_translations (kind, item_id, language, field, value) VALUES (${literal(kind)}, ${itemId(kind, item)}, ${literal(language)}, ${literal(field)}, ${literal(value)}) ON CONFLICT (kind, item_id, language, field) ${mode === "update" ? "DO UPDATE SET value = excluded.value" : "DO NOTHING"};`,
    ),
    publishedState(kind, item, language, mode),
  ]);
}
