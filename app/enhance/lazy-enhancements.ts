/**
 * Enhancements too large to be in every page's script, loaded only by the pages that need them:
 * an element names its module's address in `data-enhancement` (a separate file with a content
 * hash, imported by the page's route module with `?worker&url`), and the module, once imported,
 * enhances what it finds. The desk's upload form is one (it carries a hashing library), the
 * incoming-call alert another (it carries the realtime client).
 */
export function loadLazyEnhancements() {
  const sources = new Set(Array.from(document.querySelectorAll<HTMLElement>("[data-enhancement]"), (element) => element.dataset.enhancement ?? ""));
  for (const source of sources) {
    // Only the site's own files, which the page's script policy allows as it allows this one.
    if (source.startsWith("/") && !source.startsWith("//")) void import(/* @vite-ignore */ source);
  }
}

/**
 * Starts the enhancements that wait for the calling terms (marked `data-enhancement-after-terms`,
 * the incoming-call alert of an account yet to accept them), once they are accepted on the page.
 */
export function loadEnhancementsAfterTerms() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-enhancement-after-terms]")) {
    element.dataset.enhancement = element.dataset.enhancementAfterTerms;
    delete element.dataset.enhancementAfterTerms;
  }
  loadLazyEnhancements();
}
