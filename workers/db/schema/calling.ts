/**
 * Calling settings of an account: who may call, the chosen microphone and camera (by
 * label, as browsers give ids per site and session) and the quality. Saved on the server so
 * every tab and the account's hub apply them; mirrored in one-year cookies.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { accounts } from "./identity";

export const callSettings = sqliteTable("call_settings", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  /** CallerPolicy: ANYONE 0, ADDRESS_BOOK_ONLY 1 (default), NO_ONE 2. */
  allowedCallers: integer("allowed_callers").notNull().default(1),
  audioInputLabel: text("audio_input_label"),
  videoInputLabel: text("video_input_label"),
  /** MediaQuality: HIGH 0, MEDIUM 1, LOW 2 (default). */
  mediaQuality: integer("media_quality").notNull().default(2),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
});
