/**
 * Empties this isolate's copies of pages, searches, the content version and reference data:
 * the tests use it to stand for another isolate, which has none of them yet.
 */
import { forgetSearchCopies } from "./search";
import { forgetSiteCopies } from "./site";

export function forgetIsolateCopies(): void {
  forgetSiteCopies();
  forgetSearchCopies();
}
