/**
 * A form's error summary after a post that came back with problems: it takes focus (and is
 * scrolled to), so the problems are heard and seen first, as the hydrated app's ErrorSummary
 * does when it appears. The server rendered it focusable (tabindex -1) with role alert, and
 * gave it the title's prefix ('Error: ' in the page's language), which the title takes as the
 * hydrated page's does, so the problem is heard when switching tabs too.
 */
export function focusErrorSummary() {
  const summary = document.querySelector<HTMLElement>(".error-summary[tabindex]");
  if (!summary) return;
  const prefix = summary.dataset.titlePrefix;
  if (prefix && !document.title.startsWith(prefix)) document.title = prefix + document.title;
  summary.focus();
  summary.scrollIntoView({ block: "start" });
}
