/**
 * The reader app for Windows download form and its MSI package: the request is stored, a
 * token issued for the latest (or the chosen) version in the chosen language, and the visitor
 * goes on to the countdown page in the language they picked. Limited to ten requests per
 * address in ten minutes. The form first asks for the latest demo version of the product.
 */
import { DOWNLOAD_ERROR_MESSAGE } from "@common/products";
import { buildUrl } from "@common/routes";
import { type ReaderDownloadInput, latestDemoSchema, readerDownloadSchema } from "@common/schemas/products";
import { type Database, downloadRequests } from "../db";
import { Refusal, defineOperation, done, refuse } from "../operation";
import { findVersionLanguage, getProduct, getVersion, latestVersion } from "./catalogue";
import { issueToken } from "./downloads";
import { checkFormReferences } from "./references";

export const READER_DOWNLOAD_RATE_LIMIT = { name: "reader-download", limit: 10, windowSeconds: 600 };

export type ReaderDownloadKind = "reader" | "reader-msi";

/** The newest downloadable version of a product that has an installer in a language, or null. */
export async function latestDemoVersionId(db: Database, productId: number, languageId: number): Promise<number | null> {
  const version = await latestVersion(db, productId);
  if (!version) return null;
  const file = await findVersionLanguage(db, version.id, languageId);
  return file?.nimOnline ? version.id : null;
}

/** Stores a reader app download request and issues its token; returns where to go next. */
export async function createReaderDownload(
  db: Database,
  input: ReaderDownloadInput,
  kind: ReaderDownloadKind,
): Promise<{ id: number; token: string; location: string }> {
  await checkFormReferences(db, input);
  const product = await getProduct(db, input.productId);
  if (!product) throw Refusal.field("productId", "Product", "That product is not available to download");
  const versionId = input.versionId ?? (await latestDemoVersionId(db, input.productId, input.languageId));
  if (versionId === null) throw Refusal.field("languageId", "Language", "That language is not available to download");
  const version = await getVersion(db, versionId, input.productId);
  const file = version ? await findVersionLanguage(db, version.id, input.languageId) : undefined;
  if (!version || !file?.nimOnline) throw Refusal.field("versionId", "Version", "That version is not available to download");
  if (kind === "reader-msi" && file.msiFileId === null) throw Refusal.field("versionId", "Version", "That version has no MSI package");

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
  const location = buildUrl(kind === "reader" ? "Download" : "MsiDownload", { downloadToken: token, lang: input.lang });
  return { id: request!.id, token, location };
}

function readerDownloadOperation(kind: ReaderDownloadKind) {
  return defineOperation({
    name: kind === "reader" ? "reader-download" : "reader-msi-download",
    input: readerDownloadSchema,
    access: "anyone",
    rateLimit: READER_DOWNLOAD_RATE_LIMIT,
    failureMessage: DOWNLOAD_ERROR_MESSAGE,
    run: async ({ db }, input) => {
      const created = await createReaderDownload(db, input, kind);
      return done({ id: created.id, downloadToken: created.token }, { status: 201, redirect: created.location });
    },
  });
}

/** POST easyreader/download/request, and the reader download form without JavaScript. */
export const requestReaderDownload = readerDownloadOperation("reader");
/** POST easyreader/download/msi, and the MSI download form without JavaScript. */
export const requestReaderMsiDownload = readerDownloadOperation("reader-msi");

/** POST easyreader/download/get-latest-demo: `{ productVersionId }`, or 404 when there is none in that language. */
export const findLatestDemo = defineOperation({
  name: "latest-demo",
  input: latestDemoSchema,
  access: "anyone",
  run: async ({ db }, { productId, languageId }) => {
    const productVersionId = await latestDemoVersionId(db, productId, languageId);
    if (productVersionId === null) return refuse(404, "There is no download of that product in that language.");
    return done({ productVersionId });
  },
});
