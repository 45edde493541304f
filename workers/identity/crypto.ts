/**
 * Cryptography of the identity provider and the sign-in session, all on WebCrypto:
 * PBKDF2 password hashes, random tokens stored only as SHA-256 hashes, HMAC-signed
 * access tokens and cookies.
 */
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

/** Constant-time comparison of two strings of any length. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    diff |= (left[index] ?? 0) ^ (right[index] ?? 0);
  }
  return diff === 0;
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

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function hmac(secret: string, data: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(data));
  return base64url(new Uint8Array(signature));
}

/** `base64url(json).signature`: a value the browser may hold but cannot forge or alter. */
export async function signValue(secret: string, value: unknown): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(value)));
  return `${payload}.${await hmac(secret, payload)}`;
}

export async function unsignValue<T>(secret: string, signed: string | undefined | null): Promise<T | null> {
  if (!signed) return null;
  const [payload, signature] = signed.split(".");
  if (!payload || !signature) return null;
  if (!timingSafeEqual(await hmac(secret, payload), signature)) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as T;
  } catch {
    return null;
  }
}

/** A compact JWT signed with HS256. */
export async function signJwt(secret: string, claims: Record<string, unknown>): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));
  const body = base64url(encoder.encode(JSON.stringify(claims)));
  return `${header}.${body}.${await hmac(secret, `${header}.${body}`)}`;
}

export async function verifyJwt<T>(secret: string, token: string): Promise<T | null> {
  const [header, body, signature] = token.split(".");
  if (!header || !body || !signature) return null;
  if (!timingSafeEqual(await hmac(secret, `${header}.${body}`), signature)) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(body))) as T;
  } catch {
    return null;
  }
}

/** Reads a JWT's claims without checking it (the client only uses exp and serviceRefresh for timing). */
export function decodeJwt<T>(token: string): T | null {
  const body = token.split(".")[1];
  if (!body) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(body))) as T;
  } catch {
    return null;
  }
}
