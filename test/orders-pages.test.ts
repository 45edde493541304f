/**
 * The buy pages' forms without JavaScript: the order summary (ShowVars) prices SuperNova's
 * choices on the server and sends a dealer-only country to its dealer; its form starts
 * checkout once (a tampered total is refused with the summary shown again); the local
 * payment page pays or declines on both paths (API and page action).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DECLINED_MESSAGES, TAMPERED_ORDER_MESSAGE } from "../workers/orders";
import { payAction, reviewAction } from "~/routes/products/orders.server";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";
import { NORWAY, UK, licencesOfOrder, orderRow, seedShop, startOrder } from "./helpers/orders";

beforeAll(seedShop);

async function postReview(fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: "https://site.test",
    "CF-Connecting-IP": freshAddress(),
  };
  if (cookie) headers.Cookie = cookie;
  const request = new Request("https://site.test/SuperNova/Buy/ShowVars", { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  const result = (await reviewAction({ request, params: {} })) as any;
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: null };
  return { status: result.init?.status ?? 200, location: null, data: result.data };
}

describe("the order summary", () => {
  it("prices SuperNova's choices with VAT, or without it when relief is claimed with the declaration", async () => {
    const choice = { edition: "magnifier", fulfilment: "download", languageId: "1", countryId: String(UK) };
    const plain = await postReview(choice);
    expect(plain.status).toBe(200);
    expect(plain.data.summary).toMatchObject({
      label: "SuperNova Magnifier, download",
      price: "£395.00",
      tax: "£79.00",
      total: "£474.00",
      taxLine: "VAT at 20%",
    });
    expect(plain.data.summary.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(plain.data.signedIn).toBe(false);
    const undeclared = await postReview({ ...choice, taxRelief: "on" });
    expect(undeclared.status).toBe(422);
    expect(Object.keys(undeclared.data.fieldErrors).sort()).toEqual(["reliefAddress", "reliefCondition", "reliefName", "reliefStatement"]);
    const declaration = { reliefName: "Margaret Hale", reliefAddress: "4 Mill Lane, Milton", reliefCondition: "Glaucoma", reliefStatement: "on" };
    const relief = await postReview({ ...choice, taxRelief: "on", ...declaration });
    expect(relief.data.summary).toMatchObject({ tax: "£0.00", total: "£395.00", taxLine: "VAT (relief claimed)", buyer: { ...declaration } });
  });

  it("sends a country served only by dealers to its dealer, and answers bad choices on their fields", async () => {
    const norway = await postReview({ edition: "magnifier", fulfilment: "download", languageId: "1", countryId: String(NORWAY) });
    expect(norway.status).toBe(422);
    expect(norway.data).toMatchObject({ ok: false, dealerOnly: true });
    const bad = await postReview({ edition: "telescope", fulfilment: "download", languageId: "1", countryId: "1" });
    expect(bad.status).toBe(422);
    expect(bad.data.fieldErrors.edition.friendlyName).toBe("Edition");
  });

  it("starts checkout once for its form, and shows the summary again when the total was tampered with", async () => {
    const buyer = await createSignedInUser(env);
    const { data: summary } = await postReview({ edition: "magnifier", fulfilment: "download", languageId: "1", countryId: String(UK) }, buyer.cookie);
    expect(summary.signedIn).toBe(true);
    const s = summary.summary;
    const form = {
      intent: "checkout",
      priceId: String(s.priceId),
      countryId: String(s.countryId),
      languageId: String(s.languageId),
      quantity: "1",
      idempotencyKey: s.idempotencyKey,
      shownTotal: String(s.totalAmountMinor),
      shownCurrency: s.currency,
    };
    const first = await postReview(form, buyer.cookie);
    const second = await postReview(form, buyer.cookie);
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/checkout\/pay\/ord_[0-9a-f]{32}$/);
    expect(second.location).toBe(first.location);

    const tampered = await postReview({ ...form, idempotencyKey: `${s.idempotencyKey}x`, shownTotal: "1" }, buyer.cookie);
    expect(tampered.status).toBe(409);
    expect(tampered.data).toMatchObject({ ok: true, checkoutError: TAMPERED_ORDER_MESSAGE, summary: { total: "£474.00" } });
  });

  it("sends a signed-out visitor who tries to pay to sign in", async () => {
    const answer = await postReview({ intent: "checkout", priceId: "1", countryId: "1", idempotencyKey: "signed-out-form-key-123" });
    expect(answer.status).toBe(303);
    expect(answer.location).toContain("login");
  });
});

describe.each(BOTH_PATHS)("the local payment page through the %s path", (path) => {
  const pay: Target = { api: "payments/test-card", page: payAction, pagePath: "/checkout/pay/order" };
  const card = (orderId: string, cardNumber: string) => ({ orderId, cardNumber, expiry: "04/30", securityCode: "123", cardholder: "Ada Buyer" });

  it("pays with 4242 4242 4242 4242 and leads to the receipt", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const answer = await submit(path, pay, card(orderId, "4242 4242 4242 4242"), { cookie: buyer.cookie });
    expect(answer.redirect).toBe(`/orders/${orderId}`);
    expect((await orderRow(orderId))!.status).toBe("paid");
    expect(await licencesOfOrder(orderId)).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 on the card field, issuing nothing", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const answer = await submit(path, pay, card(orderId, "4000000000000002"), { cookie: buyer.cookie });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.cardNumber?.errors).toEqual([DECLINED_MESSAGES.declined]);
    expect(await licencesOfOrder(orderId)).toHaveLength(0);
  });

  it("answers a malformed card with per-field errors and changes nothing", async () => {
    const buyer = await createSignedInUser(env);
    const orderId = await startOrder(buyer.cookie);
    const answer = await submit(path, pay, { orderId, cardNumber: "12", expiry: "13/99", securityCode: "x", cardholder: "" }, { cookie: buyer.cookie });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(expect.arrayContaining(["cardNumber", "expiry", "securityCode", "cardholder"]));
    expect((await orderRow(orderId))!.status).toBe("pending");
  });
});
