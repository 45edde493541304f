/**
 * What payment gives and a refund takes back: a purchase issues a licence (the product's
 * current version with a year of updates), an upgrade moves the customer's licence to the
 * current version, an edition upgrade moves it to a higher edition (another product) at its
 * current version, a renewal adds a year of updates to it, a subscription adds seats to the
 * organisation and extends its subscription; the receipt is mailed through the outbox. What an
 * upgrade, renewal or subscription changed is kept on the order first, so that a refund puts
 * it back; a refunded purchase revokes its licence.
 */
import { accountMailLocale } from "../identity";
import { buildUrl } from "@common/routes";
import type { Database } from "../db";
import { extendSubscription, subscriptionMonths, withdrawSubscription } from "../premium";
import { latestVersion } from "../products";
import { siteOrigin, sendThroughOutbox } from "../services";
import {
  SMA_MONTHS,
  changeOrderEdition,
  issueOrderLicence,
  renewOrderLicence,
  restoreOrderLicence,
  revokeOrderLicence,
  upgradeOrderLicence,
} from "./licensing";
import { type Order, recordLicenceSerial, recordPriorState } from "./orders";
import { formatMoney } from "./pricing";
import { DEFAULT_LOCALE } from "@common/constants";
import { type Locale, isPublicLocale } from "@common/locale";
import { mailLanguage, serverText } from "../i18n";

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
  } else if (order.kind === "edition-upgrade" && serial) {
    const majorVersion = await currentMajor(db, order.productId);
    await recordPriorState(
      db,
      order.id,
      await changeOrderEdition(db, { accountId: order.accountId, serial, productId: order.productId, edition: order.edition, majorVersion }),
    );
  } else if (order.kind === "renew-sma" && serial) {
    // The version is kept too: it marks the renewal as recorded, since a licence may have had no maintenance end before.
    await recordPriorState(db, order.id, await renewOrderLicence(db, { accountId: order.accountId, serial, months: SMA_MONTHS }));
  } else if (order.kind === "subscribe" && order.organisationId !== null) {
    const { priorExpiresAt } = await extendSubscription(db, {
      organisationId: order.organisationId,
      seats: order.quantity,
      months: subscriptionMonths(order.edition),
    });
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
  if (order.kind === "edition-upgrade" && order.licenceSerial && order.priorProductId !== null && order.priorMaxMajor !== null) {
    await restoreOrderLicence(db, { serial: order.licenceSerial, productId: order.priorProductId, edition: order.priorEdition, maxMajor: order.priorMaxMajor });
  }
  if (order.kind === "renew-sma" && order.licenceSerial && order.priorMaxMajor !== null)
    await restoreOrderLicence(db, { serial: order.licenceSerial, smaExpiresAt: order.priorEndsAt });
  if (order.kind === "subscribe" && order.organisationId !== null && order.priorEndsAt) {
    await withdrawSubscription(db, { organisationId: order.organisationId, seats: order.quantity, priorExpiresAt: order.priorEndsAt });
  }
}

async function mailReceipt(env: Env, db: Database, order: Order): Promise<void> {
  // The receipt is written in the account's language; an order whose account is gone, in the page's it was placed from.
  const locale = await accountMailLocale(db, order.accountId, isPublicLocale(order.locale) ? order.locale : (DEFAULT_LOCALE as Locale));
  const t = serverText(locale);
  const money = (amountMinor: number) => formatMoney(amountMinor, order.currency, t.intlLocale);
  const receipt = `${siteOrigin(env)}${buildUrl("OrderReceipt", { orderId: order.id }, { locale })}`;
  const invoice = `${siteOrigin(env)}${buildUrl("OrderInvoice", { orderId: order.id }, { locale })}`;
  const licencePage = `${siteOrigin(env)}${buildUrl("AccountLicences", {}, { locale })}${order.licenceSerial ? `#licence-${order.licenceSerial}` : ""}`;
  const tax = `${order.taxName}: ${money(order.taxAmountMinor)}`;
  const lines = [
    t.text("Thank you for your order."),
    "",
    t.text("Order: {order}", { order: order.shortNumber ?? order.id }),
    `${order.label}${order.quantity > 1 ? ` × ${order.quantity}` : ""}`,
    t.text("Price: {price}", { price: money(order.netAmountMinor) }),
    order.taxRelief ? t.text("{tax} (VAT relief claimed)", { tax }) : tax,
    t.text("Total paid: {total}", { total: money(order.totalAmountMinor) }),
    "",
    ...(order.kind === "subscribe"
      ? [t.text("The seats are added to your organisation's premium reader subscription: see them on your premium reader status page.")]
      : [
          order.licenceSerial ? t.text("Your licence serial number: {serial}", { serial: order.licenceSerial }) : "",
          t.text("Download the software, and find your licence and its updates, under My licences in your DolphinID account: {link}", { link: licencePage }),
        ]),
    "",
    t.text("Your receipt, to view or print: {link}", { link: receipt }),
    t.text("Your VAT invoice: {link}", { link: invoice }),
  ];
  await sendThroughOutbox(env, db, [
    {
      tag: `order-receipt:${order.id}`,
      to: order.email,
      subject: t.text("Your Dolphin order {order}", { order: order.shortNumber ?? order.id }),
      text: lines.join("\n"),
      lang: mailLanguage(locale),
    },
  ]);
}
