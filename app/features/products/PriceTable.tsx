import { ScrollTable } from "~/components/layout/ScrollTable";

export interface PriceRow {
  id: number | string;
  label: string;
  price: string;
}

/**
 * A product's packages and their prices: one table with row headers, in a scrolling region
 * so that a narrow screen reflows. The caption names the table for screen readers; pages that
 * already say it in a heading just above may hide it visually.
 */
export function PriceTable({ caption, priceHeading, prices, hideCaption = false }: { caption: string; priceHeading: string; prices: PriceRow[]; hideCaption?: boolean }) {
  return (
    <ScrollTable label={caption}>
      <table className="price-table">
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">{priceHeading}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((price) => (
            <tr key={price.id}>
              <th scope="row">{price.label}</th>
              <td>{price.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
