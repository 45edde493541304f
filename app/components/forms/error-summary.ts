/**
 * What an error summary (./ErrorSummary.tsx) does in the browser, on every page: while it shows,
 * the page's title starts with 'Error: ' (its `data-title-prefix`, in the page's language), so
 * the problem is heard when switching tabs too; each of its links moves focus to the field it
 * names (a fragment link alone scrolls, but leaves focus where it was). The summary that came
 * with the page (the answer to a post that came back with problems) takes focus and is scrolled
 * to, so the problems are heard and seen first; one put in the page later is focused by whoever
 * shows it (./posted-form.ts, ~/enhance/staff-upload.ts), through `showSummary`.
 */

/** Names the summary in the title and makes its links land on their fields. */
function followLinks(summary: HTMLElement) {
  const prefix = summary.dataset.titlePrefix;
  if (prefix && !document.title.startsWith(prefix)) document.title = prefix + document.title;
  for (const link of summary.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    link.addEventListener("click", (event) => {
      const field = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!field) return;
      event.preventDefault();
      field.scrollIntoView({ block: "center" });
      field.focus();
    });
  }
}

/** A summary that has just been put in the page: named in the title, focused and scrolled to. */
export function showSummary(summary: HTMLElement) {
  followLinks(summary);
  summary.focus();
  summary.scrollIntoView({ block: "start" });
}

/** The behaviour of a summary the server rendered; the page's first summary takes focus. */
export function errorSummary(summary: HTMLElement) {
  if (document.querySelector(".error-summary[tabindex]:not([hidden])") === summary) showSummary(summary);
  else followLinks(summary);
}
