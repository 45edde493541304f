import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "./helpers/auth";

describe("security headers", () => {
  it("sets a nonce-based CSP and the hardening headers on every Worker response", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/languages");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w-]{20,}' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("uses a new nonce for every response", async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await SELF.fetch("https://site.test/api/v1/languages")).headers.get("content-security-policy") ?? "")?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it("allows camera and microphone only on the call settings and call pages", async () => {
    const policy = async (path: string) => (await SELF.fetch(`https://site.test${path}`)).headers.get("permissions-policy");
    expect(await policy("/account/video-calling/settings")).toContain("camera=(self), microphone=(self)");
    expect(await policy("/de-de/call")).toContain("camera=(self), microphone=(self)");
    expect(await policy("/account/video-calling/address-book")).toContain("camera=(), microphone=()");
    expect(await policy("/")).toContain("camera=(), microphone=()");
  });
});

describe("cross-site request forgery", () => {
  const post = (headers: Record<string, string>) =>
    SELF.fetch("https://site.test/api/v1/cookie/preferences", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", ...headers },
      body: "consent=1",
    });

  it("refuses state changes from other sites", async () => {
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await post({ Origin: "https://attacker.test" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
  });

  it("accepts them from this site", async () => {
    expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post({ Origin: "https://site.test" })).status).toBe(200);
  });
});

describe("signed-in-only endpoints answer 401 to anonymous callers before reading their input", () => {
  const premium = [
    "get-admins",
    "get-students",
    "get-analytics",
    "get-domains",
    "get-invites",
    "generate-invite",
    "update-invite",
    "delete-invite",
    "send-teacher-invite",
    "resend-teacher-invite",
    "accept-teacher-invite",
    "change-admin-role",
    "delete-admin",
    "update-org-name",
    "add-domain",
    "delete-domain",
    "add-update-student",
    "delete-student",
    "file-upload",
    "join",
  ].map((call) => ["POST", `/api/v1/easyreader-premium/${call}`] as const);
  const endpoints: (readonly [string, string])[] = [
    ["GET", "/api/v1/easyreader-premium/status"],
    ["GET", "/api/v1/easyreader-premium/generate-username"],
    ...premium,
    ["POST", "/api/v1/product-upgrade/getLicenceData"],
    ["GET", "/api/v1/account"],
    ["POST", "/api/v1/account/terms"],
    ["GET", "/api/v1/account/contacts"],
    ["POST", "/api/v1/account/contacts"],
    ["PATCH", "/api/v1/account/contacts/not-an-email"],
    ["DELETE", "/api/v1/account/contacts/not-an-email"],
    ["GET", "/api/v1/account/preferences"],
    ["POST", "/api/v1/account/preferences"],
    ["GET", "/api/v1/account/video-calling/settings"],
    ["POST", "/api/v1/account/video-calling/settings"],
  ];
  const badBodies: { label: string; headers: Record<string, string>; body?: string }[] = [
    { label: "no body", headers: {} },
    { label: "a bad form body", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "organisationId=abc&email=x&firstName=" },
    { label: "a bad JSON body", headers: { "Content-Type": "application/json" }, body: '{"organisationId":[],' },
  ];

  it.each(endpoints)("%s %s", async (method, path) => {
    for (const { label, headers, body } of badBodies) {
      const query = method === "GET" && body ? `?${body}` : "";
      const response = await SELF.fetch(`https://site.test${path}${query}`, {
        method,
        headers: { "X-Requested-With": "XMLHttpRequest", ...headers },
        body: method === "GET" ? undefined : body,
      });
      expect(response.status, `${method} ${path} with ${label}`).toBe(401);
      const answer = await response.json<{ message: string; errors?: unknown }>();
      expect(answer.errors, label).toBeUndefined();
      expect(answer.message).toBeTruthy();
    }
  });
});

describe("caching of personal answers", () => {
  it("keeps no copy of an account's data in any cache", async () => {
    const { cookie } = await createSignedInUser(env);
    for (const path of [
      "/api/v1/account",
      "/api/v1/account/contacts",
      "/api/v1/account/preferences",
      "/api/v1/easyreader-premium/status",
      "/api/v1/account/video-calling/settings",
      "/api/v1/websocket/configuration",
    ]) {
      const response = await SELF.fetch(`https://site.test${path}`, { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("cache-control"), path).toContain("no-store");
    }
  });

  it("marks anonymous API answers and any answer that sets a cookie no-store", async () => {
    expect((await SELF.fetch("https://site.test/api/v1/account")).headers.get("cache-control")).toBe("no-store");
    const consent = await SELF.fetch("https://site.test/api/v1/cookie/preferences", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest" },
      body: "consent=1",
    });
    expect(consent.headers.get("set-cookie")).toBeTruthy();
    expect(consent.headers.get("cache-control")).toContain("no-store");
  });
});
