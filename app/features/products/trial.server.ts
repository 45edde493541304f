/** Loading and submitting the free-trial form, shared by the try pages and /{Product}/Trial. */
import type { Locale } from "@common/locale";
import { buildUrl } from "@common/routes";
import type { Database } from "@workers/db";
import { type Product, dealersForProduct, latestVersion, listCountries, listVersionLanguages, requestTrial } from "@workers/products";
import { type ActionArgs, operationAction } from "~/lib/operation-action.server";
import { notFound } from "./params.server";
import { optionalNumber } from "@common/products";
import type { TrialFormData } from "./TrialForm";

export async function trialFormData(
  database: Database,
  product: Product,
  options: { segmentId: number; segmentName: string; languageId: number; locale?: Locale; request: Request },
): Promise<TrialFormData> {
  // The page's address may name a country: its dealers are listed (how the form's dealer list
  // follows the country on a page without framework JavaScript).
  const countryId = optionalNumber(new URL(options.request.url).searchParams.get("countryId"));
  if (!product.offerTrial) notFound();
  const version = await latestVersion(database, product.id);
  if (!version) notFound();
  const [languages, countries] = await Promise.all([listVersionLanguages(database, version.id), listCountries(database)]);
  // A country the list does not hold is no choice: every dealer is listed, as without one.
  const chosenCountry = countries.some((country) => country.id === countryId) ? countryId : null;
  const dealers = await dealersForProduct(database, product.id, chosenCountry);
  if (!languages.some((entry) => entry.languageId === options.languageId)) notFound();
  return {
    productId: product.id,
    productName: product.name,
    versionId: version.id,
    marketSegmentId: options.segmentId,
    languageId: options.languageId,
    languages: languages.map((entry) => ({ id: entry.languageId, name: entry.language.name, iso: entry.language.iso6391 })),
    countries,
    countryId: chosenCountry,
    dealers: dealers.map((dealer) => ({ id: dealer.id, name: dealer.name, city: dealer.city, country: dealer.country })),
    action: buildUrl(
      "ProductTrySupportPost",
      { segmentName: options.segmentName, semanticName: product.semanticName },
      { query: { languageId: options.languageId }, locale: options.locale },
    ),
  };
}

const requestTrialAction = operationAction(requestTrial);

/**
 * The trial form posted without JavaScript. Its page names the product by name; the
 * operation takes the product's id, as the API's address gives it.
 */
export function trialAction(args: ActionArgs, productId: number) {
  return requestTrialAction({ ...args, params: { productId: String(productId) } });
}
