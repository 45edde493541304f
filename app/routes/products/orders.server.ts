/**
 * What the buy, order summary, payment and receipt pages need from the orders area
 * (workers/orders): packages priced for the visitor's country, the summary of a chosen order
 * (the orders area's review operation) in the page's words, and the page actions made from the
 * same operations as the API.
 */
import type { FieldErrors } from "@common/api-errors";
import { data, redirect } from "react-router";
import { licencesOf } from "@workers/licences";
import { adminOrganisationsOf } from "@workers/premium";
import { type Input, readInput, runOperation } from "@workers/operation";
import {
  type CountrySale,
  DEALER_ONLY_MESSAGE,
  HOME_COUNTRY_ID,
  type PriceKind,
  confirmTestPayment,
  countrySale,
  editionOffers,
  findOwnOrder,
  formatMoney,
  formatRate,
  listCountrySales,
  listPackages,
  localeCountryId,
  lookUpLicence,
  payWithTestCard,
  type OrderSummary,
  refundTestPayment,
  reviewOrder,
  startCheckout,
  testRefundsAllowed,
  versionLanguages,
} from "@workers/orders";
export type { OrderSummary };
import { getProduct, getProductBySemanticName, latestVersion } from "@workers/products";
import { type Translator, pageText, say, sayFieldErrors } from "@workers/i18n";
import { db, env } from "~/lib/db.server";
import { operationAction, type ActionArgs } from "~/lib/operation-action.server";
import { getSessionUser, signInUrl } from "~/lib/session.server";

export const payAction = operationAction(payWithTestCard);
export const confirmAction = operationAction(confirmTestPayment);
export const testRefundAction = operationAction(refundTestPayment);

/** Whether the receipt may offer to refund a test payment (local payments only, never in production). */
export function offersTestRefunds(): boolean {
  return testRefundsAllowed(env);
}

/** The visitor's country: the one chosen on the page, else the page's locale's (the American page the United States), else the UK. */
export async function chosenSale(request: Request, locale = "en-gb"): Promise<CountrySale> {
  const chosen = Number(new URL(request.url).searchParams.get("country"));
  const sale = Number.isInteger(chosen) && chosen > 0 ? await countrySale(db(), chosen) : null;
  return sale ?? (await countrySale(db(), await localeCountryId(db(), locale))) ?? (await countrySale(db(), HOME_COUNTRY_ID))!;
}

export interface PackageRow {
  id: number;
  label: string;
  price: string;
  /** The price again, for the page to write in its own language's format. */
  amountMinor: number;
  currency: string;
  edition: string | null;
  fulfilment: "download" | "usb";
}

/** The packages of a page's products, priced before tax in the country's currency. */
export async function pagePackages(productIds: number[], kind: PriceKind, sale: CountrySale): Promise<PackageRow[]> {
  const packages = await listPackages(db(), productIds, kind, sale.currency);
  return packages.map((entry) => ({
    id: entry.priceId,
    label: entry.label,
    price: formatMoney(entry.amountMinor, entry.currency),
    amountMinor: entry.amountMinor,
    currency: entry.currency,
    edition: entry.edition,
    fulfilment: entry.fulfilment,
  }));
}

/** Every country with its ISO code, which names it in the page's language. */
export async function countryOptions() {
  return (await listCountrySales(db())).map((sale) => ({ id: sale.countryId, name: sale.countryName, iso3166: sale.countryCode }));
}

/** The languages of a product's latest version, with the ISO code that names each in the page's language. */
export async function languageOptions(productId: number) {
  return versionLanguages(db(), productId);
}

/** The signed-in account's licences of some products, for the upgrade and renew pages. */
export async function ownLicencesOf(request: Request, productIds: number[]) {
  const user = await getSessionUser(request);
  if (!user) return null;
  const held = await licencesOf(db(), user.userId);
  return held.filter((licence) => productIds.includes(licence.productId) && licence.status === "active");
}

/** The higher editions the signed-in account's SuperNova licences may move to, each priced as the difference. */
export async function editionOffersFor(request: Request, currency: CountrySale["currency"]) {
  const user = await getSessionUser(request);
  if (!user) return [];
  const offers = await editionOffers(db(), await licencesOf(db(), user.userId), currency);
  return offers.map((offer) => ({
    serial: offer.serial,
    priceId: offer.target.priceId,
    productId: offer.target.productId,
    amountMinor: offer.amountMinor,
    currency: offer.currency,
  }));
}

/** The organisations the signed-in account may buy premium reader seats for; null when signed out. */
export async function organisationsToBuyFor(request: Request) {
  const user = await getSessionUser(request);
  if (!user) return null;
  return (await adminOrganisationsOf(db(), user.userId)).map((entry) => ({
    id: entry.id,
    name: entry.name,
    seats: entry.seatsPurchased,
    expiresAt: entry.expiresAt.toISOString(),
  }));
}

export type ReviewResult =
  | { ok: true; summary: OrderSummary; signedIn: boolean; checkoutError: string | null; fieldErrors: FieldErrors | null }
  | { ok: false; message: string; fieldErrors: FieldErrors | null; dealerOnly: boolean };

