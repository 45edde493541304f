/**
 * The local payment provider: it really takes (pretend) payment offline. Its checkout session
 * is the site's own payment page (/checkout/pay/{orderId}), which accepts test card numbers;
 * the outcome is reported as an event of the same shape and signature as Stripe's, delivered
 * to the same webhook handler, so everything after payment runs exactly as in production. A
 * refund is reported the same way, as the `charge.refunded` event Stripe sends.
 */
import { type CheckoutRequest, type CheckoutSession, type PaymentProvider, PaymentProviderError, type RefundRequest, type RefundStarted } from "./provider";
import { signatureHeader } from "./signature";
import { buildUrl } from "@common/routes";

/** The card numbers the local payment page understands (Stripe's test numbers). */
export const TEST_CARDS = {
  /** Pays at once. */
  success: "4242424242424242",
  /** Asks for an extra confirmation (like a bank's check) before paying. */
  confirmation: "4000002500003155",
  /** Declined by the bank. */
  declined: "4000000000000002",
  /** Declined: not enough money. */
  insufficientFunds: "4000000000009995",
} as const;

export type TestCardOutcome = "paid" | "needs-confirmation" | "declined" | "insufficient-funds" | "unknown-card";

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  switch (cardNumber.replace(/\D/g, "")) {
    case TEST_CARDS.success:
      return "paid";
    case TEST_CARDS.confirmation:
      return "needs-confirmation";
    case TEST_CARDS.declined:
      return "declined";
    case TEST_CARDS.insufficientFunds:
      return "insufficient-funds";
    default:
      return "unknown-card";
  }
}

function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_local_${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** Where the local provider reports its events: signed, to the site's webhook handler. */
export type LocalEventReporter = (event: ProviderEvent) => Promise<void>;

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local" as const;

  constructor(private readonly report?: LocalEventReporter) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { sessionId: randomId("cs"), paymentUrl: buildUrl("CheckoutPay", { orderId: request.orderId }, { locale: request.locale }) };
  }

  async refund(request: RefundRequest): Promise<RefundStarted> {
    if (!this.report) throw new PaymentProviderError("The local payment provider has no webhook to report the refund to");
    const refundId = randomId("re");
    await this.report(
      localEvent("charge.refunded", {
        id: randomId("ch"),
        object: "charge",
        payment_intent: request.paymentId,
        metadata: { orderId: request.orderId },
        amount: request.amountMinor,
        amount_refunded: request.amountMinor,
        currency: request.currency.toLowerCase(),
        refunded: true,
        refunds: { data: [{ id: refundId, object: "refund", amount: request.amountMinor, status: "succeeded" }] },
      }),
    );
    return { refundId };
  }
}

export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** A new event in Stripe's shape, about `object`. */
export function localEvent(type: string, object: Record<string, unknown>): ProviderEvent {
  return { id: randomId("evt"), type, created: Math.floor(Date.now() / 1000), data: { object } };
}

export function localPaymentId(): string {
  return randomId("pi");
}

/** The body and signature header that deliver an event to the webhook. */
export async function signedEvent(event: ProviderEvent, secret: string, timestampSeconds?: number): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(event);
  return { body, signature: await signatureHeader(body, secret, timestampSeconds) };
}
