import { ScrollTable } from "~/components/layout/ScrollTable";
import { useT } from "~/i18n/I18n";
import { useContentLang } from "./useContentLang";

export interface PriceRow {
  id: number | string;
  label: string;
  price: string;
}

/**
 * A product's packages and their prices: one table with row headers, in a scrolling region
 * so that a narrow screen reflows. The caption names the table for screen readers; pages that
 * already say it in a heading just above may hide it visually. Callers pass the caption and
 * heading already translated; package labels come from the database, in English.
 */
export function PriceTable({
  caption,
  priceHeading,
  prices,
  hideCaption = false,
}: {
  caption: string;
  priceHeading: string;
  prices: PriceRow[];
  hideCaption?: boolean;
}) {
  const { t } = useT();
  const contentLang = useContentLang();
  return (
    <ScrollTable label={caption}>
      <table className="price-table">
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Package")}</th>
            <th scope="col">{priceHeading}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((price) => (
            <tr key={price.id}>
              <th scope="row" lang={contentLang}>
                {price.label}
              </th>
              <td>{price.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
