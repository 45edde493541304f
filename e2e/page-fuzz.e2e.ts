/**
 * Property-based test (fast-check) of the page routes of the built site: every page with a
 * form action, and a few without, get random methods, content types and bodies. Whatever
 * arrives, the answer is never a 5xx and never shows a stack trace. Plain fetch against the
 * built server (no browser); bounded to a few requests per page so it runs in about a minute.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseURL, queryDb } from "./browser";

function firstRow<T extends Record<string, unknown>>(sql: string, fallback: T): T {
  try {
    return queryDb<T>(sql)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

const product = firstRow(
  "SELECT p.semantic_name AS semantic, ms.name AS segment FROM products p JOIN product_market_segments pms ON pms.product_id = p.id JOIN market_segments ms ON ms.id = pms.market_segment_id ORDER BY p.id LIMIT 1",
  { semantic: "supernova-magnifier", segment: "individuals" },
);
const supportProduct = firstRow("SELECT semantic_name AS semantic FROM support_products ORDER BY id LIMIT 1", { semantic: "supernova" });
const library = firstRow("SELECT id FROM libraries WHERE easy_reader = 1 ORDER BY id LIMIT 1", { id: 1 });

/** Pages whose routes have an action (a form posts to them), then pages without one. */
const PAGES = [
  "/contact",
  "/contact/support",
  "/newsletter",
  `/support/report-a-bug/${supportProduct.semantic}`,
  "/contact/support/callback/book",
  "/contact/support/training/book",
  "/country/change",
  "/report-missing-page",
  "/a-page-that-does-not-exist",
  "/beta-tester-zone/register",
  "/careers/vacancies/apply",
  "/dealer-zone/login",
  "/dealer-zone/logout",
  "/EasyReader/Libraries-List",
  "/GuideConnect/Libraries-List",
  `/EasyReader/Library/${library.id}`,
  "/SuperNova/Buy",
  "/SuperNova/Buy/ShowVars",
  "/SuperNova/support",
  "/SuperNova/Trial",
  "/easyreader/windows/download",
  "/easyreader/premium/unlock",
  `/products/${product.segment}/${product.semantic}/try/support`,
  `/products/${product.segment}/${product.semantic}/try/language/1`,
  "/account/preferences",
  "/account/video-calling/address-book",
  "/account/video-calling/settings",
  ...["status", "students", "teachers", "domains", "edit-user", "import-users", "user-analytics", "invite-code", "print-invite", "join"].map(
    (page) => `/account/easyreader-premium/${page}`,
  ),
  "/id/register",
  "/id/password-reset",
  "/id/verify-email",
  "/id/oauth/authorize",
  "/action/login",
  "/de-de/contact",
  "/contact.data",
  "/",
  "/products",
  "/Manage-Cookies",
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "'; DROP TABLE accounts; --",
    "<script>alert(1)</script>",
    "%00",
    "\u0000\u202e",
    "9".repeat(400),
    "x".repeat(5000),
    "-1",
    "1e309",
    "/%09/evil.example",
  ),
);
const FIELD_NAMES = [
  "name",
  "email",
  "message",
  "subject",
  "privacy",
  "consent",
  "countryId",
  "redirectTo",
  "intent",
  "organisationId",
  "code",
  "unlockCode",
  "password",
  "_action",
  "__proto__",
];
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })), hostileString, { maxKeys: 6 });
const method = fc.constantFrom("GET", "HEAD", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
const encoding = fc.constantFrom("form", "multipart", "json", "text", "none", "broken-multipart", "odd-type");

function requestBody(kind: string, payload: Record<string, string>, oddType: string): { body?: BodyInit; headers: Record<string, string> } {
  switch (kind) {
    case "form":
      return { body: new URLSearchParams(payload).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    case "multipart": {
      const form = new FormData();
      for (const [key, value] of Object.entries(payload)) form.append(key, value);
      return { body: form, headers: {} };
    }
    case "json":
      return { body: JSON.stringify(payload), headers: { "Content-Type": "application/json" } };
    case "text":
      return { body: Object.values(payload).join("\n"), headers: { "Content-Type": "text/plain" } };
    case "broken-multipart":
      return { body: Object.values(payload).join("--"), headers: { "Content-Type": "multipart/form-data; boundary=zzz" } };
    case "odd-type":
      return { body: Object.values(payload).join(""), headers: { "Content-Type": oddType } };
    default:
      return { headers: {} };
  }
}

// A stack frame names its file, line and column ("at render (file.js:12:7)"); page data that
// merely has " at " before a parenthesis (a price "at 20% (relief claimed)") is not one.
const STACK_TRACE = /\bat \S+ \([^()\s]+:\d+:\d+\)|Error:\s.*\n\s+at /;

describe.each(PAGES)("%s under random methods and bodies", (path) => {
  it("never answers 5xx or shows a stack trace", async () => {
    await fc.assert(
      fc.asyncProperty(method, encoding, fields, fc.string({ maxLength: 30 }), async (verb, kind, payload, oddType) => {
        const { body, headers } = verb === "GET" || verb === "HEAD" ? { body: undefined, headers: {} } : requestBody(kind, payload, oddType);
        let response: Response;
        try {
          response = await fetch(new URL(path, baseURL()), {
            method: verb,
            body,
            headers: { ...headers, "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}` },
            redirect: "manual",
          });
        } catch (error) {
          // An odd Content-Type that fetch itself refuses to send is no request at all.
          if (kind === "odd-type") return;
          throw error;
        }
        const text = await response.text();
        expect(response.status, `${verb} ${path} (${kind}): ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(text).not.toMatch(STACK_TRACE);
        if (response.status === 405) expect(response.headers.get("allow"), `${verb} ${path}`).toBeTruthy();
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
