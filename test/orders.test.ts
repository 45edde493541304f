/**
 * Pricing and checkout: prices per currency with each country's tax (and UK VAT relief),
 * countries served only by dealers, the buy pages' calls, and starting checkout, where only
 * the server's amount counts, a tampered form is refused and a double submission is one order.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { DEALER_ONLY_MESSAGE, TAMPERED_ORDER_MESSAGE, countrySale, findPackage, priceQuote, taxOn } from "../workers/orders";
import { createSignedInUser } from "./helpers/auth";
import { freshAddress } from "./helpers/operations";
import { GERMANY, MAGNIFIER_DOWNLOAD_PRICE, MAGNIFIER_USB_PRICE, NORWAY, UK, USA, newIdempotencyKey, orderRow, postCheckout, seedShop } from "./helpers/orders";

const db = () => getDb(env.DB);

beforeAll(seedShop);

async function call(path: string, fields: Record<string, string>) {
  const response = await SELF.fetch(`https://site.test/api/v1/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", "CF-Connecting-IP": freshAddress() },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

describe("prices and tax", () => {
  it("rounds tax half up to the minor unit", () => {
    expect(taxOn(39500, 2000)).toBe(7900);
    expect(taxOn(1, 5000)).toBe(1);
    expect(taxOn(499, 2100)).toBe(105); // 104.79
    expect(taxOn(46200, 1900)).toBe(8778);
  });

  it("prices a package in the currency of the buyer's country with that country's tax", async () => {
    const uk = (await countrySale(db(), UK))!;
    const germany = (await countrySale(db(), GERMANY))!;
    const usa = (await countrySale(db(), USA))!;
    expect([uk.currency, germany.currency, usa.currency]).toEqual(["GBP", "EUR", "USD"]);

    const inPounds = priceQuote((await findPackage(db(), MAGNIFIER_DOWNLOAD_PRICE, "GBP"))!, uk, 1, false);
    expect(inPounds).toMatchObject({
      currency: "GBP",
      netAmountMinor: 39500,
      taxName: "VAT",
      taxRateBasisPoints: 2000,
      taxAmountMinor: 7900,
      totalAmountMinor: 47400,
    });

    const inEuros = priceQuote((await findPackage(db(), MAGNIFIER_DOWNLOAD_PRICE, "EUR"))!, germany, 1, false);
    expect(inEuros).toMatchObject({ currency: "EUR", netAmountMinor: 46200, taxRateBasisPoints: 1900, taxAmountMinor: 8778, totalAmountMinor: 54978 });

    const inDollars = priceQuote((await findPackage(db(), MAGNIFIER_DOWNLOAD_PRICE, "USD"))!, usa, 1, false);
    expect(inDollars).toMatchObject({ currency: "USD", netAmountMinor: 50200, taxAmountMinor: 0, totalAmountMinor: 50200 });
  });

  it("takes no VAT from a UK customer who claims relief, and gives relief nowhere else", async () => {
    const uk = (await countrySale(db(), UK))!;
    const germany = (await countrySale(db(), GERMANY))!;
    expect(priceQuote((await findPackage(db(), MAGNIFIER_DOWNLOAD_PRICE, "GBP"))!, uk, 1, true)).toMatchObject({
      taxRelief: true,
      taxAmountMinor: 0,
      totalAmountMinor: 39500,
    });
    expect(priceQuote((await findPackage(db(), MAGNIFIER_DOWNLOAD_PRICE, "EUR"))!, germany, 1, true)).toMatchObject({ taxRelief: false, taxAmountMinor: 8778 });
  });

  it("multiplies by the seats before tax", async () => {
    const uk = (await countrySale(db(), UK))!;
    expect(priceQuote((await findPackage(db(), MAGNIFIER_USB_PRICE, "GBP"))!, uk, 3, false)).toMatchObject({
      netAmountMinor: 133500,
      taxAmountMinor: 26700,
      totalAmountMinor: 160200,
    });
  });
});

describe("the buy pages' calls", () => {
  it("say whether an edition is sold online in a country, and send dealer-only countries to a dealer", async () => {
    const uk = await call("supernova/checkAvailibility", { edition: "magnifier", countryId: String(UK) });
    expect(uk).toMatchObject({ status: 200, json: { available: true, channel: "online", currency: "GBP", version: "23.01" } });
    const norway = await call("supernova/checkAvailibility", { edition: "magnifier", countryId: String(NORWAY) });
    expect(norway).toMatchObject({ status: 200, json: { available: false, channel: "dealer", message: DEALER_ONLY_MESSAGE } });
  });

  it("price an edition with the country's tax and currency", async () => {
    const price = await call("supernova/getPrice", { edition: "screen-reader", fulfilment: "usb", countryId: String(GERMANY) });
    expect(price.status).toBe(200);
    expect(price.json).toMatchObject({ currency: "EUR", taxName: "VAT", taxRateBasisPoints: 1900 });
    expect(price.json.totalAmountMinor).toBe(price.json.netAmountMinor + price.json.taxAmountMinor);
    expect(price.json.total).toMatch(/^€/);
    const dealerOnly = await call("supernova/getPrice", { edition: "screen-reader", countryId: String(NORWAY) });
    expect(dealerOnly.status).toBe(422);
    expect(dealerOnly.json.errors.countryId.errors).toEqual([DEALER_ONLY_MESSAGE]);
  });

  it("list languages, ways to get it and dealers, and answer bad input with per-field errors", async () => {
    expect((await call("supernova/getFulfilments", { edition: "magnifier" })).json).toEqual(["download", "usb"]);
    const languages = await call("supernova/getLanguages", { edition: "magnifier" });
    expect(languages.json.length).toBeGreaterThan(0);
    expect(languages.json[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await call("supernova/getDealers", { countryId: String(UK) })).status).toBe(200);
    const bad = await call("supernova/getPrice", { edition: "telescope" });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.edition.friendlyName).toBe("Edition");
  });
});

describe("starting checkout", () => {
  it("needs a signed-in account", async () => {
    const answer = await postCheckout("", { priceId: "1", countryId: "1", idempotencyKey: newIdempotencyKey() });
    expect(answer.status).toBe(401);
  });

  it("places a pending order at the server's price and sends the buyer to the payment page", async () => {
    const buyer = await createSignedInUser(env);
    const answer = await postCheckout(buyer.cookie, {
      priceId: String(MAGNIFIER_DOWNLOAD_PRICE),
      countryId: String(GERMANY),
      languageId: "1",
      idempotencyKey: newIdempotencyKey(),
    });
    expect(answer.status).toBe(201);
    expect(answer.json.redirect).toBe(`/checkout/pay/${answer.json.orderId}`);
    expect(await orderRow(answer.json.orderId)).toMatchObject({
      status: "pending",
      currency: "EUR",
      net_amount_minor: 46200,
      tax_amount_minor: 8778,
      total_amount_minor: 54978,
      account_id: buyer.userId,
      provider: "local",
    });
  });

  it("ignores amounts and currencies the browser adds, and refuses a form whose shown total or currency was altered", async () => {
    const buyer = await createSignedInUser(env);
    const ignored = await postCheckout(buyer.cookie, {
      priceId: "1",
      countryId: "1",
      idempotencyKey: newIdempotencyKey(),
      amount: "1",
      amountMinor: "1",
      currency: "USD",
    });
    expect(ignored.status).toBe(201);
    expect(await orderRow(ignored.json.orderId)).toMatchObject({ total_amount_minor: 47400, currency: "GBP" });

    const before = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    const cheaper = await postCheckout(buyer.cookie, {
      priceId: "1",
      countryId: "1",
      idempotencyKey: newIdempotencyKey(),
      shownTotal: "100",
      shownCurrency: "GBP",
    });
    expect(cheaper).toMatchObject({ status: 409, json: { message: TAMPERED_ORDER_MESSAGE } });
    const otherCurrency = await postCheckout(buyer.cookie, {
      priceId: "1",
      countryId: "1",
      idempotencyKey: newIdempotencyKey(),
      shownTotal: "47400",
      shownCurrency: "USD",
    });
    expect(otherCurrency.status).toBe(409);
    const seats = await postCheckout(buyer.cookie, { priceId: "1", countryId: "1", idempotencyKey: newIdempotencyKey(), quantity: "5" });
    expect(seats.status).toBe(422);
    expect(seats.json.errors.quantity).toBeDefined();
    const after = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("refuses a country served only by dealers, seats without an organisation and an upgrade without a licence, on their fields", async () => {
    const buyer = await createSignedInUser(env);
    const norway = await postCheckout(buyer.cookie, { priceId: "1", countryId: String(NORWAY), idempotencyKey: newIdempotencyKey() });
    expect(norway.status).toBe(422);
    expect(norway.json.errors.countryId.errors).toEqual([DEALER_ONLY_MESSAGE]);
    const subscription = await postCheckout(buyer.cookie, { priceId: "19", countryId: "1", idempotencyKey: newIdempotencyKey() });
    expect(subscription.status).toBe(422);
    expect(subscription.json.errors.organisationId).toBeDefined();
    const unknownPackage = await postCheckout(buyer.cookie, { priceId: "9999", countryId: "1", idempotencyKey: newIdempotencyKey() });
    expect(unknownPackage.status).toBe(422);
    expect(unknownPackage.json.errors.priceId).toBeDefined();
    const upgradeWithoutLicence = await postCheckout(buyer.cookie, { priceId: "7", countryId: "1", idempotencyKey: newIdempotencyKey() });
    expect(upgradeWithoutLicence.status).toBe(422);
    expect(upgradeWithoutLicence.json.errors.licenceSerial).toBeDefined();
  });

  it("makes one order of a form submitted twice, even at once", async () => {
    const buyer = await createSignedInUser(env);
    const fields = { priceId: "1", countryId: "1", idempotencyKey: newIdempotencyKey() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCheckout(buyer.cookie, fields)));
    const ids = new Set(answers.map((answer) => answer.json.orderId));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE idempotency_key = ?").bind(fields.idempotencyKey).first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });
});
