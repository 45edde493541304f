/**
 * A rendered page kept to be answered again (the anonymous page cache and the pages kept for a
 * session): its body, its headers and the CSP nonce and request id it was rendered with, which
 * are replaced by each answer's own.
 */

export interface ResponseStamp {
  nonce: string;
  requestId: string;
}

export interface StoredPage {
  body: string;
  headers: [string, string][];
  nonce: string;
  requestId: string;
  expires: number;
  /** The body as bytes, cut where the nonce and request id were written (made on first answer). */
  cut?: CutBody;
}

interface CutBody {
  pieces: Uint8Array[];
  /** What goes after each piece but the last. */
  slots: ("nonce" | "requestId")[];
}

/** The Cache-Control the page was rendered with, kept aside while the copy is stored. */
export const STATED_CACHE_CONTROL = "x-page-cache-control";

const encoder = new TextEncoder();
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cutting the page once, where its tokens are, lets each answer be a copy of bytes with the new
 * tokens between them, rather than two searches through the page and its encoding every time.
 */
function cutBody(page: StoredPage): CutBody {
  const tokens = [page.nonce, page.requestId].filter(Boolean);
  if (tokens.length === 0) return { pieces: [encoder.encode(page.body)], slots: [] };
  const pieces: Uint8Array[] = [];
  const slots: CutBody["slots"] = [];
  let from = 0;
  for (const match of page.body.matchAll(new RegExp(tokens.map(escapeForPattern).join("|"), "g"))) {
    pieces.push(encoder.encode(page.body.slice(from, match.index)));
    slots.push(match[0] === page.nonce ? "nonce" : "requestId");
    from = match.index + match[0].length;
  }
  pieces.push(encoder.encode(page.body.slice(from)));
  return { pieces, slots };
}

/** The stored page's bytes with this response's nonce and request id where the old ones were. */
function stampedBody(page: StoredPage, stamp: ResponseStamp): Uint8Array<ArrayBuffer> {
  page.cut ??= cutBody(page);
  const { pieces, slots } = page.cut;
  const values = { nonce: encoder.encode(stamp.nonce), requestId: encoder.encode(stamp.requestId) };
  let length = 0;
  for (const piece of pieces) length += piece.length;
  for (const slot of slots) length += values[slot].length;
  const bytes = new Uint8Array(length);
  let at = 0;
  pieces.forEach((piece, index) => {
    bytes.set(piece, at);
    at += piece.length;
    const slot = slots[index];
    if (slot) {
      bytes.set(values[slot], at);
      at += values[slot].length;
    }
  });
  return bytes;
}

/** The stored page, answered with this response's nonce and request id. */
export function answerStored(page: StoredPage, stamp: ResponseStamp, source: string): Response {
  // Both are long random tokens: they occur in the page only where they were written.
  const body = stampedBody(page, stamp);
  const headers = new Headers(page.headers);
  headers.delete(STATED_CACHE_CONTROL);
  const stated = page.headers.find(([name]) => name === STATED_CACHE_CONTROL)?.[1];
  if (stated) headers.set("Cache-Control", stated);
  headers.set("Server-Timing", `cache;desc=${source}`);
  return new Response(body, { status: 200, headers });
}

/**
 * Reads a rendered page to keep it: the copy to store, and the response to send now (the same
 * body, its own headers, marked as a miss).
 */
export async function keepRendered(response: Response, stamp: ResponseStamp, lifetimeMs: number): Promise<{ page: StoredPage; response: Response }> {
  const body = await response.text();
  const skip = new Set(["server-timing", "vary", "cache-control", "content-length", "content-encoding"]);
  const headers = [...response.headers].filter(([name]) => !skip.has(name.toLowerCase()));
  const stated = response.headers.get("cache-control");
  if (stated) headers.push([STATED_CACHE_CONTROL, stated]);
  const page: StoredPage = { body, headers, nonce: stamp.nonce, requestId: stamp.requestId, expires: Date.now() + lifetimeMs };
  const fresh = new Headers(response.headers);
  fresh.append("Server-Timing", "cache;desc=miss");
  return { page, response: new Response(body, { status: response.status, statusText: response.statusText, headers: fresh }) };
}
