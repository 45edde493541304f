/**
 * The staff desk's Accounts, and Errors and analytics: accounts found by address with what
 * the desk may see (never a token), "Sign out everywhere" ending every session and refresh
 * token (audited), errors grouped with their request ids, and analytics counted per day.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loader as errorsLoader } from "~/routes/staff/errors";
import { loader as accountLoader } from "~/routes/staff/accounts-detail";
import { accountAction } from "~/routes/staff/accounts.server";
import { analyticsSummary } from "~/routes/staff/errors-chart";
import { pageText } from "~/i18n/I18n";
import { compiledSource } from "~/i18n/catalogues-dev.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type OperationPath, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

async function signOutEverywhere(path: OperationPath, accountId: string, cookie: string) {
  return submit(
    path,
    { api: `staff/accounts/${accountId}/sign-out-everywhere`, page: accountAction, pagePath: `/staff/accounts/${accountId}` },
    path === "page" ? { intent: "sign-out-everywhere", accountId } : {},
    { cookie },
  );
}

async function preferencesStatus(cookie: string) {
  return (await staffApi("../account/preferences", cookie)).status;
}

describe("accounts", () => {
  it("are found by part of their address and shown with their sessions, never a token", async () => {
    const staff = await createStaffUser(env, "staff");
    const holder = await createSignedInUser(env, { email: `robin.${Date.now()}@accounts.example`, termsAccepted: true, remember: true });
    await createSignedInUser(env, { email: holder.email });
    const found = (await (await staffApi(`accounts?email=${encodeURIComponent("ROBIN.")}`, staff.cookie)).json()) as {
      accounts: { accountId: string; email: string; provedAt: string | null }[];
    };
    expect(found.accounts).toContainEqual(expect.objectContaining({ accountId: holder.userId, email: holder.email }));
    expect(found.accounts.find((account) => account.accountId === holder.userId)!.provedAt).not.toBeNull();

    const response = await staffApi(`accounts/${holder.userId}`, staff.cookie);
    const text = await response.text();
    const detail = JSON.parse(text) as { email: string; termsAcceptedAt: string | null; staffRole: string | null; sessions: { remember: boolean }[] };
    expect(detail).toMatchObject({ email: holder.email, staffRole: null });
    expect(detail.termsAcceptedAt).not.toBeNull();
    expect(detail.sessions).toHaveLength(2);
    expect(detail.sessions.map((session) => session.remember).sort()).toEqual([false, true]);
    const { results } = await env.DB.prepare("SELECT id_hash, refresh_token FROM sessions WHERE user_id = ?1")
      .bind(holder.userId)
      .all<{ id_hash: string; refresh_token: string }>();
    for (const row of results) {
      expect(text).not.toContain(row.id_hash);
      expect(text).not.toContain(row.refresh_token);
    }
    expect(text).not.toContain(holder.cookie.split("=")[1]!);

    const ordinary = await createSignedInUser(env);
    expect((await staffApi(`accounts?email=robin`, ordinary.cookie)).status).toBe(404);
    expect((await staffApi(`accounts/${holder.userId}`, ordinary.cookie)).status).toBe(404);
    expect((await staffApi("accounts/no-such-account", staff.cookie)).status).toBe(404);
  });

  it("the account page shows the staff role and whether the address is proved", async () => {
    const staff = await createStaffUser(env, "superadmin");
    const unproved = await createSignedInUser(env, { proved: false });
    const page = (await accountLoader({
      request: new Request(`https://site.test/staff/accounts/${staff.userId}`, { headers: { Cookie: staff.cookie } }),
      params: { accountId: staff.userId },
    } as never)) as {
      staffRole: string;
      provedAt: string | null;
    };
    expect(page.staffRole).toBe("superadmin");
    const other = (await accountLoader({
      request: new Request("https://site.test/staff/accounts/x", { headers: { Cookie: staff.cookie } }),
      params: { accountId: unproved.userId },
    } as never)) as {
      provedAt: string | null;
    };
    expect(other.provedAt).toBeNull();
  });
});

describe.each(BOTH_PATHS)("sign out everywhere (%s)", (path) => {
  it("ends every session and revokes every refresh token of the account, and is audited", async () => {
    const staff = await createStaffUser(env, "staff");
    const holder = await createSignedInUser(env);
    const laptop = await createSignedInUser(env, { email: holder.email });
    expect(await preferencesStatus(holder.cookie)).toBe(200);

    const answer = await signOutEverywhere(path, holder.userId, staff.cookie);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(`${holder.email} is signed out everywhere: 2 sessions ended and every refresh token revoked.`);
    expect(await preferencesStatus(holder.cookie)).toBe(401);
    expect(await preferencesStatus(laptop.cookie)).toBe(401);
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM refresh_tokens WHERE account_id = ?1 AND revoked_at IS NULL")
      .bind(holder.userId)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
    const entry = await env.DB.prepare(
      "SELECT actor_email, summary, before_json, after_json FROM staff_audit WHERE subject_id = ?1 AND action = 'account.sign-out-everywhere'",
    )
      .bind(holder.userId)
      .first<{ actor_email: string; summary: string; before_json: string; after_json: string }>();
    expect(entry).toMatchObject({ actor_email: staff.email, summary: `Signed ${holder.email} out everywhere` });
    expect((JSON.parse(entry!.before_json) as { sessions: unknown[] }).sessions).toHaveLength(2);
    expect(JSON.parse(entry!.after_json)).toEqual({ sessions: [] });
    // The staff member's own session is untouched.
    expect((await staffApi("accounts?email=x", staff.cookie)).status).toBe(200);
  });

  it("is refused (404) for an ordinary account and for an unknown id, ending nothing", async () => {
    const ordinary = await createSignedInUser(env);
    const holder = await createSignedInUser(env);
    expect((await signOutEverywhere(path, holder.userId, ordinary.cookie)).status).toBe(404);
    expect(await preferencesStatus(holder.cookie)).toBe(200);
    const staff = await createStaffUser(env, "staff");
    expect((await signOutEverywhere(path, "no-such-account", staff.cookie)).status).toBe(404);
    if (path === "page") {
      const blank = await submit(
        path,
        { api: "", page: accountAction, pagePath: "/staff/accounts/x" },
        { intent: "sign-out-everywhere", accountId: "" },
        { cookie: staff.cookie },
      );
      expect(blank.status).toBe(422);
      expect(blank.fieldErrors?.accountId?.friendlyName).toBe("Account");
    }
  });
});

const DAY_MS = 86_400_000;

async function report(source: "server" | "client", message: string, requestId: string | null, at: number) {
  await env.DB.prepare("INSERT INTO error_reports (source, message, url, request_id, created_at) VALUES (?1, ?2, '/contact', ?3, ?4)")
    .bind(source, message, requestId, at)
    .run();
}

async function event(name: string, at: number) {
  await env.DB.prepare("INSERT INTO analytics_events (event_name, event_action, event_category, created_at) VALUES (?1, 'click', 'test', ?2)")
    .bind(name, at)
    .run();
}

describe("errors and analytics", () => {
  it("group errors by where and message with counts, first and last seen and the latest request ids; filter by request id", async () => {
    const staff = await createStaffUser(env, "staff");
    const now = Date.now();
    await report("server", "D1 is unavailable", "req-old", now - 3 * DAY_MS);
    await report("server", "D1 is unavailable", "req-new", now - DAY_MS);
    await report("client", "D1 is unavailable", "req-browser", now - 2 * DAY_MS);
    await report("client", "Script failed", null, now);

    const all = (await (await staffApi("errors", staff.cookie)).json()) as {
      reports: number;
      groups: { source: string; message: string; count: number; firstSeen: string; lastSeen: string; requestIds: string[] }[];
    };
    expect(all.reports).toBe(4);
    expect(all.groups.map((group) => [group.source, group.message, group.count])).toEqual([
      ["client", "Script failed", 1],
      ["server", "D1 is unavailable", 2],
      ["client", "D1 is unavailable", 1],
    ]);
    expect(all.groups[1]).toMatchObject({
      requestIds: ["req-new", "req-old"],
      firstSeen: new Date(now - 3 * DAY_MS).toISOString(),
      lastSeen: new Date(now - DAY_MS).toISOString(),
    });
    expect(all.groups[0]!.requestIds).toEqual([]);

    const one = (await (await staffApi("errors?requestId=req-old", staff.cookie)).json()) as {
      reports: number;
      groups: { message: string; requestIds: string[] }[];
    };
    expect(one.reports).toBe(1);
    expect(one.groups).toEqual([expect.objectContaining({ message: "D1 is unavailable", requestIds: ["req-old"] })]);
    const browser = (await (await staffApi("errors?source=client", staff.cookie)).json()) as { reports: number };
    expect(browser.reports).toBe(2);
    const bad = await staffApi("errors?source=elsewhere", staff.cookie);
    expect(bad.status).toBe(422);
    expect((await staffApi("errors", (await createSignedInUser(env)).cookie)).status).toBe(404);
  });

  it("count consented analytics events per day and event name over the chosen period, with a written summary", async () => {
    const staff = await createStaffUser(env, "staff");
    const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
    await event("dolphin_download", day("2026-03-02"));
    await event("dolphin_download", day("2026-03-02"));
    await event("dolphin_trial", day("2026-03-02"));
    await event("dolphin_download", day("2026-03-04"));
    await event("dolphin_download", day("2026-03-09"));

    const answer = (await (await staffApi("analytics?from=2026-03-01&to=2026-03-04", staff.cookie)).json()) as {
      days: string[];
      series: { eventName: string; total: number; perDay: number[] }[];
      dayTotals: number[];
      total: number;
      problem: string | null;
      analyticsSource: string;
    };
    expect(answer.problem).toBeNull();
    expect(answer.analyticsSource).toBe("d1");
    expect(answer.days).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"]);
    expect(answer.series).toEqual([
      { eventName: "dolphin_download", total: 3, perDay: [0, 2, 0, 1] },
      { eventName: "dolphin_trial", total: 1, perDay: [0, 1, 0, 0] },
    ]);
    expect(answer.dayTotals).toEqual([0, 3, 0, 1]);
    const english = pageText("en-gb", await compiledSource("en", "staff"));
    expect(analyticsSummary({ ...answer, from: "2026-03-01", to: "2026-03-04" }, english)).toBe(
      "From 1 Mar 2026 to 4 Mar 2026 (UTC), 4 consented analytics events were recorded: 3 dolphin_download, 1 dolphin_trial. The busiest day was 2 Mar 2026 with 3 events.",
    );

    const backwards = await staffApi("analytics?from=2026-03-04&to=2026-03-01", staff.cookie);
    expect(backwards.status).toBe(422);
    expect(((await backwards.json()) as { errors: Record<string, { errors: string[] }> }).errors.from!.errors[0]).toBe("From must be on or before To");
    expect((await staffApi("analytics?from=2026-01-01&to=2026-12-31", staff.cookie)).status).toBe(422);
    expect((await staffApi("analytics", (await createSignedInUser(env)).cookie)).status).toBe(404);

    const page = (await errorsLoader({
      request: new Request("https://site.test/staff/errors?from=2026-03-01&to=2026-03-04", { headers: { Cookie: staff.cookie } }),
      params: {},
    } as never)) as {
      analytics: { total: number };
      periodFieldErrors: unknown;
    };
    expect(page.analytics.total).toBe(4);
    expect(page.periodFieldErrors).toBeNull();
  });
});
