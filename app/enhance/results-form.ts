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
 * of the live region (role=status) whose text is replaced, so the new count is announced.
 * The form itself stays, so focus stays where it is and the page does not scroll; the address
 * becomes the new one (replaceState), so reload and sharing show the same results. A request
 * overtaken by a newer change is cancelled and never shown.
 */
import { enhanceDismissible } from "./dismissible";

export function enhanceResultsForm() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-results-form]")) {
    const regions = (form.dataset.resultsForm ?? "").split(/\s+/).filter(Boolean);
    const status = form.dataset.resultsStatus ? document.getElementById(form.dataset.resultsStatus) : null;
    let pending: AbortController | null = null;

    const update = async () => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
      const url = new URL(form.action, location.href);
      url.search = params.toString();
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      if (status) {
        status.classList.remove("field-error");
        status.textContent = form.dataset.loadingMessage ?? "";
      }
      form.setAttribute("aria-busy", "true");
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
        if (!response.ok) throw new Error(`${response.status} loading ${url.pathname}`);
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        if (controller.signal.aborted) return;
        for (const id of regions) {
          const now = document.getElementById(id);
          const next = page.getElementById(id);
          if (!now || !next) continue;
          const adopted = document.importNode(next, true);
          now.replaceWith(adopted);
          enhanceDismissible(adopted);
        }
        if (status) status.textContent = page.getElementById(status.id)?.textContent ?? "";
        history.replaceState(history.state, "", url);
      } catch {
        // A failed page load is the server's to log; here the visitor hears it and may try again.
        if (controller.signal.aborted) return;
        if (status) {
          status.classList.add("field-error");
          status.textContent = form.dataset.errorMessage ?? "";
        }
      } finally {
        if (pending === controller) {
          pending = null;
          form.removeAttribute("aria-busy");
        }
      }
    };

    form.addEventListener("change", () => void update());
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void update();
    });
  }
}
