/** The words for each kind of search result, as catalogue messages (app/i18n/messages/site/search.json). */
import type { SearchKind } from "@common/search";

/** A group's heading and its filter. */
export const KIND_GROUPS: Record<SearchKind, string> = {
  product: "Products",
  page: "Pages",
  article: "Knowledge base articles",
  help: "Product help",
  webinar: "Webinars",
  event: "Events",
  download: "Downloads",
  update: "Updates and patches",
  blog: "Blog posts",
};

/** One result's kind, said beside its title. */
export const KIND_NAMES: Record<SearchKind, string> = {
  product: "Product",
  page: "Page",
  article: "Knowledge base article",
  help: "Product help page",
  webinar: "Webinar",
  event: "Event",
  download: "Download",
  update: "Update",
  blog: "Blog post",
};

/** The note on a result written in another language than the page's. */
export const WRITTEN_IN: Record<string, string> = {
  en: "Written in English",
  de: "Written in German",
  fr: "Written in French",
  nl: "Written in Dutch",
};
