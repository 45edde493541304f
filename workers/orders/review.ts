/**
 * The order summary: the choices of a buy page (SuperNova's edition and fulfilment, or any
 * product's package) priced for the buyer's country, with the buyer's details carried on and a
 * fresh order-form key (or the one the summary's form already had), so that submitting the same
 * summary twice pays once. Checkout prices the same choices again (./checkout.ts).
 */
import { FULFILMENT_LABELS } from "@common/products";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { ORDER_FORM_KEY, orderChoiceSchema, supernovaChoiceSchema } from "@common/schemas/orders";
import * as v from "valibot";
import type { Database } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { type AdminOrganisation, organisationToBuyFor } from "../premium";
import { getProduct, latestVersion, listVersionLanguages } from "../products";
import { quoteEditionUpgrade } from "./edition-upgrade";
import { type Quote, countrySale, formatMoney, formatRate, listPackages, quoteChoice } from "./pricing";
import { editionProductId } from "./supernova";

export interface OrderSummary {
  priceId: number;
  label: string;
  product: string;
  fulfilment: string;
  language: string | null;
  /** ISO codes: the page names the language and the country in its own language. */
  languageIso: string | null;
  languageId: number | null;
  country: string;
  countryCode: string;
  countryId: number;
  quantity: number;
  licenceSerial: string;
  /** The licence moves to this higher edition for the difference in price. */
  editionUpgrade: boolean;
  /** The organisation a subscription adds seats to. */
  organisationId: number | null;
  organisationName: string | null;
  taxRelief: boolean;
  reverseCharge: boolean;
  /** The business details and relief declaration, carried to checkout as they were given. */
  buyer: Record<string, string>;
  price: string;
  tax: string;
  taxLine: string;
  total: string;
  currency: string;
  totalAmountMinor: number;
  /** The amounts and tax again, for the page to write in its own language. */
  netAmountMinor: number;
  taxAmountMinor: number;
  taxName: string;
  taxRateBasisPoints: number;
  fulfilmentKind: "download" | "usb";
  /** Submitting the same summary twice pays once: the key names its order. */
  idempotencyKey: string;
}

const BUYER_FIELDS = [
  "companyName",
  "invoiceAddress",
  "vatNumber",
  "reliefName",
  "reliefAddress",
  "reliefCondition",
  "reliefStatement",
  "reliefCharity",
] as const;
type BuyerField = (typeof BUYER_FIELDS)[number];

/** The buyer's details as the summary's form carries them on (the declaration only with relief). */
function buyerFields(choice: Partial<Record<BuyerField, string | boolean>>, relief: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of BUYER_FIELDS) {
    if (name.startsWith("relief") && !relief) continue;
    const value = choice[name];
    if (value === true) fields[name] = "on";
    else if (typeof value === "string" && value !== "") fields[name] = value;
  }
  return fields;
}

function newOrderFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The languages of a product's latest version, with the ISO code that names each in the page's language. */
export async function versionLanguages(db: Database, productId: number) {
  const version = await latestVersion(db, productId);
  const languages = version ? await listVersionLanguages(db, version.id) : [];
  return languages.map((entry) => ({ id: entry.languageId, name: entry.language.name, iso: entry.language.iso6391 }));
}

