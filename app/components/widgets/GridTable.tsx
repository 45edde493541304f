/**
 * The grid table with column paging: row headers stay, and the data columns
 * show a few at a time: 2 under 768 px, 3 to 991, 4 to 1199, 5 from 1200. Previous/next
 * buttons and a left/right swipe move one column. Before JavaScript the whole table scrolls.
 * This renders the markup; ./grid-table.ts (data-module="grid-table") pages it from the
 * controls kept here in a template (gridColumnsFor, GRID_SWIPE_MIN_PX).
 */
import { useId } from "react";
import { useT } from "~/i18n/I18n";

export interface GridColumn {
  header: string;
  /** The header is a name (a product's): never translated. */
  name?: boolean;
  cells: React.ReactNode[];
}

/**
 * `caption`, `rowHeaders`, the columns' headers and `itemName` ("products") come in the page's
 * language; `itemName` is said in "Showing products 1 to 3 of 6" and "Previous products".
 */
export function GridTable({ caption, rowHeaders, columns, itemName }: { caption: string; rowHeaders: string[]; columns: GridColumn[]; itemName?: string }) {
  const { text } = useT();
  const items = itemName ?? text("columns");
  const statusId = useId();

  return (
    <div
      className="grid-table"
      data-module="grid-table"
      data-showing={text("Showing {items} {from} to {to} of {count}", { items, from: "{from}", to: "{to}", count: columns.length })}
    >
      {/* ./grid-table.ts adds these controls, in the page's language. */}
      <template data-grid-table-controls="">
        <GridTableControls items={items} statusId={statusId} />
      </template>
      <div className="table-scroll">
        <table className="grid-table__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.header} scope="col" translate={column.name ? "no" : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowHeaders.map((row, rowIndex) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {columns.map((column) => (
                  <td key={column.header}>{column.cells[rowIndex]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Previous, the 'showing' status and next, in a template for ./grid-table.ts. */
function GridTableControls({ items, statusId }: { items: string; statusId: string }) {
  const { t } = useT();
  return (
    <div className="grid-table__controls">
      <button type="button" className="button button--secondary grid-table__previous" disabled aria-describedby={statusId}>
        <span aria-hidden="true">←</span> {t("Previous")}
        <span className="visually-hidden"> {items}</span>
      </button>
      <p id={statusId} className="grid-table__status" />
      <button type="button" className="button button--secondary grid-table__next" aria-describedby={statusId}>
        {t("Next")}
        <span className="visually-hidden"> {items}</span> <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
