/**
 * Starting checkout, one operation for the order summary's form and for
 * POST /api/v1/orders/checkout (a purchase, an upgrade or renewal of one of the buyer's
 * licences or its move to a higher edition, or seats for an organisation the buyer is an admin of): the server prices the choices itself, refuses a form whose
 * shown total or currency is not the server's (altered on its way), places the order once per
 * form (its idempotency key) and sends the customer to the provider's payment page.
 */
import { buildUrl } from "@common/routes";
import { type CheckoutInput, checkoutSchema } from "@common/schemas/orders";
import type { Database, OrderStatus } from "../db";
import { type OperationContext, Refusal, defineOperation, done, refuse, type OperationResult } from "../operation";
import { ownLicence } from "../licences";
import { organisationToBuyFor } from "../premium";
import { PaymentProviderError, getPaymentProvider, siteOrigin } from "../services";
import { type Order, attachCheckoutSession, placeOrder } from "./orders";
import { quoteEditionUpgrade } from "./edition-upgrade";
import { type Quote, quoteChoice } from "./pricing";

export const TAMPERED_ORDER_MESSAGE =
  "The price or currency sent with your order is not ours, so nothing was charged. Go back to the buy page and review your order again.";
export const USED_ORDER_FORM_MESSAGE = "This order form has been used already. Start again from the buy page to place a new order.";
export const ONLINE_PAYMENT_OFF_MESSAGE =
  "We are not taking payment online at the moment and nothing was charged. Please buy from a dealer or call our sales team.";
export const PAYMENT_UNAVAILABLE_MESSAGE = "We could not start your payment just now and nothing was charged. Please try again in a few minutes.";

/** The licence an upgrade or renewal is for: one of the buyer's own, of the package's product. */
async function targetLicence(db: Database, accountId: string, input: CheckoutInput, quote: Quote): Promise<string | null> {
  if (quote.package.kind !== "upgrade" && quote.package.kind !== "renew-sma") return null;
  if (!input.licenceSerial) throw Refusal.field("licenceSerial", "Serial number", "Enter the serial number of the licence to upgrade or renew");
  const licence = await ownLicence(db, accountId, input.licenceSerial);
  if (licence?.status !== "active" || licence.productId !== quote.package.productId) {
    throw Refusal.field("licenceSerial", "Serial number", "We could not find that serial number for this product on your DolphinID account");
  }
  return licence.serial;
}

/** The organisation a subscription adds seats to: one the buyer is an admin of. */
async function targetOrganisation(db: Database, accountId: string, input: CheckoutInput, quote: Quote): Promise<number | null> {
  if (quote.package.kind !== "subscribe") return null;
  return (await organisationToBuyFor(db, accountId, input.organisationId)).id;
}

function sameChoice(order: Order, quote: Quote, organisationId: number | null): boolean {
  return (
    order.priceId === quote.package.priceId &&
    order.reverseCharge === quote.reverseCharge &&
    order.totalAmountMinor === quote.totalAmountMinor &&
    order.currency === quote.currency &&
    order.organisationId === organisationId
  );
}

export interface CheckoutStarted {
  orderId: string;
  status: OrderStatus;
  /** Where the customer pays; absent when the order is paid already. */
  paymentUrl?: string;
}

async function startCheckoutFor({ env, db, user, locale }: OperationContext<"signed-in">, input: CheckoutInput): Promise<OperationResult<CheckoutStarted>> {
  const edition = input.editionUpgrade ? await quoteEditionUpgrade(db, user.userId, input) : null;
  const quote = edition?.quote ?? (await quoteChoice(db, input, { kinds: ["buy", "upgrade", "renew-sma", "subscribe"] }));
  // What the customer was shown must be what the server charges; the server's amount is the one used.
  const shownTotal = input.shownTotal === "" ? null : input.shownTotal;
  if ((shownTotal !== null && shownTotal !== String(quote.totalAmountMinor)) || (input.shownCurrency !== "" && input.shownCurrency !== quote.currency)) {
    return refuse(409, TAMPERED_ORDER_MESSAGE);
  }
  const licenceSerial = edition ? edition.serial : await targetLicence(db, user.userId, input, quote);
  const organisationId = await targetOrganisation(db, user.userId, input, quote);
  const provider = getPaymentProvider(env);
  // The local provider's test cards must never buy a real licence.
  if (provider.name === "local" && env.ENVIRONMENT === "production") return refuse(503, ONLINE_PAYMENT_OFF_MESSAGE);
  const { order, created } = await placeOrder(db, {
    accountId: user.userId,
    email: user.email,
    idempotencyKey: input.idempotencyKey,
    kind: edition ? "edition-upgrade" : quote.package.kind,
    quote,
    languageId: input.languageId,
    locale,
    licenceSerial,
    organisationId,
    provider: provider.name,
    buyer: input,
  });
  const receipt = buildUrl("OrderReceipt", { orderId: order.id }, { locale });
  if (!created) {
    // The same form again: its order is paid once, whatever the number of submissions.
    if (!sameChoice(order, quote, organisationId)) return refuse(409, USED_ORDER_FORM_MESSAGE);
    if (order.status === "paid" || order.status === "refunded") return done({ orderId: order.id, status: order.status }, { redirect: receipt });
    if (order.status === "expired") return refuse(409, USED_ORDER_FORM_MESSAGE);
  }
  try {
    const session = await provider.createCheckout({
      orderId: order.id,
      idempotencyKey: input.idempotencyKey,
      description: `${order.label}${order.quantity > 1 ? ` × ${order.quantity}` : ""}`,
      currency: order.currency,
      amountMinor: order.totalAmountMinor,
      customerEmail: order.email,
      successUrl: `${siteOrigin(env)}${receipt}`,
      cancelUrl: `${siteOrigin(env)}${buildUrl("CheckoutPay", { orderId: order.id }, { locale })}?cancelled=1`,
      expiresAt: order.expiresAt,
      locale,
    });
    await attachCheckoutSession(db, order.id, session.sessionId);
    return done({ orderId: order.id, status: order.status, paymentUrl: session.paymentUrl }, { status: created ? 201 : 200, redirect: session.paymentUrl });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`checkout of order ${order.id} could not start`, error.message);
    return refuse(502, PAYMENT_UNAVAILABLE_MESSAGE);
  }
}

export const startCheckout = defineOperation({
  name: "start-checkout",
  input: checkoutSchema,
  access: "signed-in",
  rateLimit: { name: "checkout", limit: 20, windowSeconds: 600, per: "account" },
  run: startCheckoutFor,
});
