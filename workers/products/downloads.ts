/**
 * Downloads and trials (spec 2 "Trials/downloads", 4 "successful download/trial redirects
 * to the response location header", 9 "download token 32 characters"): requests are stored,
 * each produces a token good for one purpose and one file until it expires, and a token
 * resolves to the version language's file URL.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import {
  DOWNLOAD_TOKEN_LENGTH,
  DOWNLOAD_TOKEN_LIFETIME_MS,
  type CountdownLanguage,
} from "@common/products";
import type { ReaderDownloadInput, TrialRequestInput } from "@common/schemas/products";
import { buildUrl } from "@common/routes";
import type { Database } from "../db/client";
import { type DownloadKind, countries, dealers, marketSegments, downloadRequests, downloadTokens, productDealers, trialRequests, versionLanguages } from "../db/schema";
import { fieldError } from "../http/errors";
import { findVersionLanguage, getProduct, getVersion, latestVersion } from "./catalogue";

const WORD_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 32 word characters (spec 5 and 9), from a uniform random source. */
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
  const fileUrl = row.token.kind === "reader-msi" ? row.file.msiFileUrl : row.file.nimFileUrl;
  if (!fileUrl) return { ok: false, reason: "no-file" };
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
  return file?.nimOnline && file.nimFileUrl ? file.nimFileUrl : null;
}

/** POST easyreader/download/get-latest-demo: the newest downloadable version of a product in a language. */
export async function latestDemoVersionId(db: Database, productId: number, languageId: number): Promise<number | null> {
  const version = await latestVersion(db, productId);
  if (!version) return null;
  const file = await findVersionLanguage(db, version.id, languageId);
  return file?.nimOnline ? version.id : null;
}

/** Checks the optional references of a form, so a bad id is a 422 and never a foreign-key failure. */
async function checkReferences(db: Database, input: { countryId?: number | null; marketSegmentId?: number | null }) {
  if (input.countryId != null && !(await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId)).get())) {
    throw fieldError("countryId", "Country", "Choose a country from the list");
  }
  if (
    input.marketSegmentId != null &&
    !(await db.select({ id: marketSegments.id }).from(marketSegments).where(eq(marketSegments.id, input.marketSegmentId)).get())
  ) {
    throw fieldError("marketSegmentId", "Market segment", "Choose a market segment from the list");
  }
}

/** Stores a reader app download request and issues its token; returns where to go next. */
export async function createReaderDownload(
  db: Database,
  input: ReaderDownloadInput,
  kind: "reader" | "reader-msi",
): Promise<{ id: number; token: string; location: string }> {
  await checkReferences(db, input);
  const product = await getProduct(db, input.productId);
  if (!product) throw fieldError("productId", "Product", "That product is not available to download");
  const versionId = input.versionId ?? (await latestDemoVersionId(db, input.productId, input.languageId));
  if (versionId === null) throw fieldError("languageId", "Language", "That language is not available to download");
  const version = await getVersion(db, versionId, input.productId);
  const file = version ? await findVersionLanguage(db, version.id, input.languageId) : undefined;
  if (!version || !file || !file.nimOnline) throw fieldError("versionId", "Version", "That version is not available to download");
  if (kind === "reader-msi" && !file.msiFileUrl) throw fieldError("versionId", "Version", "That version has no MSI package");

  const [request] = await db
    .insert(downloadRequests)
    .values({
      kind,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      aboutYou: input.aboutYou,
      countryId: input.countryId,
      productId: input.productId,
      versionId: version.id,
      languageId: input.languageId,
      acceptEmails: input.acceptEmails,
    })
    .returning({ id: downloadRequests.id });
  const token = await issueToken(db, { kind, versionLanguageId: file.id, downloadRequestId: request!.id });
  const lang: CountdownLanguage = input.lang;
  const location = buildUrl(kind === "reader" ? "Download" : "MsiDownload", { downloadToken: token, lang });
  return { id: request!.id, token, location };
}

/** Stores a free-trial request (POST products/{id}/demo-downloads) and issues its token. */
export async function createTrialRequest(
  db: Database,
  productId: number,
  input: TrialRequestInput,
): Promise<{ id: number; token: string; location: string }> {
  await checkReferences(db, input);
  const product = await getProduct(db, productId);
  if (!product || !product.offerTrial) throw fieldError("productId", "Product", "That product does not offer a free trial");
  const versionId = input.versionId ?? (await latestVersion(db, productId))?.id;
  const version = versionId ? await getVersion(db, versionId, productId) : undefined;
  if (!version) throw fieldError("versionId", "Version", "That version is not available as a trial");
  const file = await findVersionLanguage(db, version.id, input.languageId);
  if (!file || !file.nimOnline) throw fieldError("languageId", "Language", "The trial is not available in that language");
  if (input.dealerId !== null) {
    const dealer = await db
      .select({ id: dealers.id })
      .from(productDealers)
      .innerJoin(dealers, eq(dealers.id, productDealers.dealerId))
      .where(and(eq(productDealers.productId, productId), eq(productDealers.dealerId, input.dealerId), eq(dealers.visible, true)))
      .get();
    if (!dealer) throw fieldError("dealerId", "Dealer", "Choose a dealer from the list");
  }
  const [request] = await db
    .insert(trialRequests)
    .values({
      productId,
      marketSegmentId: input.marketSegmentId,
      versionId: version.id,
      languageId: input.languageId,
      dealerId: input.dealerId,
      countryId: input.countryId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      aboutYou: input.aboutYou,
    })
    .returning({ id: trialRequests.id });
  const token = await issueToken(db, { kind: "trial", versionLanguageId: file.id, trialRequestId: request!.id });
  return { id: request!.id, token, location: buildUrl("TrialDownload", { downloadToken: token }) };
}
