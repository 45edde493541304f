/**
 * Files in the DOWNLOADS bucket that the site serves: installers (pointed at by version
 * languages) and update patch files (pointed at by patches). Staff upload them from the desk;
 * the seed's small stand-in files are rows too, flagged as samples so nobody takes them for
 * a real installer.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const FILE_KINDS = ["installer", "patch"] as const;
export type DownloadFileKind = (typeof FILE_KINDS)[number];

export const downloadFiles = sqliteTable(
  "download_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The object's key in the DOWNLOADS bucket. */
    key: text("key").notNull(),
    /** The name the browser saves it under. */
    name: text("name").notNull(),
    kind: text("kind", { enum: FILE_KINDS }).notNull(),
    contentType: text("content_type").notNull().default("application/octet-stream"),
    /** Bytes; null for a seeded sample whose size was never measured. */
    size: integer("size"),
    /** Lower-case hex SHA-256 of the stored bytes, computed by the Worker from the object; null for a sample. */
    sha256: text("sha256"),
    uploadedByEmail: text("uploaded_by_email"),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    /** A stand-in written by the seed, not a real installer or patch. */
    sample: integer("sample", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [uniqueIndex("download_files_key_unique").on(table.key)],
);
