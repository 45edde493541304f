/**
 * The production data: the reference data a live site opens with, reviewed and versioned here
 * and loaded by `npm run data:production` (scripts/production-data.ts) after the migrations.
 * It holds no accounts, orders, licences, dealers, events, webinars or inbox items: those are
 * made by people using the site. The local seed (seed/index.ts) loads this first, then its
 * demo records, so the two cannot drift.
 *
 * Areas load in this order (reference data before what refers to it). Add one: write
 * `data/production/<area>.ts` exporting a SeedArea and list it here.
 */
import { contentData } from "./content.ts";
import { ordersData } from "./orders.ts";
import { productsData } from "./products.ts";
import { siteData } from "./site.ts";
import type { LoadMode, SeedArea } from "./sql.ts";
import { supportData } from "./support.ts";
import { translationsData } from "./translations.ts";
import { searchIndexRebuildStatements } from "../../common/search/index.ts";

export type { LoadMode } from "./sql.ts";

export const PRODUCTION_AREAS: SeedArea[] = [siteData, productsData, ordersData, supportData, contentData, translationsData];

/** Tables the production data writes to; a test checks it writes to no other. */
export const PRODUCTION_TABLES = [
  "countries",
  "languages",
  "states",
  "homepage_localisations",
  "market_segments",
  "product_families",
  "products",
  "product_market_segments",
  "product_versions",
  "version_languages",
  "product_prices",
  "price_amounts",
  "country_tax_rules",
  "support_products",
  "kb_articles",
  "content_pages",
  "product_help_books",
  "product_help_pages",
  "libraries",
  "event_types",
  "content_translations",
  "content_translation_states",
  // The site search's index follows its sources (triggers), and is rebuilt whole at the end.
  "search_entries",
] as const;

export async function productionStatements(mode: LoadMode = "insert-missing"): Promise<string[]> {
  const statements: string[] = [];
  for (const area of PRODUCTION_AREAS) statements.push(...(await area.statements(mode)));
  statements.push(...searchIndexRebuildStatements());
  return statements;
}
