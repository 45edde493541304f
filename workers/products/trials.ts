/**
 * The free-trial request: a visitor asks for a product's trial in a language, perhaps through
 * one of the product's dealers; the request is stored and its download token issued, and the
 * visitor goes on to the trial's download page. Limited to ten requests per address in ten
 * minutes.
 */
import { and, eq } from "drizzle-orm";
import { DOWNLOAD_ERROR_MESSAGE } from "@common/products";
import { buildUrl } from "@common/routes";
import { type TrialRequestInput, trialRequestInputSchema } from "@common/schemas/products";
import { type Database, dealers, productDealers, trialRequests } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { findVersionLanguage, getProduct, getVersion, latestVersion } from "./catalogue";
import { requireProduct } from "./catalogue-reads";
import { issueToken } from "./downloads";
import { checkFormReferences } from "./references";

export const TRIAL_REQUEST_RATE_LIMIT = { name: "trial-request", limit: 10, windowSeconds: 600 };

/** Stores a free-trial request and issues its token; returns where the visitor goes next. */
export async function createTrialRequest(db: Database, productId: number, input: TrialRequestInput): Promise<{ id: number; token: string; location: string }> {
  await checkFormReferences(db, input);
  const product = await getProduct(db, productId);
  if (!product?.offerTrial) throw Refusal.field("productId", "Product", "That product does not offer a free trial");
  const versionId = input.versionId ?? (await latestVersion(db, productId))?.id;
  const version = versionId ? await getVersion(db, versionId, productId) : undefined;
  if (!version) throw Refusal.field("versionId", "Version", "That version is not available as a trial");
  const file = await findVersionLanguage(db, version.id, input.languageId);
  if (!file?.nimOnline) throw Refusal.field("languageId", "Language", "The trial is not available in that language");
  if (input.dealerId !== null) {
    // Only a visible dealer that sells this product may be chosen.
    const dealer = await db
      .select({ id: dealers.id })
      .from(productDealers)
      .innerJoin(dealers, eq(dealers.id, productDealers.dealerId))
      .where(and(eq(productDealers.productId, productId), eq(productDealers.dealerId, input.dealerId), eq(dealers.visible, true)))
      .get();
    if (!dealer) throw Refusal.field("dealerId", "Dealer", "Choose a dealer from the list");
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

/**
 * POST products/{productId}/demo-downloads, and the trial form posted without JavaScript:
 * 201 with the download token, and the trial's download page to go to.
 */
export const requestTrial = defineOperation({
  name: "trial-request",
  input: trialRequestInputSchema,
  access: "anyone",
  rateLimit: TRIAL_REQUEST_RATE_LIMIT,
  failureMessage: DOWNLOAD_ERROR_MESSAGE,
  run: async ({ db }, input) => {
    const product = await requireProduct(db, input.productId);
    const created = await createTrialRequest(db, product.id, input);
    return done({ id: created.id, downloadToken: created.token }, { status: 201, redirect: created.location });
  },
});
