/**
 * Licences: issuing (the orders area's call after payment), registering a serial bought
 * elsewhere on both paths (API and page action), upgrading and renewing the same licence,
 * revoking it on a refund, and what each state unlocks.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { normaliseSerial } from "@common/schemas/licences";
import { licencesActions } from "~/routes/account/licences.server";
import { productsSeed } from "../seed/products";
import { siteSeed } from "../seed/site";
import { getDb } from "../workers/db/client";
import {
  NOT_YOUR_SERIAL_MESSAGE,
  REGISTER_TAKEN_MESSAGE,
  REGISTER_UNKNOWN_MESSAGE,
  WRONG_SERIAL_LIMIT,
  holdsLicenceFor,
  issueLicence,
  licenceBySerial,
  licencesOf,
  newSerial,
  renewLicence,
  revokeLicence,
  upgradeLicence,
} from "../workers/licences";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";

/** The page's Register a licence form names its intent among the page's forms; the API route needs none. */
const registerPage: Target["page"] = async ({ request, params }) => {
  const body = new URLSearchParams(await request.text());
  body.set("intent", "register");
  return licencesActions({ request: new Request(request, { body: body.toString() }), params });
};
const register: Target = { api: "account/licences/register", page: registerPage, pagePath: "/account/licences" };
const db = () => getDb(env.DB);
const MAGNIFIER = 1;

