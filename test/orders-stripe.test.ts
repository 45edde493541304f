/**
 * Stripe Checkout through its REST API, against recorded answers (no network): the session
 * request is form-encoded with the server's amount, the order's reference and metadata, the
 * expiry and the idempotency key; Stripe's error and a failed connection become a
 * PaymentProviderError the customer hears as "try again"; configuration chooses the provider.
 */
import { describe, expect, it } from "vitest";
import { findConfigurationProblems } from "../workers/config";
import { LocalPaymentProvider, PaymentProviderError, StripeCheckout, getPaymentProvider, webhookSecret } from "../workers/services/payments";

/** Recorded from Stripe's test mode (trimmed to the fields the site reads and a few around them). */
const RECORDED_SESSION = {
  id: "cs_test_a1b2c3d4e5f6g7h8i9j0",
  object: "checkout.session",
  amount_total: 47400,
  currency: "gbp",
  client_reference_id: "ord_0123456789abcdef",
  customer_email: "ada@example.com",
  expires_at: 1800003600,
  metadata: { orderId: "ord_0123456789abcdef" },
  mode: "payment",
  payment_status: "unpaid",
  status: "open",
  url: "https://checkout.stripe.com/c/pay/cs_test_a1b2c3d4e5f6g7h8i9j0#fidkdWxOYHwnPyd1blpxYHZxWjA0",
};
const RECORDED_ERROR = { error: { message: "Invalid API Key provided: sk_test_****abcd", type: "invalid_request_error" } };

const request = {
  orderId: "ord_0123456789abcdef",
  idempotencyKey: "form-key-1234567890",
  description: "SuperNova Magnifier, download",
  currency: "GBP",
  amountMinor: 47400,
  customerEmail: "ada@example.com",
  successUrl: "https://www.example.com/orders/ord_0123456789abcdef",
  cancelUrl: "https://www.example.com/checkout/pay/ord_0123456789abcdef?cancelled=1",
  expiresAt: new Date(1_800_003_600_000),
};

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe("Stripe Checkout", () => {
  it("creates a session with the server's amount and answers its id and payment address", async () => {
    const { calls, fetcher } = recordingFetch(200, RECORDED_SESSION);
    const session = await new StripeCheckout("sk_test_secret", fetcher).createCheckout(request);
    expect(session).toEqual({ sessionId: RECORDED_SESSION.id, paymentUrl: RECORDED_SESSION.url });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    const headers = new Headers(call!.init.headers);
    expect(headers.get("Authorization")).toBe("Bearer sk_test_secret");
    expect(headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(headers.get("Idempotency-Key")).toBe("checkout-form-key-1234567890");
    const form = new URLSearchParams(String(call!.init.body));
    expect(Object.fromEntries(form)).toEqual({
      mode: "payment",
      client_reference_id: "ord_0123456789abcdef",
      customer_email: "ada@example.com",
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: "1800003600",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "47400",
      "line_items[0][price_data][product_data][name]": "SuperNova Magnifier, download",
      "metadata[orderId]": "ord_0123456789abcdef",
      "payment_intent_data[metadata][orderId]": "ord_0123456789abcdef",
    });
  });

  it("turns Stripe's refusal, a malformed answer and a failed connection into a PaymentProviderError", async () => {
    await expect(new StripeCheckout("sk_test_bad", recordingFetch(401, RECORDED_ERROR).fetcher).createCheckout(request)).rejects.toMatchObject({
      name: "PaymentProviderError",
      status: 401,
      message: "Stripe answered 401: Invalid API Key provided: sk_test_****abcd",
    });
    await expect(new StripeCheckout("sk_test", recordingFetch(200, { id: "cs_1" }).fetcher).createCheckout(request)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    await expect(new StripeCheckout("sk_test", offline).createCheckout(request)).rejects.toThrow(/could not be reached/);
  });

  it("is chosen by PAYMENTS_PROVIDER=stripe; otherwise the local provider takes payment on the site", async () => {
    const stripe = getPaymentProvider({
      ENVIRONMENT: "production",
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
    expect(stripe).toBeInstanceOf(StripeCheckout);
    const local = getPaymentProvider({ ENVIRONMENT: "dev" });
    expect(local).toBeInstanceOf(LocalPaymentProvider);
    expect((await local.createCheckout(request)).paymentUrl).toBe("/checkout/pay/ord_0123456789abcdef");
    expect(webhookSecret({ ENVIRONMENT: "production", STRIPE_WEBHOOK_SECRET: "whsec_live" })).toBe("whsec_live");
    expect(() => webhookSecret({ ENVIRONMENT: "production" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("the production configuration check", () => {
  it("asks for both Stripe secrets with PAYMENTS_PROVIDER=stripe, and checks their form", () => {
    const settingsOf = (env: Record<string, string>) => findConfigurationProblems({ ENVIRONMENT: "production", ...env }).map((problem) => problem.setting);
    expect(settingsOf({ PAYMENTS_PROVIDER: "stripe" })).toEqual(expect.arrayContaining(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]));
    expect(settingsOf({ PAYMENTS_PROVIDER: "paypal" })).toContain("PAYMENTS_PROVIDER");
    const malformed = settingsOf({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_live_public", STRIPE_WEBHOOK_SECRET: "secret" });
    expect(malformed).toEqual(expect.arrayContaining(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]));
    const good = settingsOf({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" });
    expect(good).not.toEqual(expect.arrayContaining(["STRIPE_SECRET_KEY"]));
    expect(good).not.toContain("STRIPE_WEBHOOK_SECRET");
  });
});
