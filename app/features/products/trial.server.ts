/** Loading and submitting the free-trial form, shared by the try pages and /{Product}/Trial. */
import { data, redirect } from "react-router";
import { trialRequestSchema } from "@common/schemas/products";
import { buildUrl } from "@common/routes";
import { safeRedirectTarget } from "@common/safe-path";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import type { Database } from "../../../workers/db/client";
import { ApiError } from "../../../workers/http/errors";
import { type Product, dealersForProduct, latestVersion, listCountries, listVersionLanguages } from "../../../workers/products/catalogue";
import { createTrialRequest } from "../../../workers/products/downloads";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { notFound } from "./params.server";
import type { TrialFormData } from "./TrialForm";

export async function trialFormData(
  database: Database,
  product: Product,
  options: { segmentId: number; segmentName: string; languageId: number },
): Promise<TrialFormData> {
  if (!product.offerTrial) notFound();
  const version = await latestVersion(database, product.id);
  if (!version) notFound();
  const [languages, countries, dealers] = await Promise.all([
    listVersionLanguages(database, version.id),
    listCountries(database),
    dealersForProduct(database, product.id, null),
  ]);
  if (!languages.some((entry) => entry.languageId === options.languageId)) notFound();
  return {
    productId: product.id,
    productName: product.name,
    versionId: version.id,
    marketSegmentId: options.segmentId,
    languageId: options.languageId,
    languages: languages.map((entry) => ({ id: entry.languageId, name: entry.language.name })),
    countries,
    dealers: dealers.map((dealer) => ({ id: dealer.id, name: dealer.name, city: dealer.city, country: dealer.country })),
    action: buildUrl("ProductTrySupportPost", { segmentName: options.segmentName, semanticName: product.semanticName }, { query: { languageId: options.languageId } }),
  };
}

/** The no-JavaScript post of the trial form: the same checks as the API, then the download page. */
export async function submitTrial(request: Request, productId: number) {
  const limit = await hitRateLimit(env.DB, { name: "trial-request", limit: 10, windowSeconds: 600 }, clientAddress(request));
  if (!limit.allowed) return data(
      { fieldErrors: null, message: "You have sent several requests in a short time. Please wait a few minutes and try again.", values: {} as Record<string, string> },
      { status: 429 },
    );
  // Without JavaScript the page reloads: send the answers back so nobody types them twice.
  const values: Record<string, string> = {};
  for (const [key, value] of (await request.clone().formData()).entries()) if (typeof value === "string") values[key] = value.slice(0, 200);
  const parsed = await parseForm(trialRequestSchema, request);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, message: null, values }, { status: 422 });
  try {
    const created = await createTrialRequest(db(), productId, parsed.output);
    throw redirect(safeRedirectTarget(created.location, buildUrl("Products")), 303);
  } catch (error) {
    if (error instanceof ApiError && error.fields) return data({ fieldErrors: error.fields, message: null, values }, { status: 422 });
    throw error;
  }
}
