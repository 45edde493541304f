/**
 * The sitemap, generated from the named-route table (common/routes) and the data, so no
 * page is missing: every public route without parameters is listed, and each route with
 * parameters is expanded from the rows that give it pages (help pages, libraries, webinars…).
 * /sitemap (a page grouped by area) and /sitemap.xml both come from here.
 */
import { escapeMarkup } from "@common/markup";
import { DEFAULT_HELP_PAGE } from "@common/constants";
import { pathInLocale } from "@common/i18n/choice";
import { LOCALES, PUBLIC_LOCALES } from "@common/locale";
import { segmentPageTitle, segmentPageTitleIsMessage } from "@common/products";
import { MARKETING_PAGES, MARKETING_SECTIONS, marketingSectionRoute } from "@common/products/marketing";
import { ROUTES, type RouteName, buildUrl } from "@common/routes";
import type { Database } from "../db";
import { listVisibleEvents } from "../events";
import { listVisibleUpdates } from "../products";
import { listVisibleArticles, listSupportProducts } from "../support";
import { listHelpBooks, listHelpPages, listLibraryIds, listPublishedPages } from "./service";

/** A title that is interface text: a catalogue message and its values, said in the page's language. */
export interface SitemapMessage {
  message: string;
  values?: Record<string, string>;
}

export interface SitemapEntry {
  path: string;
  /** The title in English (with a message's values in place). */
  title: string;
  /** Where the title is interface text rather than reference data or stored content: its message. */
  said?: SitemapMessage;
  group: SitemapGroup;
  lastModified?: Date;
  /** The language of the title where it is stored content's own (a webinar's topic, a page's title); English otherwise. */
  language?: string;
}

export const SITEMAP_GROUPS = [
  "Home and about Dolphin",
  "Who we help",
  "Products and downloads",
  "Support and help",
  "Libraries",
  "Events, webinars and news",
  "Careers",
  "Beta tester and dealer zones",
  "Policies and accessibility",
] as const;
export type SitemapGroup = (typeof SITEMAP_GROUPS)[number];

/**
 * Routes that are not pages for the public: signed-in areas, the staff desk, redirects, feeds, machine files,
 * and steps of a flow that only make sense with the query the step before gave them (or the
 * form it posted, like the order summary, which is not indexed).
 */
const PRIVATE_ROUTE =
  /^(Account|OAuth|Call$|Login$|PageSwitch$|LanguageChoice$|DealerZone.|SitemapXml$|RobotsTxt$|Rss$|CountryChange$|Status|SupportTrainingConfirm$|NewsletterConfirm$|NewsletterUnsubscribe$|DemoDownload$|OrderReview$|SuperNovaBuyShowVars$|Staff)/;
const PRIVATE_PATH = /^\/(account|action|api|id|call|go|staff|dealer-zone\/|\d{3}$)|\/thanks(\/|$)/i;

/** A title as a catalogue message (app/i18n/messages/content/pages.json has each). */
function said(message: string, values?: Record<string, string>): SitemapMessage {
  return { message, values };
}

