/**
 * The staff desk's door and its own sections: only staff of this environment get in (404 for
 * everyone else, the environment message for staff of another), superadmins alone grant and
 * revoke roles, and every change lands in the audit log, which staff filter.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SERVER_ENVIRONMENTS, environmentMismatchMessage, environmentNibble } from "@common/identity";
import { STAFF_SECTIONS, SUPERADMIN_ONLY_MESSAGE } from "@common/staff";
import { loader as homeLoader } from "~/routes/staff/home";
import { membersAction } from "~/routes/staff/staff.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

const members: Target = { api: "staff/staff", page: membersAction, pagePath: "/staff/staff" };

async function pageStatus(cookie?: string): Promise<number> {
  const request = new Request("https://site.test/staff", { headers: cookie ? { Cookie: cookie } : {} });
  try {
    await homeLoader({ request, params: {} } as never);
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

/** Revokes a role: DELETE on the API, the page's revoke form on the page. */
async function revoke(path: "api" | "page", accountId: string, cookie: string) {
  if (path === "page") return submit(path, members, { intent: "revoke", accountId }, { cookie });
  const response = await staffApi(`staff/${accountId}`, cookie, { method: "DELETE" });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

async function roleOf(userId: string) {
  return env.DB.prepare("SELECT account_type, environment FROM account_roles WHERE account_id = ?1")
    .bind(userId)
    .first<{ account_type: number; environment: number }>();
}

describe("the staff desk's door", () => {
  it("is not found for visitors and ordinary accounts, on the pages and the API", async () => {
    const ordinary = await createSignedInUser(env);
    expect(await pageStatus()).toBe(404);
    expect(await pageStatus(ordinary.cookie)).toBe(404);
    for (const cookie of [undefined, ordinary.cookie]) {
      const response = await staffApi("audit", cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Not found." });
    }
  });

  it("lets staff of this environment in, and tells staff of another environment so in the token service's words", async () => {
    const staff = await createStaffUser(env, "staff");
    expect(await pageStatus(staff.cookie)).toBe(200);
    expect((await staffApi("audit", staff.cookie)).status).toBe(200);

    const here = environmentNibble(env.ENVIRONMENT);
    const elsewhere = await createStaffUser(env, "staff", { environment: SERVER_ENVIRONMENTS.production });
    expect(here).not.toBe(SERVER_ENVIRONMENTS.production);
    expect(await pageStatus(elsewhere.cookie)).toBe(403);
    const response = await staffApi("audit", elsewhere.cookie);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      `Your account is setup to use the "production" environment, and does not have access to the "${env.ENVIRONMENT}" environment`,
    );
    expect(environmentMismatchMessage(SERVER_ENVIRONMENTS.production, here)).toContain('"production" environment');
  });

  it("names every section on the home page's list", () => {
    expect(STAFF_SECTIONS.map((section) => section.name)).toEqual([
      "Inbox",
      "Homepage banner",
      "Pages",
      "Knowledge base",
      "Events",
      "Webinars",
      "Translations",
      "Videos",
      "Products and downloads",
      "Prices",
      "Tax rules",
      "Countries and states",
      "Languages",
      "Licences",
      "Dealers",
      "Organisations",
      "Accounts",
      "Pending deletions",
      "Staff",
      "Audit log",
      "Errors and analytics",
    ]);
  });
});

describe.each(BOTH_PATHS)("staff roles (%s)", (path) => {
  it("are granted and revoked by a superadmin only, with each change in the audit log", async () => {
    const superadmin = await createStaffUser(env, "superadmin");
    const staff = await createStaffUser(env, "staff");
    const newcomer = await createSignedInUser(env);

    const refused = await submit(path, members, { intent: "grant", email: newcomer.email, role: "staff" }, { cookie: staff.cookie });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(SUPERADMIN_ONLY_MESSAGE);
    expect(await roleOf(newcomer.userId)).toBeNull();

    const granted = await submit(path, members, { intent: "grant", email: newcomer.email.toUpperCase(), role: "staff" }, { cookie: superadmin.cookie });
    expect(granted.status).toBe(200);
    expect(granted.message).toBe(`${newcomer.email} now has the Staff role.`);
    expect(await roleOf(newcomer.userId)).toEqual({ account_type: 48, environment: environmentNibble(env.ENVIRONMENT) });
    // The desk opens to the newcomer: its first page asks them to protect their account (a redirect there).
    expect(await pageStatus(newcomer.cookie)).toBe(302);

    const log = (await (await staffApi(`audit?search=${encodeURIComponent(newcomer.email)}`, staff.cookie)).json()) as {
      rows: { summary: string; actorEmail: string; after: string }[];
      total: number;
    };
    expect(log.total).toBe(1);
    expect(log.rows[0]!).toMatchObject({ summary: `Gave ${newcomer.email} the Staff role`, actorEmail: superadmin.email });
    expect(JSON.parse(log.rows[0]!.after)).toEqual({ role: "staff", environment: environmentNibble(env.ENVIRONMENT) });

    const revoked = await revoke(path, newcomer.userId, superadmin.cookie);
    expect(revoked.status).toBe(200);
    expect(revoked.message).toBe(`${newcomer.email} no longer has a staff role.`);
    expect(await roleOf(newcomer.userId)).toBeNull();
    expect(await pageStatus(newcomer.cookie)).toBe(404);
    const after = (await (await staffApi(`audit?search=${encodeURIComponent(newcomer.email)}`, staff.cookie)).json()) as {
      total: number;
      rows: { summary: string }[];
    };
    expect(after.total).toBe(2);
    expect(after.rows[0]!.summary).toBe(`Took the Staff role from ${newcomer.email}`);
  });

  it("go only to a DolphinID with a proved address, and a superadmin cannot revoke their own", async () => {
    const superadmin = await createStaffUser(env, "superadmin");
    const unproved = await createSignedInUser(env, { proved: false });
    const notProved = await submit(path, members, { intent: "grant", email: unproved.email, role: "superadmin" }, { cookie: superadmin.cookie });
    expect(notProved.status).toBe(422);
    expect(notProved.fieldErrors?.email?.errors[0]).toMatch(/has not proved its address/);
    const unknown = await submit(path, members, { intent: "grant", email: "nobody-here@example.com", role: "staff" }, { cookie: superadmin.cookie });
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors?.email?.errors[0]).toMatch(/no DolphinID with this address/);
    const badRole = await submit(path, members, { intent: "grant", email: unproved.email, role: "owner" }, { cookie: superadmin.cookie });
    expect(badRole.status).toBe(422);
    expect(badRole.fieldErrors?.role?.friendlyName).toBe("Role");

    const self = await revoke(path, superadmin.userId, superadmin.cookie);
    expect(self.status).toBe(409);
    expect(self.message).toBe("You cannot revoke your own role. Ask another superadmin to do it.");
    expect(await roleOf(superadmin.userId)).not.toBeNull();
  });
});

