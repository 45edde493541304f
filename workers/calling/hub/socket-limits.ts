/**
 * Bounds on the realtime sockets: a token bucket of messages per socket (kept in the hub's
 * memory: it is full again long before a quiet hub hibernates), the size of a message, and a
 * token bucket of socket opens per account, kept in the hub's storage.
 */
import {
  ABUSIVE_CLOSE_OPEN_COST,
  MAX_MESSAGE_BYTES,
  MESSAGE_BURST,
  MESSAGE_RATE_PER_SECOND,
  SOCKET_OPEN_BURST,
  SOCKET_OPENS_PER_MINUTE,
} from "@common/realtime/constants";
import { byteLengthOver } from "@common/realtime/messages";

export interface MessageBucket {
  /** Messages the socket may still send at once. */
  tokens: number;
  /** When `tokens` was last worked out (ms since the epoch). */
  at: number;
}

export function fullBucket(now: number): MessageBucket {
  return { tokens: MESSAGE_BURST, at: now };
}

/**
 * Takes one message from the bucket: the bucket refills at MESSAGE_RATE_PER_SECOND up to
 * MESSAGE_BURST; `allowed` is false when it is empty.
 */
export function takeMessage(bucket: MessageBucket, now: number): { allowed: boolean; bucket: MessageBucket } {
  const elapsed = Math.max(0, now - bucket.at);
  const tokens = Math.min(MESSAGE_BURST, bucket.tokens + (elapsed * MESSAGE_RATE_PER_SECOND) / 1000);
  if (tokens < 1) return { allowed: false, bucket: { tokens, at: now } };
  return { allowed: true, bucket: { tokens: tokens - 1, at: now } };
}

/** Whether a message is over MAX_MESSAGE_BYTES (UTF-8 for text). */
export function isOversize(raw: string | ArrayBuffer): boolean {
  return byteLengthOver(raw, MAX_MESSAGE_BYTES);
}

/** A close reason is at most 123 bytes of UTF-8. */
export function closeReason(text: string): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= 123) return text;
  return new TextDecoder().decode(bytes.slice(0, 123)).replace(/\uFFFD$/, "");
}

/**
 * The account's allowance of socket opens, kept in the hub's storage (one hub per account,
 * so no D1 write): SOCKET_OPENS_PER_MINUTE refill up to SOCKET_OPEN_BURST.
 */
export type OpenAllowance = MessageBucket;

const OPENS_PER_MS = SOCKET_OPENS_PER_MINUTE / 60_000;

function refilledOpens(allowance: OpenAllowance | null | undefined, now: number): number {
  if (!allowance) return SOCKET_OPEN_BURST;
  const elapsed = Math.max(0, now - allowance.at);
  return Math.min(SOCKET_OPEN_BURST, allowance.tokens + elapsed * OPENS_PER_MS);
}

/**
 * Takes one open. When none is left, `retryAfterSeconds` says when the next one will be
 * (whole seconds, at least 1) and the allowance is left as it was.
 */
export function takeOpen(
  allowance: OpenAllowance | null | undefined,
  now: number,
): { allowed: true; allowance: OpenAllowance } | { allowed: false; retryAfterSeconds: number } {
  const tokens = refilledOpens(allowance, now);
  if (tokens >= 1) return { allowed: true, allowance: { tokens: tokens - 1, at: now } };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / OPENS_PER_MS / 1000)) };
}

/** Charges a socket closed for abuse against the open allowance, down to minus SOCKET_OPEN_BURST. */
export function chargeAbusiveClose(allowance: OpenAllowance | null | undefined, now: number): OpenAllowance {
  return { tokens: Math.max(-SOCKET_OPEN_BURST, refilledOpens(allowance, now) - ABUSIVE_CLOSE_OPEN_COST), at: now };
}
