import { Link, data } from "react-router";
import type { Route } from "./+types/order-receipt";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ActionResult } from "~/components/forms/ActionResult";
import { CheckboxField, errorsFor } from "~/components/forms/fields";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { fieldErrorsOf } from "@common/forms/action-result";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { requireUser } from "~/lib/session.server";
import { OrderLines } from "./OrderLines";
import { offersTestRefunds, ownOrderView, testRefundAction } from "./orders.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** An order's receipt, for its buyer only; it prints on its own (the print style drops the site's frame). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrderView(user.userId, params.orderId);
  if (!order) throw data(null, { status: 404 });
  return { order, testRefund: order.provider === "local" && offersTestRefunds() };
}

/** Refunding a test payment (local payments only). */
export const action = testRefundAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: loaderData
      ? metaText(matches).text("Receipt for order {id} | Dolphin", { id: loaderData.order.shortNumber })
      : metaText(matches).text("Receipt | Dolphin"),
  },
  { name: "robots", content: "noindex" },
];

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Europe/London" };

const REFUNDED: Record<string, string> = {
  buy: "This order has been refunded, and its licence no longer unlocks updates.",
  upgrade: "This order has been refunded, and the licence covers the version it covered before the upgrade again.",
  "renew-sma": "This order has been refunded, and the licence's updates end when they did before the renewal.",
  subscribe: "This order has been refunded, and its seats and subscription time have been taken back.",
  "edition-upgrade": "This order has been refunded, and the licence is back to the edition and version it had before.",
};

export default function OrderReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { order } = loaderData;
  const refundErrors = fieldErrorsOf(actionData);
  const paid = order.status === "paid";
  const { t, text, formatDate, formatPrice } = useT();
  const date = order.paidAt ?? order.createdAt;
  return (
    <div className="container page">
      <PageHeading>{paid ? t("Thank you for your order") : t("Your order")}</PageHeading>
      {order.status === "pending" && (
        <StatusAlert kind="message">
          {t("We are waiting for your payment to be confirmed. This page shows your licence as soon as it is; reload it in a minute.")}
        </StatusAlert>
      )}
      {order.status === "failed" && (
        <StatusAlert kind="error">
          {order.failureReason ? t(order.failureReason) : t("The payment was declined.")} {t("Nothing was charged and no licence was issued.")}
        </StatusAlert>
      )}
      {order.status === "expired" && (
        <StatusAlert kind="error">{t("This order was not paid in time and has been cancelled. Nothing was charged.")}</StatusAlert>
      )}
      <ActionResult result={actionData} />
      {order.status === "refunded" && !(actionData?.status === "done") && <StatusAlert kind="message">{t(REFUNDED[order.kind] ?? REFUNDED.buy!)}</StatusAlert>}
      <h2>{t("Receipt")}</h2>
      <dl className="summary-list">
        <dt>{t("Order number")}</dt>
        <dd translate="no">{order.shortNumber}</dd>
        <dt>{t("Date")}</dt>
        <dd>
          <time dateTime={date}>{formatDate(date, DATE)}</time>
        </dd>
        <dt>{t("Sent to")}</dt>
        <dd translate="no">{order.email}</dd>
        {order.licenceSerial && (
          <>
            <dt>{t("Licence serial number")}</dt>
            <dd translate="no">
              <strong>{order.licenceSerial}</strong>
            </dd>
          </>
        )}
      </dl>
      <OrderLines order={order} totalLabel={paid || order.status === "refunded" ? "Total paid" : "Total"} />
      {paid && (
        <p>
          {order.kind === "subscribe" ? (
            <T message="The seats are on your organisation's <0>premium reader status</0> page." components={[<Link to={url("PremiumStatus")} />]} />
          ) : (
            <T
              message="Your licence is in <0>My licences</0>: download the software there, and the updates it unlocks."
              components={[<Link to={`${url("AccountLicences")}${order.licenceSerial ? `#licence-${order.licenceSerial}` : ""}`} />]}
            />
          )}{" "}
          <T
            message="A copy of this receipt is on its way to <0/>. To keep it on paper, print this page."
            components={[<span translate="no">{order.email}</span>]}
          />
        </p>
      )}
      {(paid || order.status === "refunded") && (
        <ul className="link-list">
          <li>
            <Link to={url("OrderInvoice", { orderId: order.id })}>{t("VAT invoice for this order")}</Link>
          </li>
          {order.status === "refunded" && (
            <li>
              <Link to={url("OrderCreditNote", { orderId: order.id })}>{t("Credit note for the refund")}</Link>
            </li>
          )}
          <li>
            <Link to={url("AccountOrders")}>{t("All your orders")}</Link>
          </li>
        </ul>
      )}
      {paid && loaderData.testRefund && (
        <PostForm aria-labelledby="test-refund-title" className="panel">
          <h2 id="test-refund-title">{t("Refund this test payment")}</h2>
          <p>
            {t("Payments here are test payments. A refund is reported to the shop as the payment provider reports it, and takes back what the order gave.")}
          </p>
          <input type="hidden" name="orderId" value={order.id} />
          <CheckboxField
            name="confirm"
            label={text("Yes, refund {total}", { total: formatPrice(order.totalAmountMinor, order.currency) })}
            required
            errors={errorsFor(refundErrors, "confirm")}
          />
          <SubmitButton busyLabel={text("Refunding…")}>{t("Refund the payment")}</SubmitButton>
        </PostForm>
      )}
      <p>
        <T message="Questions about your order? <0>Contact us</0> and quote your order number." components={[<Link to={url("Contact")} />]} />
      </p>
    </div>
  );
}
