/**
 * A data table that scrolls sideways inside its own box when it is wider than the screen, so
 * the page itself reflows at 320 CSS px. The box is a labelled region in the tab order, so a
 * keyboard user can reach it and scroll it with the arrow keys.
 */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
