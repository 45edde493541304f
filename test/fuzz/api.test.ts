/**
 * Property-based tests (fast-check): random and hostile input at every listed endpoint must
 * never produce a 500 or a stack trace, and a rejected request must not change stored data.
 */
import { SELF, env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../helpers/auth";
import { FUZZ_TARGETS } from "./endpoints";

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "'; DROP TABLE accounts; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "\u0000\u202e",
    "9".repeat(400),
    "x".repeat(5000),
    "NaN",
    "-1",
    "1e309",
    '{"__proto__":{"admin":true}}',
  ),
);
const FIELD_NAMES = [
  "feedback",
  "consent",
  "event",
  "email",
  "name",
  "message",
  "subject",
  "privacy",
  "product",
  "productId",
  "versionId",
  "languageId",
  "countryId",
  "stateId",
  "token",
  "code",
  "contactName",
  "contactEmail",
  "unlockCode",
  "dolphinId",
  "page",
  "perPage",
  "searchTerm",
  "slotId",
  "__proto__",
  "constructor",
];
const body = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), hostileString, { maxKeys: 8 });
const encoding = fc.constantFrom("form", "json", "raw");

async function rowCounts(tables: string[]): Promise<number[]> {
  return Promise.all(tables.map(async (table) => (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())?.n ?? 0));
}

describe.each(FUZZ_TARGETS)("$method $path under random input", (target) => {
  it("never answers 5xx or leaks a stack, and a rejection stores nothing", async () => {
    const cookie = target.signedIn ? (await createSignedInUser(env)).cookie : null;
    await fc.assert(
      fc.asyncProperty(body, encoding, hostileString, async (payload, kind, segment) => {
        const path = target.path.replace("{param}", encodeURIComponent(segment) || "x");
        const before = await rowCounts(target.tables);
        const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}` };
        if (cookie) headers.Cookie = cookie;
        let requestBody: string | undefined;
        if (target.method !== "GET") {
          if (kind === "json") {
            headers["Content-Type"] = "application/json";
            requestBody = JSON.stringify(payload);
          } else if (kind === "form") {
            headers["Content-Type"] = "application/x-www-form-urlencoded";
            requestBody = new URLSearchParams(payload).toString();
          } else {
            headers["Content-Type"] = "application/json";
            requestBody = Object.values(payload).join("");
          }
        }
        const url = target.method === "GET" ? `https://site.test${path}?${new URLSearchParams(payload)}` : `https://site.test${path}`;
        const response = await SELF.fetch(url, { method: target.method, headers, body: requestBody, redirect: "manual" });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect(text).not.toMatch(/\bat \S+ \(|Error:\s.*\n\s+at /);
        if (response.status >= 400) expect(await rowCounts(target.tables)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
