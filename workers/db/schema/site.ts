/** Tables of the site shell: languages, countries, homepage banners, feedback, analytics, errors. */
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** Spec 3 "Language": authServerId, countryId, id, iso6391, iso6393, name. */
export const languages = sqliteTable("languages", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  iso6391: text("iso6391").notNull(),
  iso6393: text("iso6393").notNull(),
  countryId: integer("country_id"),
  authServerId: integer("auth_server_id"),
  /** Bumped by every staff desk save: a save from an older revision is refused. */
  revision: integer("revision").notNull().default(1),
});

/** Spec 3 "Country": id, name, iso3166. */
export const countries = sqliteTable(
  "countries",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    iso3166: text("iso3166").notNull(),
    revision: integer("revision").notNull().default(1),
  },
  (table) => [uniqueIndex("countries_iso3166_unique").on(table.iso3166)],
);

/** Spec 3 "State": id, name; states belong to a country (the USA has id 255). */
export const states = sqliteTable(
  "states",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
    code: text("code").notNull(),
    revision: integer("revision").notNull().default(1),
  },
  (table) => [index("states_country_idx").on(table.countryId)],
);

/** Spec 3 "Homepage localisation". */
export const homepageLocalisations = sqliteTable("homepage_localisations", {
  id: integer("id").primaryKey(),
  languageId: integer("language_id")
    .notNull()
    .references(() => languages.id),
  bannerMessage: text("banner_message"),
  bannerMessageEnabled: integer("banner_message_enabled", { mode: "boolean" }).notNull().default(false),
  bannerMessageExpiry: integer("banner_message_expiry", { mode: "timestamp_ms" }),
  bannerContent: text("banner_content"),
  /** Bumped by every staff desk save: a save from an older revision is refused. */
  revision: integer("revision").notNull().default(1),
});

/** Spec 3 "Feedback": reports sent from the not-found page. */
export const feedbackReports = sqliteTable("feedback_reports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  feedback: text("feedback").notNull(),
  reportId: text("report_id").notNull(),
  reportedUri: text("reported_uri").notNull(),
  createdAt: createdAt(),
});

/** Spec 3 "Analytics event", recorded by the local analytics implementation after consent. */
export const analyticsEvents = sqliteTable("analytics_events", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  eventName: text("event_name").notNull(),
  eventAction: text("event_action").notNull(),
  eventCategory: text("event_category").notNull(),
  eventLabel: text("event_label").notNull().default(""),
  visitorId: text("visitor_id"),
  createdAt: createdAt(),
});

/** Server and client errors, kept for the staff desk (and sent to Sentry too where it is configured). */
export const errorReports = sqliteTable("error_reports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  source: text("source", { enum: ["server", "client"] }).notNull(),
  message: text("message").notNull(),
  url: text("url").notNull().default(""),
  stack: text("stack").notNull().default(""),
  /** The X-Request-Id of the request that failed (or that carried a browser's report), which a visitor can quote. */
  requestId: text("request_id"),
  createdAt: createdAt(),
});

/** Fixed-window counters behind every rate limit (forms, sign-in). */
export const rateLimitBuckets = sqliteTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  // Expired buckets are deleted by window start.
  (table) => [index("rate_limit_buckets_window_idx").on(table.windowStart)],
);

/**
 * The version of what anonymous pages show: one row, replaced whenever an operation that
 * changes content succeeds. Cached pages are keyed by it, so a new version retires them all.
 */
export const contentVersions = sqliteTable("content_versions", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
  changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The offline place finder's towns: every town or city of at least 20,000 people, loaded by a
 * migration (reference data, kept out of the Worker's code). `id` is the rank by population,
 * so the first of several towns sharing a name is the likeliest.
 */
export const townPlaces = sqliteTable(
  "town_places",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** The name lower-cased, without accents or punctuation: what an address is matched on. */
    nameKey: text("name_key").notNull(),
    countryCode: text("country_code").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
  },
  (table) => [index("town_places_name_key_idx").on(table.nameKey)],
);
