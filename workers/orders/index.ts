/**
 * Online purchase, the orders area's one door: prices and tax, the buy pages' calls, starting
 * checkout, the local payment page, the payment webhook, refunds, orders and their expiry.
 */
export {
  type CountrySale,
  DEALER_ONLY_MESSAGE,
  HOME_COUNTRY_ID,
  type PackagePrice,
  type PriceKind,
  type Quote,
  countrySale,
  findPackage,
  formatMoney,
  formatRate,
  listCountrySales,
  listPackages,
  localeCountryId,
  priceQuote,
  reverseCharged,
  quoteChoice,
  taxOn,
} from "./pricing";
export { CHECKOUT_LIFETIME_MS, EXPIRY_GRACE_MS, type Order, expireAbandonedOrders, findOwnOrder, listOwnOrders } from "./orders";
export { type CheckoutStarted, PAYMENT_UNAVAILABLE_MESSAGE, TAMPERED_ORDER_MESSAGE, USED_ORDER_FORM_MESSAGE, startCheckout } from "./checkout";
export { DECLINED_MESSAGES, NOT_A_TEST_CARD_MESSAGE, confirmTestPayment, payWithTestCard } from "./local-payment";
export { type WebhookAnswer, handlePaymentWebhook } from "./webhook";
export { checkAvailability, editionProductId, priceSummary, supernovaDealers, supernovaFulfilments, supernovaLanguages, supernovaPrice } from "./supernova";
export { REFUND_UNAVAILABLE_MESSAGE, type RefundAsked, refundOrder, refundTestPayment, testRefundsAllowed } from "./refund";
export { type TaxDocument, documentYear, documentsOf, listMyOrders, ordersWithDocuments } from "./invoices";
export { type BuyerDetails, newShortNumber } from "./orders";
export { SELLER, sellerVatNumber } from "./seller";
export { type EditionOffer, editionDifference, editionOffers, quoteEditionUpgrade } from "./edition-upgrade";
export { type OrderSummary, reviewOrder, versionLanguages } from "./review";
export { lookUpLicence } from "./licence-lookup";
