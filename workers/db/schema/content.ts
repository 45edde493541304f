/**
 * Content, libraries, careers, beta and dealer zones: the pages the route table
 * lists beyond the feature areas. Bodies are Markdown, rendered and sanitised on the server
 * (workers/content/markdown.ts); raw HTML in data is never rendered.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { accounts } from "./identity";
import { countries, languages } from "./site";
import { dealers } from "./shared";
import { TRANSLATED_KINDS } from "../../../common/i18n/translated-kinds";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/**
 * A page of content with a stable hid (served at /flexipage/{hid}); general, audience and
 * legal pages also have their own path in the route table. News items feed /rss.
 */
export const contentPages = sqliteTable(
  "content_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    hid: text("hid").notNull(),
    /** The canonical path of a routed page ("/About-Dolphin"); null for flexipage-only pages. */
    path: text("path"),
    kind: text("kind", { enum: ["general", "audience", "legal", "news", "careers"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown; headings start at level 2 (the page title is the one h1). */
    body: text("body").notNull(),
    /** BCP 47 tag of the copy's language ("en", "de"), as events, webinars, articles and videos keep theirs. */
    language: text("language").notNull().default("en"),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** Bumped by every staff desk save: a save from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [
    uniqueIndex("content_pages_hid_unique").on(table.hid),
    uniqueIndex("content_pages_path_unique").on(table.path),
    index("content_pages_kind_idx").on(table.kind, table.publishedAt),
  ],
);

/** A product's help book: /product-help/{semanticName}/contents.htm lists its pages. */
export const productHelpBooks = sqliteTable("product_help_books", {
  semanticName: text("semantic_name").primaryKey(),
  productName: text("product_name").notNull(),
  summary: text("summary").notNull(),
});

export const productHelpPages = sqliteTable(
  "product_help_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    semanticName: text("semantic_name")
      .notNull()
      .references(() => productHelpBooks.semanticName, { onDelete: "cascade" }),
    /** The file-style name in the URL, e.g. "getting-started.htm". */
    pageName: text("page_name").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Reading order in the contents (previous/next follow it). */
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("product_help_pages_unique").on(table.semanticName, table.pageName)],
);

/** An online library the reader app (EasyReader) or GuideConnect can reach. */
export const libraries = sqliteTable(
  "libraries",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    easyReader: integer("easy_reader", { mode: "boolean" }).notNull().default(true),
    guideConnect: integer("guide_connect", { mode: "boolean" }).notNull().default(false),
    summary: text("summary").notNull(),
    /** Markdown: what the library offers. */
    description: text("description").notNull(),
    /** Markdown: who may join and how. */
    howToJoin: text("how_to_join").notNull(),
    website: text("website").notNull(),
    formats: text("formats").notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
  },
  (table) => [index("libraries_country_idx").on(table.countryId, table.languageId)],
);

/** An open role; apprenticeships are vacancies too. */
export const vacancies = sqliteTable("vacancies", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  location: text("location").notNull(),
  hours: text("hours").notNull(),
  summary: text("summary").notNull(),
  apprenticeship: integer("apprenticeship", { mode: "boolean" }).notNull().default(false),
  closesAt: integer("closes_at", { mode: "timestamp_ms" }),
  visible: integer("visible", { mode: "boolean" }).notNull().default(true),
});

/** An application sent from /careers/vacancies/apply; the CV itself is in R2 under cvKey. */
export const careerApplications = sqliteTable("career_applications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  vacancyId: integer("vacancy_id").references(() => vacancies.id),
  role: text("role").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  coverLetter: text("cover_letter").notNull(),
  cvKey: text("cv_key").notNull(),
  cvFileName: text("cv_file_name").notNull(),
  cvContentType: text("cv_content_type").notNull(),
  cvSize: integer("cv_size").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** A beta programme of one product, open for registration or closed. */
export const betaProgrammes = sqliteTable("beta_programmes", {
  id: integer("id").primaryKey(),
  productName: text("product_name").notNull(),
  version: text("version").notNull(),
  summary: text("summary").notNull(),
  open: integer("open", { mode: "boolean" }).notNull().default(true),
  /** What a registered, signed-in tester downloads. */
  downloadFileName: text("download_file_name").notNull(),
  downloadUrl: text("download_url").notNull(),
  releaseNotes: text("release_notes").notNull(),
});

export const betaRegistrations = sqliteTable(
  "beta_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    programmeId: integer("programme_id")
      .notNull()
      .references(() => betaProgrammes.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Set when registered while signed in with DolphinID. */
    accountId: text("account_id").references(() => accounts.id, { onDelete: "set null" }),
    assistiveTechnology: text("assistive_technology").notNull().default(""),
    operatingSystem: text("operating_system").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [uniqueIndex("beta_registrations_unique").on(table.programmeId, table.email), index("beta_registrations_account_idx").on(table.accountId)],
);

/** The dealer role, granted in the staff desk (Dealers): only these accounts may sign in to the dealer zone. */
export const dealerRoles = sqliteTable(
  "dealer_roles",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    grantedAt: integer("granted_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.dealerId] })],
);

/** The dealer zone's own session: ending it leaves the DolphinID session alone. */
export const dealerSessions = sqliteTable(
  "dealer_sessions",
  {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("dealer_sessions_account_idx").on(table.accountId)],
);

/** Training, videos, contacts, useful things and newsletters shown in the dealer zone. */
export const dealerResources = sqliteTable(
  "dealer_resources",
  {
    id: integer("id").primaryKey(),
    section: text("section", { enum: ["training", "video", "contacts", "useful-things", "newsletters"] }).notNull(),
    title: text("title").notNull(),
    /** Markdown. */
    body: text("body").notNull(),
    url: text("url"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [index("dealer_resources_section_idx").on(table.section, table.publishedAt)],
);

/**
 * Translations of content written in English: one row per item, language and field. A page,
 * article, event or product shows a field in the visitor's language where its translation is
 * published (`content_translation_states`) and in English otherwise (marked as English on the
 * page, which says it is not yet translated).
 */
export const contentTranslations = sqliteTable(
  "content_translations",
  {
    kind: text("kind", { enum: TRANSLATED_KINDS }).notNull(),
    itemId: integer("item_id").notNull(),
    /** ISO 639-1 ("de", "fr", "nl"). */
    language: text("language").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId, table.language, table.field] })],
);

/**
 * Where each translation of an item stands, per language: a draft (kept off the site) or
 * published (public pages show it), the English it was made from (`source`: the translated
 * fields' English as JSON, when it was last saved or published; English changed since makes it
 * out of date), and the revision a desk save names. No row: not translated.
 */
export const contentTranslationStates = sqliteTable(
  "content_translation_states",
  {
    kind: text("kind", { enum: TRANSLATED_KINDS }).notNull(),
    itemId: integer("item_id").notNull(),
    language: text("language").notNull(),
    state: text("state", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    source: text("source").notNull().default("{}"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** Bumped by every staff desk save: a save from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId, table.language] })],
);
