/**
 * Moving a licence to a higher edition (SuperNova Magnifier → Magnifier & Speech → Magnifier &
 * Screen Reader) costs the difference between the two editions' list prices, read from the
 * price list in one call; the order then goes through checkout and the payment webhook like any
 * other, and payment moves the same licence (its serial, seats and maintenance) to the new edition.
 */
import { SUPERNOVA_EDITIONS } from "@common/products";
import type { Database, Currency } from "../db";
import { type Licence, ownLicence } from "../licences";
import { Refusal } from "../operation";
import { DEALER_ONLY_MESSAGE, type PackagePrice, type Quote, countrySale, findPackage, listPackages, priceQuote } from "./pricing";

const SERIAL = "Serial number";
export const EDITION_UPGRADE_SIGN_IN_MESSAGE = "Sign in with the DolphinID your licence is registered to, to move it to a higher edition";
export const EDITION_UPGRADE_NOT_YOURS_MESSAGE = "We could not find that serial number for a SuperNova licence on your DolphinID account";
export const EDITION_UPGRADE_NOT_HIGHER_MESSAGE = "Choose an edition higher than the one your licence is for";

/** An edition's place from lowest to highest; -1 for a product without editions. */
function rank(productId: number): number {
  return SUPERNOVA_EDITIONS.findIndex((entry) => entry.productId === productId);
}

export interface EditionOffer {
  serial: string;
  fromProductId: number;
  /** The target edition's buy package (download), whose id the order form names. */
  target: PackagePrice;
  /** The difference between the two list prices, before tax. */
  amountMinor: number;
  currency: Currency;
}

/**
 * The price of moving a licence of one edition to a higher one: the difference of the two
 * editions' list prices for the same fulfilment, from one look-up of the price list. Undefined
 * when either is not sold or the new one is not dearer.
 */
export async function editionDifference(
  db: Database,
  fromProductId: number,
  target: { productId: number; fulfilment: PackagePrice["fulfilment"] },
  currency: Currency,
) {
  const prices = await listPackages(db, [fromProductId, target.productId], "buy", currency);
  const from = prices.find((entry) => entry.productId === fromProductId && entry.fulfilment === target.fulfilment);
  const to = prices.find((entry) => entry.productId === target.productId && entry.fulfilment === target.fulfilment);
  if (!from || !to || to.amountMinor <= from.amountMinor) return undefined;
  return { target: to, amountMinor: to.amountMinor - from.amountMinor };
}

/** Every higher edition each of these licences may move to, priced in `currency` (the upgrade page's offers). */
export async function editionOffers(db: Database, held: Pick<Licence, "serial" | "productId" | "status">[], currency: Currency): Promise<EditionOffer[]> {
  const offers: EditionOffer[] = [];
  for (const licence of held) {
    if (licence.status !== "active" || rank(licence.productId) < 0) continue;
    for (const edition of SUPERNOVA_EDITIONS.slice(rank(licence.productId) + 1)) {
      const difference = await editionDifference(db, licence.productId, { productId: edition.productId, fulfilment: "download" }, currency);
      if (difference)
        offers.push({ serial: licence.serial, fromProductId: licence.productId, target: difference.target, amountMinor: difference.amountMinor, currency });
    }
  }
  return offers;
}

/**
 * The quote of an edition upgrade: `priceId` names the higher edition's buy package and
 * `licenceSerial` one of the buyer's own active licences of a lower edition.
 */
export async function quoteEditionUpgrade(
  db: Database,
  accountId: string | null,
  choice: { priceId: number; countryId: number; taxRelief: boolean; licenceSerial: string },
): Promise<{ quote: Quote; serial: string }> {
  if (!accountId) throw Refusal.field("licenceSerial", SERIAL, EDITION_UPGRADE_SIGN_IN_MESSAGE);
  const sale = await countrySale(db, choice.countryId);
  if (!sale) throw Refusal.field("countryId", "Country", "Choose your country from the list");
  if (sale.channel === "dealer") throw Refusal.field("countryId", "Country", DEALER_ONLY_MESSAGE);
  const licence = choice.licenceSerial ? await ownLicence(db, accountId, choice.licenceSerial) : undefined;
  if (licence?.status !== "active" || rank(licence.productId) < 0) throw Refusal.field("licenceSerial", SERIAL, EDITION_UPGRADE_NOT_YOURS_MESSAGE);
  const wanted = await findPackage(db, choice.priceId, sale.currency);
  if (wanted?.kind !== "buy" || rank(wanted.productId) <= rank(licence.productId))
    throw Refusal.field("priceId", "Package", EDITION_UPGRADE_NOT_HIGHER_MESSAGE);
  const difference = await editionDifference(db, licence.productId, wanted, sale.currency);
  if (!difference) throw Refusal.field("priceId", "Package", EDITION_UPGRADE_NOT_HIGHER_MESSAGE);
  const from = SUPERNOVA_EDITIONS[rank(licence.productId)]!.name;
  const pkg: PackagePrice = { ...wanted, amountMinor: difference.amountMinor, label: `${wanted.label} (from ${from})` };
  return { quote: priceQuote(pkg, sale, 1, choice.taxRelief), serial: licence.serial };
}
