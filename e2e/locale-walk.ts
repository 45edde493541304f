/**
 * The locale walk: every page of the route walk in German, French, Dutch and American English,
 * failing on interface text not in the page's language.
 *
 * - On /de-de, /fr-fr and /nl-nl no interface text (e2e/i18n.ts says what counts) may be the
 *   English of a catalogue message whose translation in that language reads differently, or
 *   is missing. The English is matched whole, whitespace normalised, the rich-text tags of a
 *   message (`<0>…</0>`) matched against the whole text of the element holding them. A message
 *   with placeholders becomes a regular expression: an argument matches any text, a plural or
 *   select any of its cases (`#` a number). Left out, as they cannot be told from the page's
 *   own language: messages with fewer than four letters of their own (eight with placeholders:
 *   "{name} ({count})", "{label} from {date}"), English that is also the page language's
 *   translation of some message (German "Name"), and English a translation with placeholders
 *   could read as ("Upgrade {product}" beside German "Upgrade für {product}").
 * - On /en-us none may be the British source of a message the American overlay
 *   (app/i18n/american-english.json, workers/i18n/american-english.json) spells otherwise.
 * - Content translated into the page's language (`content_translations`, complete as
 *   workers/content/translations.ts requires) is shown translated on its page: the translated
 *   title is the h1 and the English is not.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogueFile, definitionsIn } from "../common/i18n/catalogue-files";
import { type CompiledMessage, type SourceCatalogue, compileOne } from "../common/i18n/compile";
import type { Locale, TranslatedLanguage } from "../common/locale";
import { TRANSLATION_KINDS } from "../common/schemas/staff-translations";
import { newContext, queryDb } from "./browser";
import { type ShownText, pageText } from "./i18n";
import { ROUTE_WALK } from "./walk-paths";

const ROOT = join(import.meta.dirname, "..");
const CATALOGUE_FOLDERS = ["app/i18n/messages", "workers/i18n/messages"];
const AMERICAN_OVERLAYS = ["app/i18n/american-english.json", "workers/i18n/american-english.json"];

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(ROOT, path), "utf8")) as T;
}

/** Every interface message, page and server catalogues together. */
function allMessages(): SourceCatalogue {
  const catalogue: SourceCatalogue = {};
  for (const folder of CATALOGUE_FOLDERS) {
    for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
      // A message a file names from another (common/i18n/catalogue-files.ts) is read where it is defined.
      if (file.endsWith(".json")) Object.assign(catalogue, definitionsIn(readJson<CatalogueFile>(join(folder, file))));
    }
  }
  return catalogue;
}

