/**
 * Webhook signatures in Stripe's scheme, with Web Crypto: the `Stripe-Signature` header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the webhook secret>`
 * (more than one v1 while a secret is being rolled). An event is accepted only when one v1
 * matches and its time is within the tolerance of now, so a captured event cannot be
 * replayed later. The local payment page signs its events the same way.
 */
export const SIGNATURE_HEADER = "Stripe-Signature";
/** How far an event's signed time may be from now (Stripe's own default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(message));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares in time that does not depend on where the strings differ. */
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The header value that signs `payload` at `timestampSeconds`. */
export async function signatureHeader(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return `t=${timestampSeconds},v1=${await hmacHex(secret, `${timestampSeconds}.${payload}`)}`;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: "missing" | "malformed" | "mismatch" | "too-old" };

export async function verifySignature(
  payload: string,
  header: string | null,
  secret: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): Promise<SignatureCheck> {
  if (!header) return { valid: false, reason: "missing" };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2) as [string, string | undefined];
    if (key === "t" && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return { valid: false, reason: "malformed" };
  const expected = await hmacHex(secret, `${timestamp}.${payload}`);
  if (!signatures.some((signature) => equalInConstantTime(signature, expected))) return { valid: false, reason: "mismatch" };
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return { valid: false, reason: "too-old" };
  return { valid: true };
}
