/**
 * Taking payment, behind one interface: the site asks the provider for a checkout session
 * for an order (an amount it computed itself) and sends the customer to the session's
 * payment page; the provider reports the outcome later as signed events to the site's one
 * webhook (`POST /api/v1/payments/webhook`, verified in signature.ts).
 *
 * - `PAYMENTS_PROVIDER=stripe` (with `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`): Stripe Checkout (stripe.ts).
 * - unset: the local provider (local.ts), whose payment page is on the site itself and works offline.
 */
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
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the customer pays: the provider's page, or a path of this site for the local provider. */
  paymentUrl: string;
}

export interface PaymentProvider {
  readonly name: "local" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

/** A provider that could not start a payment: the customer is told to try again; nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
