/**
 * What a customer posts to buy, upgrade, renew or subscribe, and to pay on the local payment
 * page. Only choices are taken from the browser (a package, a language, a country, a relief
 * declaration, a number of seats); every amount is computed on the server. A total or a
 * currency the order form echoes back is only compared with the server's, so that a form
 * altered on its way is refused instead of charged.
 */
import * as v from "valibot";
import { buyerDetailsEntries } from "./invoices";
import { numericId, oneOf, optionalCheckbox, optionalText, requiredCheckbox, requiredText, fieldMessage } from "./fields";

const SUPERNOVA_EDITION_VALUES = ["magnifier", "magnifier-speech", "screen-reader"] as const;
const editionField = oneOf("Edition", SUPERNOVA_EDITION_VALUES, "Choose a SuperNova edition");
const fulfilmentField = oneOf("Fulfilment", ["download", "usb"] as const, "Choose download or USB");

/** An optional id: empty means not given. */
function optionalId(label: string) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.check((value) => value === "" || /^\d{1,12}$/.test(value), fieldMessage("{label} must be a number", label)),
    v.transform((value) => (value === "" ? null : Number(value))),
  );
}

/** Seats of a subscription; a single licence is one. */
export const MAX_SEATS = 1000;
const seatsField = v.pipe(
  v.optional(v.union([v.string(), v.number()]), "1"),
  v.title("Seats"),
  v.transform((value) => String(value).trim()),
  v.regex(/^\d{1,4}$/, "Seats must be a whole number"),
  v.transform(Number),
  v.minValue(1, "Buy at least one seat"),
  v.maxValue(MAX_SEATS, `For more than ${MAX_SEATS} seats, contact our sales team`),
);

/** The choices that make an order: which package, where it is bought, for which licence. */
export const orderChoiceSchema = v.object({
  priceId: numericId("Package"),
  languageId: optionalId("Language"),
  countryId: numericId("Country"),
  taxRelief: optionalCheckbox("VAT relief"),
  quantity: seatsField,
  /** The licence an upgrade or renewal is for. */
  licenceSerial: optionalText("Serial number", 40),
  /** The premium reader organisation a subscription is for. */
  organisationId: optionalId("Organisation"),
  ...buyerDetailsEntries,
  /** Ticked: the package is a higher edition, and the licence named moves to it for the difference in price. */
  editionUpgrade: optionalCheckbox("Edition upgrade"),
});
export type OrderChoice = v.InferOutput<typeof orderChoiceSchema>;

/** POST /SuperNova/Buy/ShowVars: SuperNova's buy form names an edition and a fulfilment rather than a package. */
export const supernovaChoiceSchema = v.object({
  edition: editionField,
  fulfilment: fulfilmentField,
  languageId: numericId("Language"),
  countryId: numericId("Country"),
  taxRelief: optionalCheckbox("VAT relief"),
  ...buyerDetailsEntries,
});

/** An order form's one-time key, as the summary makes it: it names the order a payment is for. */
export const ORDER_FORM_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Starting checkout: the order's choices, the form's one-time key, and the total the customer was shown. */
export const checkoutSchema = v.object({
  ...orderChoiceSchema.entries,
  idempotencyKey: v.pipe(
    v.string("Reload the order summary and try again"),
    v.title("Order form"),
    v.regex(ORDER_FORM_KEY, "Reload the order summary and try again"),
  ),
  /** The total the summary showed, in minor units: compared, never charged. */
  shownTotal: optionalText("Total", 12),
  shownCurrency: optionalText("Currency", 3),
});
export type CheckoutInput = v.InferOutput<typeof checkoutSchema>;

/** The local payment page's card form (test card numbers only). */
export const testCardSchema = v.object({
  orderId: requiredText("Order", 64),
  cardNumber: v.pipe(
    v.string("Card number is required"),
    v.title("Card number"),
    v.transform((value) => value.replace(/[\s-]/g, "")),
    v.nonEmpty("Card number is required"),
    v.regex(/^\d{12,19}$/, "Card number must be 12 to 19 digits"),
  ),
  expiry: v.pipe(
    v.string("Expiry date is required"),
    v.title("Expiry date"),
    v.trim(),
    v.nonEmpty("Expiry date is required"),
    v.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Expiry date must be a month and year, like 04/29"),
  ),
  securityCode: v.pipe(
    v.string("Security code is required"),
    v.title("Security code"),
    v.trim(),
    v.nonEmpty("Security code is required"),
    v.regex(/^\d{3,4}$/, "Security code must be 3 or 4 digits"),
  ),
  cardholder: requiredText("Name on card", 100),
});

/** The extra confirmation a test card may ask for (like a bank's check): approve or refuse it. */
export const testConfirmationSchema = v.object({
  orderId: requiredText("Order", 64),
  decision: oneOf("Decision", ["approve", "refuse"] as const, "Approve or refuse the payment"),
});

/** Refunding a test payment from its receipt (local payments only): the box confirms it. */
export const testRefundSchema = v.object({
  orderId: requiredText("Order", 64),
  confirm: requiredCheckbox("Confirm the refund", "Tick the box to confirm that this test payment should be refunded"),
});

/** POST supernova/checkAvailibility, getLanguages, getFulfilments. */
export const supernovaEditionSchema = v.object({ edition: editionField, countryId: optionalId("Country") });
/** POST supernova/getPrice. */
export const supernovaPriceQuoteSchema = v.object({
  edition: editionField,
  fulfilment: v.optional(fulfilmentField, "download"),
  kind: v.optional(oneOf("Purchase", ["buy", "upgrade", "renew-sma"] as const, "Choose buy, upgrade or renew"), "buy"),
  countryId: v.optional(numericId("Country"), "1"),
  taxRelief: optionalCheckbox("VAT relief"),
});
/** POST supernova/getDealers. */
export const supernovaDealersQuerySchema = v.object({ countryId: numericId("Country"), edition: v.optional(editionField) });
