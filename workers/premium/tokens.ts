/**
 * The secrets and codes the area hands out: invitation links carry a random token of which
 * only a hash is stored, and invite codes are short enough to read aloud.
 */

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The token of a team invitation link: 32 random bytes. */
export function newInviteToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What is stored of a token: its SHA-256, so a leaked table opens no invitation. */
export async function hashToken(token: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));
}

/** No 0/O, 1/I/L: codes are read aloud and typed by students with low vision. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
  return `RDR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** "rdr 7k3m q9tx" and "RDR7K3MQ9TX" both mean RDR-7K3M-Q9TX. */
export function normaliseInviteCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (/^RDR[A-Z0-9]{8}$/.test(compact)) return `RDR-${compact.slice(3, 7)}-${compact.slice(7)}`;
  return input.trim().toUpperCase();
}
