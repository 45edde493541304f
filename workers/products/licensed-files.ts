/**
 * Files behind a licence: an update's patch and the software a licence pays for (the installer
 * of the version it covers, in each language). Both leave the DOWNLOADS bucket through one
 * function, serveLicensedFile: the licence check first (401 signed out, 403 without a licence
 * of the product covering that major version), then the bucket.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { formatVersion } from "@common/products";
import { type Database, downloadFiles, languages, productVersions, versionLanguages } from "../db";
import { holdsLicenceFor } from "../licences";
import { fileHeaders, storedChecksum } from "./files";

export type LicenceCheck = { allowed: true; reason: "free" | "licensed" } | { allowed: false; reason: "signed-out" | "no-licence" };

/** What a file needs: a licence of this product covering this major version, unless it is free. */
export interface LicenceGate {
  productId: number;
  major: number;
  requiresLicence: boolean;
}

/** Free files are for everyone; the others only for a holder of a licence that covers them. */
export async function checkLicence(db: Database, accountId: string | null, gate: LicenceGate): Promise<LicenceCheck> {
  if (!gate.requiresLicence) return { allowed: true, reason: "free" };
  if (!accountId) return { allowed: false, reason: "signed-out" };
  return (await holdsLicenceFor(db, accountId, gate)) ? { allowed: true, reason: "licensed" } : { allowed: false, reason: "no-licence" };
}

export type LicensedFile =
  | { ok: true; body: ReadableStream; headers: Headers; fileName: string; size: number; etag: string }
  | { ok: false; status: 401 | 403 | 404; message: string };

/** The words of each refusal, for one kind of file. */
export interface LicensedFileMessages {
  "signed-out": string;
  "no-licence": string;
  unavailable: string;
}

/** The one way a file behind a licence leaves the bucket: the check, then the object. */
export async function serveLicensedFile(
  db: Database,
  bucket: R2Bucket,
  accountId: string | null,
  gate: LicenceGate,
  fileId: number,
  messages: LicensedFileMessages,
): Promise<LicensedFile> {
  const check = await checkLicence(db, accountId, gate);
  if (!check.allowed) return { ok: false, status: check.reason === "signed-out" ? 401 : 403, message: messages[check.reason] };
  const file = await db.select().from(downloadFiles).where(eq(downloadFiles.id, fileId)).get();
  const object = file ? await bucket.get(file.key) : null;
  if (!file || !object) {
    console.error("Licensed file missing from the DOWNLOADS bucket", { fileId, key: file?.key });
    return { ok: false, status: 404, message: messages.unavailable };
  }
  return { ok: true, body: object.body, headers: fileHeaders(file, object), fileName: file.name, size: object.size, etag: object.httpEtag };
}

export const SOFTWARE_FILE_MESSAGES = {
  missing: "There is no such download.",
  "signed-out": "Sign in with the DolphinID your licence is registered to, to download this software.",
  "no-licence": "Your DolphinID has no licence for this version, so this software cannot be downloaded.",
  unavailable: "This download is not available at the moment. Please try again later or contact support.",
} as const;

/** Where the software is downloaded from (under /api/v1), the version language in `id`: a form's GET picks the language. */
export const SOFTWARE_FILE_PATH = "/licences/software/file";

/** The address the software of one version language is downloaded from (behind the licence check). */
export function softwareFileUrl(versionLanguageId: number): string {
  return `/api/v1${SOFTWARE_FILE_PATH}?id=${versionLanguageId}`;
}

/** The installer of a version language, for the holder of a licence covering its version. */
export async function readSoftwareFile(db: Database, bucket: R2Bucket, accountId: string | null, versionLanguageId: number): Promise<LicensedFile> {
  const row = await db
    .select({ productId: productVersions.productId, major: productVersions.major, fileId: versionLanguages.nimFileId })
    .from(versionLanguages)
    .innerJoin(productVersions, eq(productVersions.id, versionLanguages.productVersionId))
    .where(and(eq(versionLanguages.id, versionLanguageId), eq(productVersions.visible, true)))
    .get();
  if (!row || row.fileId === null) return { ok: false, status: 404, message: SOFTWARE_FILE_MESSAGES.missing };
  return serveLicensedFile(db, bucket, accountId, { productId: row.productId, major: row.major, requiresLicence: true }, row.fileId, SOFTWARE_FILE_MESSAGES);
}

export interface SoftwareFile {
  versionLanguageId: number;
  /** ISO 639-1 code, for the language's name in the page's language. */
  languageCode: string;
  languageName: string;
  fileName: string;
  url: string;
  size: number | null;
  sha256: string | null;
  /** A stand-in the seed wrote, not a real installer. */
  sample: boolean;
}

export interface SoftwareDownload {
  version: string;
  files: SoftwareFile[];
}

/** What a licence may download: the product, the major version it covers up to, its state. */
export interface LicenceScope {
  serial: string;
  productId: number;
  maxMajor: number;
  status: "active" | "revoked";
}

/**
 * The software each active licence pays for: the newest release of the newest major version
 * it covers, with every language's installer, its size and SHA-256. A file record without them
 * (a seeded stand-in) is measured from the bucket.
 */
export async function softwareDownloads(db: Database, bucket: R2Bucket, scopes: LicenceScope[]): Promise<Record<string, SoftwareDownload>> {
  const answer: Record<string, SoftwareDownload> = {};
  const active = scopes.filter((scope) => scope.status === "active");
  if (active.length === 0) return answer;
  const versions = await db
    .select()
    .from(productVersions)
    .where(and(inArray(productVersions.productId, [...new Set(active.map((scope) => scope.productId))]), eq(productVersions.visible, true)))
    .orderBy(desc(productVersions.minor), desc(productVersions.build), desc(productVersions.releaseDate));
  const measured = new Map<number, { size: number; sha256: string } | null>();
  for (const scope of active) {
    const version = versions.find((row) => row.productId === scope.productId && row.major === scope.maxMajor);
    if (!version) continue;
    const rows = await db
      .select({ versionLanguageId: versionLanguages.id, languageCode: languages.iso6391, languageName: languages.name, file: downloadFiles })
      .from(versionLanguages)
      .innerJoin(downloadFiles, eq(downloadFiles.id, versionLanguages.nimFileId))
      .innerJoin(languages, eq(languages.id, versionLanguages.languageId))
      .where(eq(versionLanguages.productVersionId, version.id))
      .orderBy(asc(languages.name));
    const files: SoftwareFile[] = [];
    for (const row of rows) {
      let size = row.file.size;
      let sha256 = row.file.sha256;
      if (size === null || sha256 === null) {
        if (!measured.has(row.file.id)) measured.set(row.file.id, await storedChecksum(bucket, row.file.key));
        const found = measured.get(row.file.id);
        size ??= found?.size ?? null;
        sha256 ??= found?.sha256 ?? null;
      }
      files.push({
        versionLanguageId: row.versionLanguageId,
        languageCode: row.languageCode,
        languageName: row.languageName,
        fileName: row.file.name,
        url: softwareFileUrl(row.versionLanguageId),
        size,
        sha256,
        sample: row.file.sample,
      });
    }
    if (files.length > 0) answer[scope.serial] = { version: formatVersion(version), files };
  }
  return answer;
}
