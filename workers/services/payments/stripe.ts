/**
 * Stripe Checkout through its REST API with fetch (no SDK: the Worker's upload budget). A
 * session is created form-encoded at POST /v1/checkout/sessions with the order's total as
 * one line, the order id as client reference and metadata (on the session and its payment,
 * so that refunds name the order too), an expiry, and the order form's idempotency key, so a
 * double submission creates one session. A refund is POST /v1/refunds of the order's payment,
 * keyed by the order so that it is made once.
 */
import { languageOf } from "@common/locale";
import * as v from "valibot";
import { type CheckoutRequest, type CheckoutSession, type PaymentProvider, PaymentProviderError, type RefundRequest, type RefundStarted } from "./provider";

export const STRIPE_API = "https://api.stripe.com";
const STRIPE_REQUEST_TIMEOUT_MS = 10_000;

const sessionSchema = v.object({ id: v.string(), url: v.string() });
const refundSchema = v.object({ id: v.string(), status: v.optional(v.nullable(v.string())) });
const errorSchema = v.object({ error: v.object({ message: v.optional(v.string()), type: v.optional(v.string()) }) });

/** Stripe's form encoding of the session's parameters. */
export function checkoutSessionForm(request: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams();
  form.set("mode", "payment");
  form.set("client_reference_id", request.orderId);
  form.set("customer_email", request.customerEmail);
  form.set("success_url", request.successUrl);
  form.set("cancel_url", request.cancelUrl);
  form.set("expires_at", String(Math.floor(request.expiresAt.getTime() / 1000)));
  form.set("line_items[0][quantity]", "1");
  form.set("line_items[0][price_data][currency]", request.currency.toLowerCase());
  form.set("line_items[0][price_data][unit_amount]", String(request.amountMinor));
  form.set("line_items[0][price_data][product_data][name]", request.description);
  form.set("metadata[orderId]", request.orderId);
  form.set("payment_intent_data[metadata][orderId]", request.orderId);
  // Stripe's own page speaks the customer's language: it knows "en-GB", and the other languages by their code.
  if (request.locale) form.set("locale", request.locale === "en-gb" ? "en-GB" : languageOf(request.locale));
  return form;
}

/** Stripe's form encoding of a refund of the order's whole payment. */
export function refundForm(request: RefundRequest): URLSearchParams {
  const form = new URLSearchParams();
  form.set("payment_intent", request.paymentId);
  form.set("amount", String(request.amountMinor));
  form.set("metadata[orderId]", request.orderId);
  return form;
}

export class StripeCheckout implements PaymentProvider {
  readonly name = "stripe" as const;

  constructor(
    private readonly secretKey: string,
    private readonly fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const json = await this.post("/v1/checkout/sessions", checkoutSessionForm(request), `checkout-${request.idempotencyKey}`);
    const parsed = v.safeParse(sessionSchema, json);
    if (!parsed.success) throw new PaymentProviderError("Stripe answered without a checkout session id and address");
    return { sessionId: parsed.output.id, paymentUrl: parsed.output.url };
  }

  async refund(request: RefundRequest): Promise<RefundStarted> {
    const json = await this.post("/v1/refunds", refundForm(request), `refund-${request.orderId}`);
    const parsed = v.safeParse(refundSchema, json);
    if (!parsed.success) throw new PaymentProviderError("Stripe answered without a refund id");
    if (parsed.output.status === "failed" || parsed.output.status === "canceled")
      throw new PaymentProviderError(`Stripe could not make the refund (${parsed.output.status})`);
    return { refundId: parsed.output.id };
  }

  private async post(path: string, form: URLSearchParams, idempotencyKey: string): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetcher(`${STRIPE_API}${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": idempotencyKey,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(STRIPE_REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = v.safeParse(errorSchema, json);
      throw new PaymentProviderError(
        `Stripe answered ${response.status}: ${parsed.success ? (parsed.output.error.message ?? parsed.output.error.type) : "no error message"}`,
        response.status,
      );
    }
    return json;
  }
}
