/**
 * Cryptography of the identity provider and the sign-in session: PBKDF2 password hashes,
 * random tokens stored only as SHA-256 hashes and constant-time comparison on WebCrypto;
 * the signed cookie value with `jose` (tokens are signed in tokens.ts, also with `jose`).
 */
import { SignJWT, jwtVerify } from "jose";

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A random, URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return base64url(new Uint8Array(digest));
}

/** Constant-time comparison (WebCrypto's); strings of different lengths differ, and their length is not the secret. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}

/** workerd caps PBKDF2 at 100 000 iterations. */
const PBKDF2_ITERATIONS = 100_000;

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$iterations$salt$hash`: slow and salted; the password itself is never stored. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iterations || !salt || !hash) return false;
  const computed = await pbkdf2(password, fromBase64url(salt), Number(iterations));
  return timingSafeEqual(base64url(computed), hash);
}

/** A compact JWS (HS256, signed by `jose`) of `value`: a value the browser may hold but cannot forge or alter. */
export async function signValue(secret: string, value: unknown): Promise<string> {
  return new SignJWT({ value }).setProtectedHeader({ alg: "HS256" }).sign(encoder.encode(secret));
}

export async function unsignValue<T>(secret: string, signed: string | undefined | null): Promise<T | null> {
  if (!signed) return null;
  try {
    const { payload } = await jwtVerify(signed, encoder.encode(secret), { algorithms: ["HS256"] });
    return (payload.value ?? null) as T | null;
  } catch {
    return null;
  }
}
