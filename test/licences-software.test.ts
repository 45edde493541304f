/**
 * The software a licence pays for (its installer, from the DOWNLOADS bucket, through the same
 * licence check as updates) and the new major version its software maintenance includes
 * ('Get version {n}', without an order or a payment, audited, once however often it is asked).
 */
import { SELF, env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { licencesActions } from "~/routes/account/licences.server";
import { productsSeed } from "../seed/products";
import { siteSeed } from "../seed/site";
import { getDb } from "../workers/db/client";
import { licences, staffAudit } from "../workers/db/schema";
import { FREE_UPGRADE_SMA_ENDED_MESSAGE, issueLicence, licencesOf, registerLicence } from "../workers/licences";
import { SOFTWARE_FILE_MESSAGES, softwareDownloads } from "../workers/products";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";

const MAGNIFIER = 1;
/** SuperNova Magnifier 23.01's version languages: English and German (id = version × 100 + language). */
const SNM_23_EN = 10301;
const SNM_23_DE = 10302;
/** ScreenReader 23.01 in English: another product's installer. */
const SR_23_EN = 40201;
const bytesOf = (name: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(`installer ${name} bytes`);
const db = () => getDb(env.DB);

async function runStatements(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

beforeAll(async () => {
  await runStatements(await siteSeed.statements());
  await runStatements(await productsSeed.statements());
  for (const name of ["SNM-23.01-en", "SNM-23.01-de", "SR-23.01-en"]) await env.DOWNLOADS.put(`downloads/files/${name}.zip`, bytesOf(name));
});

const download = (id: number | string, cookie?: string) =>
  SELF.fetch(`https://site.test/api/v1/licences/software/file?id=${id}`, { headers: cookie ? { Cookie: cookie } : {} });

function magnifierLicence(accountId: string | null, options: { major?: number; smaMonths?: number } = {}) {
  return issueLicence(db(), {
    accountId,
    productId: MAGNIFIER,
    edition: "magnifier",
    majorVersion: options.major ?? 23,
    seats: 1,
    fulfilment: "download",
    smaMonths: options.smaMonths ?? 12,
    orderId: null,
  });
}

describe("the software a licence pays for", () => {
  it("is served to the licence's holder with its bytes and headers, 401 signed out and 403 to anyone else", async () => {
    const holder = await createSignedInUser(env);
    const other = await createSignedInUser(env);
    await magnifierLicence(holder.userId);

    const served = await download(SNM_23_DE, holder.cookie);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf("SNM-23.01-de"));
    expect(served.headers.get("Content-Disposition")).toBe(`attachment; filename="SNM-23.01-de.zip"; filename*=UTF-8''SNM-23.01-de.zip`);
    expect(served.headers.get("Content-Type")).toBe("application/zip");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const refused = await download(SNM_23_EN, other.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: SOFTWARE_FILE_MESSAGES["no-licence"] });
    const signedOut = await download(SNM_23_EN);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: SOFTWARE_FILE_MESSAGES["signed-out"] });
    // A SuperNova Magnifier licence does not unlock ScreenReader, nor version 22's installer.
    expect((await download(SR_23_EN, holder.cookie)).status).toBe(403);
    expect((await download(10201, holder.cookie)).status).toBe(403);
    expect((await download(99_999_999, holder.cookie)).status).toBe(404);
    expect((await download("abc", holder.cookie)).status).toBe(422);
  });

  it("is listed on My licences with every language's file, its size and SHA-256, measured from the bucket for a stand-in", async () => {
    const holder = await createSignedInUser(env);
    await magnifierLicence(holder.userId);
    const held = await licencesOf(db(), holder.userId);
    const software = await softwareDownloads(db(), env.DOWNLOADS, held);
    const offered = software[held[0]!.serial]!;
    expect(offered.version).toBe("23.01");
    expect(offered.files.map((file) => file.languageCode).sort()).toEqual(["de", "en", "fr", "nl", "no", "sv"]);
    const german = offered.files.find((file) => file.versionLanguageId === SNM_23_DE)!;
    expect(german).toMatchObject({
      fileName: "SNM-23.01-de.zip",
      url: `/api/v1/licences/software/file?id=${SNM_23_DE}`,
      size: bytesOf("SNM-23.01-de").length,
      sha256: await sha256Hex(bytesOf("SNM-23.01-de")),
      sample: true,
    });
  });

  it("comes with a licence registered by its serial, and goes with a revoked one", async () => {
    const dealerSold = await magnifierLicence(null);
    const owner = await createSignedInUser(env);
    expect((await download(SNM_23_EN, owner.cookie)).status).toBe(403);
    expect(await registerLicence(db(), owner.userId, dealerSold.serial)).toMatchObject({ alreadyYours: false });
    const served = await download(SNM_23_EN, owner.cookie);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf("SNM-23.01-en"));
    const held = await licencesOf(db(), owner.userId);
    expect(Object.keys(await softwareDownloads(db(), env.DOWNLOADS, held))).toEqual([dealerSold.serial]);

    await db().update(licences).set({ status: "revoked" }).where(eq(licences.serial, dealerSold.serial));
    expect((await download(SNM_23_EN, owner.cookie)).status).toBe(403);
    expect(await softwareDownloads(db(), env.DOWNLOADS, await licencesOf(db(), owner.userId))).toEqual({});
  });
});

