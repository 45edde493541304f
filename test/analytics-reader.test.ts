/**
 * Reading errors and analytics back for the staff desk wherever they are recorded: analytics
 * from D1 locally and from Analytics Engine's SQL API in production (against a recorded
 * answer, never the network), and error reports kept in D1 even when Sentry takes them, for
 * ninety days.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ANALYTICS_DATASET, AnalyticsEngineReader, D1AnalyticsReader, getAnalyticsReader } from "../workers/services/analytics";
import { ERROR_REPORT_RETENTION_DAYS, forgetOldErrorReports, getErrorReporter } from "../workers/services/error-reporting";
import { ANALYTICS_UNREADABLE_MESSAGE, analyticsReport } from "../workers/staff/errors";

/** What the SQL API answered for a query of this shape (FORMAT JSON: 64-bit sums may come quoted). */
const recordedAnswer = {
  meta: [
    { name: "day", type: "DateTime" },
    { name: "event_name", type: "String" },
    { name: "count", type: "Float64" },
  ],
  data: [
    { day: "2026-11-02 00:00:00", event_name: "dolphin_cookie_consent", count: 14 },
    { day: "2026-11-02 00:00:00", event_name: "dolphin_sales_telephone", count: "3" },
    { day: "2026-11-03 00:00:00", event_name: "dolphin_cookie_consent", count: 20.0000001 },
  ],
  rows: 3,
  rows_before_limit_at_least: 3,
};

function recordingFetch(answer: () => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { fetcher, requests };
}

const settings = { accountId: "0123456789abcdef0123456789abcdef", token: "analytics-read-token", dataset: ANALYTICS_DATASET };

describe("analytics read back", () => {
  it("asks Analytics Engine's SQL API for sampled sums per UTC day, and reads its answer", async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json(recordedAnswer));
    const reader = new AnalyticsEngineReader(settings, fetcher);
    const counts = await reader.countPerDay("2026-11-02", "2026-11-03");
    expect(counts).toEqual([
      { day: "2026-11-02", eventName: "dolphin_cookie_consent", count: 14 },
      { day: "2026-11-02", eventName: "dolphin_sales_telephone", count: 3 },
      { day: "2026-11-03", eventName: "dolphin_cookie_consent", count: 20 },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${settings.accountId}/analytics_engine/sql`);
    expect(requests[0]!.init.method).toBe("POST");
    expect(new Headers(requests[0]!.init.headers).get("Authorization")).toBe("Bearer analytics-read-token");
    const query = String(requests[0]!.init.body);
    expect(query).toContain("SUM(_sample_interval * double1)");
    expect(query).toContain(`FROM ${ANALYTICS_DATASET} WHERE timestamp >= toDateTime('2026-11-02 00:00:00') AND timestamp < toDateTime('2026-11-04 00:00:00')`);
    expect(query).toMatch(/FORMAT JSON$/);
  });

  it("refuses a period that is not two days, and says what the API answered when it fails", async () => {
    const reader = new AnalyticsEngineReader(settings, recordingFetch(() => new Response("authentication error", { status: 401 })).fetcher);
    await expect(reader.countPerDay("2026-11-02'; DROP", "2026-11-03")).rejects.toThrow(/YYYY-MM-DD/);
    await expect(reader.countPerDay("2026-11-02", "2026-11-03")).rejects.toThrow("Analytics Engine answered 401: authentication error");
  });

  it("reads D1 where events are recorded there, Analytics Engine with a token, and nothing without one", async () => {
    const dataset = { writeDataPoint() {} } as unknown as AnalyticsEngineDataset;
    expect(getAnalyticsReader({ DB: env.DB })).toBeInstanceOf(D1AnalyticsReader);
    expect(getAnalyticsReader({ DB: env.DB, ANALYTICS: dataset, CLOUDFLARE_ACCOUNT_ID: settings.accountId, ANALYTICS_READ_TOKEN: "t" })?.source).toBe(
      "analytics-engine",
    );
    expect(getAnalyticsReader({ DB: env.DB, ANALYTICS: dataset })).toBeNull();
    const report = await analyticsReport({ ...env, ANALYTICS: dataset } as Env, { from: "2026-11-01", to: "2026-11-02" });
    expect(report.problem).toBe(ANALYTICS_UNREADABLE_MESSAGE);
    expect(report.series).toEqual([]);
    expect(report.days).toEqual(["2026-11-01", "2026-11-02"]);
  });
});

describe("error reports", () => {
  it("are kept in D1 when Sentry is configured too", async () => {
    const reporter = getErrorReporter({ ...env, ENVIRONMENT: "production", SENTRY_DSN: "https://key@errors.example.com/1" } as Env);
    const message = `kept for the desk ${crypto.randomUUID()}`;
    await reporter.report({ source: "server", message, url: "https://site.test/page?secret=1", requestId: "req-kept-1" });
    const row = await env.DB.prepare("SELECT url, request_id FROM error_reports WHERE message = ?1").bind(message).first();
    expect(row).toEqual({ url: "https://site.test/page", request_id: "req-kept-1" });
  });

  it(`are deleted by the cron after ${ERROR_REPORT_RETENTION_DAYS} days`, async () => {
    const now = Date.now();
    const old = `old ${crypto.randomUUID()}`;
    const recent = `recent ${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO error_reports (source, message, created_at) VALUES ('server', ?1, ?2), ('server', ?3, ?4)")
      .bind(old, now - (ERROR_REPORT_RETENTION_DAYS + 1) * 86_400_000, recent, now - (ERROR_REPORT_RETENTION_DAYS - 1) * 86_400_000)
      .run();
    expect(await forgetOldErrorReports(env.DB, now)).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare("SELECT message FROM error_reports WHERE message IN (?1, ?2)").bind(old, recent).all<{ message: string }>();
    expect(left.results.map((row) => row.message)).toEqual([recent]);
  });
});
