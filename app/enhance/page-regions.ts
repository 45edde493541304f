/**
 * Parts of a page brought in place from another address of the same site, on pages without
 * framework JavaScript: the server renders each address whole, and the enhancement takes the
 * regions it names (by id) from the answer, so there is one rendering of every result. Shared
 * by the filter and search forms (./results-form) and the lists that follow another field
 * (./dependent-list).
 */
import { enhanceDismissible } from "./dismissible";

export interface RegionsOptions {
  /** The ids of the regions replaced whole. */
  regions: string[];
  /** The live region (role=status) whose content is replaced, so the new answer is said. */
  status: HTMLElement | null;
  /** Said in the live region while loading, and if loading fails. */
  loadingMessage?: string;
  errorMessage?: string;
  /** Marked aria-busy while loading. */
  busy: HTMLElement;
}

/**
 * A loader of regions: each call fetches its address and replaces the regions with the answer's.
 * A call overtaken by a newer one is cancelled and never shown. Resolves to whether the answer
 * was shown.
 */
export function regionLoader({ regions, status, loadingMessage = "", errorMessage = "", busy }: RegionsOptions): (url: URL) => Promise<boolean> {
  let pending: AbortController | null = null;
  return async (url) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    if (status) {
      status.classList.remove("field-error");
      status.textContent = loadingMessage;
    }
    busy.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(`${response.status} loading ${url.pathname}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      if (controller.signal.aborted) return false;
      // A control replaced with its region (a dependent list) keeps focus in its new copy.
      const focusedId = document.activeElement?.id;
      for (const id of regions) {
        const now = document.getElementById(id);
        const next = page.getElementById(id);
        if (!now || !next) continue;
        const adopted = document.importNode(next, true);
        now.replaceWith(adopted);
        enhanceDismissible(adopted);
      }
      if (focusedId && document.activeElement === document.body) document.getElementById(focusedId)?.focus();
      if (status) {
        const said = page.getElementById(status.id)?.childNodes ?? [];
        status.replaceChildren(...Array.from(said, (node) => document.importNode(node, true)));
      }
      return true;
    } catch {
      // A failed page load is the server's to log; here the visitor hears it and may try again.
      if (controller.signal.aborted) return false;
      if (status) {
        status.classList.add("field-error");
        status.textContent = errorMessage;
      }
      return false;
    } finally {
      if (pending === controller) {
        pending = null;
        busy.removeAttribute("aria-busy");
      }
    }
  };
}
