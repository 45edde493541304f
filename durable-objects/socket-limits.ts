/**
 * Bounds on one realtime socket: a token bucket of messages, kept in the socket's attachment
 * so it survives hibernation (two numbers), and the size of a message.
 */
import { MAX_MESSAGE_BYTES, MESSAGE_BURST, MESSAGE_RATE_PER_SECOND } from "../common/realtime/protocol";

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
  if (typeof raw !== "string") return raw.byteLength > MAX_MESSAGE_BYTES;
  // A string of n UTF-16 units is at most 3n UTF-8 bytes and at least n: skip the encoding when the length decides.
  if (raw.length > MAX_MESSAGE_BYTES) return true;
  if (raw.length * 3 <= MAX_MESSAGE_BYTES) return false;
  return new TextEncoder().encode(raw).byteLength > MAX_MESSAGE_BYTES;
}

/** A close reason is at most 123 bytes of UTF-8. */
export function closeReason(text: string): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= 123) return text;
  return new TextDecoder().decode(bytes.slice(0, 123)).replace(/\uFFFD$/, "");
}
