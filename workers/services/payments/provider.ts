/**
 * Taking payment, behind one interface: the site asks the provider for a checkout session
 * for an order (an amount it computed itself) and sends the customer to the session's
 * payment page; the provider reports the outcome later as signed events to the site's one
 * webhook (`POST /api/v1/payments/webhook`, verified in signature.ts). A refund is asked for
 * the same way, and reported by an event too.
 *
 * - `PAYMENTS_PROVIDER=stripe` (with `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`): Stripe Checkout (stripe.ts).
 * - unset: the local provider (local.ts), whose payment page is on the site itself and works offline.
 */
import type { Locale } from "@common/locale";
export interface CheckoutRequest {
  orderId: string;
  /** The same key for the same order form: a provider that receives it twice creates one session. */
  idempotencyKey: string;
  /** What the customer pays for, as the payment page shows it. */
  description: string;
  currency: string;
  /** The total to charge, tax included, in minor units. */
  amountMinor: number;
  customerEmail: string;
  /** Absolute addresses the payment page returns to. */
  successUrl: string;
  cancelUrl: string;
  /** The session stops taking payment then. */
  expiresAt: Date;
  /** The locale of the page the order was placed from ("fr-fr"): the payment page speaks its language. */
  locale?: Locale;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the customer pays: the provider's page, or a path of this site for the local provider. */
  paymentUrl: string;
}

/** Giving an order's whole payment back. */
export interface RefundRequest {
  orderId: string;
  /** The provider's payment id the order was paid with (Stripe `pi_…`). */
  paymentId: string;
  amountMinor: number;
  currency: string;
}

export interface RefundStarted {
  refundId: string;
}

export interface PaymentProvider {
  readonly name: "local" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Asks for the order's payment to be given back. The order changes only when the provider's
   * signed `charge.refunded` event reaches the webhook, as for a refund made in the provider's
   * own dashboard; asking twice for the same order refunds once.
   */
  refund(request: RefundRequest): Promise<RefundStarted>;
}

/** A provider that could not start a payment: the customer is told to try again; nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
