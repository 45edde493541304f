/**
 * Translations of the content the live site opens with, written for this product, so that the
 * German, French and Dutch sites show it in their language (workers/content/translations.ts):
 * - every product's page text (translations/products.ts), on product pages, product lists and marketing pages;
 * - every product family's descriptions (translations/families.ts), on /products and the family's page;
 * - every market segment's intro (translations/segments.ts), on its product list (/products/individuals…);
 * - the knowledge base's ten most-read articles (translations/articles.ts);
 * - the content pages linked from the main navigation and the footer (translations/pages.ts).
 * Everything else is shown in English, marked as such, until the staff desk adds a translation.
 * Webinars are made by staff, so their translations are not production data (the local seed's
 * demo webinars bring theirs, seed/webinar-translations.ts).
 */
import type { LoadMode, SeedArea } from "./sql.ts";
import { ARTICLE_TRANSLATIONS } from "./translations/articles.ts";
import { FAMILY_TRANSLATIONS } from "./translations/families.ts";
import { type SeedTranslation, translationStatements } from "./translations/item.ts";
import { PAGE_TRANSLATIONS } from "./translations/pages.ts";
import { PRODUCT_TRANSLATIONS } from "./translations/products.ts";
import { SEGMENT_TRANSLATIONS } from "./translations/segments.ts";

export type { SeedTranslation } from "./translations/item.ts";

export const CONTENT_TRANSLATIONS: SeedTranslation[] = [
  ...PAGE_TRANSLATIONS,
  ...ARTICLE_TRANSLATIONS,
  ...PRODUCT_TRANSLATIONS,
  ...FAMILY_TRANSLATIONS,
  ...SEGMENT_TRANSLATIONS,
];

export const translationsData: SeedArea = {
  name: "content translations",
  statements: (mode: LoadMode = "update") => translationStatements(CONTENT_TRANSLATIONS, mode),
};
