/**
 * The staff desk's reference-data sections: a price changed in place (checkout charges it at
 * once), a new price entered from a later day (checkout switches to it on that day), a
 * country's tax rule set, a country renamed and recoded, a state renamed and added, a language
 * recoded (each seen at once through the public API); each field refused on its own with a 422,
 * a save from an older revision refused, every change in the audit log, and nothing for anyone
 * without a staff role.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_EDIT_MESSAGE } from "@common/staff";
import { getDb } from "../workers/db/client";
import { findPackage, listPackages } from "../workers/orders";
import { createSignedInUser } from "./helpers/auth";
import { GERMANY, MAGNIFIER_DOWNLOAD_PRICE, NORWAY, UK, USA, newIdempotencyKey, postCheckout, seedShop } from "./helpers/orders";
import { createStaffUser, staffApi } from "./helpers/staff";

beforeAll(async () => {
  await seedShop();
});

const form = (fields: Record<string, string>) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function send(method: string, path: string, cookie: string | undefined, fields: Record<string, string> = {}) {
  const response = await staffApi(path, cookie, { method, ...(method === "GET" ? {} : form(fields)) });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

async function auditOf(subjectType: string, subjectId: number) {
  const { results } = await env.DB.prepare(
    "SELECT action, actor_email, summary, before_json, after_json FROM staff_audit WHERE subject_type = ?1 AND subject_id = ?2 ORDER BY id",
  )
    .bind(subjectType, String(subjectId))
    .all<{ action: string; actor_email: string; summary: string; before_json: string | null; after_json: string | null }>();
  return results;
}

const priceRow = (id: number) =>
  env.DB.prepare("SELECT label, amount_pence, starts_on, revision FROM product_prices WHERE id = ?1")
    .bind(id)
    .first<{ label: string; amount_pence: number; starts_on: string; revision: number }>();
const amountOf = (id: number, currency: string) =>
  env.DB.prepare("SELECT amount_minor FROM price_amounts WHERE price_id = ?1 AND currency = ?2").bind(id, currency).first<{ amount_minor: number }>();
const orderOf = (id: string) => env.DB.prepare("SELECT * FROM orders WHERE id = ?1").bind(id).first();
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const priceFields = (overrides: Record<string, string> = {}) => ({
  revision: "1",
  label: "SuperNova Magnifier, download",
  startsOn: "2026-01-01",
  amountGBP: "410.00",
  amountEUR: "480",
  amountUSD: "520.50",
  vatReliefEligible: "on",
  ...overrides,
});

describe("staff desk: prices", () => {
  it("is there for staff only: 404 for a signed-in customer and for no one", async () => {
    const customer = await createSignedInUser(env);
    expect((await send("GET", "prices", customer.cookie)).status).toBe(404);
    expect((await send("GET", "prices", undefined)).status).toBe(404);
    expect((await send("PUT", `prices/${MAGNIFIER_DOWNLOAD_PRICE}`, customer.cookie, priceFields())).status).toBe(404);
    expect((await priceRow(MAGNIFIER_DOWNLOAD_PRICE))!.amount_pence).toBe(39500);
  });

  it("lists every price with its amounts and whether checkout sells it today", async () => {
    const staff = await createStaffUser(env);
    const { status, json } = await send("GET", "prices", staff.cookie);
    expect(status).toBe(200);
    expect(json.prices.find((price: { id: number }) => price.id === MAGNIFIER_DOWNLOAD_PRICE)).toMatchObject({
      productName: "SuperNova Magnifier",
      kind: "buy",
      edition: "magnifier",
      fulfilment: "download",
      inForce: true,
      amounts: { GBP: 39500, EUR: 46200, USD: 50200 },
    });
  });

  it("refuses each bad field with its own message and changes nothing", async () => {
    const staff = await createStaffUser(env);
    const { status, json } = await send(
      "PUT",
      `prices/${MAGNIFIER_DOWNLOAD_PRICE}`,
      staff.cookie,
      priceFields({ label: "", startsOn: "2026-02-30", amountGBP: "", amountEUR: "12,50", amountUSD: "-1" }),
    );
    expect(status).toBe(422);
    expect(Object.keys(json.errors).sort()).toEqual(["amountEUR", "amountGBP", "amountUSD", "label", "startsOn"]);
    expect(json.errors.amountEUR.errors).toEqual(["Price in euros (EUR) must be an amount, like 395.00"]);
    expect(json.errors.startsOn.errors).toEqual(["Starts on must be a date, like 2027-01-01"]);
    expect(await priceRow(MAGNIFIER_DOWNLOAD_PRICE)).toMatchObject({ amount_pence: 39500, revision: 1 });
  });

  it("saves a price in every currency, records it, charges it at checkout, and refuses a second save from the same revision", async () => {
    const staff = await createStaffUser(env);
    const saved = await send("PUT", `prices/${MAGNIFIER_DOWNLOAD_PRICE}`, staff.cookie, priceFields({ amountUSD: "" }));
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("The price SuperNova Magnifier, download is saved.");
    expect(await priceRow(MAGNIFIER_DOWNLOAD_PRICE)).toMatchObject({ amount_pence: 41000, revision: 2 });
    expect((await amountOf(MAGNIFIER_DOWNLOAD_PRICE, "EUR"))!.amount_minor).toBe(48000);
    // Left empty: the package is no longer sold in dollars.
    expect(await amountOf(MAGNIFIER_DOWNLOAD_PRICE, "USD")).toBeNull();
    const [entry] = await auditOf("price", MAGNIFIER_DOWNLOAD_PRICE);
    expect(entry).toMatchObject({ action: "price.save", actor_email: staff.email });
    expect(JSON.parse(entry!.before_json!).amounts).toEqual({ GBP: 39500, EUR: 46200, USD: 50200 });
    expect(JSON.parse(entry!.after_json!).amounts).toEqual({ GBP: 41000, EUR: 48000, USD: null });

    const buyer = await createSignedInUser(env);
    const checkout = await postCheckout(buyer.cookie, {
      priceId: String(MAGNIFIER_DOWNLOAD_PRICE),
      countryId: String(GERMANY),
      quantity: "1",
      idempotencyKey: newIdempotencyKey(),
    });
    expect(checkout.status).toBe(201);
    expect(await orderOf(checkout.json.orderId)).toMatchObject({ currency: "EUR", net_amount_minor: 48000 });

    const stale = await send("PUT", `prices/${MAGNIFIER_DOWNLOAD_PRICE}`, staff.cookie, priceFields({ amountGBP: "1.00", amountEUR: "1.00" }));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_EDIT_MESSAGE);
    expect(await priceRow(MAGNIFIER_DOWNLOAD_PRICE)).toMatchObject({ amount_pence: 41000, revision: 2 });
    expect((await amountOf(MAGNIFIER_DOWNLOAD_PRICE, "EUR"))!.amount_minor).toBe(48000);
    expect(await auditOf("price", MAGNIFIER_DOWNLOAD_PRICE)).toHaveLength(1);
  });

  it("enters a new price from a later day: checkout sells the old one until then and the new one from that day", async () => {
    const staff = await createStaffUser(env);
    const priceId = 2;
    const tomorrow = dayOf(Date.now() + DAY);
    const early = await send(
      "POST",
      `prices/${priceId}/scheduled`,
      staff.cookie,
      priceFields({ label: "SuperNova Magnifier, USB stick", startsOn: "2025-12-31" }),
    );
    expect(early.status).toBe(422);
    expect(early.json.errors.startsOn.errors).toEqual(["A new price starts after the one it follows: choose a later day"]);

    const scheduled = await send(
      "POST",
      `prices/${priceId}/scheduled`,
      staff.cookie,
      priceFields({ label: "SuperNova Magnifier, USB stick", startsOn: tomorrow, amountGBP: "465" }),
    );
    expect(scheduled.status).toBe(200);
    const newId = scheduled.json.price.id as number;
    expect(scheduled.json.price).toMatchObject({ startsOn: tomorrow, inForce: false, amounts: { GBP: 46500, EUR: 48000, USD: 52050 } });
    expect((await auditOf("price", newId))[0]).toMatchObject({ action: "price.schedule", actor_email: staff.email });

    const db = getDb(env.DB);
    const today = await listPackages(db, [1], "buy", "GBP");
    expect(today.find((pkg) => pkg.fulfilment === "usb")).toMatchObject({ priceId, amountMinor: 44500 });
    const dayAfter = Date.now() + DAY + 60_000;
    const then = await listPackages(db, [1], "buy", "GBP", dayAfter);
    expect(then.find((pkg) => pkg.fulfilment === "usb")).toMatchObject({ priceId: newId, amountMinor: 46500 });
    // A form opened before the change cannot buy at the old price once the new one is in force.
    expect(await findPackage(db, priceId, "GBP", dayAfter)).toBeUndefined();
    expect(await findPackage(db, newId, "GBP")).toBeUndefined();
    const buyer = await createSignedInUser(env);
    const notYet = await postCheckout(buyer.cookie, { priceId: String(newId), countryId: String(UK), quantity: "1", idempotencyKey: newIdempotencyKey() });
    expect(notYet.status).toBe(422);
  });
});

describe("staff desk: tax rules", () => {
  const ruleOf = (countryId: number) =>
    env.DB.prepare("SELECT channel, currency, tax_name, tax_rate_basis_points, relief_available, revision FROM country_tax_rules WHERE country_id = ?1")
      .bind(countryId)
      .first();
  const ruleFields = (overrides: Record<string, string> = {}) => ({
    revision: "1",
    channel: "online",
    currency: "EUR",
    taxName: "MwSt.",
    taxRate: "19",
    ...overrides,
  });

  it("is there for staff only", async () => {
    const customer = await createSignedInUser(env);
    expect((await send("GET", "tax-rules", customer.cookie)).status).toBe(404);
    expect((await send("PUT", `tax-rules/${GERMANY}`, customer.cookie, ruleFields({ taxRate: "7" }))).status).toBe(404);
    expect(await ruleOf(GERMANY)).toMatchObject({ tax_rate_basis_points: 1900 });
  });

  it("refuses each bad field with its own message and changes nothing", async () => {
    const staff = await createStaffUser(env);
    const { status, json } = await send(
      "PUT",
      `tax-rules/${GERMANY}`,
      staff.cookie,
      ruleFields({ channel: "post", currency: "CHF", taxName: "", taxRate: "120" }),
    );
    expect(status).toBe(422);
    expect(Object.keys(json.errors).sort()).toEqual(["channel", "currency", "taxName", "taxRate"]);
    expect(json.errors.taxRate.errors).toEqual(["Tax rate (%) must be a percentage from 0 to 100, like 20 or 25.5"]);
    expect(await ruleOf(GERMANY)).toMatchObject({ tax_rate_basis_points: 1900, revision: 1 });
  });

  it("saves a rate that checkout charges at once, records it, and refuses a second save from the same revision", async () => {
    const staff = await createStaffUser(env);
    const saved = await send("PUT", `tax-rules/${GERMANY}`, staff.cookie, ruleFields({ taxRate: "7.5" }));
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("The tax rule of Germany is saved.");
    expect(await ruleOf(GERMANY)).toMatchObject({ tax_name: "MwSt.", tax_rate_basis_points: 750, revision: 2 });
    const [entry] = await auditOf("tax-rule", GERMANY);
    expect(entry).toMatchObject({ action: "tax-rule.save", actor_email: staff.email });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ taxName: "VAT", taxRateBasisPoints: 1900 });

    const buyer = await createSignedInUser(env);
    const checkout = await postCheckout(buyer.cookie, { priceId: "3", countryId: String(GERMANY), quantity: "1", idempotencyKey: newIdempotencyKey() });
    expect(checkout.status).toBe(201);
    expect(await orderOf(checkout.json.orderId)).toMatchObject({ tax_name: "MwSt.", tax_rate_basis_points: 750 });

    const stale = await send("PUT", `tax-rules/${GERMANY}`, staff.cookie, ruleFields({ taxRate: "5" }));
    expect(stale.status).toBe(409);
    expect(await ruleOf(GERMANY)).toMatchObject({ tax_rate_basis_points: 750, revision: 2 });
  });

  it("gives a country its first rule from revision 0, and refuses a second first save", async () => {
    const staff = await createStaffUser(env);
    await env.DB.prepare("DELETE FROM country_tax_rules WHERE country_id = ?1").bind(NORWAY).run();
    const first = await send("PUT", `tax-rules/${NORWAY}`, staff.cookie, ruleFields({ revision: "0", taxName: "MVA", taxRate: "25", reliefAvailable: "on" }));
    expect(first.status).toBe(200);
    expect(await ruleOf(NORWAY)).toMatchObject({ channel: "online", tax_name: "MVA", tax_rate_basis_points: 2500, relief_available: 1, revision: 1 });
    const again = await send("PUT", `tax-rules/${NORWAY}`, staff.cookie, ruleFields({ revision: "0", taxName: "VAT" }));
    expect(again.status).toBe(409);
    expect(await auditOf("tax-rule", NORWAY)).toHaveLength(1);
  });
});

/** What a visitor's browser reads from the public reference API. */
async function publicApi(path: string) {
  return (await (await SELF.fetch(`https://site.test/api/v1/${path}`)).json()) as Record<string, any>[];
}

