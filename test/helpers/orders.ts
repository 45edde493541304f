/**
 * Buying in Workers tests: the seed that prices things, starting checkout as a signed-in
 * account, and delivering payment events to the webhook signed as the provider signs them.
 */
import { SELF, env } from "cloudflare:test";
import { ordersSeed } from "../../seed/orders";
import { productsSeed } from "../../seed/products";
import { siteSeed } from "../../seed/site";
import { supportSeed } from "../../seed/support";
import { LOCAL_WEBHOOK_SECRET, type ProviderEvent, signedEvent } from "../../workers/services/payments";
import { freshAddress } from "./operations";

export async function seedShop() {
  const statements = [
    ...(await siteSeed.statements()),
    ...(await supportSeed.statements()),
    ...(await productsSeed.statements()),
    ...(await ordersSeed.statements()),
  ];
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

/** Seeded price ids: SuperNova Magnifier by download, and its upgrade. */
export const MAGNIFIER_DOWNLOAD_PRICE = 1;
export const MAGNIFIER_USB_PRICE = 2;
export const MAGNIFIER_UPGRADE_PRICE = 7;
export const MAGNIFIER_RENEW_PRICE = 10;
export const UK = 1;
export const GERMANY = 3;
export const NORWAY = 7;
export const USA = 255;

let keys = 0;
export function newIdempotencyKey(): string {
  return `test-order-form-${Date.now()}-${++keys}`;
}

export async function postCheckout(cookie: string, fields: Record<string, string>) {
  const response = await SELF.fetch("https://site.test/api/v1/orders/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", Cookie: cookie, "CF-Connecting-IP": freshAddress() },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

/** Starts checkout of one package for the UK and answers the new order's id. */
export async function startOrder(cookie: string, fields: Record<string, string> = {}): Promise<string> {
  const answer = await postCheckout(cookie, {
    priceId: String(MAGNIFIER_DOWNLOAD_PRICE),
    countryId: String(UK),
    languageId: "1",
    idempotencyKey: newIdempotencyKey(),
    ...fields,
  });
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json.orderId as string;
}

export async function orderRow(orderId: string) {
  return env.DB.prepare("SELECT * FROM orders WHERE id = ?").bind(orderId).first<Record<string, any>>();
}

export function event(id: string, type: string, object: Record<string, unknown>): ProviderEvent {
  return { id, type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/** The completed-checkout event of an order, paid in full. */
export async function paidEvent(orderId: string, eventId = `evt_paid_${orderId}`, overrides: Record<string, unknown> = {}) {
  const order = (await orderRow(orderId))!;
  return event(eventId, "checkout.session.completed", {
    id: order.checkout_session_id,
    object: "checkout.session",
    client_reference_id: orderId,
    metadata: { orderId },
    payment_intent: `pi_test_${orderId}`,
    payment_status: "paid",
    amount_total: order.total_amount_minor,
    currency: String(order.currency).toLowerCase(),
    ...overrides,
  });
}

export function refundEvent(orderId: string, eventId = `evt_refund_${orderId}`) {
  return event(eventId, "charge.refunded", { id: `ch_${orderId}`, object: "charge", payment_intent: `pi_test_${orderId}`, refunded: true });
}

export async function deliver(payload: ProviderEvent | string, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const { body, signature } =
    typeof payload === "string" ? { body: payload, signature: "" } : await signedEvent(payload, options.secret ?? LOCAL_WEBHOOK_SECRET, options.timestamp);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const header = options.signature === undefined ? signature : options.signature;
  if (header) headers["Stripe-Signature"] = header;
  const response = await SELF.fetch("https://site.test/api/v1/payments/webhook", { method: "POST", headers, body });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

export async function licencesOfOrder(orderId: string) {
  return (await env.DB.prepare("SELECT * FROM licences WHERE order_id = ?").bind(orderId).all<Record<string, any>>()).results;
}

/** A form posted to /api/v1/{path} as a signed-in account. */
export async function postApi(cookie: string, path: string, fields: Record<string, string>) {
  const response = await SELF.fetch(`https://site.test/api/v1/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", Cookie: cookie, "CF-Connecting-IP": freshAddress() },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

/** Pays an order on the local payment page with a test card. */
export function payWithTestCard(cookie: string, orderId: string, cardNumber = "4242424242424242") {
  return postApi(cookie, "payments/test-card", { orderId, cardNumber, expiry: "04/30", securityCode: "123", cardholder: "Ada Buyer" });
}