/** The English of a message: its values in place of its placeholders. */
function english({ message, values = {} }: SitemapMessage): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Titles, said in the page's language, of routes that have no page row of their own. */
const TITLES: Partial<Record<string, SitemapMessage>> = {
  home: said("Home"),
  ManageCookies: said("Manage cookies"),
  ReportMissingPage: said("Report a missing page"),
  Support: said("Support"),
  Contact: said("Contact us"),
  ContactSupport: said("Contact support"),
  DealerLocate: said("Find a dealer"),
  Products: said("Products"),
  Events: said("Events"),
  Webinars: said("Webinars"),
  Sitemap: said("Sitemap"),
  EasyReaderLibrariesList: said("{app} libraries", { app: "EasyReader" }),
  GuideConnectLibrariesList: said("{app} libraries", { app: "GuideConnect" }),
  CareersApply: said("Apply for a job"),
  BetaRegister: said("Beta tester registration"),
  DealerZone: said("Dealer Zone"),
  ProductHelpSearch: said("Search product help"),
  KnowledgeBase: said("Knowledge base"),
  Search: said("Search"),
  KnowledgeBaseArticles: said("All knowledge base articles"),
  SupportCallback: said("Support callbacks"),
  SupportCallbackBook: said("Book a support callback"),
  SupportTraining: said("Training sessions"),
  SupportTrainingBook: said("Book a training session"),
  ContactDealer: said("Dealers"),
  Newsletter: said("Newsletter"),
  Apprenticeships: said("Apprenticeships"),
  WebinarCancel: said("Cancel your webinar place"),
  ProductsAll: said("Browse all products"),
  ProductsHardware: said("Hardware"),
  ProductsUpdates: said("Updates and patches"),
  ProductUpdatesAll: said("Updates by version"),
  LegacyDemos: said("Legacy downloads"),
  ReaderWindowsDownload: said("Download EasyReader for Windows"),
  ReaderMsiDownload: said("Download the EasyReader MSI package"),
  ReaderPremiumUnlock: said("Unlock EasyReader Premium"),
  ReaderSubscribe: said("Subscribe to EasyReader Premium"),
  ScreenReaderBuy: said("Buy {name}", { name: "ScreenReader" }),
  GuideConnectBuy: said("Buy {name}", { name: "GuideConnect" }),
  PublisherBuy: said("Buy {name}", { name: "Publisher" }),
  SuperNovaUpgrade: said("Upgrade {name}", { name: "SuperNova" }),
  ScreenReaderUpgrade: said("Upgrade {name}", { name: "ScreenReader" }),
  SuperNovaRenewSma: said("Renew {name} updates", { name: "SuperNova" }),
  ScreenReaderRenewSma: said("Renew {name} updates", { name: "ScreenReader" }),
};

/** Product marketing pages are titled with the product's name, the same in every language. */
const NAMES: Partial<Record<string, string>> = Object.fromEntries(Object.values(MARKETING_PAGES).map((page) => [page.route, page.title]));

