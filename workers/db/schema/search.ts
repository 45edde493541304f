/**
 * The site search's index: one row per public page of content (a product, a marketing page, an
 * article, a help page, a webinar, an event, a download, an update, a blog post, a content page).
 * Migration 0035 adds what drizzle cannot describe: the view `search_sources` (which rows are
 * public and where they live), the triggers that keep this table in step with every source table
 * in the same statement that changes it, and the two FTS5 tables over it (English stemming for
 * words, trigrams for typos).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SEARCH_KINDS } from "../../../common/search/kinds";

export const searchEntries = sqliteTable(
  "search_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: SEARCH_KINDS }).notNull(),
    /** The source row's key within its kind (an id, a slug, a marketing page's name). */
    ref: text("ref").notNull(),
    title: text("title").notNull(),
    /** The short text shown under the title. */
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    /** The page's address without a locale prefix ("/webinars/3"). */
    path: text("path").notNull(),
    /** BCP 47 tag of the language the entry is written in. */
    language: text("language").notNull().default("en"),
    /** Milliseconds since the epoch: when the source last changed (0 where it keeps no date). */
    updatedAt: integer("updated_at").notNull().default(0),
  },
  (table) => [uniqueIndex("search_entries_kind_ref_unique").on(table.kind, table.ref), index("search_entries_language_idx").on(table.language)],
);
