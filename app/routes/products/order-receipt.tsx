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

/** An order's receipt, for its buyer only; it prints on its own (the print style drops the site's frame). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrderView(user.userId, params.orderId);
  if (!order) throw data(null, { status: 404 });
  return { order, testRefund: order.provider === "local" && offersTestRefunds() };
}

/** Refunding a test payment (local payments only). */
export const action = testRefundAction;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Receipt for order ${loaderData.order.id} | Dolphin` : "Receipt | Dolphin" },
  { name: "robots", content: "noindex" },
];

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

const REFUNDED: Record<string, string> = {
  buy: "This order has been refunded, and its licence no longer unlocks updates.",
  upgrade: "This order has been refunded, and the licence covers the version it covered before the upgrade again.",
  "renew-sma": "This order has been refunded, and the licence's updates end when they did before the renewal.",
  subscribe: "This order has been refunded, and its seats and subscription time have been taken back.",
};

export default function OrderReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { order } = loaderData;
  const refundErrors = fieldErrorsOf(actionData);
  const paid = order.status === "paid";
  return (
    <div className="container page">
      <PageHeading>{paid ? "Thank you for your order" : "Your order"}</PageHeading>
      {order.status === "pending" && (
        <StatusAlert kind="message">We are waiting for your payment to be confirmed. This page shows your licence as soon as it is; reload it in a minute.</StatusAlert>
      )}
      {order.status === "failed" && <StatusAlert kind="error">{order.failureReason ?? "The payment was declined."} Nothing was charged and no licence was issued.</StatusAlert>}
      {order.status === "expired" && <StatusAlert kind="error">This order was not paid in time and has been cancelled. Nothing was charged.</StatusAlert>}
      <ActionResult result={actionData} />
      {order.status === "refunded" && !(actionData?.status === "done") && <StatusAlert kind="message">{REFUNDED[order.kind]}</StatusAlert>}
      <h2>Receipt</h2>
      <dl className="summary-list">
        <dt>Order number</dt>
        <dd>{order.id}</dd>
        <dt>Date</dt>
        <dd>{dateFormat.format(new Date(order.paidAt ?? order.createdAt))}</dd>
        <dt>Sent to</dt>
        <dd>{order.email}</dd>
        {order.licenceSerial && (
          <>
            <dt>Licence serial number</dt>
            <dd>
              <strong>{order.licenceSerial}</strong>
            </dd>
          </>
        )}
      </dl>
      <OrderLines order={order} totalLabel={paid || order.status === "refunded" ? "Total paid" : "Total"} />
      {paid && (
        <p>
          {order.kind === "subscribe" ? (
            <>
              The seats are on your organisation's <Link to={url("PremiumStatus")}>premium reader status</Link> page.
            </>
          ) : (
            <>
              Your licence is in <Link to={url("AccountLicences")}>My licences</Link>, with the updates it unlocks.
            </>
          )}{" "}
          A copy of this receipt is on its way to {order.email}. To keep it on paper, print this page.
        </p>
      )}
      {paid && loaderData.testRefund && (
        <PostForm aria-labelledby="test-refund-title" className="panel">
          <h2 id="test-refund-title">Refund this test payment</h2>
          <p>Payments here are test payments. A refund is reported to the shop as the payment provider reports it, and takes back what the order gave.</p>
          <input type="hidden" name="orderId" value={order.id} />
          <CheckboxField name="confirm" label={`Yes, refund ${order.total}`} required errors={errorsFor(refundErrors, "confirm")} />
          <SubmitButton busyLabel="Refunding…">Refund the payment</SubmitButton>
        </PostForm>
      )}
      <p>
        Questions about your order? <Link to={url("Contact")}>Contact us</Link> and quote your order number.
      </p>
    </div>
  );
}
