/**
 * The staff desk's Dealers section: dealer records added and edited (the locator shows the
 * change at once; the second save from one revision is refused), dealer-zone access granted
 * by proved address (the dealer then enters the zone) and taken away (their visit ends), each
 * change in the audit log, and nothing for anyone without a staff role.
 */
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { loader as dealerLoader } from "~/routes/staff/dealers-edit";
import { dealerAction, dealersAction } from "~/routes/staff/dealers.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type OperationPath, type Target, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

const dealersTarget: Target = { api: "staff/dealers", page: dealersAction, pagePath: "/staff/dealers" };

beforeEach(async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO countries (id, name, iso3166) VALUES (1, 'United Kingdom', 'GB'), (3, 'Germany', 'DE')").run();
});

async function insertDealer(name = "Sight Aid Ltd", countryId = 1): Promise<number> {
  const inserted = await env.DB.prepare("INSERT INTO dealers (name, country_id, city) VALUES (?1, ?2, 'Leeds') RETURNING id")
    .bind(name, countryId)
    .first<{ id: number }>();
  return inserted!.id;
}

async function dealerRow(id: number) {
  return env.DB.prepare("SELECT name, city, website, visible, revision FROM dealers WHERE id = ?1")
    .bind(id)
    .first<{ name: string; city: string; website: string; visible: number; revision: number }>();
}

async function auditOf(subjectId: number | string, action: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor_email, summary, before_json, after_json FROM staff_audit WHERE subject_id = ?1 AND action = ?2 ORDER BY id",
  )
    .bind(String(subjectId), action)
    .all<{ actor_email: string; summary: string; before_json: string | null; after_json: string | null }>();
  return results;
}

/** The public dealer locator's answer for a country: what visitors see. */
async function locatorNames(countryId: number): Promise<string[]> {
  const response = await SELF.fetch(`https://site.test/api/v1/dealer-locate/fetch-dealers?country=${countryId}`, {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { dealers: { name: string }[] }).dealers.map((dealer) => dealer.name);
}

function recordFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Sight Aid Ltd",
    countryId: "1",
    stateId: "",
    visible: "on",
    addressLines: "1 High Street",
    city: "Leeds",
    postcode: "LS1 1AA",
    phone: "0113 496 0000",
    email: "",
    website: "",
    ...overrides,
  };
}

