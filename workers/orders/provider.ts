/**
 * The payment provider as the orders area uses it: the configured one, with the local
 * provider's events delivered straight to the webhook handler, signed exactly as the provider
 * would sign them, so that they take the path Stripe's events take.
 */
import type { Database } from "../db";
import { type PaymentProvider, type ProviderEvent, SIGNATURE_HEADER, getPaymentProvider, signedEvent, webhookSecret, siteOrigin } from "../services";
import { handlePaymentWebhook } from "./webhook";

/** Delivers an event to the webhook handler, signed; a refused event is an error. */
export async function deliverLocalEvent(env: Env, db: Database, event: ProviderEvent): Promise<void> {
  const { body, signature } = await signedEvent(event, webhookSecret(env));
  const request = new Request(`${siteOrigin(env)}/api/v1/payments/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signature },
    body,
  });
  const answer = await handlePaymentWebhook(env, db, request);
  if (answer.status !== 200) throw new Error(`the local payment event was refused: ${answer.body.message}`);
}

export function paymentProvider(env: Env, db: Database): PaymentProvider {
  return getPaymentProvider(env, { report: (event) => deliverLocalEvent(env, db, event) });
}
