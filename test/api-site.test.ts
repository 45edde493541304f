import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest" },
  body: new URLSearchParams(fields).toString(),
});

describe("API conventions", () => {
  it("answers a bad payload with 422 and per-field errors, and stores nothing", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/feedback/not-found", form({ feedback: "   ", reportedUri: "/x" }));
    expect(response.status).toBe(422);
    const body = await response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      type: "inputs",
      errors: { feedback: { friendlyName: "Feedback", errors: ["Feedback is required"] } },
    });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM feedback_reports").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("answers OPTIONS on any API path", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/anything/at/all", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Allow")).toContain("POST");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "There is no API endpoint at that address." });
  });

  it("refuses a cross-site post", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/feedback/not-found", {
      ...form({ feedback: "Missing page" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.test" },
    });
    expect(response.status).toBe(403);
  });
});

describe("not-found feedback", () => {
  it("stores a report", async () => {
    const response = await SELF.fetch(
      "https://site.test/api/v1/feedback/not-found",
      form({ feedback: "I followed a link to the SuperNova 22 manual", reportId: "abc123", reportedUri: "/supernova-22-manual" }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: "Success! Thanks for your report." });
    const row = await env.DB.prepare("SELECT feedback, report_id, reported_uri FROM feedback_reports").first();
    expect(row).toEqual({
      feedback: "I followed a link to the SuperNova 22 manual",
      report_id: "abc123",
      reported_uri: "/supernova-22-manual",
    });
  });

  it("limits how many reports one address can send", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const init = form({ feedback: `Report ${i}` });
      const response = await SELF.fetch("https://site.test/api/v1/feedback/not-found", {
        ...init,
        headers: { ...init.headers, "CF-Connecting-IP": "203.0.113.9" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("homepage localisations", () => {
  it("serves the localisation of a language", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO languages (id, name, iso6391, iso6393) VALUES (1, 'English', 'en', 'eng')"),
      env.DB.prepare(
        "INSERT INTO homepage_localisations (id, language_id, banner_message, banner_message_enabled, banner_content) VALUES (7, 1, 'Offices closed on Monday', 1, 'Phone lines reopen on Tuesday')",
      ),
    ]);
    const response = await SELF.fetch("https://site.test/api/v1/homepage/localisations/1");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 7,
      languageId: 1,
      bannerMessage: "Offices closed on Monday",
      bannerMessageEnabled: true,
      bannerMessageExpiry: null,
      bannerContent: "Phone lines reopen on Tuesday",
    });
  });

  it("says 404 for a language without one and 422 for a non-numeric id", async () => {
    expect((await SELF.fetch("https://site.test/api/v1/homepage/localisations/99")).status).toBe(404);
    expect((await SELF.fetch("https://site.test/api/v1/homepage/localisations/en")).status).toBe(422);
  });
});

describe("cookie preferences", () => {
  it("gives consent with a one-week cookie-policy cookie", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/cookie/preferences", form({ consent: "1" }));
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/cookie-policy=1/);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it("revokes consent, clearing non-essential cookies, and redirects a plain form post back", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/cookie/preferences", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: "cookie-policy=1; dolphin-analytics-id=abc; __Host-session=keep" },
      body: "consent=0&redirectTo=%2FManage-Cookies",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/Manage-Cookies");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("dolphin-analytics-id=;"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__Host-session="))).toBe(false);
    expect(cookies.some((c) => c.startsWith("cookie-policy=0"))).toBe(true);
  });

  it("never redirects to another site", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/cookie/preferences", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "consent=1&redirectTo=%2F%2Fevil.test",
    });
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("analytics", () => {
  const event = { event: "sales_telephone_click", eventCategory: "Contact", eventAction: "Call sales", eventLabel: "header" };

  it("records nothing without consent", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/analytics/events", form(event));
    expect(await response.json()).toEqual({ recorded: false });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM analytics_events").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("records a prefixed event with consent", async () => {
    const init = form(event);
    const response = await SELF.fetch("https://site.test/api/v1/analytics/events", {
      ...init,
      headers: { ...init.headers, Cookie: "cookie-policy=1" },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("SELECT event_name, event_action, event_category, event_label FROM analytics_events").first();
    expect(row).toEqual({ event_name: "dolphin_sales_telephone_click", event_action: "Call sales", event_category: "Contact", event_label: "header" });
  });
});
