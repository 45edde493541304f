/**
 * /api/v1 of online purchase: the buy pages' calls (supernova/*, and product-upgrade/getLicenceData
 * answered by the licences area),
 * starting checkout, My orders (account/orders), the local payment page's card and confirmation forms, the refund of a
 * test payment, and the payment
 * provider's webhook. Rules live in workers/orders.
 */
import { Hono } from "hono";
import { getDb } from "../db";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  checkAvailability,
  confirmTestPayment,
  handlePaymentWebhook,
  listMyOrders,
  lookUpLicence,
  payWithTestCard,
  refundTestPayment,
  startCheckout,
  supernovaDealers,
  supernovaFulfilments,
  supernovaLanguages,
  supernovaPrice,
} from "../orders";

export const ordersApi = new Hono<AppEnv>();

ordersApi.post("/supernova/checkAvailibility", apiRoute(checkAvailability));
ordersApi.post("/supernova/getLanguages", apiRoute(supernovaLanguages));
ordersApi.post("/supernova/getFulfilments", apiRoute(supernovaFulfilments));
ordersApi.post("/supernova/getPrice", apiRoute(supernovaPrice));
ordersApi.post("/supernova/getDealers", apiRoute(supernovaDealers));
ordersApi.post("/product-upgrade/getLicenceData", apiRoute(lookUpLicence));

ordersApi.post("/orders/checkout", apiRoute(startCheckout));
ordersApi.get("/account/orders", apiRoute(listMyOrders));
ordersApi.post("/payments/test-card", apiRoute(payWithTestCard));
ordersApi.post("/payments/test-card/confirm", apiRoute(confirmTestPayment));
ordersApi.post("/payments/test-refund", apiRoute(refundTestPayment));

/** The provider's events: signed, never from a browser, answered 2xx once handled (or already handled). */
ordersApi.post("/payments/webhook", async (c) => {
  const answer = await handlePaymentWebhook(c.env, getDb(c.env.DB), c.req.raw);
  return c.json(answer.body, answer.status);
});
