/**
 * Download file records: the installers and patch files in the DOWNLOADS bucket. A public
 * installer is served by the Worker straight from the bucket (streamed, never held in
 * memory) at an address naming its record; only files that a version language offers are
 * served there, so patch files stay behind the licence check of the updates.
 */
import { and, eq, or } from "drizzle-orm";
import { type Database, type DownloadFileKind, downloadFiles, versionLanguages } from "../db";

export type DownloadFile = typeof downloadFiles.$inferSelect;

/** The address a public installer is downloaded from (download tokens and demo links lead here). */
export function installerUrl(file: Pick<DownloadFile, "id" | "name">): string {
  return `/api/v1/downloads/files/${file.id}/${encodeURIComponent(file.name)}`;
}

export async function getDownloadFile(db: Database, id: number): Promise<DownloadFile | undefined> {
  return db.select().from(downloadFiles).where(eq(downloadFiles.id, id)).get();
}

export async function listDownloadFiles(db: Database, kind?: DownloadFileKind): Promise<DownloadFile[]> {
  const query = db.select().from(downloadFiles);
  return (kind ? query.where(eq(downloadFiles.kind, kind)) : query).orderBy(downloadFiles.name, downloadFiles.id).all();
}

/** The headers a file is sent with: saved under its own name, its type never sniffed. */
export function fileHeaders(file: Pick<DownloadFile, "name" | "contentType">, object: { size: number; httpEtag: string }): Headers {
  return new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(object.size),
    // A plain ASCII name for old clients, and the exact name (RFC 6266) for the rest.
    "Content-Disposition": `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    "X-Content-Type-Options": "nosniff",
    ETag: object.httpEtag,
  });
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The stored object's SHA-256, read back as a stream (never held whole in memory). */
export async function storedChecksum(bucket: R2Bucket, key: string): Promise<{ sha256: string; size: number } | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  // workerd's streaming digest (crypto.DigestStream); the DOM typings of crypto do not know it.
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");
  await object.body.pipeTo(digest);
  return { sha256: hex(await digest.digest), size: object.size };
}

export type InstallerDownload = { ok: true; response: Response } | { ok: false; status: 404; message: string };

export const INSTALLER_UNAVAILABLE_MESSAGE = "That download is not available. Please go back to the product's page and try again, or contact support.";

/** A public installer's bytes, streamed from the bucket, when a version language offers that file. */
export async function serveInstaller(db: Database, bucket: R2Bucket, id: number): Promise<InstallerDownload> {
  const offered = await db
    .select({ file: downloadFiles })
    .from(downloadFiles)
    .innerJoin(
      versionLanguages,
      or(and(eq(versionLanguages.nimFileId, downloadFiles.id), eq(versionLanguages.nimOnline, true)), eq(versionLanguages.msiFileId, downloadFiles.id)),
    )
    .where(and(eq(downloadFiles.id, id), eq(downloadFiles.kind, "installer")))
    .get();
  if (!offered) return { ok: false, status: 404, message: INSTALLER_UNAVAILABLE_MESSAGE };
  const object = await bucket.get(offered.file.key);
  if (!object) {
    console.error("Installer missing from the DOWNLOADS bucket", { id, key: offered.file.key });
    return { ok: false, status: 404, message: INSTALLER_UNAVAILABLE_MESSAGE };
  }
  const headers = fileHeaders(offered.file, object);
  headers.set("Cache-Control", "public, max-age=300");
  return { ok: true, response: new Response(object.body, { headers }) };
}
