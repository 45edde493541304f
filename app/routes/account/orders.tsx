/**
 * AccountOrders (/account/orders): My orders. Every order of the signed-in account, newest
 * first, by its short number: its date, what it bought, its total, its state, and links to its
 * receipt, its VAT invoice and, once refunded, its credit note. Only the account's own orders.
 */
import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { requireUser } from "~/lib/session.server";
import { ownOrderList } from "../products/invoices.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { useContentLang } from "~/features/products/useContentLang";

export const handle = { i18n: "account", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("My orders | Dolphin Account | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { orders: await ownOrderList(user.userId) };
}

/** The states a customer sees; a pending or failed order is still open. */
const STATES: Record<string, string> = {
  pending: "Awaiting payment",
  failed: "Payment declined",
  paid: "Paid",
  refunded: "Refunded",
  expired: "Expired",
};

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Europe/London" };

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, formatDate, formatPrice } = useT();
  const contentLang = useContentLang();
  const { orders } = loaderData;
  return (
    <div className="container page">
      <PageHeading>{t("My orders")}</PageHeading>
      {orders.length === 0 ? (
        <p>{t("You have not ordered anything with this DolphinID yet.")}</p>
      ) : (
        <div className="table-scroll">
          <table className="invoice__table">
            <caption>{t("Your orders, newest first")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Order number")}</th>
                <th scope="col">{t("Date")}</th>
                <th scope="col">{t("Items")}</th>
                <th scope="col">{t("Total")}</th>
                <th scope="col">{t("State")}</th>
                <th scope="col">{t("Documents")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" translate="no">
                    {order.shortNumber}
                  </th>
                  <td>
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt, DATE)}</time>
                  </td>
                  <td>
                    <span lang={contentLang}>{order.label}</span>
                    {order.quantity > 1 ? ` × ${order.quantity}` : ""}
                  </td>
                  <td>{formatPrice(order.totalAmountMinor, order.currency)}</td>
                  <td>{t(STATES[order.status] ?? order.status)}</td>
                  <td>
                    <ul className="link-list">
                      <li>
                        <Link to={url("OrderReceipt", { orderId: order.id })}>{t("Receipt for {order}", { order: order.shortNumber })}</Link>
                      </li>
                      {order.invoice && (
                        <li>
                          <Link to={url("OrderInvoice", { orderId: order.id })}>{t("Invoice {number}", { number: order.invoice })}</Link>
                        </li>
                      )}
                      {order.creditNote && (
                        <li>
                          <Link to={url("OrderCreditNote", { orderId: order.id })}>{t("Credit note {number}", { number: order.creditNote })}</Link>
                        </li>
                      )}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to={url("AccountDashboard")}>{t("Back to your account")}</Link>
      </p>
    </div>
  );
}