function americanOverlay(): Record<string, string> {
  return Object.assign({}, ...AMERICAN_OVERLAYS.map((path) => readJson<Record<string, string>>(path)));
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Rich-text tags: a pair's words stay in the element's whole text; a lone `<1/>` may show anything. */
const withoutTags = (text: string) => text.replace(/<\/?\d+>/g, "");

interface Shape {
  /** The message as a regular expression's source, whole. */
  source: string;
  /** Letters of the message's own words, placeholders left out. */
  letters: number;
  /** The longest stretch of its own words: every text it matches contains it. */
  anchor: string;
  /** Whether the message has placeholders (else `plain` is its whole text). */
  plain?: string;
}

function shapeOf(compiled: CompiledMessage): Shape {
  const literals: string[] = [];
  const NUMBER = "[\\d\\s.,\u00a0\u202f]+";
  const walk = (message: CompiledMessage, inPlural: boolean): string => {
    if (typeof message === "string") {
      literals.push(...withoutTags(message).split(/<\d+\/>/));
      return withoutTags(message)
        .split(/<\d+\/>/)
        .map((part) => escapeRegExp(part).replace(/\s+/g, " "))
        .join(".*");
    }
    return message
      .map((part) => {
        if (typeof part === "string") return inPlural && part === "#" ? NUMBER : walk(part, inPlural);
        const [, type, format] = part;
        if (format && typeof format === "object" && (type === "plural" || type === "select" || type === "selectordinal")) {
          const cases = Object.values(format as Record<string, unknown>).filter((value) => typeof value === "string" || Array.isArray(value));
          return `(?:${cases.map((value) => walk(value as CompiledMessage, type !== "select")).join("|")})`;
        }
        return ".+?";
      })
      .join("");
  };
  const body = walk(compiled, false);
  const own = literals.map(normalise).filter(Boolean);
  return {
    source: `^${body.replace(/ +/g, " ").trim()}$`,
    letters: own.join("").replace(/[^\p{L}]/gu, "").length,
    anchor: own.reduce((longest, part) => (part.length > longest.length ? part : longest), ""),
    plain: typeof compiled === "string" && !/<\d+\/>/.test(compiled) ? normalise(withoutTags(compiled)) : undefined,
  };
}

/** Tells whether a text is one of a set of messages, shown whole. */
export interface MessageMatcher {
  /** The source message `text` shows, if it is one of the set. */
  find(text: string): string | undefined;
  size: number;
}

/**
 * A matcher for the messages `wrong` (as shown, compiled), leaving out any that the page may
 * rightly show: `right` are the texts of its own language's messages.
 */
function matcherFor(wrong: Map<string, CompiledMessage>, right: CompiledMessage[]): MessageMatcher {
  const rightTexts = new Set(right.flatMap(samples));
  const plain = new Map<string, string>();
  const patterns: { pattern: RegExp; anchor: string; source: string }[] = [];
  for (const [source, message] of wrong) {
    const shape = shapeOf(message);
    if (shape.letters < (shape.plain === undefined ? 8 : 4)) continue;
    if (shape.plain !== undefined) {
      if (!rightTexts.has(shape.plain)) plain.set(shape.plain, source);
      continue;
    }
    const pattern = new RegExp(shape.source, "s");
    if ([...rightTexts].some((text) => text.includes(shape.anchor) && pattern.test(text))) continue;
    patterns.push({ pattern, anchor: shape.anchor, source });
  }
  return {
    size: plain.size + patterns.length,
    find: (text) => plain.get(text) ?? patterns.find(({ pattern, anchor }) => text.includes(anchor) && pattern.test(text))?.source,
  };
}

/** A stand-in for an argument in `samples`: a word no message has. */
const ARGUMENT = "Qzx";

/**
 * What a message may look like on a page: its text, arguments stood in for by a word, each case
 * of a plural or select once (the first case wherever another is spelled out). A message in the
 * page's language that the English of another would match means that English cannot be told
 * from it ("Upgrade für {product}" and "Upgrade {product}").
 */
function samples(compiled: CompiledMessage): string[] {
  const variants = (message: CompiledMessage): string[] => {
    if (typeof message === "string") return [withoutTags(message).replace(/<\d+\/>/g, ARGUMENT)];
    let texts = [""];
    for (const part of message) {
      let options: string[];
      if (typeof part === "string") options = variants(part);
      else {
        const [, type, format] = part;
        options =
          format && typeof format === "object" && (type === "plural" || type === "select" || type === "selectordinal")
            ? Object.values(format as Record<string, unknown>)
                .filter((value) => typeof value === "string" || Array.isArray(value))
                .flatMap((value) => variants(value as CompiledMessage).map((text) => text.replace(/#/g, "2")))
            : [ARGUMENT];
      }
      texts = options.length === 1 ? texts.map((text) => text + options[0]) : texts.flatMap((text) => options.map((option) => text + option)).slice(0, 16);
    }
    return texts;
  };
  return variants(compiled).map(normalise);
}

/** English that a page in `language` must not show: messages translated otherwise, or not yet. */
export function untranslatedEnglish(language: TranslatedLanguage): MessageMatcher {
  const wrong = new Map<string, CompiledMessage>();
  const right: CompiledMessage[] = [];
  for (const [english, translations] of Object.entries(allMessages())) {
    const translation = translations[language];
    if (translation) right.push(compileOne(translation));
    const compiled = compileOne(english);
    if (!translation || JSON.stringify(compileOne(translation)) !== JSON.stringify(compiled)) wrong.set(english, compiled);
  }
  return matcherFor(wrong, right);
}

/** British English that an American English page must not show: the overlay's sources. */
export function britishSpellings(): MessageMatcher {
  const overlay = americanOverlay();
  const wrong = new Map(
    Object.entries(overlay)
      .filter(([british, american]) => normalise(british) !== normalise(american))
      .map(([british]) => [british, compileOne(british)]),
  );
  const right = Object.keys(allMessages()).map((english) => compileOne(overlay[english] ?? english));
  return matcherFor(wrong, right);
}

/** Pages of the walk with a page to read (not files, not other locales' copies), as paths without a locale. */
export const WALKED_PATHS = ROUTE_WALK.map((walk) => walk.path).filter((path) => !/^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(path) && !/\.(txt|xml)$|^\/rss/.test(path));

export function inLocale(locale: Locale, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

async function expectNoWrongText(page: Page, path: string, matcher: MessageMatcher, what: string) {
  await page.goto(path, { waitUntil: "load" });
  const wrong = (await pageText(page, (shown: ShownText) => matcher.find(shown.text) !== undefined)).map((shown) => ({
    ...shown,
    message: matcher.find(shown.text),
  }));
  expect(wrong, `${what} on ${path} (landed on ${new URL(page.url()).pathname})`).toEqual([]);
}

// Content translations ----------------------------------------------------------------------

type ContentKind = "page" | "article" | "event" | "product";

interface TranslationRow {
  kind: ContentKind;
  itemId: number;
  field: string;
  value: string;
}

/** The content translations visitors of `language` are shown: the published ones, of the kinds this walk checks. */
function shownTranslations(language: TranslatedLanguage): TranslationRow[] {
  const kinds = Object.keys(CONTENT_KINDS)
    .map((kind) => `'${kind}'`)
    .join(", ");
  return queryDb<TranslationRow>(
    `SELECT t.kind, t.item_id AS itemId, t.field, t.value FROM content_translations t
     JOIN content_translation_states s ON s.kind = t.kind AND s.item_id = t.item_id AND s.language = t.language AND s.state = 'published'
     WHERE t.language = '${language}' AND t.kind IN (${kinds}) ORDER BY t.kind, t.item_id, t.field`,
  );
}

interface ContentItem {
  /** The item's public page, without a locale. */
  path: string;
  /** The language the item is written in. */
  language: string;
  /** Its fields as stored, by the names `content_translations.field` uses. */
  fields: Record<string, string | null>;
  /** The field its page shows as the h1 (a product's name is never translated: its summary). */
  headline: string;
}

/** How to find each kind's item, its fields (the ones its page translates) and its public page. */
const CONTENT_KINDS: Record<ContentKind, (id: number) => ContentItem | undefined> = {
  page: (id) =>
    one(`SELECT hid, path, language, title, summary, body FROM content_pages WHERE id = ${id} AND published = 1`, (row) => ({
      path: (row.path as string | null) ?? `/flexipage/${row.hid}`,
      language: row.language as string,
      fields: pick(row, "page"),
      headline: "title",
    })),
  article: (id) =>
    one(`SELECT language, title, short_description AS shortDescription, body FROM kb_articles WHERE id = ${id} AND visible = 1`, (row) => ({
      path: `/support/knowledge-base/article?id=${id}`,
      language: row.language as string,
      fields: pick(row, "article"),
      headline: "title",
    })),
  event: (id) =>
    one(
      `SELECT lower(t.hid) AS type, e.language, e.title, e.description FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.id = ${id} AND e.visible = 1`,
      (row) => ({
        path: `/events/${row.type}/${id}`,
        language: row.language as string,
        fields: pick(row, "event"),
        headline: "title",
      }),
    ),
  product: (id) =>
    one(
      `SELECT p.semantic_name AS semantic, ms.name AS segment, p.short_description AS shortDescription, p.meta_desc AS metaDesc,
        p.page_content AS pageContent, p.more_benefits_content AS moreBenefitsContent, p.specification_content AS specificationContent,
        p.pricing_content AS pricingContent, p.system_requirements_content AS systemRequirementsContent,
        p.support_category_content AS supportCategoryContent
       FROM products p JOIN product_market_segments pms ON pms.product_id = p.id JOIN market_segments ms ON ms.id = pms.market_segment_id
       WHERE p.id = ${id} ORDER BY ms.id LIMIT 1`,
      (row) => ({
        path: `/products/${row.segment}/${row.semantic}`,
        language: "en",
        fields: pick(row, "product"),
        headline: "shortDescription",
      }),
    ),
};

function one(sql: string, shape: (row: Record<string, unknown>) => ContentItem): ContentItem | undefined {
  const [row] = queryDb(sql);
  return row ? shape(row) : undefined;
}

/** The row's fields that translate for its kind, as the desk defines them. */
function pick(row: Record<string, unknown>, kind: ContentKind): Record<string, string | null> {
  return Object.fromEntries(TRANSLATION_KINDS[kind].fields.map(({ name }) => [name, (row[name] as string | null) ?? null]));
}

export interface TranslatedItem {
  kind: ContentKind;
  itemId: number;
  path: string;
  english: string;
  translated: string;
}

/** Items whose every non-empty field has a translation in `language`: the site shows these translated. */
export function completeTranslations(language: TranslatedLanguage): TranslatedItem[] {
  const byItem = new Map<string, Map<string, string>>();
  for (const row of shownTranslations(language)) {
    const key = `${row.kind}:${row.itemId}`;
    if (!byItem.has(key)) byItem.set(key, new Map());
    byItem.get(key)!.set(row.field, row.value);
  }
  const items: TranslatedItem[] = [];
  for (const [key, translated] of byItem) {
    const [kind, id] = key.split(":") as [ContentKind, string];
    const item = CONTENT_KINDS[kind](Number(id));
    if (!item || item.language === language) continue;
    const complete = Object.entries(item.fields).every(([field, value]) => value === null || value === "" || translated.has(field));
    const headline = translated.get(item.headline);
    if (complete && headline) items.push({ kind, itemId: Number(id), path: item.path, english: item.fields[item.headline] ?? "", translated: headline });
  }
  return items;
}

// The walk ----------------------------------------------------------------------------------

/**
 * Gaps the walk finds that are too big to close in passing, each with the reason. Their pages
 * are expected to fail the check: once a gap is closed its test fails, and the entry goes.
 */
const KNOWN_GAPS: Partial<Record<string, string>> = {};

const LANGUAGE_OF: Partial<Record<Locale, TranslatedLanguage>> = { "de-de": "de", "fr-fr": "fr", "nl-nl": "nl" };

/** The locale walk of one locale: a describe of its own, one browser page for all of it. */
export function describeLocaleWalk(browser: () => Browser, locale: "de-de" | "fr-fr" | "nl-nl" | "en-us") {
  const language = LANGUAGE_OF[locale];
  describe(`${locale}: pages in the page's language`, () => {
    let context: BrowserContext;
    let page: Page;
    let matcher: MessageMatcher;
    beforeAll(async () => {
      matcher = language ? untranslatedEnglish(language) : britishSpellings();
      context = await newContext(browser());
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    const what = language ? "English where the catalogues have the page's language" : "British spellings the American overlay replaces";
    const known = (path: string) => KNOWN_GAPS[inLocale(locale, path)];
    it.each(WALKED_PATHS.filter((path) => !known(path)))(`%s`, async (path) => expectNoWrongText(page, inLocale(locale, path), matcher, what), 60_000);
    for (const path of WALKED_PATHS.filter(known)) {
      it.fails(`${path} (a known gap: ${known(path)})`, async () => expectNoWrongText(page, inLocale(locale, path), matcher, what), 60_000);
    }

    // The check itself: read as if it were this locale's, the British English home page is
    // full of what this locale must not show.
    it("sees the text it looks for, on the British English home page", async () => {
      await page.goto("/", { waitUntil: "load" });
      const seen = await pageText(page, (shown) => matcher.find(shown.text) !== undefined);
      expect(seen.length).toBeGreaterThan(language ? 10 : 0);
    });

    // Translated content: every item translated completely into the page's language, on its page.
    if (!language) return;
    it("shows every completely translated item with its translated title as the h1", async () => {
      const items = completeTranslations(language);
      expect(items.length, "translated items to look at (the seed's, data/production/translations.ts, at least)").toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const item of items) {
        const path = inLocale(locale, item.path);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const heading = normalise((await page.locator("h1").first().textContent()) ?? "");
        const translated = normalise(item.translated);
        const english = normalise(item.english);
        if (item.kind === "product") {
          // A product's h1 is its name, never translated: its translated summary is shown instead of the English.
          const main = normalise((await page.locator("main").textContent()) ?? "");
          if (!main.includes(translated) || (english !== translated && main.includes(english)))
            wrong.push(`${item.kind} ${item.itemId} at ${path}: summary not in the page's language`);
        } else if (heading !== translated) {
          wrong.push(`${item.kind} ${item.itemId} at ${path}: h1 "${heading}"${heading === english ? " (the English)" : ""}, expected "${translated}"`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
}