async function summarise(
  db: Database,
  quote: Quote,
  choice: { languageId: number | null; licenceSerial: string; organisation: AdminOrganisation | null; editionUpgrade: boolean } & Partial<
    Record<BuyerField, string | boolean>
  >,
  idempotencyKey = newOrderFormKey(),
): Promise<OrderSummary> {
  const product = await getProduct(db, quote.package.productId);
  const languages = product ? await versionLanguages(db, product.id) : [];
  const language = languages.find((entry) => entry.id === choice.languageId);
  return {
    priceId: quote.package.priceId,
    label: quote.package.label,
    product: product?.name ?? quote.package.label,
    fulfilment: FULFILMENT_LABELS[quote.package.fulfilment],
    language: language?.name ?? null,
    languageIso: language?.iso ?? null,
    languageId: language ? language.id : null,
    country: quote.sale.countryName,
    countryCode: quote.sale.countryCode,
    countryId: quote.sale.countryId,
    quantity: quote.quantity,
    licenceSerial: choice.licenceSerial,
    editionUpgrade: choice.editionUpgrade,
    organisationId: choice.organisation?.id ?? null,
    organisationName: choice.organisation?.name ?? null,
    taxRelief: quote.taxRelief,
    reverseCharge: quote.reverseCharge,
    buyer: buyerFields(choice, quote.taxRelief),
    price: formatMoney(quote.netAmountMinor, quote.currency),
    tax: formatMoney(quote.taxAmountMinor, quote.currency),
    taxLine: quote.taxRelief ? `${quote.taxName} (relief claimed)` : `${quote.taxName} at ${formatRate(quote.taxRateBasisPoints)}`,
    total: formatMoney(quote.totalAmountMinor, quote.currency),
    currency: quote.currency,
    totalAmountMinor: quote.totalAmountMinor,
    netAmountMinor: quote.netAmountMinor,
    taxAmountMinor: quote.taxAmountMinor,
    taxName: quote.taxName,
    taxRateBasisPoints: quote.taxRateBasisPoints,
    fulfilmentKind: quote.package.fulfilment,
    idempotencyKey,
  };
}

/** SuperNova's buy form names an edition and a fulfilment: the package they make. */
async function supernovaChoice(db: Database, input: Record<string, unknown>) {
  const parsed = v.safeParse(supernovaChoiceSchema, input);
  if (!parsed.success)
    throw new Refusal({ kind: "invalid", message: "Check your order", fieldErrors: fieldErrorsFromIssues(supernovaChoiceSchema, parsed.issues) });
  const { edition, fulfilment, languageId, countryId, taxRelief, ...buyer } = parsed.output;
  const productId = editionProductId(edition);
  const sale = await countrySale(db, countryId);
  const packages = await listPackages(db, [productId], "buy", sale?.currency ?? "GBP");
  const pkg = packages.find((entry) => entry.fulfilment === fulfilment);
  if (!pkg) throw Refusal.field("fulfilment", "Fulfilment", "That edition is not sold that way");
  return { ...buyer, priceId: pkg.priceId, languageId, countryId, taxRelief, quantity: 1, licenceSerial: "", organisationId: null, editionUpgrade: false };
}

async function choiceOf(db: Database, input: Record<string, unknown>) {
  if (input.edition !== undefined) return supernovaChoice(db, input);
  const parsed = v.safeParse(orderChoiceSchema, input);
  if (!parsed.success)
    throw new Refusal({ kind: "invalid", message: "Check your order", fieldErrors: fieldErrorsFromIssues(orderChoiceSchema, parsed.issues) });
  return parsed.output;
}

/**
 * Which form a summary comes from is told by its `edition` (SuperNova's), and each is checked by
 * its own shared schema (choiceOf), so its field errors name that form's fields. A summary shown
 * again after a refused checkout keeps its order-form key.
 */
const reviewInputSchema = v.looseObject({ idempotencyKey: v.optional(v.string()) });

export const reviewOrder = defineOperation({
  name: "review-order",
  input: reviewInputSchema,
  access: "anyone",
  async run({ db, user }, input) {
    const choice = await choiceOf(db, input);
    const userId = user?.userId ?? null;
    // An edition upgrade is priced as the difference between the editions, the same way checkout prices it.
    const edition = choice.editionUpgrade ? await quoteEditionUpgrade(db, userId, choice) : null;
    const quote = edition?.quote ?? (await quoteChoice(db, choice, { kinds: ["buy", "upgrade", "renew-sma", "subscribe"] }));
    // Seats are bought by an organisation's admin: the summary names the organisation only to one.
    const organisation = quote.package.kind !== "subscribe" ? null : userId ? await organisationToBuyFor(db, userId, choice.organisationId) : null;
    const summary = await summarise(
      db,
      quote,
      { ...choice, licenceSerial: edition?.serial ?? choice.licenceSerial, organisation, editionUpgrade: Boolean(edition) },
      input.idempotencyKey && ORDER_FORM_KEY.test(input.idempotencyKey) ? input.idempotencyKey : undefined,
    );
    return done(summary);
  },
});
