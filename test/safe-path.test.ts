/**
 * The one redirect rule (common/safe-path.ts): known attack strings, a property over any
 * string, and the redirecting endpoints that use it.
 */
import { SELF, env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { refererPath, safeRedirectTarget, safeSitePath } from "@common/safe-path";
import { siteSeed } from "../seed/site";
import { createSignedInUser } from "./helpers/auth";

const ORIGIN = "https://site.example";

const ATTACKS = [
  "//evil.example/x",
  "/%09/evil.example/x",
  "/\t/evil.example/x",
  "/%0a/evil.example",
  "/%0d/evil.example",
  "/%00/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000/evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%5cevil.example",
  "/%5Cevil.example",
  "/%2f/evil.example",
  "/%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  "///evil.example",
  "/ /evil.example",
  "evil.example",
  "",
  "x".repeat(3000),
];

describe("safeSitePath", () => {
  it.each(ATTACKS)("refuses %j", (attack) => {
    expect(safeSitePath(attack)).toBeNull();
    expect(safeRedirectTarget(attack, "/fallback")).toBe("/fallback");
  });

  it.each(["/", "/account", "/de-de/support?saved=1", "/search?q=a%2Fb&x=%20y", "/products/individuals/supernova-magnifier#top", "/Manage-Cookies"])(
    "keeps the site path %j",
    (path) => {
      expect(safeSitePath(path)).toBe(path);
    },
  );

  it("gives null for nothing", () => {
    expect(safeSitePath(null)).toBeNull();
    expect(safeSitePath(undefined)).toBeNull();
    expect(safeRedirectTarget(null)).toBe("/");
  });

  it("never leaves the site, whatever the string", () => {
    const anyString = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.webUrl().map((url) => url.replace(/^https?:/, "")),
      fc.tuple(fc.constantFrom("/", "//", "/\\", "/%09/", "/%2f", "\\", "/%5c", "%2f"), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
      fc
        .array(fc.constantFrom("/", "\\", "%", "0", "9", "2", "f", "5", "c", "\t", "\n", ".", "e", ":", "@", "?", "#"), { maxLength: 12 })
        .map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(anyString, (value) => {
        const result = safeRedirectTarget(value, "/home");
        if (result === "/home") return;
        expect(result).toBe(value);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        // Also once a careless server has percent-decoded it.
        let decoded: string | null = null;
        try {
          decoded = decodeURIComponent(result);
        } catch {
          decoded = null;
        }
        if (decoded !== null) expect(new URL(decoded, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("reads a Referer only when it names this site", () => {
    expect(refererPath("https://site.example/support?x=1", ORIGIN, "/account")).toBe("/support?x=1");
    expect(refererPath("https://site.example//evil.example/x", ORIGIN, "/account")).toBe("/account");
    expect(refererPath("https://evil.example/support", ORIGIN, "/account")).toBe("/account");
    expect(refererPath("not a url", ORIGIN, "/account")).toBe("/account");
    expect(refererPath(null, ORIGIN, "/account")).toBe("/account");
  });
});

describe("redirecting endpoints", () => {
  beforeAll(async () => {
    await env.DB.batch((await siteSeed.statements()).map((sql) => env.DB.prepare(sql)));
  });

  const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
    redirect: "manual" as const,
  });

  it("cookie preferences never send the visitor to another site", async () => {
    for (const redirectTo of ["/%09/evil.example/x", "//evil.example/x", "/\\evil.example"]) {
      const response = await SELF.fetch("https://site.example/api/v1/cookie/preferences", form({ consent: "1", redirectTo }));
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    }
    const back = await SELF.fetch("https://site.example/api/v1/cookie/preferences", form({ consent: "0", redirectTo: "/support?x=1" }));
    expect(back.headers.get("location")).toBe("/support?x=1");
  });

  it("the country change never sends the visitor to another site", async () => {
    const response = await SELF.fetch("https://site.example/api/v1/session/country", form({ countryId: "1", redirectTo: "/%09/evil.example/x" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    const back = await SELF.fetch("https://site.example/api/v1/session/country", form({ countryId: "1", redirectTo: "/contact" }));
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/contact");
  });

  it("accepting the terms returns to a Referer only on this site", async () => {
    const { cookie } = await createSignedInUser(env, { termsAccepted: false });
    const accept = (referer: string) =>
      SELF.fetch("http://localhost/api/v1/account/terms", { method: "POST", headers: { Cookie: cookie, Referer: referer }, redirect: "manual" });
    const hostile = await accept("http://localhost//evil.example/x");
    expect(hostile.status).toBe(303);
    expect(hostile.headers.get("location")).toBe("/account?terms=accepted");
    expect((await accept("https://evil.example/account/video-calling")).headers.get("location")).toBe("/account?terms=accepted");
    expect((await accept("http://localhost/account/video-calling/address-book")).headers.get("location")).toBe(
      "/account/video-calling/address-book?terms=accepted",
    );
  });
});
