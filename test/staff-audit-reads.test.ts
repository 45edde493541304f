/**
 * The audit log records the desk's reads that export or reveal personal data (the inbox's
 * CSV, account look-ups, an inbox item with the sender's address), on the API and on the
 * pages, and shows them on the audit page; and role rank: a Staff account cannot sign out,
 * demote or change the access of an account whose role is above its own.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loader as accountLoader } from "~/routes/staff/accounts-detail";
import { loader as accountsLoader } from "~/routes/staff/accounts";
import { loader as auditLoader } from "~/routes/staff/audit";
import { loader as exportLoader } from "~/routes/staff/inbox-export";
import { loader as itemLoader } from "~/routes/staff/inbox-item";
import { accountAction } from "~/routes/staff/accounts.server";
import { HIGHER_ROLE_MESSAGE } from "../workers/staff";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

async function contactMessage(word: string): Promise<string> {
  const row = await env.DB.prepare(
    "INSERT INTO support_messages (kind, name, email, subject, message, fingerprint) VALUES ('contact', 'Ada Reader', ?1, 'Hello', 'Hi', ?2) RETURNING id",
  )
    .bind(`${word.toLowerCase()}@example.com`, word)
    .first<{ id: number }>();
  return `contact-${row!.id}`;
}

async function notFoundReport(word: string): Promise<string> {
  const row = await env.DB.prepare("INSERT INTO feedback_reports (feedback, report_id, reported_uri) VALUES (?1, 'r1', '/missing') RETURNING id")
    .bind(word)
    .first<{ id: number }>();
  return `not-found-${row!.id}`;
}

/** The audit entries an actor left, oldest first. */
async function entriesBy(email: string) {
  const { results } = await env.DB.prepare("SELECT action, subject_type, subject_id, summary, after_json FROM staff_audit WHERE actor_email = ?1 ORDER BY id")
    .bind(email)
    .all<{
      action: string;
      subject_type: string;
      subject_id: string;
      summary: string;
      after_json: string | null;
    }>();
  return results;
}

const page = (path: string, cookie: string) => ({ request: new Request(`https://site.test${path}`, { headers: { Cookie: cookie } }) });

describe("reads of personal data", () => {
  it("a CSV export of the inbox is recorded with its filter and how many items it held", async () => {
    const staff = await createStaffUser(env, "staff");
    const word = unique("Export");
    await contactMessage(word);
    await contactMessage(word);
    const response = (await exportLoader({ ...page(`/staff/inbox/export?search=${word}`, staff.cookie), params: {} } as never)) as Response;
    expect(response.status).toBe(200);
    const [entry] = await entriesBy(staff.email);
    expect(entry).toMatchObject({ action: "inbox.export", subject_type: "inbox-item", summary: "Downloaded 2 inbox items as CSV" });
    expect(JSON.parse(entry!.after_json!)).toEqual({ filter: { search: word }, items: 2 });
  });

  it("an inbox item with an address is recorded on each path; an anonymous report is not", async () => {
    const staff = await createStaffUser(env, "staff");
    const word = unique("View");
    const item = await contactMessage(word);
    expect((await staffApi(`inbox/${item}`, staff.cookie)).status).toBe(200);
    await itemLoader({ ...page(`/staff/inbox/${item}`, staff.cookie), params: { id: item } } as never);
    const report = await notFoundReport(word);
    expect((await staffApi(`inbox/${report}`, staff.cookie)).status).toBe(200);
    const entries = await entriesBy(staff.email);
    expect(entries.map((entry) => [entry.action, entry.subject_id, entry.summary])).toEqual([
      ["inbox-item.view", item, `Viewed ${item} from ${word.toLowerCase()}@example.com`],
      ["inbox-item.view", item, `Viewed ${item} from ${word.toLowerCase()}@example.com`],
    ]);
  });

  it("account searches that find someone and account pages are recorded on each path, and the audit page shows them", async () => {
    const staff = await createStaffUser(env, "staff");
    const holder = await createSignedInUser(env, { email: `${unique("holder")}@accounts.example` });
    expect((await staffApi(`accounts?email=${encodeURIComponent(holder.email)}`, staff.cookie)).status).toBe(200);
    expect((await staffApi(`accounts?email=nobody-has-this-${unique("x")}`, staff.cookie)).status).toBe(200);
    expect((await staffApi(`accounts/${holder.userId}`, staff.cookie)).status).toBe(200);
    await accountsLoader({ ...page(`/staff/accounts?email=${encodeURIComponent(holder.email)}`, staff.cookie), params: {} } as never);
    await accountLoader({ ...page(`/staff/accounts/${holder.userId}`, staff.cookie), params: { accountId: holder.userId } } as never);
    const entries = await entriesBy(staff.email);
    expect(entries.map((entry) => [entry.action, entry.subject_id])).toEqual([
      ["account.search", holder.email],
      ["account.view", holder.userId],
      ["account.search", holder.email],
      ["account.view", holder.userId],
    ]);
    expect(JSON.parse(entries[0]!.after_json!)).toEqual({ accounts: [holder.email], more: false });
    expect(entries[1]!.summary).toBe(`Viewed the account ${holder.email}`);

    const auditor = await createStaffUser(env, "superadmin");
    const shown = (await auditLoader({ ...page(`/staff/audit?actorEmail=${encodeURIComponent(staff.email)}`, auditor.cookie), params: {} } as never)) as {
      rows: { summary: string }[];
    };
    expect(shown.rows.map((row) => row.summary)).toContain(`Viewed the account ${holder.email}`);
  });
});

