/**
 * What payment gives and a refund takes back: a purchase issues a licence (the product's
 * current version with a year of updates), an upgrade moves the customer's licence to the
 * current version, a renewal adds a year of updates to it, a subscription adds seats to the
 * organisation and extends its subscription; the receipt is mailed through the outbox. What an
 * upgrade, renewal or subscription changed is kept on the order first, so that a refund puts
 * it back; a refunded purchase revokes its licence.
 */
import { buildUrl } from "@common/routes";
import type { Database } from "../db/client";
import { extendSubscription, subscriptionMonths, withdrawSubscription } from "../premium";
import { latestVersion } from "../products";
import { siteOrigin } from "../services/mail";
import { sendThroughOutbox } from "../services/support-outbox";
import { SMA_MONTHS, issueOrderLicence, renewOrderLicence, restoreOrderLicence, revokeOrderLicence, upgradeOrderLicence } from "./licensing";
import { type Order, recordLicenceSerial, recordPriorState } from "./orders";
import { formatMoney } from "./pricing";

async function currentMajor(db: Database, productId: number): Promise<number> {
  const version = await latestVersion(db, productId);
  if (!version) throw new Error(`product ${productId} has no current version to license`);
  return version.major;
}

/** Gives what a paid order bought; returns the licence serial it concerns. */
export async function fulfilOrder(env: Env, db: Database, order: Order): Promise<string | null> {
  let serial = order.licenceSerial;
  if (order.kind === "buy") {
    const issued = await issueOrderLicence(db, {
      accountId: order.accountId,
      productId: order.productId,
      edition: order.edition,
      majorVersion: await currentMajor(db, order.productId),
      seats: order.quantity,
      fulfilment: order.fulfilment,
      smaMonths: SMA_MONTHS,
      orderId: order.id,
    });
    serial = issued.serial;
    await recordLicenceSerial(db, order.id, serial);
  } else if (order.kind === "upgrade" && serial) {
    const { priorMaxMajor } = await upgradeOrderLicence(db, { accountId: order.accountId, serial, majorVersion: await currentMajor(db, order.productId) });
    await recordPriorState(db, order.id, { priorMaxMajor });
  } else if (order.kind === "renew-sma" && serial) {
    // The version is kept too: it marks the renewal as recorded, since a licence may have had no maintenance end before.
    await recordPriorState(db, order.id, await renewOrderLicence(db, { accountId: order.accountId, serial, months: SMA_MONTHS }));
  } else if (order.kind === "subscribe" && order.organisationId !== null) {
    const { priorExpiresAt } = await extendSubscription(db, { organisationId: order.organisationId, seats: order.quantity, months: subscriptionMonths(order.edition) });
    await recordPriorState(db, order.id, { priorEndsAt: priorExpiresAt });
  }
  await mailReceipt(env, db, { ...order, licenceSerial: serial });
  return serial;
}

/** Takes back what a refunded order gave, from what was kept on it at payment. */
export async function revokeRefundedOrder(db: Database, order: Order): Promise<void> {
  if (order.kind === "buy" && order.licenceSerial) await revokeOrderLicence(db, { serial: order.licenceSerial });
  if (order.kind === "upgrade" && order.licenceSerial && order.priorMaxMajor !== null) {
    await restoreOrderLicence(db, { serial: order.licenceSerial, maxMajor: order.priorMaxMajor });
  }
  if (order.kind === "renew-sma" && order.licenceSerial && order.priorMaxMajor !== null) await restoreOrderLicence(db, { serial: order.licenceSerial, smaExpiresAt: order.priorEndsAt });
  if (order.kind === "subscribe" && order.organisationId !== null && order.priorEndsAt) {
    await withdrawSubscription(db, { organisationId: order.organisationId, seats: order.quantity, priorExpiresAt: order.priorEndsAt });
  }
}

async function mailReceipt(env: Env, db: Database, order: Order): Promise<void> {
  const receipt = `${siteOrigin(env)}${buildUrl("OrderReceipt", { orderId: order.id })}`;
  const lines = [
    "Thank you for your order.",
    "",
    `Order: ${order.id}`,
    `${order.label}${order.quantity > 1 ? ` × ${order.quantity}` : ""}`,
    `Price: ${formatMoney(order.netAmountMinor, order.currency)}`,
    `${order.taxName}: ${formatMoney(order.taxAmountMinor, order.currency)}${order.taxRelief ? " (VAT relief claimed)" : ""}`,
    `Total paid: ${formatMoney(order.totalAmountMinor, order.currency)}`,
    "",
    ...(order.kind === "subscribe"
      ? [`The seats are added to your organisation's premium reader subscription: see them on your premium reader status page.`]
      : [order.licenceSerial ? `Your licence serial number: ${order.licenceSerial}` : "", "It is also under My licences in your DolphinID account."]),
    "",
    `Your receipt, to view or print: ${receipt}`,
  ];
  await sendThroughOutbox(env, db, [{ tag: `order-receipt:${order.id}`, to: order.email, subject: `Your Dolphin order ${order.id}`, text: lines.join("\n") }]);
}
