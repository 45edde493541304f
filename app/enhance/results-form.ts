/**
 * A filter form whose results update in place, on a page without framework JavaScript. Without
 * any script it is a GET form with a submit button. With this script a change (or the submit)
 * fetches the very page the form would load, and the regions the form names are taken from it:
 *
 *   <form method="get" data-results-form="webinars-note webinars-results"
 *         data-results-status="webinars-status" data-loading-message="Loading..."
 *         data-error-message="The webinars could not be loaded. Please try again.">
 *
 * data-results-form lists the ids of the regions replaced whole; data-results-status is the id
 * of the live region (role=status) whose content is replaced, so the new count is announced.
 * A choice (a list, a box) is answered at once; words typed in a text field when the form is
 * sent, or, with data-results-delay (milliseconds), once the visitor pauses typing that long.
 * The form itself stays, so focus stays where it is and the page does not scroll; the address
 * becomes the new one (replaceState), so reload and sharing show the same results. A request
 * overtaken by a newer change is cancelled and never shown.
 */
import { regionLoader } from "./page-regions";

export function enhanceResultsForm() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-results-form]")) {
    const load = regionLoader({
      regions: (form.dataset.resultsForm ?? "").split(/\s+/).filter(Boolean),
      status: form.dataset.resultsStatus ? document.getElementById(form.dataset.resultsStatus) : null,
      loadingMessage: form.dataset.loadingMessage,
      errorMessage: form.dataset.errorMessage,
      busy: form,
    });
    const delay = Number(form.dataset.resultsDelay) || 0;
    let typingPause: ReturnType<typeof setTimeout> | undefined;

    const update = async () => {
      const params = new URLSearchParams();
      // A field left empty is left out of the address, as the hydrated searches write it.
      for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") params.append(name, value);
      const url = new URL(form.action, location.href);
      url.search = params.toString();
      if (await load(url)) history.replaceState(history.state, "", url);
    };

    // A choice is answered at once; typed words when the form is sent, or after a pause in typing.
    const typed = (target: EventTarget | null) => target instanceof HTMLInputElement && (target.type === "search" || target.type === "text");
    form.addEventListener("input", (event) => {
      if (delay <= 0 || !typed(event.target)) return;
      clearTimeout(typingPause);
      typingPause = setTimeout(() => void update(), delay);
    });
    form.addEventListener("change", (event) => {
      if (!typed(event.target)) void update();
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      clearTimeout(typingPause);
      void update();
    });
  }
}
