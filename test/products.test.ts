import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@common/identity";
import { siteSeed } from "../seed/site";
import { productsSeed } from "../seed/products";
import { ordersSeed } from "../seed/orders";
import { getDb } from "../workers/db/client";
import { createSession } from "../workers/session/session";
import { resolveToken } from "../workers/products/downloads";
import { checkUpdateLicence, getUpdate } from "../workers/products/updates";
import { sanitiseHtml } from "../workers/products/html";

const BASE = "https://site.test/api/v1";
const get = (path: string) => SELF.fetch(`${BASE}/${path}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

async function runStatements(statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) {
    const batch = statements.slice(i, i + 50);
    await env.DB.batch(batch.map((sql) => env.DB.prepare(sql))).catch((error: Error) => {
      throw new Error(`${error.message} in a batch starting ${batch[0]?.slice(0, 120)}`);
    });
  }
}

beforeAll(async () => {
  await runStatements(await siteSeed.statements());
  // Two dealers (the support desk seeds the real list), so the products seed links them to products.
  await runStatements([
    "INSERT INTO dealers (id, name, country_id, is_primary, city, phone) VALUES (901, 'Sight Aid Ltd', 1, 1, 'Leeds', '0113 496 0000')",
    "INSERT INTO dealers (id, name, country_id, city) VALUES (902, 'Hilfsmittel Nord', 3, 'Hamburg')",
  ]);
  await runStatements(await productsSeed.statements());
  // Prices per currency and the countries sold to online, for the buy page calls.
  await runStatements(await ordersSeed.statements());
});

const validTrial = {
  firstName: "Amara",
  lastName: "Okafor",
  email: "amara@example.com",
  phone: "01632 960123",
  languageId: "1",
  dealerId: "901",
  aboutYou: "persona_1",
  agreement: "on",
  countryId: "1",
  marketSegmentId: "2",
};

const validReader = {
  firstName: "Tom",
  lastName: "Price",
  email: "tom@example.com",
  aboutYou: "parent",
  agreement: "on",
};

describe("catalogue endpoints", () => {
  it("lists market segments and languages", async () => {
    const segments = await (await get("market-segments")).json();
    expect(segments).toEqual([
      { id: 1, name: "education" },
      { id: 2, name: "individuals" },
      { id: 3, name: "organisation" },
    ]);
    const languages = await (await get("languages")).json<{ iso6391: string }[]>();
    expect(languages.map((language) => language.iso6391)).toContain("en");
  });

  it("lists online products, and withdrawn ones only with showOffline", async () => {
    const online = await (await get("products")).json<{ id: number; semanticName: string }[]>();
    expect(online.map((product) => product.semanticName)).toContain("supernova-magnifier");
    expect(online.map((product) => product.semanticName)).not.toContain("lunar");
    const all = await (await get("products?showOffline=true")).json<{ semanticName: string }[]>();
    expect(all.map((product) => product.semanticName)).toContain("lunar");
    const patched = await (await get("products?withValidPatches=1")).json<{ id: number }[]>();
    expect(patched.map((product) => product.id)).toContain(1);
    expect(patched.map((product) => product.id)).not.toContain(6);
  });

  it("serves one product with every field of the spec", async () => {
    const response = await get("products/8");
    expect(response.status).toBe(200);
    const product = await response.json<Record<string, unknown>>();
    expect(product).toMatchObject({ id: 8, name: "EasyReader for Windows", semanticName: "easyreader" });
    for (const field of [
      "appStoreUrl",
      "authServerId",
      "callMeBtn",
      "demoNoDetails",
      "extendedBuyViaDealerForm",
      "extendedDemoForm",
      "familyId",
      "featuresImgPath",
      "googlePlayUrl",
      "hid",
      "largeLogoPath",
      "logoPath",
      "metaDesc",
      "moreBenefitsContent",
      "norwayArticleNo",
      "offerTrial",
      "overrideFamilyColour",
      "pageContent",
      "pageTemplateId",
      "pricingContent",
      "productTypeId",
      "shortDescription",
      "specificationContent",
      "supportCategoryContent",
      "systemRequirementsContent",
      "trialBannerImgPath",
      "tryItNearBtn",
      "videoBtn",
      "videoId",
      "videoOrImgPath",
      "visible",
      "whyChooseImgPath",
    ]) {
      expect(product, field).toHaveProperty(field);
    }
  });

  it("answers malformed and unknown ids with 404", async () => {
    for (const path of [
      "products/abc",
      "products/1.5",
      "products/-1",
      "products/99999",
      "products/abc/versions",
      "products/1/versions/x",
      "products/versions/zz",
      "products/0",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toHaveProperty("message");
    }
  });

  it("lists products with downloads and with updates", async () => {
    const downloads = await (await get("products/with-valid-downloads")).json<{ id: number }[]>();
    expect(downloads.map((product) => product.id)).toEqual(expect.arrayContaining([1, 8, 12]));
    expect(downloads.map((product) => product.id)).not.toContain(6);
    const updates = await (await get("products/with-valid-updates")).json<{ id: number }[]>();
    expect(updates.map((product) => product.id)).toEqual(expect.arrayContaining([1, 3, 8]));
    expect(updates.map((product) => product.id)).not.toContain(12);
  });

  it("lists versions newest first, shown with a two-digit minor", async () => {
    const versions = await (await get("products/1/versions")).json<{ id: number; version: string }[]>();
    expect(versions.map((version) => version.version)).toEqual(["23.01", "22.02", "21.05"]);
    const latest = await (await get("products/1/versions/latest")).json<{ id: number; version: string }>();
    expect(latest).toMatchObject({ id: 103, version: "23.01" });
    const withPatches = await (await get("products/1/versions/with-patches")).json<{ id: number }[]>();
    expect(withPatches.map((version) => version.id)).toEqual([103, 102]);
    const withDownloads = await (await get("products/12/versions/with-downloads")).json<{ id: number }[]>();
    expect(withDownloads.map((version) => version.id)).toEqual([1201]);
  });

  it("serves a version with its languages, three ways", async () => {
    const version = await (await get("products/1/versions/103")).json<{ version: string; languages: { language: { iso6391: string } }[] }>();
    expect(version.version).toBe("23.01");
    expect(version.languages.map((entry) => entry.language.iso6391)).toEqual(["en", "de", "fr", "nl", "no", "sv"]);
    const languages = await (await get("products/1/versions/103/languages")).json<{ nimFileUrl: string; productVersion: string }[]>();
    expect(languages[0]).toMatchObject({ nimFileUrl: "/api/v1/downloads/files/1010301/SNM-23.01-en.zip", productVersion: "23.01" });
    const byId = await (await get("products/versions/103")).json<{ productId: number }>();
    expect(byId.productId).toBe(1);
    const latest = await (await get("products/8/version-languages/latest")).json<{ languageId: number }[]>();
    expect(latest.map((entry) => entry.languageId)).toEqual([1, 2, 3, 4]);
    // A version of another product is not found under this one.
    expect((await get("products/2/versions/103")).status).toBe(404);
  });

  it("lists a product's dealers, by country", async () => {
    const all = await (await get("products/1/dealers")).json<{ id: number }[]>();
    expect(all.map((dealer) => dealer.id).sort()).toEqual([901, 902]);
    const uk = await (await get("products/1/dealers?countryId=1")).json<{ id: number; name: string }[]>();
    expect(uk).toEqual([expect.objectContaining({ id: 901, name: "Sight Aid Ltd" })]);
    const bad = await get("products/1/dealers?countryId=uk");
    expect(bad.status).toBe(422);
  });
});

describe("free trial requests", () => {
  it("stores a trial and answers with the token's download location", async () => {
    const response = await post("products/1/demo-downloads", validTrial);
    expect(response.status).toBe(201);
    const location = response.headers.get("location");
    expect(location).toMatch(/^\/trial-downloads\/\w{32}$/);
    const body = await response.json<{ downloadToken: string }>();
    expect(location).toBe(`/trial-downloads/${body.downloadToken}`);
    const row = await env.DB.prepare("SELECT * FROM trial_requests WHERE email = 'amara@example.com'").first<Record<string, unknown>>();
    expect(row).toMatchObject({ product_id: 1, version_id: 103, language_id: 1, dealer_id: 901, about_you: "persona_1", market_segment_id: 2 });
    const token = await env.DB.prepare("SELECT kind, trial_request_id FROM download_tokens WHERE token = ?").bind(body.downloadToken).first();
    expect(token).toEqual({ kind: "trial", trial_request_id: row!.id });
  });

  it("accepts an explicit 'no dealer' choice", async () => {
    const response = await post("products/4/demo-downloads", { ...validTrial, email: "nodealer@example.com", dealerId: "none" });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("SELECT dealer_id FROM trial_requests WHERE email = 'nodealer@example.com'").first();
    expect(row).toEqual({ dealer_id: null });
  });

  it("answers bad input with 422 per field and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM trial_requests").first<{ n: number }>();
    const response = await post("products/1/demo-downloads", {
      firstName: "",
      lastName: "x".repeat(101),
      email: "not-an-email",
      phone: "0".repeat(26),
      languageId: "",
      dealerId: "",
      aboutYou: "persona_99",
    });
    expect(response.status).toBe(422);
    const body = await response.json<{ type: string; errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.type).toBe("inputs");
    expect(Object.keys(body.errors).sort()).toEqual(["aboutYou", "agreement", "dealerId", "email", "firstName", "languageId", "lastName", "phone"]);
    expect(body.errors.phone).toEqual({ friendlyName: "Phone number", errors: ["Phone number must be 25 characters or fewer"] });
    expect(body.errors.agreement?.friendlyName).toBe("Agreement");
    const after = await env.DB.prepare("SELECT count(*) AS n FROM trial_requests").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("refuses a dealer that does not sell the product, a language the trial lacks and a product without trials", async () => {
    const wrongDealer = await post("products/1/demo-downloads", { ...validTrial, dealerId: "12345" });
    expect(wrongDealer.status).toBe(422);
    expect(await wrongDealer.json()).toMatchObject({ errors: { dealerId: { friendlyName: "Dealer" } } });
    const wrongLanguage = await post("products/1/demo-downloads", { ...validTrial, languageId: "10" });
    expect(wrongLanguage.status).toBe(422);
    expect(await wrongLanguage.json()).toMatchObject({ errors: { languageId: { friendlyName: "Language" } } });
    const noTrial = await post("products/6/demo-downloads", validTrial);
    expect(noTrial.status).toBe(422);
    const badCountry = await post("products/1/demo-downloads", { ...validTrial, countryId: "77777" });
    expect(badCountry.status).toBe(422);
    expect((await post("products/abc/demo-downloads", validTrial)).status).toBe(404);
  });
});

describe("reader app downloads", () => {
  it("finds the latest demo version of product 8 in language 1", async () => {
    const response = await post("easyreader/download/get-latest-demo", { productId: "8", languageId: "1" });
    expect(await response.json()).toEqual({ productVersionId: 802 });
    expect((await post("easyreader/download/get-latest-demo", { productId: "8", languageId: "9" })).status).toBe(404);
    expect((await post("easyreader/download/get-latest-demo", { productId: "x", languageId: "1" })).status).toBe(422);
  });

  it("stores a download request and sends the visitor to the countdown", async () => {
    const response = await post("easyreader/download/request", {
      ...validReader,
      productId: "8",
      versionId: "802",
      languageId: "1",
      acceptEmails: "on",
      lang: "de",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toMatch(/^\/downloads\/\w{32}\/de$/);
    const row = await env.DB.prepare("SELECT kind, about_you, accept_emails, version_id FROM download_requests WHERE email = 'tom@example.com'").first();
    expect(row).toEqual({ kind: "reader", about_you: "parent", accept_emails: 1, version_id: 802 });
  });

  it("issues MSI tokens to the MSI countdown", async () => {
    const response = await post("easyreader/download/msi", { ...validReader, email: "it@school.example" });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toMatch(/^\/msi-downloads\/\w{32}\/en$/);
  });

  it("answers bad input with 422 per field", async () => {
    const response = await post("easyreader/download/request", { firstName: "x".repeat(101), email: `${"x".repeat(95)}@a.com`, aboutYou: "teacher" });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, unknown> }>();
    expect(Object.keys(body.errors).sort()).toEqual(["aboutYou", "agreement", "email", "firstName", "lastName"]);
  });
});

describe("download tokens", () => {
  it("resolve to the file for their own purpose only, until they expire", async () => {
    const response = await post("easyreader/download/request", { ...validReader, email: "expiry@example.com" });
    const { downloadToken } = await response.json<{ downloadToken: string }>();
    const db = getDb(env.DB);
    const now = Date.now();
    await expect(resolveToken(db, downloadToken, ["reader"], { now })).resolves.toMatchObject({
      ok: true,
      fileUrl: "/api/v1/downloads/files/1080201/ERW-11.02-en.zip",
    });
    await expect(resolveToken(db, downloadToken, ["trial"], { now })).resolves.toEqual({ ok: false, reason: "wrong-purpose" });
    await expect(resolveToken(db, downloadToken, ["reader"], { now: now + 8 * 24 * 60 * 60 * 1000 })).resolves.toEqual({ ok: false, reason: "expired" });
    await expect(resolveToken(db, "x".repeat(32), ["reader"])).resolves.toEqual({ ok: false, reason: "unknown" });
    await resolveToken(db, downloadToken, ["reader"], { record: true });
    const row = await env.DB.prepare("SELECT download_count FROM download_tokens WHERE token = ?").bind(downloadToken).first();
    expect(row).toEqual({ download_count: 1 });
  });
});

describe("premium reader unlock", () => {
  it("unlocks with a good code (any case and spacing) and returns the address to go to", async () => {
    const response = await post("easyreader-premium/unlock", { unlockCode: " erp-local-school-2026 ", dolphinId: "pupil@school.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ redirect: "/account?unlocked=easyreader-premium" });
    const row = await env.DB.prepare("SELECT code, dolphin_id FROM unlock_redemptions").first();
    expect(row).toEqual({ code: "ERP-LOCAL-SCHOOL-2026", dolphin_id: "pupil@school.example" });
  });

  it("says when a code is wrong or used up, and validates the fields", async () => {
    const wrong = await post("easyreader-premium/unlock", { unlockCode: "NOT-A-CODE", dolphinId: "a@b.example" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ errors: { unlockCode: { errors: [expect.stringContaining("not recognised")] } } });
    expect((await post("easyreader-premium/unlock", { unlockCode: "ERP-LOCAL-PERSONAL-0001", dolphinId: "a@b.example" })).status).toBe(200);
    const usedUp = await post("easyreader-premium/unlock", { unlockCode: "ERP-LOCAL-PERSONAL-0001", dolphinId: "c@d.example" });
    expect(usedUp.status).toBe(422);
    expect(await usedUp.json()).toMatchObject({ errors: { unlockCode: { errors: [expect.stringContaining("already been used")] } } });
    const invalid = await post("easyreader-premium/unlock", { unlockCode: "x".repeat(51), dolphinId: "" });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await invalid.json<{ errors: object }>()).errors).sort()).toEqual(["dolphinId", "unlockCode"]);
  });
});

describe("updates search", () => {
  it("pages results ten at a time, newest first", async () => {
    const first = await (await get("updates/search")).json<{ pageCount: number; resultCount: number; result: { id: number; releaseDate: string }[] }>();
    expect(first.resultCount).toBe(16);
    expect(first.pageCount).toBe(2);
    expect(first.result).toHaveLength(10);
    const dates = first.result.map((update) => update.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await (await get("updates/search?page=2")).json<{ result: { id: number }[] }>();
    expect(second.result).toHaveLength(6);
    expect(second.result.map((update) => update.id)).not.toContain(first.result[0]!.id);
    const small = await (await get("updates/search?perPage=5&page=3")).json<{ pageCount: number; result: unknown[] }>();
    expect(small.pageCount).toBe(4);
    expect(small.result).toHaveLength(5);
  });

  it("filters by product, version and search term (GET and POST alike)", async () => {
    const product = await (await get("updates/search?productId=3")).json<{ result: { productId: number }[] }>();
    expect(product.result.length).toBe(3);
    expect(product.result.every((update) => update.productId === 3)).toBe(true);
    const version = await (await get("updates/search?productId=1&productVersionId=103")).json<{ result: { version: string }[] }>();
    expect(version.result.map((update) => update.version)).toEqual(["23.01", "23.01", "23.01"]);
    const term = await (await post("updates/search", { searchTerm: "braille" })).json<{ resultCount: number; result: { id: number }[] }>();
    expect(term.result.map((update) => update.id).sort()).toEqual([6, 9]);
    const none = await (await get("updates/search?searchTerm=no%25such_thing")).json<{ resultCount: number; pageCount: number }>();
    expect(none).toMatchObject({ resultCount: 0, pageCount: 1 });
    expect((await get("updates/search?productId=abc")).status).toBe(422);
  });

  it("lets only licensed accounts download licensed updates", async () => {
    const db = getDb(env.DB);
    await env.DB.prepare("INSERT INTO licences (account_id, product_id, serial, min_major, max_major) VALUES ('acct-1', 1, 'SNM-0001', 22, 23)").run();
    const update = (await getUpdate(db, 1))!;
    await expect(checkUpdateLicence(db, null, update)).resolves.toEqual({ allowed: false, reason: "signed-out" });
    await expect(checkUpdateLicence(db, "acct-2", update)).resolves.toEqual({ allowed: false, reason: "no-licence" });
    await expect(checkUpdateLicence(db, "acct-1", update)).resolves.toEqual({ allowed: true, reason: "licensed" });
    const older = (await getUpdate(db, 3))!; // 22.02: still in range
    await expect(checkUpdateLicence(db, "acct-1", older)).resolves.toMatchObject({ allowed: true });
    const otherProduct = (await getUpdate(db, 6))!;
    await expect(checkUpdateLicence(db, "acct-1", otherProduct)).resolves.toEqual({ allowed: false, reason: "no-licence" });
    const free = (await getUpdate(db, 16))!;
    await expect(checkUpdateLicence(db, null, free)).resolves.toEqual({ allowed: true, reason: "free" });
  });
});

describe("release notes", () => {
  it("are rendered from sanitised HTML", () => {
    expect(
      sanitiseHtml(
        '<p onclick="x()">Fixes <strong>Outlook</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/support">help</a>',
      ),
    ).toBe('<p>Fixes <strong>Outlook</strong></p><a>x</a><a href="/support">help</a>');
  });
});

describe("buy and upgrade calls", () => {
  it("answers the SuperNova buy page calls from data", async () => {
    expect(await (await post("supernova/checkAvailibility", { edition: "magnifier-speech" })).json()).toMatchObject({
      available: true,
      productId: 2,
      version: "23.01",
    });
    expect(await (await post("supernova/getFulfilments", { edition: "magnifier" })).json()).toEqual(["download", "usb"]);
    expect(await (await post("supernova/getPrice", { edition: "screen-reader", fulfilment: "usb" })).json()).toMatchObject({
      netAmountMinor: 94500,
      currency: "GBP",
    });
    expect(await (await post("supernova/getPrice", { edition: "magnifier", kind: "renew-sma" })).json()).toMatchObject({ netAmountMinor: 7900 });
    const languages = await (await post("supernova/getLanguages", { edition: "magnifier" })).json<{ name: string }[]>();
    expect(languages.map((language) => language.name)).toContain("Deutsch");
    expect(await (await post("supernova/getDealers", { countryId: "3" })).json()).toEqual([expect.objectContaining({ name: "Hilfsmittel Nord" })]);
    expect((await post("supernova/getPrice", { edition: "deluxe" })).status).toBe(422);
  });

  it("looks up licence data only for the signed-in owner", async () => {
    expect((await post("product-upgrade/getLicenceData", { serial: "SNM-0001" })).status).toBe(401);
    const token = await createSession(env, {
      userId: "acct-1",
      email: "owner@example.com",
      termsAcceptedAt: null,
      refreshToken: "refresh",
      tokens: [
        { serviceId: 1, serviceRole: 16, userId: "acct-1", exp: Math.floor(Date.now() / 1000) + 3600, serviceRefresh: Math.floor(Date.now() / 1000) + 3000 },
      ] as never,
      remember: false,
    });
    const cookie = { Cookie: `${SESSION_COOKIE}=${token}` };
    const response = await post("product-upgrade/getLicenceData", { serial: "snm-0001" }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      serial: "SNM-0001",
      productName: "SuperNova Magnifier",
      latestVersion: "23.01",
      upToDate: true,
      renewPrice: { amountPence: 7900 },
    });
    expect((await post("product-upgrade/getLicenceData", { serial: "NOPE" }, cookie)).status).toBe(422);
  });
});