/** Saves a dealer record: PUT on the API, the dealer page's update form on the page. */
async function saveDealer(path: OperationPath, id: number, fields: Record<string, string>, cookie: string) {
  if (path === "page")
    return submit(path, { api: "", page: dealerAction, pagePath: `/staff/dealers/${id}` }, { intent: "update", dealerId: String(id), ...fields }, { cookie });
  const response = await staffApi(`dealers/${id}`, cookie, {
    method: "PUT",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const json = (await response.json()) as { message?: string; errors?: Record<string, { errors: string[] }> };
  return { status: response.status, message: json.message, fieldErrors: json.errors };
}

async function grant(path: OperationPath, dealerId: number, email: string, cookie: string) {
  return submit(
    path,
    { api: `staff/dealers/${dealerId}/access`, page: dealerAction, pagePath: `/staff/dealers/${dealerId}` },
    path === "page" ? { intent: "grant", dealerId: String(dealerId), email } : { email },
    { cookie },
  );
}

async function revoke(path: OperationPath, dealerId: number, accountId: string, cookie: string) {
  if (path === "page")
    return submit(
      path,
      { api: "", page: dealerAction, pagePath: `/staff/dealers/${dealerId}` },
      { intent: "revoke", dealerId: String(dealerId), accountId },
      { cookie },
    );
  const response = await staffApi(`dealers/${dealerId}/access/${accountId}`, cookie, { method: "DELETE" });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

/** The dealer's own browser: entering the dealer zone, then reading its training. */
async function enterZone(cookie: string) {
  const response = await SELF.fetch("https://site.test/api/v1/dealer-zone/session", {
    method: "POST",
    headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" },
  });
  const zoneCookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("__Host-dealer-session="))
    ?.split(";")[0];
  return { status: response.status, cookie: zoneCookie ? `${cookie}; ${zoneCookie}` : cookie };
}

async function trainingStatus(cookie: string) {
  return (await SELF.fetch("https://site.test/api/v1/dealer-zone/resources/training", { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } }))
    .status;
}

describe.each(BOTH_PATHS)("dealer records (%s)", (path) => {
  it("are added and edited by staff, shown by the locator at once, and audited with before and after", async () => {
    const staff = await createStaffUser(env, "staff");
    const added = await submit(
      path,
      dealersTarget,
      { ...(path === "page" ? { intent: "create" } : {}), ...recordFields({ name: `Visionary Aids ${path}` }) },
      { cookie: staff.cookie },
    );
    expect(added.status).toBe(201);
    expect(added.message).toBe(`Visionary Aids ${path} was added.`);
    expect(await locatorNames(1)).toContain(`Visionary Aids ${path}`);
    const { id } = (path === "api" ? (added.data as { dealer: { id: number } }) : (added.data as { dealer: { id: number } })).dealer;
    expect((await auditOf(id, "dealer.create"))[0]).toMatchObject({
      actor_email: staff.email,
      summary: `Added the dealer Visionary Aids ${path}`,
      before_json: null,
    });

    const saved = await saveDealer(
      path,
      id,
      { ...recordFields({ name: `Visionary Aids North ${path}`, website: "https://visionary.example" }), revision: "1" },
      staff.cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.message).toBe(`Visionary Aids North ${path} was saved.`);
    expect(await dealerRow(id)).toMatchObject({ name: `Visionary Aids North ${path}`, website: "https://visionary.example", revision: 2 });
    expect(await locatorNames(1)).toContain(`Visionary Aids North ${path}`);
    const [entry] = await auditOf(id, "dealer.update");
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ name: `Visionary Aids ${path}`, revision: 1 });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ name: `Visionary Aids North ${path}`, revision: 2 });

    // Hidden from the locator by unticking "Shown in the dealer locator".
    const hidden = await saveDealer(path, id, { ...recordFields({ name: `Visionary Aids North ${path}`, visible: "" }), revision: "2" }, staff.cookie);
    expect(hidden.status).toBe(200);
    expect(await locatorNames(1)).not.toContain(`Visionary Aids North ${path}`);
  });

  it("refuse the second save from one revision (409), overwriting nothing and logging nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const id = await insertDealer();
    expect((await saveDealer(path, id, { ...recordFields({ city: "York" }), revision: "1" }, staff.cookie)).status).toBe(200);
    const second = await saveDealer(path, id, { ...recordFields({ city: "Hull" }), revision: "1" }, staff.cookie);
    expect(second.status).toBe(409);
    expect(second.message).toBe(STALE_EDIT_MESSAGE);
    expect(await dealerRow(id)).toMatchObject({ city: "York", revision: 2 });
    expect(await auditOf(id, "dealer.update")).toHaveLength(1);
  });

  it("answer 422 with field errors for bad input and change nothing; 404 for an ordinary account", async () => {
    const staff = await createStaffUser(env, "staff");
    const id = await insertDealer();
    const bad = await saveDealer(
      path,
      id,
      { ...recordFields({ name: "", website: "visionary.example", email: "not-an-address" }), revision: "1" },
      staff.cookie,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["email", "name", "website"]);
    const unknownCountry = await saveDealer(path, id, { ...recordFields({ countryId: "999" }), revision: "1" }, staff.cookie);
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.fieldErrors?.countryId?.errors[0]).toBe("Choose a country from the list");
    expect(await dealerRow(id)).toMatchObject({ name: "Sight Aid Ltd", revision: 1 });

    const ordinary = await createSignedInUser(env);
    const refused = await saveDealer(path, id, { ...recordFields({ name: "Taken over" }), revision: "1" }, ordinary.cookie);
    expect(refused.status).toBe(404);
    expect((await submit(path, dealersTarget, { intent: "create", ...recordFields() }, { cookie: ordinary.cookie })).status).toBe(404);
    expect(await dealerRow(id)).toMatchObject({ name: "Sight Aid Ltd", revision: 1 });
    expect(await auditOf(id, "dealer.update")).toHaveLength(0);
  });
});

