/**
 * Currencies, tax by country, business buyers and VAT invoices: each country is priced in its
 * currency with its VAT rate (the United States without VAT), a locale's buy page starts from
 * its country, an EU business with a VAT number of its country is reverse-charged, the UK
 * relief declaration is required to claim relief and kept with the order, every paid order
 * gets an invoice numbered without gaps or duplicates even when webhooks arrive at once, a
 * refund gets a credit note, and My orders lists only the account's own orders.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../workers/db/client";
import { SELLER, countrySale, expireAbandonedOrders, findPackage, localeCountryId, priceQuote } from "../workers/orders";
import { ownTaxDocument } from "~/routes/products/invoices.server";
import { chosenSale, pagePackages } from "~/routes/products/orders.server";
import { createSignedInUser } from "./helpers/auth";
import {
  GERMANY,
  MAGNIFIER_DOWNLOAD_PRICE,
  UK,
  USA,
  deliver,
  newIdempotencyKey,
  orderRow,
  paidEvent,
  postCheckout,
  refundEvent,
  seedShop,
  startOrder,
} from "./helpers/orders";
import { SELF } from "cloudflare:test";

const db = () => getDb(env.DB);
const FRANCE = 4;
const NETHERLANDS = 5;

beforeAll(seedShop);

async function documentsOf(orderId: string) {
  return (await env.DB.prepare("SELECT * FROM tax_documents WHERE order_id = ? ORDER BY kind DESC").bind(orderId).all<Record<string, any>>()).results;
}

async function myOrders(cookie: string) {
  const response = await SELF.fetch("https://site.test/api/v1/account/orders", { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const DECLARATION = {
  taxRelief: "on",
  reliefName: "Margaret Hale",
  reliefAddress: "4 Mill Lane\nMilton\nMT1 2AB",
  reliefCondition: "Macular degeneration: I can no longer read print",
  reliefStatement: "on",
};

describe("prices in the visitor's currency, tax by country", () => {
  it("prices each country in its currency with its VAT rate, and the United States without VAT", async () => {
    const quotes = await Promise.all(
      [UK, GERMANY, FRANCE, NETHERLANDS, USA].map(async (countryId) => {
        const sale = (await countrySale(db(), countryId))!;
        const pkg = (await findPackage(db(), MAGNIFIER_DOWNLOAD_PRICE, sale.currency))!;
        const quote = priceQuote(pkg, sale, 1, false);
        return [sale.countryCode, quote.currency, quote.taxRateBasisPoints, quote.netAmountMinor, quote.taxAmountMinor];
      }),
    );
    expect(quotes).toEqual([
      ["GB", "GBP", 2000, 39500, 7900],
      ["DE", "EUR", 1900, 46200, 8778],
      ["FR", "EUR", 2000, 46200, 9240],
      ["NL", "EUR", 2100, 46200, 9702],
      ["US", "USD", 0, 50200, 0],
    ]);
  });

  it("starts each locale's buy page from its country: the American page from the United States", async () => {
    expect(await localeCountryId(db(), "en-us")).toBe(USA);
    expect(await localeCountryId(db(), "de-de")).toBe(GERMANY);
    expect(await localeCountryId(db(), "fr-fr")).toBe(FRANCE);
    expect(await localeCountryId(db(), "nl-nl")).toBe(NETHERLANDS);
    expect(await localeCountryId(db(), "en-gb")).toBe(UK);
  });

  it("prices a locale's buy page in its country's currency, and 'Your country' changes both", async () => {
    const page = (path: string) => new Request(`https://site.test${path}`);
    const magnifier = (rows: Awaited<ReturnType<typeof pagePackages>>) => rows.find((row) => row.id === MAGNIFIER_DOWNLOAD_PRICE);
    // The buy page's loader: the sale from the address and the locale, then the packages in its currency.
    const american = await chosenSale(page("/en-us/SuperNova/Buy"), "en-us");
    expect(american).toMatchObject({ countryId: USA, currency: "USD", taxRateBasisPoints: 0 });
    expect(magnifier(await pagePackages([1], "buy", american))).toMatchObject({ currency: "USD", amountMinor: 50200 });
    const german = await chosenSale(page("/de-de/SuperNova/Buy"), "de-de");
    expect(german).toMatchObject({ countryId: GERMANY, currency: "EUR", taxRateBasisPoints: 1900 });
    expect((await chosenSale(page("/SuperNova/Buy"), "en-gb")).currency).toBe("GBP");
    // 'Your country' on the American page: France, in euros at 20 %.
    const chosen = await chosenSale(page(`/en-us/SuperNova/Buy?country=${FRANCE}`), "en-us");
    expect(chosen).toMatchObject({ countryId: FRANCE, currency: "EUR", taxRateBasisPoints: 2000 });
    expect(magnifier(await pagePackages([1], "buy", chosen))).toMatchObject({ currency: "EUR", amountMinor: 46200 });
    // A country that does not exist leaves the locale's.
    expect((await chosenSale(page("/en-us/SuperNova/Buy?country=999999"), "en-us")).countryId).toBe(USA);
  });

  it("charges a German order in euros with 19 % VAT, computed by the server", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, { countryId: String(GERMANY) });
    expect(await orderRow(orderId)).toMatchObject({
      currency: "EUR",
      net_amount_minor: 46200,
      tax_rate_basis_points: 1900,
      tax_amount_minor: 8778,
      total_amount_minor: 54978,
      reverse_charge: 0,
    });
  });
});

describe("business buyers", () => {
  it("reverse-charges an EU business with a VAT number of its country, and keeps its details", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, {
      countryId: String(GERMANY),
      companyName: "Blindenverein Köln e.V.",
      invoiceAddress: "Domstraße 1\n50667 Köln",
      vatNumber: "de 123 456 789",
    });
    expect(await orderRow(orderId)).toMatchObject({
      currency: "EUR",
      tax_amount_minor: 0,
      tax_rate_basis_points: 0,
      total_amount_minor: 46200,
      reverse_charge: 1,
      vat_number: "DE123456789",
      company_name: "Blindenverein Köln e.V.",
    });
  });

  it("charges UK VAT to a UK business: the seller is in the UK", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, { companyName: "Hollybrook School", vatNumber: "GB123456789" });
    expect(await orderRow(orderId)).toMatchObject({ currency: "GBP", tax_amount_minor: 7900, reverse_charge: 0, vat_number: "GB123456789" });
  });

  it("refuses a VAT number of the wrong format, or of another country than the one bought from, with a field error", async () => {
    const buyer = await createSignedInUser(env);
    const base = { priceId: String(MAGNIFIER_DOWNLOAD_PRICE), countryId: String(GERMANY), languageId: "1" };
    const wrongFormat = await postCheckout(buyer.cookie, { ...base, idempotencyKey: newIdempotencyKey(), vatNumber: "DE12345" });
    expect(wrongFormat.status).toBe(422);
    expect(Object.keys(wrongFormat.json.errors)).toEqual(["vatNumber"]);
    const otherCountry = await postCheckout(buyer.cookie, { ...base, idempotencyKey: newIdempotencyKey(), vatNumber: "FR12345678901" });
    expect(otherCountry.status).toBe(422);
    expect(otherCountry.json.errors.vatNumber.errors).toEqual(["The VAT number must be from the country you buy from"]);
    const inAmerica = await postCheckout(buyer.cookie, { ...base, countryId: String(USA), idempotencyKey: newIdempotencyKey(), vatNumber: "DE123456789" });
    expect(inAmerica.status).toBe(422);
  });
});

describe("the UK VAT relief declaration", () => {
  it("is required to claim relief, field by field, and nothing is ordered without it", async () => {
    const buyer = await createSignedInUser(env);
    const key = newIdempotencyKey();
    const answer = await postCheckout(buyer.cookie, {
      priceId: String(MAGNIFIER_DOWNLOAD_PRICE),
      countryId: String(UK),
      languageId: "1",
      idempotencyKey: key,
      taxRelief: "on",
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors).sort()).toEqual(["reliefAddress", "reliefCondition", "reliefName", "reliefStatement"]);
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE idempotency_key = ?").bind(key).first<{ n: number }>();
    expect(orders!.n).toBe(0);
  });

  it("is kept with the order, which then carries no VAT", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, DECLARATION);
    expect(await orderRow(orderId)).toMatchObject({
      tax_relief: 1,
      tax_amount_minor: 0,
      relief_name: "Margaret Hale",
      relief_address: "4 Mill Lane\nMilton\nMT1 2AB",
      relief_condition: "Macular degeneration: I can no longer read print",
      relief_charity: null,
    });
  });

  it("may name a charity instead of a person", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, { taxRelief: "on", reliefCharity: "Milton Sight Loss Trust" });
    expect(await orderRow(orderId)).toMatchObject({ tax_relief: 1, tax_amount_minor: 0, relief_charity: "Milton Sight Loss Trust", relief_name: null });
  });

  it("is not offered outside the UK: a German order pays German VAT and keeps no declaration", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, { ...DECLARATION, countryId: String(GERMANY) });
    expect(await orderRow(orderId)).toMatchObject({ tax_relief: 0, tax_amount_minor: 8778, relief_name: null });
  });
});

describe("invoices and credit notes", () => {
  it("a paid order gets one invoice, numbered INV-{year}-{six digits}, however often the event arrives", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const paid = await paidEvent(orderId);
    await Promise.all(Array.from({ length: 10 }, () => deliver(paid)));
    await deliver(await paidEvent(orderId, `evt_again_${orderId}`, { type: "checkout.session.async_payment_succeeded" }));
    const documents = await documentsOf(orderId);
    expect(documents).toHaveLength(1);
    expect(documents[0]!.number).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(documents[0]!.number).toBe(`INV-${documents[0]!.year}-${String(documents[0]!.sequence).padStart(6, "0")}`);
  });

  it("numbers invoices without gaps or duplicates when many webhooks pay orders at once, and an unpaid order takes no number", async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(env)));
    const orderIds = await Promise.all(buyers.map((buyer) => startOrder(buyer.cookie)));
    const unpaid = await startOrder(buyers[0]!.cookie);
    // A payment of the wrong amount is refused: it must not take a number either.
    await deliver(await paidEvent(unpaid, `evt_short_${unpaid}`, { amount_total: 1 }));
    const events = await Promise.all(orderIds.map((orderId) => paidEvent(orderId)));
    await Promise.all(events.flatMap((paid) => [deliver(paid), deliver(paid)]));
    expect(await documentsOf(unpaid)).toEqual([]);
    const numbers = (await Promise.all(orderIds.map(documentsOf))).map((documents) => documents.map((document) => document.number));
    expect(numbers.every((list) => list.length === 1)).toBe(true);
    expect(new Set(numbers.flat()).size).toBe(orderIds.length);
    // Every invoice of the year, from all the tests in this file: 1, 2, 3, … with none missing or repeated.
    const year = new Date().getUTCFullYear();
    const { results } = await env.DB.prepare("SELECT sequence FROM tax_documents WHERE kind = 'invoice' AND year = ? ORDER BY sequence")
      .bind(year)
      .all<{ sequence: number }>();
    expect(results.map((row) => row.sequence)).toEqual(results.map((_, index) => index + 1));
  }, 60_000);

  it("a refund gets a credit note numbered CN-{year}-…, once, and the invoice stays", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    await deliver(await paidEvent(orderId));
    await Promise.all([deliver(refundEvent(orderId)), deliver(refundEvent(orderId, `evt_refund_again_${orderId}`))]);
    expect((await orderRow(orderId))!.status).toBe("refunded");
    const documents = await documentsOf(orderId);
    expect(documents.map((document) => document.kind)).toEqual(["invoice", "credit-note"]);
    expect(documents[1]!.number).toMatch(new RegExp(`^CN-${new Date().getUTCFullYear()}-\\d{6}$`));
  });
});

describe("the invoice and credit note pages", () => {
  it("name the seller and the buyer, each amount and the rate, and the reverse charge; the credit note cancels the invoice; no one else finds them", async () => {
    const buyer = await createSignedInUser(env);
    const business = { companyName: "Blindenverein Köln e.V.", invoiceAddress: "Domstraße 1\n50667 Köln", vatNumber: "DE123456789" };
    const orderId = await startOrder(buyer.cookie, { countryId: String(GERMANY), ...business });
    expect(await ownTaxDocument(buyer.userId, orderId, "invoice")).toBeNull();
    await deliver(await paidEvent(orderId));

    const invoice = (await ownTaxDocument(buyer.userId, orderId, "invoice"))!;
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      seller: { name: SELLER.name, address: [...SELLER.address], vatNumber: expect.stringMatching(/^GB/) },
      buyer: { email: buyer.email, ...business },
      line: { label: "SuperNova Magnifier, download", quantity: 1, netAmountMinor: 46200, taxRateBasisPoints: 0, taxAmountMinor: 0, totalAmountMinor: 46200 },
      currency: "EUR",
      reverseCharge: true,
      relief: null,
    });
    expect(await ownTaxDocument(buyer.userId, orderId, "credit-note")).toBeNull();

    await deliver(refundEvent(orderId));
    const creditNote = (await ownTaxDocument(buyer.userId, orderId, "credit-note"))!;
    expect(creditNote).toMatchObject({
      kind: "credit-note",
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      invoiceNumber: invoice.number,
      line: { netAmountMinor: -46200, taxAmountMinor: 0, totalAmountMinor: -46200 },
    });
    // No VAT was charged: the credit note's tax is a plain zero, which prints without a minus.
    expect(Object.is(creditNote.line.taxAmountMinor, 0)).toBe(true);

    const stranger = await createSignedInUser(env);
    expect(await ownTaxDocument(stranger.userId, orderId, "invoice")).toBeNull();
    expect(await ownTaxDocument(stranger.userId, orderId, "credit-note")).toBeNull();
  });

  it("show a consumer's VAT line: net, rate and tax", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    await deliver(await paidEvent(orderId));
    expect(await ownTaxDocument(buyer.userId, orderId, "invoice")).toMatchObject({
      line: { netAmountMinor: 39500, taxRateBasisPoints: 2000, taxAmountMinor: 7900, totalAmountMinor: 47400 },
      currency: "GBP",
      reverseCharge: false,
    });
  });
});

describe("a new customer in each of the site's countries", () => {
  const installer = new TextEncoder().encode("installer SNM-23.01-en bytes");
  beforeAll(() => env.DOWNLOADS.put("downloads/files/SNM-23.01-en.zip", installer));

  it.each([
    ["the United Kingdom", UK, "GBP", 2000],
    ["Germany", GERMANY, "EUR", 1900],
    ["France", FRANCE, "EUR", 2000],
    ["the Netherlands", NETHERLANDS, "EUR", 2100],
    ["the United States", USA, "USD", 0],
  ])("in %s buys, pays, downloads the software and finds the order and its invoice", async (_country, countryId, currency, rate) => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie, { countryId: String(countryId) });
    await deliver(await paidEvent(orderId));
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", currency, tax_rate_basis_points: rate });

    // SuperNova Magnifier 23.01 in English, the software the licence pays for.
    const download = await SELF.fetch("https://site.test/api/v1/licences/software/file?id=10301", { headers: { Cookie: buyer.cookie } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(installer);

    const listed = ((await myOrders(buyer.cookie)).json.orders as Record<string, any>[]).find((order) => order.id === orderId);
    expect(listed).toMatchObject({ status: "paid", currency, invoice: expect.stringMatching(/^INV-\d{4}-\d{6}$/) });
    expect(await ownTaxDocument(buyer.userId, orderId, "invoice")).toMatchObject({ number: listed!.invoice, currency, line: { taxRateBasisPoints: rate } });
  });
});

describe("My orders", () => {
  it("lists an account's own orders by short number with their invoices, and never another account's", async () => {
    const [alice, bob] = await Promise.all([createSignedInUser(env), createSignedInUser(env)]);
    const paidId = await startOrder(alice.cookie, { countryId: String(GERMANY) });
    await deliver(await paidEvent(paidId));
    const pendingId = await startOrder(alice.cookie);
    const bobsId = await startOrder(bob.cookie);

    const mine = await myOrders(alice.cookie);
    expect(mine.status).toBe(200);
    const listed = mine.json.orders as Record<string, any>[];
    expect(listed.map((order) => order.id).sort()).toEqual([paidId, pendingId].sort());
    const paid = listed.find((order) => order.id === paidId)!;
    expect(paid).toMatchObject({ status: "paid", currency: "EUR", totalAmountMinor: 54978, creditNote: null });
    expect(paid.shortNumber).toMatch(/^DOL-[A-HJ-NP-Z2-9]{8}$/);
    expect(paid.invoice).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(listed.find((order) => order.id === pendingId)).toMatchObject({ status: "pending", invoice: null });
    // Each with its date and what was bought.
    expect(paid).toMatchObject({ label: "SuperNova Magnifier, download", quantity: 1 });
    expect(Date.parse(paid.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // A refunded order with its credit note, and an abandoned one expired.
    const refundedId = await startOrder(alice.cookie);
    await deliver(await paidEvent(refundedId));
    await deliver(refundEvent(refundedId));
    const abandonedId = await startOrder(alice.cookie);
    await env.DB.prepare("UPDATE orders SET expires_at = 0 WHERE id = ?").bind(abandonedId).run();
    await expireAbandonedOrders(db());
    const later = (await myOrders(alice.cookie)).json.orders as Record<string, any>[];
    expect(later.find((order) => order.id === refundedId)).toMatchObject({
      status: "refunded",
      invoice: expect.stringMatching(/^INV-/),
      creditNote: expect.stringMatching(/^CN-/),
    });
    expect(later.find((order) => order.id === abandonedId)).toMatchObject({ status: "expired", invoice: null });

    expect(((await myOrders(bob.cookie)).json.orders as Record<string, any>[]).map((order) => order.id)).toEqual([bobsId]);
    expect((await myOrders("")).status).toBe(401);
  });

  it("gives every order its own short number", async () => {
    const buyer = await createSignedInUser(env);
    const ids = await Promise.all(Array.from({ length: 5 }, () => startOrder(buyer.cookie)));
    const numbers = await Promise.all(ids.map(async (id) => (await orderRow(id))!.short_number as string));
    expect(new Set(numbers).size).toBe(5);
  });
});