/** The summary of the posted choices, or why they cannot be bought online, in the page's words. */
async function review(t: Translator, args: ActionArgs, input: Input): Promise<ReviewResult> {
  const outcome = await runOperation(reviewOrder, { env, request: args.request, input, params: args.params });
  if (outcome.kind === "done") return { ok: true, summary: outcome.data, signedIn: false, checkoutError: null, fieldErrors: null };
  const fieldErrors = outcome.kind === "invalid" ? outcome.fieldErrors : null;
  const dealerOnly = Boolean(fieldErrors?.countryId?.errors.includes(DEALER_ONLY_MESSAGE));
  return { ok: false, message: say(t, outcome.message), fieldErrors: fieldErrors && sayFieldErrors(t, fieldErrors), dealerOnly };
}

/**
 * The order summary's action (POST /SuperNova/Buy/ShowVars and /buy/review): a buy page's
 * choices are summarised with a new order-form key; the summary's own form (intent
 * "checkout") starts checkout, and on a refusal the summary is shown again with the error.
 */
export async function reviewAction(args: ActionArgs) {
  const { request, params } = args;
  const read = await readInput(request);
  const t = pageText(request);
  if (!read.ok) return data<ReviewResult>({ ok: false, message: say(t, read.failure.message), fieldErrors: null, dealerOnly: false }, { status: 400 });
  const user = await getSessionUser(request);
  if (read.input.intent !== "checkout") {
    // A buy page's choices: a new summary, with a new order-form key.
    const result = await review(t, args, { ...read.input, idempotencyKey: undefined });
    return data<ReviewResult>(result.ok ? { ...result, signedIn: Boolean(user) } : result, { status: result.ok ? 200 : 422 });
  }
  const outcome = await runOperation(startCheckout, { env, request, input: read.input, params });
  if (outcome.kind === "done" && outcome.redirect) return redirect(outcome.redirect, 303);
  if (outcome.kind === "refused" && outcome.status === 401) return redirect(signInUrl(new URL(request.url).pathname), 303);
  const again = await review(t, args, read.input);
  if (!again.ok) return data<ReviewResult>(again, { status: 422 });
  const status = outcome.kind === "done" ? 200 : outcome.kind === "invalid" ? 422 : outcome.status;
  return data<ReviewResult>(
    {
      ...again,
      signedIn: Boolean(user),
      checkoutError: outcome.kind === "done" ? null : say(t, outcome.message),
      fieldErrors: outcome.kind === "invalid" ? sayFieldErrors(t, outcome.fieldErrors) : null,
    },
    { status },
  );
}

/** An order of the signed-in account for the payment and receipt pages, with its words ready to show. */
export async function ownOrderView(userId: string, orderId: string) {
  const order = await findOwnOrder(db(), userId, orderId);
  if (!order) return null;
  const product = await getProduct(db(), order.productId);
  const sale = await countrySale(db(), order.countryId);
  return {
    id: order.id,
    shortNumber: order.shortNumber ?? order.id,
    status: order.status,
    kind: order.kind,
    label: order.label,
    product: product?.name ?? order.label,
    quantity: order.quantity,
    country: sale?.countryName ?? "",
    email: order.email,
    price: formatMoney(order.netAmountMinor, order.currency),
    taxLine: order.taxRelief ? `${order.taxName} (relief claimed)` : `${order.taxName} at ${formatRate(order.taxRateBasisPoints)}`,
    tax: formatMoney(order.taxAmountMinor, order.currency),
    total: formatMoney(order.totalAmountMinor, order.currency),
    currency: order.currency,
    netAmountMinor: order.netAmountMinor,
    taxAmountMinor: order.taxAmountMinor,
    totalAmountMinor: order.totalAmountMinor,
    taxName: order.taxName,
    taxRelief: order.taxRelief,
    reverseCharge: order.reverseCharge,
    taxRateBasisPoints: order.taxRateBasisPoints,
    licenceSerial: order.licenceSerial,
    failureReason: order.failureReason,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** The visible products a buy page sells (by semantic name), with the first one's newest version. */
export async function buyPageProducts(semanticNames: string[]) {
  const products = (await Promise.all(semanticNames.map((name) => getProductBySemanticName(db(), name)))).filter((entry) => entry !== undefined);
  const latest = products[0] ? await latestVersion(db(), products[0].id) : undefined;
  return { products, latest };
}

export async function isSignedIn(request: Request): Promise<boolean> {
  return Boolean(await getSessionUser(request));
}

/** The upgrade and renew pages' licence look-up without JavaScript: the same operation as product-upgrade/getLicenceData. */
export async function lookUpOwnLicence(request: Request) {
  const read = await readInput(request);
  if (!read.ok) return data({ licence: null, fieldErrors: null }, { status: 400 });
  const result = await runOperation(lookUpLicence, { env, request, input: read.input });
  if (result.kind === "done") return { licence: result.data, fieldErrors: null };
  if (result.kind === "invalid") return data({ licence: null, fieldErrors: sayFieldErrors(pageText(request), result.fieldErrors) }, { status: 422 });
  return data({ licence: null, fieldErrors: null }, { status: result.status });
}
