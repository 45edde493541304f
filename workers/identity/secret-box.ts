/**
 * Secrets the server must read back, such as an authenticator app's TOTP secret, are kept
 * sealed at rest: a JWE (jose; direct AES-256-GCM) under a key derived with HKDF from
 * IDENTITY_SECRET for one purpose, naming its owner in the authenticated header. A copy of the
 * database alone (a backup, an export, a leaked replica) then cannot produce second-factor
 * codes, and a sealed value copied onto another account's row does not open there.
 */
import { hkdf } from "@noble/hashes/hkdf.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { CompactEncrypt, compactDecrypt } from "jose";

const encoder = new TextEncoder();

function keyFor(identitySecret: string, purpose: string): Uint8Array {
  return hkdf(sha256, encoder.encode(identitySecret), undefined, encoder.encode(`dolphin ${purpose}`), 32);
}

export function seal(identitySecret: string, purpose: string, owner: string, plaintext: string): Promise<string> {
  return new CompactEncrypt(encoder.encode(plaintext)).setProtectedHeader({ alg: "dir", enc: "A256GCM", sub: owner }).encrypt(keyFor(identitySecret, purpose));
}

/** The plaintext; an error if the value was not sealed for this purpose and owner under this secret. */
export async function open(identitySecret: string, purpose: string, owner: string, sealed: string): Promise<string> {
  const { plaintext, protectedHeader } = await compactDecrypt(sealed, keyFor(identitySecret, purpose));
  if (protectedHeader.sub !== owner) throw new Error(`a ${purpose} sealed for another account`);
  return new TextDecoder().decode(plaintext);
}
