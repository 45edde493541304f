/**
 * The site shell's forms as operations on both of their paths: the not-found report and the
 * cookie preferences, each asserted once through the /api/v1 route and the page action.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildUrl } from "@common/routes";
import { cookiePreferencesAction } from "~/features/consent/consent.server";
import { notFoundFeedbackAction } from "~/features/feedback/feedback.server";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";

const notFoundReport: Target = { api: "feedback/not-found", page: notFoundFeedbackAction, pagePath: buildUrl("ReportMissingPage") };
const cookiePreferences: Target = { api: "cookie/preferences", page: cookiePreferencesAction, pagePath: buildUrl("ManageCookies") };

const reports = async (reportedUri: string) =>
  env.DB.prepare("SELECT feedback, report_id FROM feedback_reports WHERE reported_uri = ?").bind(reportedUri).all<{ feedback: string; report_id: string }>();

describe.each(BOTH_PATHS)("not-found report through the %s path", (path) => {
  it("stores the report with the id the visitor quotes, or a new one", async () => {
    const answer = await submit(path, notFoundReport, {
      feedback: "I followed a link to the SuperNova 22 manual",
      reportId: "abc123",
      reportedUri: `/manual-${path}`,
    });
    expect(answer.status).toBe(201);
    expect(answer.message).toBe("Success! Thanks for your report.");
    expect((await reports(`/manual-${path}`)).results).toEqual([{ feedback: "I followed a link to the SuperNova 22 manual", report_id: "abc123" }]);

    expect((await submit(path, notFoundReport, { feedback: "No id given", reportedUri: `/no-id-${path}` })).status).toBe(201);
    expect((await reports(`/no-id-${path}`)).results[0]?.report_id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it("answers an empty report per field and stores nothing", async () => {
    const answer = await submit(path, notFoundReport, { feedback: "   ", reportedUri: `/empty-${path}` });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors).toEqual({ feedback: { friendlyName: "Feedback", errors: ["Feedback is required"] } });
    expect((await reports(`/empty-${path}`)).results).toEqual([]);
  });

  it("limits an address to ten reports in ten minutes", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await submit(path, notFoundReport, { feedback: `Report ${attempt}`, reportedUri: `/limit-${path}` }, { address })).status).toBe(201);
    }
    const limited = await submit(path, notFoundReport, { feedback: "One too many", reportedUri: `/limit-${path}` }, { address });
    expect(limited.status).toBe(429);
    expect((await reports(`/limit-${path}`)).results).toHaveLength(10);
  });
});

describe.each(BOTH_PATHS)("cookie preferences through the %s path", (path) => {
  it("gives consent with a one-week cookie and goes back to the page", async () => {
    const answer = await submit(path, cookiePreferences, { consent: "1", redirectTo: "/Manage-Cookies" });
    expect(answer.status).toBe(path === "api" ? 200 : 303);
    expect(answer.redirect).toBe("/Manage-Cookies");
    const policy = answer.cookies?.find((cookie) => cookie.startsWith("cookie-policy="));
    expect(policy).toMatch(/^cookie-policy=1;/);
    expect(policy).toMatch(/Max-Age=604800/);
  });

  it("revokes consent, expiring every cookie the site does not need and keeping the ones it does", async () => {
    const answer = await submit(path, cookiePreferences, { consent: "0" }, { cookie: "cookie-policy=1; dolphin-analytics-id=abc; __Host-session=keep" });
    expect(answer.redirect).toBe("/");
    expect(answer.cookies?.some((cookie) => /^dolphin-analytics-id=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(answer.cookies?.some((cookie) => cookie.startsWith("__Host-session="))).toBe(false);
    expect(answer.cookies?.some((cookie) => cookie.startsWith("cookie-policy=0"))).toBe(true);
  });

  it("never sends the visitor to another site", async () => {
    expect((await submit(path, cookiePreferences, { consent: "1", redirectTo: "//evil.test" })).redirect).toBe("/");
  });

  it("answers a choice that is neither 1 nor 0 per field and sets no cookie", async () => {
    const answer = await submit(path, cookiePreferences, { consent: "maybe" });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.consent?.friendlyName).toBe("Cookie preference");
    expect(answer.cookies ?? []).toEqual([]);
  });
});