describe.each(BOTH_PATHS)("role rank (%s)", (path) => {
  const signOut = (accountId: string, cookie: string) =>
    submit(
      path,
      { api: `staff/accounts/${accountId}/sign-out-everywhere`, page: accountAction, pagePath: `/staff/accounts/${accountId}` },
      path === "page" ? { intent: "sign-out-everywhere", accountId } : {},
      { cookie },
    );

  it("a Staff account cannot sign a Superadmin out; it can sign out an account of its own rank or below", async () => {
    const staff = await createStaffUser(env, "staff");
    const superadmin = await createStaffUser(env, "superadmin");
    const refused = await signOut(superadmin.userId, staff.cookie);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(HIGHER_ROLE_MESSAGE);
    // The superadmin is still signed in, and nothing was recorded as done.
    expect((await staffApi("audit", superadmin.cookie)).status).toBe(200);
    expect((await entriesBy(staff.email)).filter((entry) => entry.action === "account.sign-out-everywhere")).toEqual([]);

    const colleague = await createStaffUser(env, "staff");
    expect((await signOut(colleague.userId, staff.cookie)).status).toBe(200);
    const customer = await createSignedInUser(env);
    expect((await signOut(customer.userId, staff.cookie)).status).toBe(200);
    expect((await signOut(staff.userId, superadmin.cookie)).status).toBe(200);
  }, 20_000);
});

describe("role rank in dealer access", () => {
  it("a Staff account cannot give a Superadmin dealer-zone access", async () => {
    const staff = await createStaffUser(env, "staff");
    const superadmin = await createStaffUser(env, "superadmin");
    await env.DB.prepare("INSERT OR IGNORE INTO countries (id, name, iso3166) VALUES (1, 'United Kingdom', 'GB')").run();
    const dealer = await env.DB.prepare("INSERT INTO dealers (name, country_id, city) VALUES ('Rank Aids', 1, 'Leeds') RETURNING id").first<{ id: number }>();
    const grant = await staffApi(`dealers/${dealer!.id}/access`, staff.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: superadmin.email }),
    });
    expect(grant.status).toBe(403);
    expect(((await grant.json()) as { message: string }).message).toBe(HIGHER_ROLE_MESSAGE);
    expect(
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'dealer-access.grant' AND actor_email = ?1")
          .bind(staff.email)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
  });
});