describe("staff desk: countries and states", () => {
  const FRANCE = 4;
  const CALIFORNIA = 1004;
  const countryOf = (id: number) => env.DB.prepare("SELECT name, iso3166, revision FROM countries WHERE id = ?1").bind(id).first();
  const stateOf = (id: number) => env.DB.prepare("SELECT country_id, name, code, revision FROM states WHERE id = ?1").bind(id).first();

  it("is there for staff only", async () => {
    const customer = await createSignedInUser(env);
    expect((await send("GET", "countries", customer.cookie)).status).toBe(404);
    expect((await send("GET", "countries", undefined)).status).toBe(404);
    expect((await send("PUT", `countries/${FRANCE}`, customer.cookie, { revision: "1", name: "Frankreich", iso3166: "FR" })).status).toBe(404);
    expect((await send("PUT", `states/${CALIFORNIA}`, customer.cookie, { revision: "1", stateName: "Golden State", stateCode: "CA" })).status).toBe(404);
    expect((await send("POST", `countries/${USA}/states`, customer.cookie, { stateName: "Puerto Rico", stateCode: "PR" })).status).toBe(404);
    expect(await countryOf(FRANCE)).toMatchObject({ name: "France", revision: 1 });
    expect(await stateOf(CALIFORNIA)).toMatchObject({ name: "California", revision: 1 });
  });

  it("lists every country with its code and how many states it has", async () => {
    const staff = await createStaffUser(env);
    const { status, json } = await send("GET", "countries", staff.cookie);
    expect(status).toBe(200);
    expect(json.countries.find((row: { id: number }) => row.id === USA)).toMatchObject({
      name: "United States of America",
      iso3166: "US",
      stateCount: 51,
      revision: 1,
    });
    expect(json.countries.find((row: { id: number }) => row.id === FRANCE)).toMatchObject({ iso3166: "FR", stateCount: 0 });
  });

  it("refuses each bad field with its own message, and a code another country has, changing nothing", async () => {
    const staff = await createStaffUser(env);
    const bad = await send("PUT", `countries/${FRANCE}`, staff.cookie, { revision: "1", name: "", iso3166: "fr" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["iso3166", "name"]);
    expect(bad.json.errors.name.errors).toEqual(["Country name is required"]);
    expect(bad.json.errors.iso3166.errors).toEqual(["ISO 3166 code must be two capital letters, like DE"]);
    const taken = await send("PUT", `countries/${FRANCE}`, staff.cookie, { revision: "1", name: "France", iso3166: "DE" });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.json.errors)).toEqual(["iso3166"]);
    expect(taken.json.errors.iso3166.errors).toEqual(["DE is already the code of Germany: each country needs its own"]);
    const badState = await send("PUT", `states/${CALIFORNIA}`, staff.cookie, { revision: "1", stateName: " ", stateCode: "cal!" });
    expect(badState.status).toBe(422);
    expect(Object.keys(badState.json.errors).sort()).toEqual(["stateCode", "stateName"]);
    expect(await countryOf(FRANCE)).toMatchObject({ name: "France", iso3166: "FR", revision: 1 });
    expect(await stateOf(CALIFORNIA)).toMatchObject({ name: "California", code: "CA", revision: 1 });
    expect(await auditOf("country", FRANCE)).toHaveLength(0);
  });

  it("saves a country, records it, shows it through the public API, and refuses a second save from the same revision", async () => {
    const staff = await createStaffUser(env);
    // Read first, so the public answer is kept and must be renewed by the save.
    expect((await publicApi("countries")).find((row) => row.id === FRANCE)).toEqual({ id: FRANCE, name: "France", iso3166: "FR" });
    const saved = await send("PUT", `countries/${FRANCE}`, staff.cookie, { revision: "1", name: "French Republic", iso3166: "FR" });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("The country French Republic is saved.");
    expect(await countryOf(FRANCE)).toMatchObject({ name: "French Republic", iso3166: "FR", revision: 2 });
    const [entry] = await auditOf("country", FRANCE);
    expect(entry).toMatchObject({ action: "country.save", actor_email: staff.email });
    expect(JSON.parse(entry!.before_json!)).toEqual({ name: "France", iso3166: "FR" });
    expect(JSON.parse(entry!.after_json!)).toEqual({ name: "French Republic", iso3166: "FR" });
    expect((await publicApi("countries")).find((row) => row.id === FRANCE)).toEqual({ id: FRANCE, name: "French Republic", iso3166: "FR" });

    const stale = await send("PUT", `countries/${FRANCE}`, staff.cookie, { revision: "1", name: "Gaul", iso3166: "FR" });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_EDIT_MESSAGE);
    expect(await countryOf(FRANCE)).toMatchObject({ name: "French Republic", revision: 2 });
    expect(await auditOf("country", FRANCE)).toHaveLength(1);
  });

  it("renames a state and adds one, each recorded and in the public states list, and refuses a stale state save", async () => {
    const staff = await createStaffUser(env);
    expect((await publicApi(`states?countryId=${USA}`)).find((row) => row.id === CALIFORNIA)).toMatchObject({ name: "California", code: "CA" });
    const saved = await send("PUT", `states/${CALIFORNIA}`, staff.cookie, { revision: "1", stateName: "State of California", stateCode: "CA" });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("The state State of California is saved.");
    expect(await stateOf(CALIFORNIA)).toMatchObject({ name: "State of California", revision: 2 });
    expect((await auditOf("state", CALIFORNIA))[0]).toMatchObject({ action: "state.save", actor_email: staff.email });
    const stale = await send("PUT", `states/${CALIFORNIA}`, staff.cookie, { revision: "1", stateName: "Cali", stateCode: "CA" });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_EDIT_MESSAGE);
    expect(await stateOf(CALIFORNIA)).toMatchObject({ name: "State of California", revision: 2 });

    const added = await send("POST", `countries/${USA}/states`, staff.cookie, { stateName: "Puerto Rico", stateCode: "PR" });
    expect(added.status).toBe(201);
    const newId = added.json.state.id as number;
    expect(await stateOf(newId)).toMatchObject({ country_id: USA, name: "Puerto Rico", code: "PR", revision: 1 });
    expect((await auditOf("state", newId))[0]).toMatchObject({ action: "state.add", actor_email: staff.email });
    const listed = await publicApi(`states?countryId=${USA}`);
    expect(listed.find((row) => row.id === CALIFORNIA)).toMatchObject({ name: "State of California" });
    expect(listed.find((row) => row.id === newId)).toEqual({ id: newId, name: "Puerto Rico", code: "PR", countryId: USA });
    const { json } = await send("GET", `countries/${USA}/states`, staff.cookie);
    expect(json.country).toMatchObject({ id: USA, stateCount: 52 });
  });
});

