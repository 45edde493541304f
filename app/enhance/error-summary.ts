/**
 * A form's error summary after a post that came back with problems: it takes focus (and is
 * scrolled to), so the problems are heard and seen first, as the hydrated app's ErrorSummary
 * does when it appears. The server rendered it focusable (tabindex -1) with role alert.
 */
export function focusErrorSummary() {
  const summary = document.querySelector<HTMLElement>(".error-summary[tabindex]");
  if (!summary) return;
  summary.focus();
  summary.scrollIntoView({ block: "start" });
}
