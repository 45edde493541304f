/** An order's lines as the payment, confirmation and receipt pages show them. */
export interface OrderLinesView {
  label: string;
  quantity: number;
  country: string;
  price: string;
  taxLine: string;
  tax: string;
  total: string;
}

export function OrderLines({ order, totalLabel = "Total" }: { order: OrderLinesView; totalLabel?: string }) {
  return (
    <dl className="summary-list">
      <dt>Product</dt>
      <dd>
        {order.label}
        {order.quantity > 1 ? ` × ${order.quantity}` : ""}
      </dd>
      <dt>Country</dt>
      <dd>{order.country}</dd>
      <dt>Price</dt>
      <dd>{order.price}</dd>
      <dt>{order.taxLine}</dt>
      <dd>{order.tax}</dd>
      <dt>{totalLabel}</dt>
      <dd>
        <strong>{order.total}</strong>
      </dd>
    </dl>
  );
}
