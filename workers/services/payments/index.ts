/**
 * The payment provider the configuration chooses (provider.ts explains the interface), and
 * the secret its webhook events are signed with.
 */
import { isLocalEnvironment } from "../../environment";
import { type LocalEventReporter, LocalPaymentProvider } from "./local";
import type { PaymentProvider } from "./provider";
import { StripeCheckout } from "./stripe";

export { type CheckoutRequest, type CheckoutSession, type PaymentProvider, PaymentProviderError, type RefundRequest, type RefundStarted } from "./provider";
export {
  type LocalEventReporter,
  LocalPaymentProvider,
  type ProviderEvent,
  TEST_CARDS,
  type TestCardOutcome,
  localEvent,
  localPaymentId,
  signedEvent,
  testCardOutcome,
} from "./local";
export { STRIPE_API, StripeCheckout, checkoutSessionForm, refundForm } from "./stripe";
export { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, type SignatureCheck, signatureHeader, verifySignature } from "./signature";

type PaymentsEnv = Pick<Env, "ENVIRONMENT" | "PAYMENTS_PROVIDER" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">;

/** Signs the local provider's events when no webhook secret is configured; accepted only in local development. */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_payments_only";

/**
 * The configured provider. `report` is where the local provider delivers its events (the
 * orders area's webhook handler); Stripe delivers its own over the network.
 */
export function getPaymentProvider(env: PaymentsEnv, options: { fetcher?: typeof fetch; report?: LocalEventReporter } = {}): PaymentProvider {
  if (env.PAYMENTS_PROVIDER === "stripe") {
    if (!env.STRIPE_SECRET_KEY) throw new Error("PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY");
    return new StripeCheckout(env.STRIPE_SECRET_KEY, options.fetcher);
  }
  return new LocalPaymentProvider(options.report);
}

/** The secret webhook events must be signed with, or null when none may be used (outside local development, unset). */
export function configuredWebhookSecret(env: PaymentsEnv): string | null {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  // The built-in secret is public: an event signed with it proves nothing outside local development.
  return isLocalEnvironment(env) ? LOCAL_WEBHOOK_SECRET : null;
}

/** The secret webhook events must be signed with. */
export function webhookSecret(env: PaymentsEnv): string {
  const secret = configuredWebhookSecret(env);
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set: payment events cannot be verified");
  return secret;
}