async function runStatements(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

beforeAll(async () => {
  await runStatements(await siteSeed.statements());
  await runStatements(await productsSeed.statements());
});

/** A licence sold by a dealer: issued without an account, waiting for its owner to register it. */
const dealerSold = (majorVersion = 22) =>
  issueLicence(db(), { accountId: null, productId: MAGNIFIER, edition: "magnifier", majorVersion, seats: 1, fulfilment: "usb", smaMonths: 12, orderId: null });

const licenceCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM licences").first<{ n: number }>())!.n;

describe("serial numbers", () => {
  it("are new each time, in the printed format, and read back from any typed form", () => {
    const serials = new Set(Array.from({ length: 200 }, newSerial));
    expect(serials.size).toBe(200);
    for (const serial of serials) expect(serial).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(normaliseSerial(" abcd efgh-jkLM npqr ")).toBe("ABCD-EFGH-JKLM-NPQR");
    expect(normaliseSerial("ABCD-EFGH-JKLM-NPQ")).toBeNull();
    expect(normaliseSerial("ABCD-EFGH-JKLM-NPQ0")).toBeNull(); // 0 is never printed: it looks like O
  });
});

describe("issuing a licence", () => {
  it("gives the account a licence of the product, edition and version with a year of maintenance, shown in its licences", async () => {
    const { userId } = await createSignedInUser(env);
    const before = Date.now();
    const licence = await issueLicence(db(), {
      accountId: userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 2,
      fulfilment: "download",
      smaMonths: 12,
      orderId: "order-issue-1",
    });
    expect(licence).toMatchObject({
      accountId: userId,
      productId: MAGNIFIER,
      minMajor: 23,
      maxMajor: 23,
      seats: 2,
      fulfilment: "download",
      status: "active",
      orderId: "order-issue-1",
    });
    expect(licence.registeredAt).not.toBeNull();
    const sma = licence.smaExpiresAt!.getTime();
    expect(sma).toBeGreaterThan(before + 360 * 86_400_000);
    expect(sma).toBeLessThan(Date.now() + 367 * 86_400_000);

    const [held] = await licencesOf(db(), userId);
    expect(held).toMatchObject({
      serial: licence.serial,
      productName: "SuperNova Magnifier",
      maxMajor: 23,
      status: "active",
      renewalDue: false,
      upgradeTo: null,
    });
    expect(held!.updates.length).toBeGreaterThan(0);
    expect(held!.updates.every((update) => update.version.startsWith("23."))).toBe(true);
    await expect(holdsLicenceFor(db(), userId, { productId: MAGNIFIER, major: 23 })).resolves.toBe(true);
    await expect(holdsLicenceFor(db(), userId, { productId: MAGNIFIER, major: 22 })).resolves.toBe(false);
  });

  it("refuses a licence without seats", async () => {
    await expect(
      issueLicence(db(), {
        accountId: null,
        productId: MAGNIFIER,
        edition: null,
        majorVersion: 23,
        seats: 0,
        fulfilment: "download",
        smaMonths: 12,
        orderId: null,
      }),
    ).rejects.toThrow();
  });
});

describe("upgrading and renewing", () => {
  it("moves the same licence to the new version: one licence, covering the old and the new", async () => {
    const { userId } = await createSignedInUser(env);
    const licence = await issueLicence(db(), {
      accountId: userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 0,
      orderId: "order-old",
    });
    expect((await licencesOf(db(), userId))[0]).toMatchObject({ upgradeTo: 23, renewalDue: true });
    const count = await licenceCount();
    const upgraded = await upgradeLicence(db(), { serial: licence.serial, accountId: userId, majorVersion: 23, smaMonths: 12 });
    expect(upgraded).toMatchObject({ id: licence.id, serial: licence.serial, minMajor: 22, maxMajor: 23 });
    expect(await licenceCount()).toBe(count);
    const [held] = await licencesOf(db(), userId);
    expect(held).toMatchObject({ upgradeTo: null, renewalDue: false });
    await expect(holdsLicenceFor(db(), userId, { productId: MAGNIFIER, major: 23 })).resolves.toBe(true);
    await expect(holdsLicenceFor(db(), userId, { productId: MAGNIFIER, major: 22 })).resolves.toBe(true);
  });

  it("renews maintenance from its end while it runs, from today once it has ended", async () => {
    const { userId } = await createSignedInUser(env);
    const licence = await issueLicence(db(), {
      accountId: userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: null,
    });
    const renewed = await renewLicence(db(), { serial: licence.serial, accountId: userId, months: 12 });
    expect(renewed.id).toBe(licence.id);
    expect(renewed.smaExpiresAt!.getUTCFullYear()).toBe(licence.smaExpiresAt!.getUTCFullYear() + 1);

    const ended = new Date("2020-03-01T00:00:00Z");
    await env.DB.prepare("UPDATE licences SET sma_expires_at = ? WHERE id = ?").bind(ended.getTime(), licence.id).run();
    const fromToday = await renewLicence(db(), { serial: licence.serial, months: 12 });
    expect(fromToday.smaExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
  });

  it("will not upgrade another account's licence", async () => {
    const owner = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    const licence = await issueLicence(db(), {
      accountId: owner.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: null,
    });
    await expect(upgradeLicence(db(), { serial: licence.serial, accountId: other.userId, majorVersion: 23 })).rejects.toMatchObject({
      result: { fieldErrors: { serial: { errors: [NOT_YOUR_SERIAL_MESSAGE] } } },
    });
    expect((await licenceBySerial(db(), licence.serial))!.maxMajor).toBe(22);
  });
});

describe("a refund", () => {
  it("revokes the licence: it unlocks no updates, cannot be upgraded, and stays listed as revoked", async () => {
    const { userId } = await createSignedInUser(env);
    const licence = await issueLicence(db(), {
      accountId: userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: "order-refunded",
    });
    const revoked = await revokeLicence(db(), { serial: licence.serial });
    expect(revoked).toMatchObject({ id: licence.id, status: "revoked" });
    expect(revoked!.revokedAt).not.toBeNull();
    await expect(holdsLicenceFor(db(), userId, { productId: MAGNIFIER, major: 23 })).resolves.toBe(false);
    expect((await licencesOf(db(), userId))[0]).toMatchObject({ status: "revoked", updates: [], upgradeTo: null, renewalDue: false });
    await expect(renewLicence(db(), { serial: licence.serial, months: 12 })).rejects.toThrow("revoked");
    // A second refund event changes nothing more.
    expect((await revokeLicence(db(), { serial: licence.serial }))!.revokedAt).toEqual(revoked!.revokedAt);
  });
});

describe.each(BOTH_PATHS)("registering a licence through the %s path", (path) => {
  it("registers a dealer-sold serial, typed in any case, to the account, which then unlocks its updates", async () => {
    const { userId, cookie } = await createSignedInUser(env);
    const licence = await dealerSold();
    const answer = await submit(path, register, { serial: licence.serial.toLowerCase().replace(/-/g, " ") }, { cookie });
    expect(answer.status).toBe(201);
    expect(answer.message).toContain(`Licence ${licence.serial} for SuperNova Magnifier is now registered`);
    expect((await licenceBySerial(db(), licence.serial))!.accountId).toBe(userId);
    await expect(holdsLicenceFor(db(), userId, { productId: MAGNIFIER, major: 22 })).resolves.toBe(true);
    const again = await submit(path, register, { serial: licence.serial }, { cookie });
    expect(again.status).toBe(200);
    expect(again.message).toContain("already registered to your DolphinID");
  });

  it("checks the format, refuses an unknown serial and one registered to someone else without naming them, and changes nothing", async () => {
    const owner = await createSignedInUser(env);
    const { cookie, userId } = await createSignedInUser(env);
    const licence = await dealerSold();
    expect((await submit(path, register, { serial: licence.serial }, { cookie: owner.cookie })).status).toBe(201);

    const badFormat = await submit(path, register, { serial: "12-34" }, { cookie });
    expect(badFormat.status).toBe(422);
    expect(badFormat.fieldErrors?.serial).toMatchObject({ friendlyName: "Serial number", errors: [expect.stringContaining("like ABCD-EFGH-JKLM-NPQR")] });
    expect((await submit(path, register, { serial: "" }, { cookie })).fieldErrors?.serial?.errors).toEqual(["Serial number is required"]);

    const unknown = await submit(path, register, { serial: newSerial() }, { cookie });
    expect(unknown).toMatchObject({ status: 422, fieldErrors: { serial: { errors: [REGISTER_UNKNOWN_MESSAGE] } } });

    const taken = await submit(path, register, { serial: licence.serial }, { cookie });
    expect(taken).toMatchObject({ status: 422, fieldErrors: { serial: { errors: [REGISTER_TAKEN_MESSAGE] } } });
    expect(JSON.stringify(taken)).not.toContain(owner.email);
    expect((await licenceBySerial(db(), licence.serial))!.accountId).toBe(owner.userId);
    expect(await licencesOf(db(), userId)).toEqual([]);
  });

  it("makes an account that keeps entering wrong serials wait, even for a right one", async () => {
    const { cookie, userId } = await createSignedInUser(env);
    for (let attempt = 0; attempt < WRONG_SERIAL_LIMIT.limit; attempt++) {
      expect((await submit(path, register, { serial: newSerial() }, { cookie })).status).toBe(422);
    }
    const licence = await dealerSold();
    const waited = await submit(path, register, { serial: licence.serial }, { cookie });
    expect(waited.status).toBe(429);
    expect(waited.message).toContain("too many serial numbers");
    expect((await licenceBySerial(db(), licence.serial))!.accountId).toBeNull();
    expect(await licencesOf(db(), userId)).toEqual([]);
  });

  it("needs a signed-in account with a proved address", async () => {
    const licence = await dealerSold();
    const signedOut = await submit(path, register, { serial: licence.serial });
    expect(signedOut.status).toBe(path === "api" ? 401 : 303);
    const unproved = await createSignedInUser(env, { proved: false });
    expect((await submit(path, register, { serial: licence.serial }, { cookie: unproved.cookie })).status).toBe(403);
    expect((await licenceBySerial(db(), licence.serial))!.accountId).toBeNull();
  });
});

describe("GET account/licences", () => {
  it("lists only the signed-in account's own licences", async () => {
    const owner = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    const licence = await issueLicence(db(), {
      accountId: owner.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 23,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: null,
    });
    const list = async (cookie?: string) =>
      SELF.fetch("https://site.test/api/v1/account/licences", { headers: { "X-Requested-With": "XMLHttpRequest", ...(cookie ? { Cookie: cookie } : {}) } });
    expect((await list()).status).toBe(401);
    const mine = await (await list(owner.cookie)).json<{ licences: { serial: string }[] }>();
    expect(mine.licences.map((held) => held.serial)).toEqual([licence.serial]);
    expect((await (await list(other.cookie)).json<{ licences: unknown[] }>()).licences).toEqual([]);
  });
});

describe("POST product-upgrade/getLicenceData", () => {
  it("finds one of your own licences by serial with its upgrade and renewal prices, and nobody else's", async () => {
    const owner = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    const licence = await issueLicence(db(), {
      accountId: owner.userId,
      productId: MAGNIFIER,
      edition: "magnifier",
      majorVersion: 22,
      seats: 1,
      fulfilment: "download",
      smaMonths: 12,
      orderId: null,
    });
    const lookUp = (serial: string, cookie?: string) =>
      SELF.fetch("https://site.test/api/v1/product-upgrade/getLicenceData", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ serial }).toString(),
      });
    expect((await lookUp(licence.serial)).status).toBe(401);
    const found = await lookUp(licence.serial.toLowerCase(), owner.cookie);
    const body = await found.json();
    expect(found.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      serial: licence.serial,
      productName: "SuperNova Magnifier",
      maxMajor: 22,
      upgradeTo: 23,
      upToDate: false,
      latestVersion: "23.01",
      renewPrice: { amountPence: 7900 },
    });
    const notTheirs = await lookUp(licence.serial, other.cookie);
    expect(notTheirs.status).toBe(422);
    expect(await notTheirs.json()).toMatchObject({ errors: { serial: { errors: [NOT_YOUR_SERIAL_MESSAGE] } } });
  });
});
