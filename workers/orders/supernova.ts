/**
 * The buy pages' calls (POST supernova/checkAvailibility, getLanguages, getFulfilments,
 * getPrice, getDealers, and product-upgrade/getLicenceData), each an operation: whether an
 * edition can be bought online in a country, in which languages and ways, for how much
 * (priced and taxed as checkout will charge it), and who sells it where the shop does not.
 */
import { SUPERNOVA_EDITIONS, type SupernovaEdition, formatVersion } from "@common/products";
import { supernovaDealersQuerySchema, supernovaEditionSchema, supernovaPriceQuoteSchema } from "@common/schemas/orders";
import type { Database } from "../db";
import { Refusal, defineOperation, done } from "../operation";
import { dealersForProduct, getProduct, latestVersion, listVersionLanguages } from "../products";
import { DEALER_ONLY_MESSAGE, HOME_COUNTRY_ID, countrySale, formatMoney, listPackages, priceQuote } from "./pricing";

export function editionProductId(edition: SupernovaEdition): number {
  return SUPERNOVA_EDITIONS.find((entry) => entry.edition === edition)!.productId;
}

/** An edition's product and that product's newest version (undefined when none is out). */
async function editionRelease(db: Database, edition: SupernovaEdition) {
  const productId = editionProductId(edition);
  return { productId, version: await latestVersion(db, productId) };
}

async function saleOrRefuse(db: Database, countryId: number) {
  const sale = await countrySale(db, countryId);
  if (!sale) throw Refusal.field("countryId", "Country", "Choose your country from the list");
  return sale;
}

const READ_LIMIT = { name: "buy-page-calls", limit: 120, windowSeconds: 60 };

export const checkAvailability = defineOperation({
  name: "supernova-check-availability",
  input: supernovaEditionSchema,
  access: "anyone",
  rateLimit: READ_LIMIT,
  async run({ db }, input) {
    const sale = await saleOrRefuse(db, input.countryId ?? HOME_COUNTRY_ID);
    const { productId, version } = await editionRelease(db, input.edition);
    const [product, packages] = await Promise.all([getProduct(db, productId), listPackages(db, [productId], "buy", sale.currency)]);
    const sold = Boolean(product?.online && version && packages.length > 0);
    return done({
      available: sold && sale.channel === "online",
      channel: sale.channel,
      message: sale.channel === "dealer" ? DEALER_ONLY_MESSAGE : null,
      productId,
      currency: sale.currency,
      version: version ? formatVersion(version) : null,
    });
  },
});

export const supernovaLanguages = defineOperation({
  name: "supernova-languages",
  input: supernovaEditionSchema,
  access: "anyone",
  rateLimit: READ_LIMIT,
  async run({ db }, input) {
    const { version } = await editionRelease(db, input.edition);
    const languages = version ? await listVersionLanguages(db, version.id) : [];
    return done(languages.map((entry) => ({ id: entry.languageId, name: entry.language.name })));
  },
});

export const supernovaFulfilments = defineOperation({
  name: "supernova-fulfilments",
  input: supernovaEditionSchema,
  access: "anyone",
  rateLimit: READ_LIMIT,
  async run({ db }, input) {
    const packages = await listPackages(db, [editionProductId(input.edition)], "buy", "GBP");
    return done(packages.map((entry) => entry.fulfilment));
  },
});

/** A package's price for the buy pages, as checkout will charge it. */
export function priceSummary(quote: ReturnType<typeof priceQuote>) {
  return {
    priceId: quote.package.priceId,
    label: quote.package.label,
    currency: quote.currency,
    netAmountMinor: quote.netAmountMinor,
    taxName: quote.taxName,
    taxRateBasisPoints: quote.taxRateBasisPoints,
    taxAmountMinor: quote.taxAmountMinor,
    totalAmountMinor: quote.totalAmountMinor,
    taxRelief: quote.taxRelief,
    price: formatMoney(quote.netAmountMinor, quote.currency),
    total: formatMoney(quote.totalAmountMinor, quote.currency),
  };
}

export const supernovaPrice = defineOperation({
  name: "supernova-price",
  input: supernovaPriceQuoteSchema,
  access: "anyone",
  rateLimit: READ_LIMIT,
  async run({ db }, input) {
    const sale = await saleOrRefuse(db, input.countryId);
    if (sale.channel === "dealer") throw Refusal.field("countryId", "Country", DEALER_ONLY_MESSAGE);
    const packages = await listPackages(db, [editionProductId(input.edition)], input.kind, sale.currency);
    const pkg = packages.find((entry) => entry.fulfilment === input.fulfilment);
    if (!pkg) throw Refusal.field("fulfilment", "Fulfilment", "That edition is not sold that way");
    return done(priceSummary(priceQuote(pkg, sale, 1, input.taxRelief)));
  },
});

export const supernovaDealers = defineOperation({
  name: "supernova-dealers",
  input: supernovaDealersQuerySchema,
  access: "anyone",
  rateLimit: READ_LIMIT,
  async run({ db }, input) {
    return done(await dealersForProduct(db, editionProductId(input.edition ?? "magnifier"), input.countryId));
  },
});
