/**
 * The production data (data/production/) loaded into a freshly migrated D1, as
 * `npm run data:production` loads it: what the live site opens with, nothing made by people
 * (no accounts, orders, licences, dealers, events, webinars or inbox items), and a second load
 * changes nothing, not even a row the staff desk changed in between.
 */
import { env } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "@common/routes/site";
import { FOOTER_NAV, PRIMARY_NAV } from "~/components/layout/navigation";
import { type LoadMode, PRODUCTION_TABLES, productionStatements } from "../data/production";
import { CONTENT_TRANSLATIONS } from "../data/production/translations";
import { WEBINAR_TRANSLATIONS } from "../seed/webinar-translations";
import { inLanguage } from "../workers/content/translations";
import { getDb } from "../workers/db/client";
import { contentPages, kbArticles, marketSegments, productFamilies, products } from "../workers/db/schema";
import { searchKnowledgeBase } from "../workers/support/knowledge-base";
import { loader as familyLoader } from "~/routes/products/family";
import { loader as productsIndexLoader } from "~/routes/products/index";
import { loader as productListLoader } from "~/routes/products/list";

async function load(mode: LoadMode = "insert-missing") {
  const statements = await productionStatements(mode);
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

/** Row count of every table in the database. */
async function tableCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  // The full-text indexes' shadow tables follow their table (kb_articles_fts_data, search_trigram_data…).
  for (const { name } of results.filter((table) => !/_fts_|_trigram_/.test(table.name))) {
    counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  }
  return counts;
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("production data", () => {
  it("fills only the reference tables, twice over without a change, and creates no accounts or other people's records", async () => {
    const migrated = await tableCounts();
    await load();
    const loaded = await tableCounts();
    const filled = Object.keys(loaded).filter((table) => loaded[table] !== migrated[table]);
    expect(filled.sort()).toEqual([...PRODUCTION_TABLES].sort());
    for (const table of [
      "accounts",
      "account_roles",
      "orders",
      "licences",
      "dealers",
      "events",
      "webinars",
      "inbox_items",
      "premium_organisations",
      "download_files",
      "update_patches",
    ]) {
      expect(loaded[table], table).toBe(0);
    }
    await load();
    expect(await tableCounts()).toEqual(loaded);
  }, 60_000);

  it("holds what the first day needs: products priced in every currency, countries with tax rules, pages, the knowledge base", async () => {
    await load();
    expect(await count("SELECT count(*) AS n FROM products WHERE visible = 1 AND online = 1")).toBeGreaterThan(5);
    for (const currency of ["GBP", "EUR", "USD"]) {
      expect(await count(`SELECT count(*) AS n FROM product_prices p JOIN price_amounts a ON a.price_id = p.id AND a.currency = '${currency}'`), currency).toBe(
        await count("SELECT count(*) AS n FROM product_prices"),
      );
    }
    expect(await count("SELECT count(*) AS n FROM countries c JOIN country_tax_rules r ON r.country_id = c.id WHERE r.channel = 'online'")).toBeGreaterThan(10);
    expect(await count("SELECT count(*) AS n FROM countries WHERE length(iso3166) = 2")).toBe(await count("SELECT count(*) AS n FROM countries"));
    expect(await count("SELECT count(*) AS n FROM states WHERE country_id = 255")).toBe(51);
    expect(await count("SELECT count(*) AS n FROM languages WHERE length(iso6391) = 2 AND length(iso6393) = 3")).toBe(
      await count("SELECT count(*) AS n FROM languages"),
    );
    expect(await count("SELECT count(*) AS n FROM content_pages WHERE published = 1 AND kind = 'legal'")).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM kb_articles WHERE visible = 1")).toBeGreaterThan(20);
    expect(await count("SELECT count(*) AS n FROM event_types")).toBe(4);
    expect(await count("SELECT count(*) AS n FROM homepage_localisations")).toBe(4);
    // No installer is offered before the desk uploads one.
    expect(await count("SELECT count(*) AS n FROM version_languages WHERE nim_online = 1 OR nim_file_id IS NOT NULL")).toBe(0);
  });

  it("keeps what the staff desk changed on a later load, and restores the files' rows only when asked to", async () => {
    await load();
    await env.DB.prepare("UPDATE price_amounts SET amount_minor = 41000 WHERE price_id = 1 AND currency = 'GBP'").run();
    await env.DB.prepare("UPDATE country_tax_rules SET tax_rate_basis_points = 2100 WHERE country_id = 3").run();
    await load();
    expect(await count("SELECT amount_minor AS n FROM price_amounts WHERE price_id = 1 AND currency = 'GBP'")).toBe(41000);
    expect(await count("SELECT tax_rate_basis_points AS n FROM country_tax_rules WHERE country_id = 3")).toBe(2100);
    await load("update");
    expect(await count("SELECT amount_minor AS n FROM price_amounts WHERE price_id = 1 AND currency = 'GBP'")).toBe(39500);
    expect(await count("SELECT tax_rate_basis_points AS n FROM country_tax_rules WHERE country_id = 3")).toBe(1900);
  });
});

describe("production data translations", () => {
  const LANGUAGES = ["de", "fr", "nl"] as const;

  it("shows every product, family and market segment, the ten most-read articles and the pages of the navigation and footer translated in German, French and Dutch", async () => {
    await load();
    const db = getDb(env.DB);
    const allProducts = await db.select().from(products);
    const families = await db.select().from(productFamilies);
    const segments = await db.select().from(marketSegments);
    expect(families.map((family) => family.semanticName).sort()).toEqual(["easyreader", "supernova", "whiteboard-tools"]);
    expect(segments.map((segment) => segment.name).sort()).toEqual(["education", "individuals", "organisation"]);
    // Articles count no reads: the most read are the first ten the knowledge base lists to everyone.
    const listed = await searchKnowledgeBase(env.DB, { perPage: 10 });
    expect(listed.articles).toHaveLength(10);
    const articles = await db
      .select()
      .from(kbArticles)
      .where(
        inArray(
          kbArticles.id,
          listed.articles.map((article) => article.id),
        ),
      );
    // The shell's links whose address is a stored content page.
    const shellPaths = [...PRIMARY_NAV, ...FOOTER_NAV].map((link) => (SITE_ROUTES as Record<string, string>)[link.route]).filter((path) => path !== undefined);
    const pages = await db.select().from(contentPages).where(inArray(contentPages.path, shellPaths));
    expect(pages.map((page) => page.hid).sort()).toEqual(["about-dolphin", "privacy", "terms"]);
    expect(allProducts.length).toBeGreaterThan(10);

    for (const language of LANGUAGES) {
      const untranslated = (rows: { id: number; contentLanguage: string }[]) => rows.filter((row) => row.contentLanguage !== language).map((row) => row.id);
      expect(untranslated(await inLanguage(db, "product", allProducts, language)), `products in ${language}`).toEqual([]);
      expect(untranslated(await inLanguage(db, "family", families, language)), `families in ${language}`).toEqual([]);
      expect(untranslated(await inLanguage(db, "segment", segments, language)), `segments in ${language}`).toEqual([]);
      expect(untranslated(await inLanguage(db, "article", articles, language)), `articles in ${language}`).toEqual([]);
      expect(untranslated(await inLanguage(db, "page", pages, language)), `pages in ${language}`).toEqual([]);
    }
    // A translation is the language's own text, not the English copied over.
    const [german] = await inLanguage(
      db,
      "product",
      allProducts.filter((product) => product.id === 1),
      "de",
    );
    expect(german!.shortDescription).toContain("Vergrößerung");
    const [germanFamily] = await inLanguage(
      db,
      "family",
      families.filter((family) => family.semanticName === "supernova"),
      "de",
    );
    expect(germanFamily!.pageContent).toContain("drei Editionen");
    const [frenchSegment] = await inLanguage(
      db,
      "segment",
      segments.filter((segment) => segment.name === "individuals"),
      "fr",
    );
    expect(frenchSegment!.description).toContain("essais gratuits");
  });

  it("gives a segment's product list, a family's page and /products their texts in the page's language", async () => {
    await load();
    const segmentList = async (prefix: string, segmentName: string) =>
      (await productListLoader({
        request: new Request(`https://site.test${prefix}/products/${segmentName}`),
        params: { locale: prefix.slice(1) || undefined, segmentName },
      } as never)) as { intro: string; introLanguage: string };
    const familyPage = async (prefix: string, semanticName: string) =>
      (await familyLoader({
        request: new Request(`https://site.test${prefix}/products/individuals/families/${semanticName}`),
        params: { locale: prefix.slice(1) || undefined, segmentName: "individuals", semanticName },
      } as never)) as { name: string; shortDescription: string; content: string; contentLanguage: string };

    expect(await segmentList("/de-de", "individuals")).toMatchObject({
      intro: "Software für Sie selbst oder einen Menschen, den Sie betreuen, mit kostenlosen Testversionen und Hilfe in Ihrer Sprache.",
      introLanguage: "de",
    });
    expect(await segmentList("/nl-nl", "organisation")).toMatchObject({ introLanguage: "nl" });
    expect(await segmentList("", "individuals")).toMatchObject({ intro: expect.stringContaining("Software for you"), introLanguage: "en" });

    const german = await familyPage("/de-de", "easyreader");
    expect(german).toMatchObject({ name: "EasyReader", contentLanguage: "de" });
    expect(german.shortDescription).toContain("natürlichen Stimmen");
    expect(german.content).toContain("Hörbuchbibliotheken");
    expect(await familyPage("/fr-fr", "whiteboard-tools")).toMatchObject({ name: "Whiteboard tools", contentLanguage: "fr" });
    expect(await familyPage("", "easyreader")).toMatchObject({ contentLanguage: "en" });

    const index = (await productsIndexLoader({ request: new Request("https://site.test/nl-nl/products"), params: { locale: "nl-nl" } } as never)) as {
      families: { semanticName: string; shortDescription: string; contentLanguage: string }[];
    };
    expect(index.families.map((family) => family.contentLanguage)).toEqual(["nl", "nl", "nl"]);
    expect(index.families.find((family) => family.semanticName === "supernova")!.shortDescription).toContain("schermlezer");
  });

  it("links from a translated text to the addresses of its own language", () => {
    const LOCALE_PREFIX = { de: "/de-de/", fr: "/fr-fr/", nl: "/nl-nl/" };
    for (const { language, fields, item } of [...CONTENT_TRANSLATIONS, ...WEBINAR_TRANSLATIONS]) {
      for (const value of Object.values(fields)) {
        for (const [, target] of value.matchAll(/\]\((\/[^)]*)\)/g)) {
          expect(target!.startsWith(LOCALE_PREFIX[language]), `${JSON.stringify(item)} in ${language} links to ${target}`).toBe(true);
        }
      }
    }
  });
});