describe("staff desk: languages", () => {
  const GERMAN = 2;
  const languageOf = (id: number) => env.DB.prepare("SELECT name, iso6391, iso6393, revision FROM languages WHERE id = ?1").bind(id).first();
  const languageFields = (overrides: Record<string, string> = {}) => ({ revision: "1", name: "Deutsch", iso6391: "de", iso6393: "deu", ...overrides });

  it("is there for staff only", async () => {
    const customer = await createSignedInUser(env);
    expect((await send("GET", "languages", customer.cookie)).status).toBe(404);
    expect((await send("PUT", `languages/${GERMAN}`, customer.cookie, languageFields({ name: "German" }))).status).toBe(404);
    expect((await send("PUT", `languages/${GERMAN}`, undefined, languageFields({ name: "German" }))).status).toBe(404);
    expect(await languageOf(GERMAN)).toMatchObject({ name: "Deutsch", revision: 1 });
  });

  it("lists every language with its codes and country", async () => {
    const staff = await createStaffUser(env);
    const { status, json } = await send("GET", "languages", staff.cookie);
    expect(status).toBe(200);
    expect(json.languages.find((row: { id: number }) => row.id === GERMAN)).toEqual({
      id: GERMAN,
      name: "Deutsch",
      iso6391: "de",
      iso6393: "deu",
      countryName: "Germany",
      revision: 1,
    });
  });

  it("refuses each bad field with its own message and changes nothing", async () => {
    const staff = await createStaffUser(env);
    const { status, json } = await send("PUT", `languages/${GERMAN}`, staff.cookie, languageFields({ name: "", iso6391: "DE", iso6393: "de" }));
    expect(status).toBe(422);
    expect(Object.keys(json.errors).sort()).toEqual(["iso6391", "iso6393", "name"]);
    expect(json.errors.iso6391.errors).toEqual(["ISO 639-1 code must be two lower-case letters, like de"]);
    expect(json.errors.iso6393.errors).toEqual(["ISO 639-3 code must be three lower-case letters, like deu"]);
    expect(await languageOf(GERMAN)).toMatchObject({ name: "Deutsch", iso6391: "de", iso6393: "deu", revision: 1 });
    expect(await auditOf("language", GERMAN)).toHaveLength(0);
  });

  it("saves a language, records it, shows it through the public API, and refuses a second save from the same revision", async () => {
    const staff = await createStaffUser(env);
    expect((await publicApi("languages")).find((row) => row.id === GERMAN)).toMatchObject({ name: "Deutsch", iso6393: "deu" });
    const saved = await send("PUT", `languages/${GERMAN}`, staff.cookie, languageFields({ iso6393: "ger" }));
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("The language Deutsch is saved.");
    expect(await languageOf(GERMAN)).toMatchObject({ iso6393: "ger", revision: 2 });
    const [entry] = await auditOf("language", GERMAN);
    expect(entry).toMatchObject({ action: "language.save", actor_email: staff.email });
    expect(JSON.parse(entry!.before_json!)).toEqual({ name: "Deutsch", iso6391: "de", iso6393: "deu" });
    expect((await publicApi("languages")).find((row) => row.id === GERMAN)).toEqual({
      id: GERMAN,
      name: "Deutsch",
      iso6391: "de",
      iso6393: "ger",
      countryId: GERMANY,
      authServerId: 2,
    });

    const stale = await send("PUT", `languages/${GERMAN}`, staff.cookie, languageFields({ name: "German" }));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_EDIT_MESSAGE);
    expect(await languageOf(GERMAN)).toMatchObject({ name: "Deutsch", revision: 2 });
    expect(await auditOf("language", GERMAN)).toHaveLength(1);
  });
});
