/**
 * Download tokens: each stored trial or download request gets a token of 32 word characters,
 * good for one purpose and one file until it expires, and a token resolves to the file of
 * its version language. Legacy demo links name a version and language directly.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { DOWNLOAD_TOKEN_LENGTH, DOWNLOAD_TOKEN_LIFETIME_MS } from "@common/products";
import { type Database, type DownloadKind, downloadTokens, versionLanguages } from "../db";
import { findVersionLanguage, getVersion } from "./catalogue";
import { getDownloadFile, installerUrl } from "./files";

const WORD_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 32 word characters, from a uniform random source. */
export function newDownloadToken(): string {
  const out: string[] = [];
  while (out.length < DOWNLOAD_TOKEN_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(DOWNLOAD_TOKEN_LENGTH * 2))) {
      // 248 = 4 × 62: rejecting higher bytes keeps every character equally likely.
      if (byte < 248 && out.length < DOWNLOAD_TOKEN_LENGTH) out.push(WORD_CHARS[byte % 62]!);
    }
  }
  return out.join("");
}

export async function issueToken(
  db: Database,
  input: { kind: DownloadKind; versionLanguageId: number; downloadRequestId?: number; trialRequestId?: number },
  now = Date.now(),
): Promise<string> {
  const token = newDownloadToken();
  await db.insert(downloadTokens).values({
    token,
    kind: input.kind,
    versionLanguageId: input.versionLanguageId,
    downloadRequestId: input.downloadRequestId ?? null,
    trialRequestId: input.trialRequestId ?? null,
    expiresAt: new Date(now + DOWNLOAD_TOKEN_LIFETIME_MS),
    createdAt: new Date(now),
  });
  return token;
}

export type TokenResolution =
  | { ok: true; fileUrl: string; kind: DownloadKind; versionLanguageId: number }
  | { ok: false; reason: "unknown" | "expired" | "wrong-purpose" | "no-file" };

/**
 * What a token downloads, if it is still good for this purpose. Counts the download when
 * `record` is set (the redirect itself), not when a page only looks the token up.
 */
export async function resolveToken(
  db: Database,
  token: string,
  kinds: readonly DownloadKind[],
  options: { record?: boolean; now?: number } = {},
): Promise<TokenResolution> {
  const now = options.now ?? Date.now();
  const row = await db
    .select({ token: downloadTokens, file: versionLanguages })
    .from(downloadTokens)
    .innerJoin(versionLanguages, eq(versionLanguages.id, downloadTokens.versionLanguageId))
    .where(eq(downloadTokens.token, token))
    .get();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.token.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  if (!kinds.includes(row.token.kind)) return { ok: false, reason: "wrong-purpose" };
  const fileId = row.token.kind === "reader-msi" ? row.file.msiFileId : row.file.nimFileId;
  const file = fileId === null ? undefined : await getDownloadFile(db, fileId);
  if (!file) return { ok: false, reason: "no-file" };
  const fileUrl = installerUrl(file);
  if (options.record) {
    await db
      .update(downloadTokens)
      .set({ downloadCount: sql`${downloadTokens.downloadCount} + 1`, lastDownloadedAt: new Date(now) })
      .where(and(eq(downloadTokens.token, token), gt(downloadTokens.expiresAt, new Date(now))));
  }
  return { ok: true, fileUrl, kind: row.token.kind, versionLanguageId: row.file.id };
}

/** The file a version language serves (legacy demo links /downloads/product?demo=true&lid&pvid). */
export async function demoFileUrl(db: Database, versionId: number, languageId: number): Promise<string | null> {
  const version = await getVersion(db, versionId);
  if (!version) return null;
  const file = await findVersionLanguage(db, versionId, languageId);
  if (!file?.nimOnline || file.nimFileId === null) return null;
  const record = await getDownloadFile(db, file.nimFileId);
  return record ? installerUrl(record) : null;
}
