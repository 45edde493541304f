/**
 * A list whose choices follow another field, on a page without framework JavaScript (the
 * trial form's dealers follow its country; the versions of a product follow the product).
 * Without any script the server lists them from the page's address, or after the form is sent.
 * With this script a change of the field fetches the page's own address with the field's value
 * in it, and the list's region is taken from the answer (./page-regions); its live region, if
 * it has one, says what is listed now. The address itself does not change: nothing was sent.
 *
 *   <select name="countryId" data-updates-list="trial-dealers" data-results-status="trial-dealers-status"
 *           data-loading-message="Loading dealers…" data-error-message="…">
 */
import { regionLoader } from "./page-regions";

export function enhanceDependentLists() {
  for (const field of document.querySelectorAll("select[data-updates-list]")) {
    if (!(field instanceof HTMLSelectElement)) continue;
    const load = regionLoader({
      regions: [field.dataset.updatesList ?? ""],
      status: field.dataset.resultsStatus ? document.getElementById(field.dataset.resultsStatus) : null,
      loadingMessage: field.dataset.loadingMessage,
      errorMessage: field.dataset.errorMessage,
      busy: field.form ?? document.body,
    });
    field.addEventListener("change", () => {
      const url = new URL(location.href);
      if (field.value) url.searchParams.set(field.name, field.value);
      else url.searchParams.delete(field.name);
      void load(url);
    });
  }
}
