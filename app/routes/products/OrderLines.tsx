import { useT } from "~/i18n/I18n";
import { useContentLang } from "~/features/products/useContentLang";

/** An order's lines as the payment, confirmation and receipt pages show them. */
export interface OrderLinesView {
  label: string;
  quantity: number;
  country: string;
  currency: string;
  netAmountMinor: number;
  taxAmountMinor: number;
  totalAmountMinor: number;
  taxName: string;
  taxRelief: boolean;
  reverseCharge?: boolean;
  taxRateBasisPoints: number;
}

/** The tax line's words: "VAT at 20%", "VAT (relief claimed)" or "VAT (reverse charge)". */
export function useTaxLine() {
  const { text, formatNumber } = useT();
  return (order: { taxName: string; taxRelief: boolean; taxRateBasisPoints: number; reverseCharge?: boolean }) =>
    order.taxRelief
      ? text("{tax} (relief claimed)", { tax: text(order.taxName) })
      : order.reverseCharge
        ? text("{tax} (reverse charge: you account for it)", { tax: text(order.taxName) })
        : text("{tax} at {rate}", {
            tax: text(order.taxName),
            rate: formatNumber(order.taxRateBasisPoints / 10000, { style: "percent", maximumFractionDigits: 2 }),
          });
}

/** `totalLabel` is an English message, translated here. */
export function OrderLines({ order, totalLabel = "Total" }: { order: OrderLinesView; totalLabel?: string }) {
  const { t, formatPrice } = useT();
  const contentLang = useContentLang();
  const taxLine = useTaxLine();
  return (
    <dl className="summary-list">
      <dt>{t("Product")}</dt>
      <dd>
        <span lang={contentLang}>{order.label}</span>
        {order.quantity > 1 ? ` × ${order.quantity}` : ""}
      </dd>
      <dt>{t("Country")}</dt>
      <dd lang={contentLang}>{order.country}</dd>
      <dt>{t("Price")}</dt>
      <dd>{formatPrice(order.netAmountMinor, order.currency)}</dd>
      <dt>{taxLine(order)}</dt>
      <dd>{formatPrice(order.taxAmountMinor, order.currency)}</dd>
      <dt>{t(totalLabel)}</dt>
      <dd>
        <strong>{formatPrice(order.totalAmountMinor, order.currency)}</strong>
      </dd>
    </dl>
  );
}
