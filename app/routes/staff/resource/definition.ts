/**
 * A desk resource's definition: what its list shows, which row is chosen, and the fields of its
 * edit and add forms (on the list page, or an item's own editor), and the fields of a list's
 * filter. The desk's shared parts (DeskTable, DeskFormSection, DeskFields, DeskFilter,
 * DeskResourcePage, DeskEditor) draw a section from these, so a section's own module holds its
 * definition and only what is special about it. Access and audit are the
 * operations' (workers/staff), which the page's loader and action run.
 */
import type { ReactElement, ReactNode } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import type { RouteName, RouteParams } from "@common/routes";
import type { MessageValues } from "@common/i18n/translator";
import type { PageText } from "~/i18n/I18n";

/** A catalogue message with its values, or with elements in it (`<0/>`: a name marked as data). */
export interface DeskMessageWith {
  message: string;
  values?: MessageValues;
  components?: readonly ReactElement[];
}

/** A catalogue message, alone or with what goes in it. */
export type DeskMessage = string | DeskMessageWith;

/** What a cell holds: stored data (marked translate="no"), or words of the page's own (or of `lang`). */
export type DeskCell = { data: ReactNode } | { words: ReactNode; lang?: string };

export interface DeskColumn<Row> {
  /** The column's header, a catalogue message; `dataHeader` marks one that is data (a currency code). */
  header: string;
  dataHeader?: boolean;
  /** The list's sort key of a column the list sorts by (its header is then a sorting link). */
  sort?: string;
  /** A field of the row shown as stored data, or what the cell shows. */
  cell: keyof Row | ((row: Row, page: PageText) => DeskCell);
}

export interface DeskList<Row> {
  caption: DeskMessage;
  /** The name of the region the table scrolls sideways in, such as "Countries (scrolls sideways)". */
  region: string;
  rowId: (row: Row) => number | string;
  /** The row header's column: its header (and sort key), and each row's own name (stored data) in it. */
  rowHeader: string;
  rowHeaderSort?: string;
  rowName: (row: Row) => string;
  /**
   * Where the name leads, for a row edited on a page of its own: the link says "Edit" to a
   * screen reader, and `lang` is the name's language where it is content of another language;
   * or, `proper`, the link is the name alone, a proper name (a dealer's, a product's).
   */
  rowLink?: (row: Row, page: PageText) => { route: RouteName; params: RouteParams; lang?: string; proper?: boolean };
  /** What follows the name in its cell (a label, the row's address). */
  rowNote?: (row: Row, page: PageText) => ReactNode;
  /** The columns before the row header's (a position). */
  leading?: DeskColumn<Row>[];
  /** The Edit link's hidden words, where the name alone does not say which row it is (default: the name). */
  editName?: (row: Row) => DeskMessageWith;
  /** The columns after the row header's. */
  columns: DeskColumn<Row>[];
}

export interface DeskField<Row> {
  name: string;
  label: string;
  /**
   * What is typed: a line of text (the default), a date, a UTC date and time ("datetime"), a
   * number with a decimal point or a whole one, an address (email, tel, url), paragraphs
   * ("textarea"), a choice, a box to tick, or the language of the row's own words ("language").
   */
  kind?: "text" | "date" | "datetime" | "decimal" | "numeric" | "email" | "tel" | "url" | "textarea" | "select" | "checkbox" | "language";
  maxLength?: number;
  /** A textarea's height in lines. */
  rows?: number;
  /** Words under the label: a catalogue message, or one with elements in it (a link to where a file is uploaded). */
  hint?: DeskMessage;
  required?: boolean;
  autoCapitalize?: "characters" | "none";
  /** The field holds the row's own words: it is marked with the language they are written in. */
  content?: boolean;
  /** A select's first choice, for none (its value empty), a catalogue message. */
  placeholder?: string;
  /** A select's choices are names, as stored (marked translate="no"); `english`: English as stored (marked with it). */
  data?: boolean;
  english?: boolean;
  /** A select's choices (`label` a catalogue message unless `data`, the option's or the field's). */
  options?: { value: string | number; label: string; data?: boolean }[];
  /** What the field holds for the row (or for a new one, `row` null): text, or a checkbox's state. */
  value: (row: Row | null) => string | boolean;
  /** The text shown when neither what was typed nor the row gives one. */
  fallback?: string;
}

/** A field of a list's filter (a GET form): its value is the address's. */
export interface DeskFilterField {
  name: string;
  label: string;
  /** A line of text (the default), an email address, or a choice. */
  kind?: "text" | "email" | "select";
  hint?: string;
  /** "off" where the browser should not offer what was typed elsewhere (a serial, someone else's address). */
  autoComplete?: "off";
  /** A select's first choice, for no filter on this field (its value empty). */
  placeholder?: string;
  /** The value when the address has none. */
  fallback?: string;
  /** A select's choices: `label` a catalogue message, or data (names) where `data` is set. */
  options?: { value: string; label: string }[];
  data?: boolean;
}

export interface DeskIntent {
  /** The `intent` the form posts, naming the operation of the page action. */
  value: string;
  label: string;
  secondary?: boolean;
}

export interface DeskForm<Row> {
  /** The form heading's id: the Edit links lead to it. */
  titleId: string;
  heading: (row: Row | null) => DeskMessage;
  /** The hidden fields naming the row (with its revision), or the parent a new row goes in. */
  hidden: (row: Row | null) => Record<string, string | number>;
  intents: [DeskIntent, ...DeskIntent[]];
  fields: DeskField<Row>[];
}

export interface DeskResource<Row> {
  /** The page's title (heading and head) and the paragraph under it, catalogue messages (a page may write its own paragraph). */
  title: string;
  intro?: string;
  /** The list page, and the address field that chooses a row on it (none: no row is edited on the list page). */
  route: RouteName;
  choose?: string;
  list: DeskList<Row>;
  form?: DeskForm<Row>;
}

/** The identity function that types a definition. */
export function deskResource<Row>(resource: DeskResource<Row>): DeskResource<Row> {
  return resource;
}

/** The row the address chooses (`?<choose>=<id>`), or null. */
export function chosenRow<Row>(request: Request, resource: DeskResource<Row>, rows: Row[]): Row | null {
  if (!resource.choose) return null;
  const asked = Number(new URL(request.url).searchParams.get(resource.choose));
  return rows.find((row) => resource.list.rowId(row) === asked) ?? null;
}

/** After a refused save (409) a desk page reads its rows again, so each form carries its row's new revision. */
export const deskShouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;
