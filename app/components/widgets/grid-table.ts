/**
 * Grid tables on pages without framework JavaScript: the same column paging as the hydrated
 * GridTable (row headers stay; a few data columns at a time by the width, previous/next and a
 * sideways swipe move one column, each move announced), done on the server-rendered table,
 * which shows every column and scrolls until this runs. The controls come from the template
 * the page renders, so they are in its language.
 */
import { announce } from "@react-aria/live-announcer";
import { CAROUSEL_RESIZE_DEBOUNCE_MS, GRID_SWIPE_MIN_PX, gridColumnsFor } from "@common/events";
import { fill } from "~/lib/fill-message";

export function gridTable(root: HTMLElement) {
  const frame = root.querySelector<HTMLElement>(".table-scroll");
  const controls = root.querySelector<HTMLTemplateElement>("template[data-grid-table-controls]")?.content.firstElementChild?.cloneNode(true);
  const rows = frame ? [...frame.querySelectorAll<HTMLTableRowElement>("thead tr, tbody tr")] : [];
  if (!frame || !(controls instanceof HTMLElement) || rows.length === 0) return;
  // Each row's first cell is its header (an empty corner in the head row); the rest are the columns, kept to put back.
  const columnsOf = rows.map((row) => [...row.cells].slice(1));
  const columnCount = columnsOf[0]!.length;
  const status = controls.querySelector<HTMLElement>(".grid-table__status")!;
  const previous = controls.querySelector<HTMLButtonElement>(".grid-table__previous")!;
  const next = controls.querySelector<HTMLButtonElement>(".grid-table__next")!;
  const showing = (from: number, to: number) => fill(root.dataset.showing ?? "", { from, to });
  let visible = gridColumnsFor(window.innerWidth);
  let first = 0;

  const render = () => {
    const paged = columnCount > visible;
    const count = paged ? visible : columnCount;
    first = Math.min(first, Math.max(0, columnCount - count));
    if (paged && !controls.isConnected) root.insertBefore(controls, root.firstChild);
    if (!paged) controls.remove();
    frame.className = paged ? "grid-table__frame" : "table-scroll";
    rows.forEach((row, index) => {
      for (const cell of columnsOf[index]!) cell.remove();
      for (const cell of columnsOf[index]!.slice(first, first + count)) row.appendChild(cell);
    });
    status.textContent = showing(first + 1, first + count);
    previous.disabled = first === 0;
    next.disabled = first + count >= columnCount;
  };

  const move = (direction: -1 | 1) => {
    const count = Math.min(visible, columnCount);
    const target = Math.min(Math.max(first + direction, 0), columnCount - count);
    if (target === first || columnCount <= visible) return;
    first = target;
    render();
    announce(showing(first + 1, first + count), "polite");
  };

  previous.addEventListener("click", () => move(-1));
  next.addEventListener("click", () => move(1));
  let touchX: number | null = null;
  frame.addEventListener("touchstart", (event) => (touchX = event.touches[0]?.clientX ?? null), { passive: true });
  frame.addEventListener("touchend", (event) => {
    const startX = touchX;
    const endX = event.changedTouches[0]?.clientX;
    touchX = null;
    if (startX === null || endX === undefined) return;
    if (endX - startX <= -GRID_SWIPE_MIN_PX) move(1);
    else if (endX - startX >= GRID_SWIPE_MIN_PX) move(-1);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      visible = gridColumnsFor(window.innerWidth);
      render();
    }, CAROUSEL_RESIZE_DEBOUNCE_MS);
  });
  render();
}
