/**
 * The local payment provider: it really takes (pretend) payment offline. Its checkout session
 * is the site's own payment page (/checkout/pay/{orderId}), which accepts test card numbers;
 * the outcome is reported as an event of the same shape and signature as Stripe's, delivered
 * to the same webhook handler, so everything after payment runs exactly as in production.
 */
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from "./provider";
import { signatureHeader } from "./signature";

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

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local" as const;

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { sessionId: randomId("cs"), paymentUrl: `/checkout/pay/${encodeURIComponent(request.orderId)}` };
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