function humanise(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function groupOf(path: string, kind?: string): SitemapGroup {
  if (kind === "legal") return "Policies and accessibility";
  if (kind === "audience") return "Who we help";
  if (kind === "careers") return "Careers";
  const first = path.split("/")[1]?.toLowerCase() ?? "";
  if (/^(privacy|terms|video-calling-terms|cookie-policy|manage-cookies|accessibility)$/.test(first)) return "Policies and accessibility";
  if (
    /^(products?|downloads|msi-downloads|trial-downloads|supernova|screenreader|guideconnect|publisher|easyreader|easyconverter-express|whiteboard|allproducts)$/.test(
      first,
    )
  ) {
    return path.toLowerCase().includes("librar") ? "Libraries" : "Products and downloads";
  }
  if (/^(support|contact|country|newsletter|product-help|report-missing-page|faqs|unlock-and-activate|technical-information)$/.test(first))
    return "Support and help";
  if (/^(events|webinars|blog|rss|news)$/.test(first)) return "Events, webinars and news";
  if (first === "careers") return "Careers";
  if (/^(beta-tester-zone|dealer-zone)$/.test(first)) return "Beta tester and dealer zones";
  return "Home and about Dolphin";
}

type Expansion = {
  params: Record<string, string | number>;
  query?: Record<string, string | number>;
  title: string;
  said?: SitemapMessage;
  lastModified?: Date;
  language?: string;
};
type Expander = (db: Database, d1: D1Database) => Promise<Expansion[]>;

/** Rows of another area's table, or none while that table does not exist yet. */
async function rowsOf<T>(d1: D1Database, query: string): Promise<T[]> {
  try {
    return (await d1.prepare(query).all<T>()).results;
  } catch {
    return [];
  }
}

/** A route whose parameters are all optional, listed once at its bare path. */
const barePath =
  (title: SitemapMessage): Expander =>
  async () => [{ params: {}, title: english(title), said: title }];

/**
 * How each route with parameters becomes pages; a route without an expander is not listed.
 * A route whose page is chosen by its query (`/product/updates?id=`) has one too, and is never
 * listed bare.
 */
const EXPANDERS: Partial<Record<string, Expander>> = {
  ...Object.fromEntries(
    Object.values(MARKETING_PAGES).map((page): [string, Expander] => [
      marketingSectionRoute(page),
      async () =>
        MARKETING_SECTIONS.map((section) => {
          const title = said(`{name} ${section.toLowerCase()}`, { name: page.title });
          return { params: { section }, title: english(title), said: title };
        }),
    ]),
  ),
  SuperNovaTrial: barePath(said("{name} free trial", { name: "SuperNova" })),
  ScreenReaderTrial: barePath(said("{name} free trial", { name: "ScreenReader" })),
  GuideConnectTrial: barePath(said("{name} free trial", { name: "GuideConnect" })),
  PublisherTrial: barePath(said("{name} free trial", { name: "Publisher" })),
  SuperNovaBuy: barePath(said("Buy {name}", { name: "SuperNova" })),
  SuperNovaBuyUsb: barePath(said("Buy {name} on a USB stick", { name: "SuperNova" })),
  FlexiPage: async (db) =>
    (await listPublishedPages(db))
      .filter((page) => page.path === null && page.kind !== "news")
      .map((page) => ({ params: { hid: page.hid }, title: page.title, lastModified: page.updatedAt, language: page.language })),
  ProductHelp: async (db) => {
    const books = await listHelpBooks(db);
    const pages = await listHelpPages(db);
    return [
      ...books.map((book) => ({ params: { semanticName: book.semanticName, pageName: DEFAULT_HELP_PAGE }, title: `${book.productName} help: contents` })),
      ...pages.map((page) => ({ params: { semanticName: page.semanticName, pageName: page.pageName }, title: page.title })),
    ];
  },
  EasyReaderLibrary: async (db) =>
    (await listLibraryIds(db)).filter((row) => row.easyReader).map((row) => ({ params: { libraryId: row.id }, title: `${row.name} (EasyReader library)` })),
  GuideConnectLibrary: async (db) =>
    (await listLibraryIds(db)).filter((row) => row.guideConnect).map((row) => ({ params: { libraryId: row.id }, title: `${row.name} (GuideConnect library)` })),
  EventsByType: async (_db, d1) =>
    (await rowsOf<{ hid: string; name: string }>(d1, "SELECT hid, name FROM event_types ORDER BY name")).map((row) => ({
      params: { type: row.hid.toLowerCase() },
      title: `${row.name} events`,
    })),
  EventDetail: async (db) =>
    (await listVisibleEvents(db)).map((event) => ({
      params: { type: event.eventTypeHid.toLowerCase(), eventId: event.id },
      title: `Event: ${event.title}`,
      language: event.language,
    })),
  WebinarDetail: async (_db, d1) =>
    (await rowsOf<{ id: number; topic: string; language: string }>(d1, "SELECT id, topic, language FROM webinars ORDER BY start_time DESC LIMIT 200")).map(
      (row) => ({
        params: { webinarId: row.id },
        title: `Webinar: ${row.topic}`,
        language: row.language,
      }),
    ),
  BlogPost: async (_db, d1) =>
    (await rowsOf<{ slug: string; name: string; created: number }>(d1, "SELECT slug, name, created FROM blog_posts ORDER BY created DESC LIMIT 200")).map(
      (row) => ({
        params: { slug: row.slug },
        title: row.name,
        lastModified: new Date(row.created),
      }),
    ),
  ProductsSegment: async (_db, d1) =>
    (await rowsOf<{ name: string; title: string }>(d1, "SELECT name, title FROM market_segments ORDER BY id")).map((row) => {
      const title = segmentPageTitleIsMessage(row.name) ? segmentPageTitle(row.name) : `Products for ${row.title.toLowerCase()}`;
      return { params: { segmentName: row.name }, title, said: segmentPageTitleIsMessage(row.name) ? said(title) : undefined };
    }),
  ProductDetail: async (_db, d1) =>
    (
      await rowsOf<{ semantic: string; segment: string; name: string }>(
        d1,
        "SELECT p.semantic_name AS semantic, ms.name AS segment, p.name AS name FROM products p JOIN product_market_segments pms ON pms.product_id = p.id JOIN market_segments ms ON ms.id = pms.market_segment_id ORDER BY p.name, ms.id",
      )
    ).map((row) => ({ params: { segmentName: row.segment, semanticName: row.semantic }, title: `${row.name} (${row.segment})` })),
  ProductFamily: async (_db, d1) =>
    (
      await rowsOf<{ semantic: string; segment: string; name: string }>(
        d1,
        "SELECT DISTINCT f.semantic_name AS semantic, ms.name AS segment, f.name AS name FROM product_families f JOIN products p ON p.family_id = f.id JOIN product_market_segments pms ON pms.product_id = p.id JOIN market_segments ms ON ms.id = pms.market_segment_id ORDER BY f.name",
      )
    ).map((row) => ({ params: { segmentName: row.segment, semanticName: row.semantic }, title: `${row.name} family (${row.segment})` })),
  KnowledgeBaseArticle: async (_db, d1) =>
    (await listVisibleArticles(d1)).map((article) => ({
      params: {},
      query: { id: article.id },
      title: article.title,
      lastModified: new Date(article.dateUpdated),
      language: article.language,
    })),
  ProductUpdate: async (db) =>
    (await listVisibleUpdates(db)).map((update) => ({
      params: {},
      query: { id: update.id },
      title: `${update.productName} ${update.version}: ${update.title}`,
      lastModified: new Date(update.releaseDate),
    })),
  SupportCategory: async (db) =>
    (await listSupportProducts(db)).map((product) => ({ params: { productName: product.semanticName }, title: `${product.productName} support` })),
  ReportBug: async (db) =>
    (await listSupportProducts(db, "current")).map((product) => ({
      params: { productName: product.semanticName },
      title: `Report a bug in ${product.productName}`,
    })),
};

/** Whether a route's pages come from data (its expander) rather than from its bare pattern. */
export function expandsFromData(name: string): boolean {
  return Object.hasOwn(EXPANDERS, name);
}

export function isPublicRoute(name: string, pattern: string): boolean {
  return !PRIVATE_ROUTE.test(name) && !PRIVATE_PATH.test(pattern) && !pattern.includes("*");
}

export async function buildSitemap(db: Database, d1: D1Database): Promise<SitemapEntry[]> {
  const pages = await listPublishedPages(db);
  const pageByPath = new Map(pages.filter((page) => page.path).map((page) => [page.path!.toLowerCase(), page]));
  const entries = new Map<string, SitemapEntry>();
  const add = (entry: SitemapEntry) => {
    if (!entries.has(entry.path.toLowerCase())) entries.set(entry.path.toLowerCase(), entry);
  };

  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    if (!isPublicRoute(name, pattern)) continue;
    const expander = EXPANDERS[name];
    if (!expander) {
      if (pattern.includes(":")) continue;
      const page = pageByPath.get(pattern.toLowerCase());
      const title = page ? undefined : TITLES[name];
      add({
        path: pattern,
        title: page?.title ?? (title ? english(title) : (NAMES[name] ?? humanise(name))),
        said: title,
        group: groupOf(pattern, page?.kind),
        lastModified: page?.updatedAt,
        language: page?.language,
      });
      continue;
    }
    for (const expansion of await expander(db, d1)) {
      const path = buildUrl(name, expansion.params, { query: expansion.query });
      add({ path, title: expansion.title, said: expansion.said, group: groupOf(path), lastModified: expansion.lastModified, language: expansion.language });
    }
  }
  // Pages in data whose path is not (yet) a named route still belong on the map.
  for (const page of pages) {
    if (page.path && page.kind !== "news")
      add({ path: page.path, title: page.title, group: groupOf(page.path, page.kind), lastModified: page.updatedAt, language: page.language });
  }
  return [...entries.values()];
}

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const href = (path: string) => escapeMarkup(new URL(path, origin).href);
  // Every page in each of the site's languages, each copy naming all the others (and the default).
  const urls = entries
    .flatMap((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      const alternates = [
        ...PUBLIC_LOCALES.map(
          (locale) => `<xhtml:link rel="alternate" hreflang="${LOCALES[locale].htmlLang}" href="${href(pathInLocale(entry.path, locale))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.path)}"/>`,
      ].join("");
      return PUBLIC_LOCALES.map((locale) => `  <url><loc>${href(pathInLocale(entry.path, locale))}</loc>${lastmod}${alternates}</url>`);
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
