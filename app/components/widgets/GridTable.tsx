/**
 * The grid table with column paging: row headers stay, and the data columns
 * show a few at a time: 2 under 768 px, 3 to 991, 4 to 1199, 5 from 1200. Previous/next
 * buttons and a left/right swipe move one column. Before JavaScript the whole table scrolls.
 * On a page served without the framework, ./grid-table.ts pages the same table from
 * the controls kept here in a template, with the same rules (gridColumnsFor, GRID_SWIPE_MIN_PX).
 */
import { useEffect, useId, useRef, useState } from "react";
import { announce } from "@react-aria/live-announcer";
import { CAROUSEL_RESIZE_DEBOUNCE_MS, GRID_SWIPE_MIN_PX, gridColumnsFor } from "@common/events";
import { useWithoutFramework } from "~/enhance/framework";
import { useHydrated } from "~/hooks/useHydrated";
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
  const hydrated = useHydrated();
  const withoutFramework = useWithoutFramework();
  const { text } = useT();
  const items = itemName ?? text("columns");
  const statusId = useId();
  const [visible, setVisible] = useState(5);
  const [start, setStart] = useState(0);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setVisible(gridColumnsFor(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  const paged = hydrated && columns.length > visible;
  const count = paged ? visible : columns.length;
  const maxStart = Math.max(0, columns.length - count);
  const first = Math.min(start, maxStart);
  const shown = columns.slice(first, first + count);
  const showing = (from: number, to: number) => text("Showing {items} {from} to {to} of {count}", { items, from, to, count: columns.length });
  const status = showing(first + 1, first + shown.length);

  const move = (direction: -1 | 1) => {
    const next = Math.min(Math.max(first + direction, 0), maxStart);
    if (next === first) return;
    setStart(next);
    announce(showing(next + 1, next + count), "polite");
  };

  return (
    <div
      className="grid-table"
      {...(withoutFramework && {
        "data-module": "grid-table",
        "data-showing": text("Showing {items} {from} to {to} of {count}", { items, from: "{from}", to: "{to}", count: columns.length }),
      })}
    >
      {paged && (
        <GridTableControls items={items} statusId={statusId} status={status} onMove={move} atStart={first === 0} atEnd={first === maxStart} />
      )}
      {/* Without the framework the enhancement script adds these controls, in the page's language. */}
      {withoutFramework && (
        <template data-grid-table-controls="">
          <GridTableControls items={items} statusId={statusId} status="" />
        </template>
      )}
      <div
        className={paged ? "grid-table__frame" : "table-scroll"}
        onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const startX = touchX.current;
          const endX = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (!paged || startX === null || endX === undefined) return;
          if (endX - startX <= -GRID_SWIPE_MIN_PX) move(1);
          else if (endX - startX >= GRID_SWIPE_MIN_PX) move(-1);
        }}
      >
        <table className="grid-table__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td />
              {shown.map((column) => (
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
                {shown.map((column) => (
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

/** Previous, the 'showing' status and next; in a template (no handlers) for the enhancement script. */
function GridTableControls({
  items,
  statusId,
  status,
  onMove,
  atStart = true,
  atEnd = false,
}: {
  items: string;
  statusId: string;
  status: string;
  onMove?: (direction: -1 | 1) => void;
  atStart?: boolean;
  atEnd?: boolean;
}) {
  const { t } = useT();
  return (
    <div className="grid-table__controls">
      <button type="button" className="button button--secondary grid-table__previous" onClick={() => onMove?.(-1)} disabled={atStart} aria-describedby={statusId}>
        <span aria-hidden="true">←</span> {t("Previous")}
        <span className="visually-hidden"> {items}</span>
      </button>
      <p id={statusId} className="grid-table__status">
        {status}
      </p>
      <button type="button" className="button button--secondary grid-table__next" onClick={() => onMove?.(1)} disabled={atEnd} aria-describedby={statusId}>
        {t("Next")}
        <span className="visually-hidden"> {items}</span> <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