describe("the audit log", () => {
  it("filters by kind of item, by who made the change and by dates, and refuses a malformed date", async () => {
    const superadmin = await createStaffUser(env, "superadmin");
    const someone = await createSignedInUser(env);
    await submit("api", members, { email: someone.email, role: "staff" }, { cookie: superadmin.cookie });
    const byActor = (await (await staffApi(`audit?actorEmail=${encodeURIComponent(superadmin.email)}&subjectType=account`, superadmin.cookie)).json()) as {
      total: number;
      subjectTypes: string[];
    };
    expect(byActor.total).toBe(1);
    expect(byActor.subjectTypes).toContain("account");
    const today = new Date().toISOString().slice(0, 10);
    const future = (await (await staffApi(`audit?actorEmail=${encodeURIComponent(superadmin.email)}&from=2999-01-01`, superadmin.cookie)).json()) as {
      total: number;
    };
    expect(future.total).toBe(0);
    const todays = (await (await staffApi(`audit?actorEmail=${encodeURIComponent(superadmin.email)}&from=${today}&to=${today}`, superadmin.cookie)).json()) as {
      total: number;
    };
    expect(todays.total).toBe(1);
    const bad = await staffApi("audit?from=yesterday", superadmin.cookie);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, { errors: string[] }> }).errors.from!.errors[0]).toBe("From must be a date, like 2026-11-24");
  });
});
