/** The kinds of page the site search finds, in the order the results page groups them. */
export const SEARCH_KINDS = ["product", "page", "article", "help", "webinar", "event", "download", "update", "blog"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
