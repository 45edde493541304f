/**
 * The pages every walk visits: each path of the product's route table and every fixed path it
 * links to, with sample parameters from the seed (signed out).
 */
import { STAFF_ROUTES } from "../common/routes/staff";
import { STAFF_SECTIONS } from "../common/staff";
import { queryDb } from "./browser";

/** The first row of a seed query, or the fallback while that area's table is not there yet. */
function sample<T extends Record<string, unknown>>(sql: string, fallback: T): T {
  try {
    return queryDb<T>(sql)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

export const seed = {
  product: sample(
    "SELECT p.semantic_name AS semantic, ms.name AS segment, p.id AS id FROM products p JOIN product_market_segments pms ON pms.product_id = p.id JOIN market_segments ms ON ms.id = pms.market_segment_id ORDER BY p.id LIMIT 1",
    { semantic: "supernova-magnifier", segment: "individuals", id: 1 },
  ),
  family: sample(
    "SELECT f.semantic_name AS semantic, ms.name AS segment FROM product_families f JOIN products p ON p.family_id = f.id JOIN product_market_segments pms ON pms.product_id = p.id JOIN market_segments ms ON ms.id = pms.market_segment_id LIMIT 1",
    { semantic: "supernova", segment: "individuals" },
  ),
  patch: sample("SELECT id FROM update_patches ORDER BY id LIMIT 1", { id: 1 }),
  versionLanguage: sample("SELECT product_version_id AS versionId, language_id AS languageId FROM version_languages ORDER BY id LIMIT 1", {
    versionId: 1,
    languageId: 1,
  }),
  version: sample("SELECT id, major FROM product_versions ORDER BY id LIMIT 1", { id: 1, major: 23 }),
  webinar: sample("SELECT id FROM webinars ORDER BY id LIMIT 1", { id: 1 }),
  event: sample("SELECT e.id AS id, lower(t.hid) AS hid FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.visible = 1 ORDER BY e.id LIMIT 1", {
    id: 1,
    hid: "exhibition",
  }),
  eventType: sample("SELECT lower(hid) AS hid FROM event_types ORDER BY id LIMIT 1", { hid: "exhibition" }),
  blog: sample("SELECT slug FROM blog_posts ORDER BY created DESC LIMIT 1", { slug: "welcome" }),
  article: sample("SELECT id FROM kb_articles ORDER BY id LIMIT 1", { id: 1 }),
  supportProduct: sample("SELECT semantic_name AS semantic FROM support_products ORDER BY id LIMIT 1", { semantic: "supernova" }),
  libraryEasyReader: sample("SELECT id FROM libraries WHERE easy_reader = 1 ORDER BY id LIMIT 1", { id: 1 }),
  libraryGuideConnect: sample("SELECT id FROM libraries WHERE guide_connect = 1 ORDER BY id LIMIT 1", { id: 1 }),
  flexipage: sample("SELECT hid FROM content_pages WHERE path IS NULL AND published = 1 ORDER BY hid LIMIT 1", { hid: "getting-help-from-a-dealer" }),
  help: sample("SELECT semantic_name AS semantic, page_name AS page FROM product_help_pages ORDER BY semantic_name, position LIMIT 1", {
    semantic: "supernova",
    page: "getting-started.htm",
  }),
};

/** A token of the right shape (32 word characters) that no download was given. */
const UNKNOWN_TOKEN = "unknownTokenUnknownTokenUnknown0";

export interface Walk {
  path: string;
  /** The status the visitor should finally see (after any intended redirect). */
  status?: number | number[];
}

const { product, family } = seed;
const productBase = `/products/${product.segment}/${product.semantic}`;

/** Every path of spec section 2's route table, and every fixed path the spec links. */
export const ROUTE_WALK: Walk[] = [
  // Errors
  { path: "/401", status: 401 },
  { path: "/403", status: 403 },
  { path: "/404", status: 404 },
  { path: "/405", status: 405 },
  { path: "/500", status: 500 },
  // Account (signed out: the intended redirect to sign in)
  { path: "/account" },
  // Opened directly it shows the first sign-in verify error under 'Error!' (400).
  { path: "/account/oauth_verify", status: [200, 400] },
  { path: "/account/preferences" },
  { path: "/account/video-calling/address-book" },
  { path: "/account/video-calling/help" },
  { path: "/account/video-calling/settings" },
  { path: "/account/delete" },
  { path: "/account/delete/scheduled" },
  { path: "/account/delete/cancel" },
  { path: "/account/data" },
  { path: "/account/email" },
  { path: "/account/email/undo" },
  { path: "/call" },
  { path: "/action/login" },
  // Premium reader area
  { path: "/account/easyreader-premium/status" },
  // Reader downloads
  { path: "/easyreader/windows/download" },
  { path: "/easyreader/msi/download" },
  { path: "/easyreader/download/thanks" },
  { path: "/easyreader/download-msi/thanks" },
  // Beta zone and careers
  { path: "/beta-tester-zone/register" },
  { path: "/careers/vacancies/apply" },
  { path: "/careers/Apprenticeships" },
  // Dealers and the dealer zone (signed out: the zone's sign-in, its sections 403)
  { path: "/contact/dealer/locate" },
  { path: "/contact/dealer/locate?submitted=1&country=255&state=1" },
  { path: "/Contact/Dealer" },
  { path: "/dealer-zone" },
  { path: "/dealer-zone/training", status: 403 },
  { path: "/dealer-zone/video", status: 403 },
  { path: "/dealer-zone/contacts", status: 403 },
  { path: "/dealer-zone/useful-things", status: 403 },
  { path: "/dealer-zone/newsletters", status: 403 },
  { path: "/dealer-zone/account", status: 403 },
  { path: "/dealer-zone/logout" },
  // General
  { path: "/" },
  { path: "/en-gb" },
  { path: "/de-de" },
  { path: "/old-home" },
  { path: "/sitemap" },
  { path: "/About-Dolphin" },
  { path: "/AllProducts" },
  { path: "/FAQs" },
  { path: "/Cookie-Policy" },
  { path: "/Developers" },
  { path: "/Developer-Services" },
  { path: "/DEIA" },
  { path: "/How-Dolphin-Helps" },
  { path: "/Information-And-Advice" },
  { path: "/Refunds-and-Returns" },
  { path: "/Technical-Information" },
  { path: "/Certifications-and-Memberships" },
  { path: "/Causes-of-Sight-Loss" },
  { path: "/Black-Friday" },
  { path: "/Be-My-Best-Self" },
  { path: "/Unlock-and-Activate" },
  { path: "/accessibility" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/video-calling-terms" },
  { path: "/Manage-Cookies" },
  { path: "/report-missing-page" },
  // Product marketing pages (features, packages, support, training)
  ...["EasyReader", "EasyConverter-Express", "GuideConnect", "Publisher", "ScreenReader", "SuperNova", "Whiteboard-Tools"].flatMap((name) => [
    { path: `/${name}` },
    ...["features", "packages", "support", "training"].map((section) => ({ path: `/${name}/${section}` })),
  ]),
  // Audience pages
  { path: "/Assessors" },
  { path: "/Business" },
  { path: "/Charities" },
  { path: "/Education" },
  { path: "/Libraries" },
  { path: "/Tech-for-Home" },
  // Libraries
  { path: "/EasyReader/Libraries-List" },
  { path: "/GuideConnect/Libraries-List" },
  { path: `/EasyReader/Library/${seed.libraryEasyReader.id}` },
  { path: `/GuideConnect/Library/${seed.libraryGuideConnect.id}` },
  // Flexipage
  { path: `/flexipage/${seed.flexipage.hid}` },
  // Products
  { path: "/products" },
  { path: productBase },
  { path: `/products/${family.segment}/families/${family.semantic}` },
  { path: "/products/hardware" },
  { path: "/products/all" },
  { path: "/products/updates" },
  { path: "/products/education" },
  { path: "/products/individuals" },
  { path: "/products/organisation" },
  { path: `/product/updates?id=${seed.patch.id}` },
  { path: `/product/updates/all?submitted=1&version=${seed.version.id}` },
  // Trials and downloads
  { path: `${productBase}/try/language/1` },
  { path: `${productBase}/try/support/language/1` },
  { path: `${productBase}/voices` },
  { path: "/GuideConnect/Trial" },
  { path: "/GuideConnect/Trial/de" },
  { path: "/Publisher/Trial" },
  { path: "/ScreenReader/Trial" },
  { path: "/SuperNova/Trial" },
  { path: "/SuperNova/Trial/en" },
  { path: `/downloads/${UNKNOWN_TOKEN}/en`, status: 404 },
  { path: `/msi-downloads/${UNKNOWN_TOKEN}/en`, status: 404 },
  { path: `/trial-downloads/${UNKNOWN_TOKEN}`, status: 404 },
  { path: "/downloads/thanks/en" },
  { path: "/trial-downloads/thanks" },
  // Product help
  { path: `/product-help/${seed.help.semantic}/contents.htm` },
  { path: `/product-help/${seed.help.semantic}/${seed.help.page}` },
  { path: "/product-help/search?q=braille" },
  // Buy, upgrade, renew
  { path: "/GuideConnect/Buy" },
  { path: "/Publisher/Buy" },
  { path: "/ScreenReader/Buy" },
  { path: "/SuperNova/Buy" },
  { path: "/SuperNova/Buy-USB" },
  { path: "/EasyReader/Subscribe" },
  { path: "/SuperNova/Upgrade" },
  { path: "/SuperNova/Renew-SMA" },
  { path: "/ScreenReader/Upgrade" },
  { path: "/ScreenReader/Renew-SMA" },
  // Support
  { path: "/country/change" },
  { path: "/contact" },
  { path: "/support" },
  { path: "/contact/support" },
  { path: "/contact/support/callback" },
  { path: "/contact/support/callback/book" },
  { path: "/contact/support/training" },
  { path: "/contact/support/training/book" },
  { path: "/contact/support/training/confirm" },
  { path: "/support/knowledge-base" },
  { path: "/support/knowledge-base/articles" },
  { path: `/support/knowledge-base/article?id=${seed.article.id}` },
  { path: `/support/categories/${seed.supportProduct.semantic}` },
  { path: "/support/legacy-demos" },
  { path: `/support/report-a-bug/${seed.supportProduct.semantic}` },
  { path: "/newsletter/confirm?token=walk-walk-walk-walk-walk-walk" },
  { path: "/newsletter/unsubscribe?token=walk-walk-walk-walk-walk-walk" },
  { path: "/newsletter/unsubscribe" },
  // Events and webinars
  { path: "/events" },
  { path: `/events/${seed.eventType.hid}` },
  { path: `/events/${seed.event.hid}/${seed.event.id}` },
  { path: "/webinars" },
  { path: `/webinars/${seed.webinar.id}` },
  { path: "/webinars/cancel" },
  { path: `/blog/${seed.blog.slug}` },
];

/** The local superadmin the seed creates (local and test databases only). */
export const STAFF_SUPERADMIN = { email: "staff@example.com", password: "staff-desk-local-only" };

/** The staff desk: its home, every section it links to, and the forms that start a new entry. */
export const STAFF_WALK: string[] = [
  STAFF_ROUTES.StaffHome,
  ...STAFF_SECTIONS.map((section) => STAFF_ROUTES[section.route]),
  STAFF_ROUTES.StaffOutbox,
  STAFF_ROUTES.StaffEventNew,
  STAFF_ROUTES.StaffWebinarNew,
  `/staff/webinars/${seed.webinar.id}/registrants`,
  STAFF_ROUTES.StaffDownloadFiles,
  `/staff/translations/article/${seed.article.id}/de`,
];