describe.each(BOTH_PATHS)("dealer-zone access (%s)", (path) => {
  it("granted by proved address lets the dealer enter the zone; taken away, their visit ends; both audited", async () => {
    const staff = await createStaffUser(env, "staff");
    const id = await insertDealer("Access Technology Partners");
    const dealer = await createSignedInUser(env);
    expect((await enterZone(dealer.cookie)).status).toBe(403);

    const granted = await grant(path, id, dealer.email.toUpperCase(), staff.cookie);
    expect(granted.status).toBe(200);
    expect(granted.message).toBe(`${dealer.email} can now enter the dealer zone for Access Technology Partners.`);
    const visit = await enterZone(dealer.cookie);
    expect(visit.status).toBe(200);
    expect(await trainingStatus(visit.cookie)).toBe(200);
    const [grantEntry] = await auditOf(id, "dealer-access.grant");
    expect(grantEntry).toMatchObject({ actor_email: staff.email, before_json: null });
    expect(JSON.parse(grantEntry!.after_json!)).toMatchObject({ email: dealer.email, dealerName: "Access Technology Partners" });

    const again = await grant(path, id, dealer.email, staff.cookie);
    expect(again.status).toBe(422);
    expect(again.fieldErrors?.email?.errors[0]).toMatch(/already has access/);

    const revoked = await revoke(path, id, dealer.userId, staff.cookie);
    expect(revoked.status).toBe(200);
    expect(revoked.message).toBe(`${dealer.email} can no longer enter the dealer zone for Access Technology Partners.`);
    expect(await trainingStatus(visit.cookie)).toBe(403);
    expect((await enterZone(dealer.cookie)).status).toBe(403);
    const [revokeEntry] = await auditOf(id, "dealer-access.revoke");
    expect(JSON.parse(revokeEntry!.before_json!)).toMatchObject({ accountId: dealer.userId });
    expect(revokeEntry!.after_json).toBeNull();
  });

  it("goes only to a DolphinID with a proved address, and never by an ordinary account", async () => {
    const staff = await createStaffUser(env, "staff");
    const id = await insertDealer();
    const unproved = await createSignedInUser(env, { proved: false });
    const notProved = await grant(path, id, unproved.email, staff.cookie);
    expect(notProved.status).toBe(422);
    expect(notProved.fieldErrors?.email?.errors[0]).toMatch(/has not proved its address/);
    const unknown = await grant(path, id, "nobody-at-all@example.com", staff.cookie);
    expect(unknown.status).toBe(422);
    expect(unknown.fieldErrors?.email?.errors[0]).toMatch(/no DolphinID with this address/);
    const blank = await grant(path, id, "", staff.cookie);
    expect(blank.status).toBe(422);
    expect(blank.fieldErrors?.email?.friendlyName).toBe("Email address");

    const ordinary = await createSignedInUser(env);
    expect((await grant(path, id, ordinary.email, ordinary.cookie)).status).toBe(404);
    expect((await enterZone(ordinary.cookie)).status).toBe(403);
    expect(await auditOf(id, "dealer-access.grant")).toHaveLength(0);
  });
});

describe("the dealers' pages and reads", () => {
  it("list dealers for staff with a search, and show one dealer with its access; 404 for others", async () => {
    const staff = await createStaffUser(env, "staff");
    const id = await insertDealer("Hilfsmittel Nord", 3);
    const listed = (await (await staffApi("dealers?search=Hilfsmittel", staff.cookie)).json()) as {
      dealers: { id: number; name: string; countryName: string }[];
    };
    expect(listed.dealers).toEqual([expect.objectContaining({ id, name: "Hilfsmittel Nord", countryName: "Germany" })]);
    const one = (await (await staffApi(`dealers/${id}`, staff.cookie)).json()) as { record: { name: string }; access: unknown[] };
    expect(one).toMatchObject({ record: { name: "Hilfsmittel Nord" }, access: [] });
    expect((await staffApi(`dealers/${id}`, (await createSignedInUser(env)).cookie)).status).toBe(404);

    const page = (await dealerLoader({
      request: new Request(`https://site.test/staff/dealers/${id}`, { headers: { Cookie: staff.cookie } }),
      params: { dealerId: String(id) },
    } as never)) as {
      record: { name: string; revision: number };
    };
    expect(page.record).toMatchObject({ name: "Hilfsmittel Nord", revision: 1 });
    await expect(
      dealerLoader({
        request: new Request("https://site.test/staff/dealers/99999", { headers: { Cookie: staff.cookie } }),
        params: { dealerId: "99999" },
      } as never),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