/** The page's 'Get version' form names its intent; the API route needs none. */
const freeUpgradePage: Target["page"] = async ({ request, params }) => {
  const body = new URLSearchParams(await request.text());
  body.set("intent", "free-upgrade");
  return licencesActions({ request: new Request(request, { body: body.toString() }), params });
};
const freeUpgrade: Target = { api: "account/licences/free-upgrade", page: freeUpgradePage, pagePath: "/account/licences" };

const auditOf = (serial: string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, "licence.free-upgrade"), eq(staffAudit.subjectId, serial)))
    .all();
const orderCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;

describe.each(BOTH_PATHS)("the free major upgrade (%s)", (path) => {
  it("moves a licence with current maintenance on to the new version, without an order, audited once however often it is asked", async () => {
    const holder = await createSignedInUser(env);
    const licence = await magnifierLicence(holder.userId, { major: 22, smaMonths: 6 });
    const orders = await orderCount();
    expect((await download(SNM_23_EN, holder.cookie)).status).toBe(403);

    const answer = await submit(path, freeUpgrade, { serial: licence.serial.toLowerCase() }, { cookie: holder.cookie });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(`Licence ${licence.serial} now covers version 23, included in your software maintenance.`);
    const moved = await db().select().from(licences).where(eq(licences.id, licence.id)).get();
    expect(moved).toMatchObject({ minMajor: 22, maxMajor: 23, smaExpiresAt: licence.smaExpiresAt });
    expect((await download(SNM_23_EN, holder.cookie)).status).toBe(200);
    const audit = await auditOf(licence.serial);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAccountId: holder.userId, actorEmail: holder.email });
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ maxMajor: 22 });

    const again = await submit(path, freeUpgrade, { serial: licence.serial }, { cookie: holder.cookie });
    expect(again.status).toBe(200);
    expect(again.message).toBe(`Licence ${licence.serial} already covers version 23.`);
    expect(await auditOf(licence.serial)).toHaveLength(1);
    expect(await orderCount()).toBe(orders);
  });

  it("is refused once maintenance has ended, or for a licence that is not yours, and changes nothing", async () => {
    const holder = await createSignedInUser(env);
    const lapsed = await magnifierLicence(holder.userId, { major: 22, smaMonths: 0 });
    const refused = await submit(path, freeUpgrade, { serial: lapsed.serial }, { cookie: holder.cookie });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(FREE_UPGRADE_SMA_ENDED_MESSAGE);
    expect((await db().select().from(licences).where(eq(licences.id, lapsed.id)).get())?.maxMajor).toBe(22);

    const someoneElse = await createSignedInUser(env);
    const notYours = await submit(path, freeUpgrade, { serial: lapsed.serial }, { cookie: someoneElse.cookie });
    expect(notYours.status).toBe(422);
    expect(notYours.fieldErrors?.serial?.friendlyName).toBe("Serial number");
    expect((await submit(path, freeUpgrade, { serial: "nonsense" }, { cookie: holder.cookie })).status).toBe(422);
    // Signed out: the API answers 401, the page sends the visitor to sign in.
    expect((await submit(path, freeUpgrade, { serial: lapsed.serial })).status).toBe(path === "api" ? 401 : 303);
    expect(await auditOf(lapsed.serial)).toHaveLength(0);
  });
});
