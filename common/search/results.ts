/** What a site search answers, as the API sends it and the results page shows it. */
import type { SearchKind } from "./kinds.ts";

/** A piece of a title or snippet: the words the search matched are marked. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  /** The source row's key within its kind (an article's id, a page's hid). */
  ref: string;
  title: string;
  titleParts: SnippetPart[];
  snippet: SnippetPart[];
  /** The page's address in the searching locale. */
  href: string;
  language: string;
  updatedAt: string | null;
}

export interface SearchOutcome {
  query: string;
  kind: SearchKind | null;
  /** Results of each kind (for the filters), whatever kind is chosen. */
  counts: { kind: SearchKind; count: number }[];
  /** Results of the chosen kind, or of all. */
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
  hits: SearchHit[];
  /** The nearest spelling the index knows, when the query as typed finds nothing. */
  suggestion: string | null;
  /** The query whose results these are: the suggestion's when the query as typed found nothing. */
  shownFor: string;
}
