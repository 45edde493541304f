/**
 * Tables of events, event types, webinars, videos and blog posts. Webinars refer to market segments and products by id only: those
 * tables belong to the products area, so there is no foreign key to them here.
 */
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { countries } from "./site";

/** Spec 3 "Event type": id, hid, name. The hid is matched case-insensitively (URLs lowercase it). */
export const eventTypes = sqliteTable(
  "event_types",
  {
    id: integer("id").primaryKey(),
    hid: text("hid").notNull(),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("event_types_hid_unique").on(sql`lower(${table.hid})`)],
);

/** Spec 3 "Event". Dates are stored as milliseconds since the epoch. */
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startDate: integer("start_date", { mode: "timestamp_ms" }).notNull(),
    endDate: integer("end_date", { mode: "timestamp_ms" }).notNull(),
    eventTypeId: integer("event_type_id")
      .notNull()
      .references(() => eventTypes.id),
    countryId: integer("country_id").references(() => countries.id),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    addressName: text("address_name").notNull().default(""),
    addressStreet: text("address_street").notNull().default(""),
    addressCity: text("address_city").notNull().default(""),
    addressCounty: text("address_county").notNull().default(""),
    addressPostcode: text("address_postcode").notNull().default(""),
    moreInfoUrl: text("more_info_url").notNull().default(""),
    /** BCP 47 tag of the language its words are written in ("en", "de"): pages mark it with `lang` where it differs from theirs. */
    language: text("language").notNull().default("en"),
    /** Bumped by every staff desk save: a save from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [index("events_end_date_idx").on(table.endDate), index("events_type_idx").on(table.eventTypeId)],
);

/** Spec 3 "Webinar", stored locally (Zoom supplies the same shape in production). */
export const webinars = sqliteTable(
  "webinars",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    uuid: text("uuid").notNull(),
    hostId: text("host_id").notNull(),
    topic: text("topic").notNull(),
    agenda: text("agenda").notNull().default(""),
    /** 5: webinar, 6: recurring without fixed time, 9: recurring with fixed time (Zoom's codes). */
    type: integer("type").notNull().default(5),
    startTime: integer("start_time", { mode: "timestamp_ms" }).notNull(),
    /** Minutes. */
    duration: integer("duration").notNull(),
    /** IANA time zone, such as Europe/London. */
    timezone: text("timezone").notNull(),
    /** Where visitors register or join; empty when the local provider's registration (the contact form) is used. */
    joinUrl: text("join_url").notNull(),
    /** Who presents it, as the webinar's page shows. */
    presenter: text("presenter").notNull().default(""),
    /** How many people may register; registration closes when they have. */
    capacity: integer("capacity").notNull().default(100),
    /** Where its recording is watched once staff add one (empty: none was made). */
    recordingUrl: text("recording_url").notNull().default(""),
    marketSegmentId: integer("market_segment_id"),
    productId: integer("product_id"),
    /** BCP 47 tag of the language its words are written in ("en", "de"): pages mark it with `lang` where it differs from theirs. */
    language: text("language").notNull().default("en"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    /** Bumped by every staff desk save: a save from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [uniqueIndex("webinars_uuid_unique").on(table.uuid), index("webinars_start_time_idx").on(table.startTime)],
);

/**
 * One person's place at a webinar. The webinar is named by its provider's id (a local row or a
 * Zoom webinar), so there is no foreign key; its topic, start and join link are copied at
 * registration so the reminder can be written without asking the provider again. Cancelling
 * deletes the row, which frees the place. The cancel links are stored only as SHA-256 hashes.
 */
export const webinarRegistrations = sqliteTable(
  "webinar_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    webinarId: integer("webinar_id").notNull(),
    topic: text("topic").notNull(),
    startTime: integer("start_time", { mode: "timestamp_ms" }).notNull(),
    timezone: text("timezone").notNull(),
    duration: integer("duration").notNull(),
    /** The link the provider gave this registrant (Zoom gives each their own). */
    joinUrl: text("join_url").notNull(),
    /** The provider's id for this registration, to cancel it there too. */
    providerRegistrantId: text("provider_registrant_id").notNull().default(""),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The address in lower case: one registration per address and webinar. */
    emailKey: text("email_key").notNull(),
    question: text("question").notNull().default(""),
    /** The page's locale at registration ("de-de"): its mails are written in that language. */
    locale: text("locale").notNull(),
    /** The signed-in account that registered, if any. */
    accountId: text("account_id"),
    cancelTokenHash: text("cancel_token_hash").notNull(),
    /** The reminder carries a cancel link of its own; both work. */
    reminderTokenHash: text("reminder_token_hash"),
    reminderSentAt: integer("reminder_sent_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (table) => [
    uniqueIndex("webinar_registrations_person_unique").on(table.webinarId, table.emailKey),
    uniqueIndex("webinar_registrations_cancel_unique").on(table.cancelTokenHash),
    index("webinar_registrations_reminder_idx").on(table.reminderSentAt, table.startTime),
  ],
);

/** Spec 3 "Blog post": created, name, publishedUrl; local posts also keep their text. */
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    publishedUrl: text("published_url").notNull(),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("blog_posts_slug_unique").on(table.slug), index("blog_posts_created_idx").on(table.created)],
);

/** Spec 3 "Video": id, name, youtubeUrlParam; with the description and transcript the site shows. */
export const videos = sqliteTable("videos", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  youtubeUrlParam: text("youtube_url_param").notNull(),
  description: text("description").notNull().default(""),
  /** Minutes and seconds, as shown beside the title ("4:32"). */
  duration: text("duration").notNull().default(""),
  transcript: text("transcript").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  visible: integer("visible", { mode: "boolean" }).notNull().default(true),
  /** A video file this site serves (a key of HOSTED_VIDEOS); when set it plays instead of YouTube. */
  hostedVideo: text("hosted_video").notNull().default(""),
  /** A sample row, not a real Dolphin video: shown with a visible "Sample" label everywhere. */
  sample: integer("sample", { mode: "boolean" }).notNull().default(false),
  /** BCP 47 tag of the language its words are written in ("en", "de"): pages mark it with `lang` where it differs from theirs. */
  language: text("language").notNull().default("en"),
  /** Bumped by every staff desk save: a save from an older revision is refused. */
  revision: integer("revision").notNull().default(1),
});
