/**
 * A desk resource's definition: what its list shows, which row is chosen, and the fields of its
 * edit and add forms. The desk's generic parts (DeskTable, DeskForm, RowDeleteButton) render
 * every section from one, so a section's own module holds only what is special about it.
 */
import type { ReactNode } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import type { RouteName } from "@common/routes";
import type { MessageValues } from "@common/i18n/translator";
import type { PageText } from "~/i18n/I18n";

/** A catalogue message, alone or with its values. */
export type DeskMessage = string | { message: string; values: MessageValues };

/** What a cell holds: stored data (marked translate="no"), or words of the page's own. */
export type DeskCell = { data: ReactNode } | { words: ReactNode };

export interface DeskColumn<Row> {
  /** The column's header, a catalogue message; `dataHeader` marks one that is data (a currency code). */
  header: string;
  dataHeader?: boolean;
  /** A field of the row shown as stored data, or what the cell shows. */
  cell: keyof Row | ((row: Row, page: PageText) => DeskCell);
}

export interface DeskList<Row> {
  caption: DeskMessage;
  /** The name of the region the table scrolls sideways in, such as "Countries (scrolls sideways)". */
  region: string;
  rowId: (row: Row) => number;
  /** The first column: its header, and each row's own name (stored data) in it. */
  rowHeader: string;
  rowName: (row: Row) => string;
  /** The Edit link's hidden words, where the name alone does not say which row it is (default: the name). */
  editName?: (row: Row) => { message: string; values: MessageValues };
  /** The columns after the first. */
  columns: DeskColumn<Row>[];
}

export interface DeskField<Row> {
  name: string;
  label: string;
  kind?: "text" | "date" | "decimal" | "select" | "checkbox";
  maxLength?: number;
  hint?: string;
  required?: boolean;
  autoCapitalize?: "characters" | "none";
  /** A select's choices (`label` a catalogue message unless `data`). */
  options?: { value: string; label: string; data?: boolean }[];
  /** What the field holds for the row (or for a new one, `row` null): text, or a checkbox's state. */
  value: (row: Row | null) => string | boolean;
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
  /** The page's title (heading and head) and the paragraph under it, catalogue messages. */
  title: string;
  intro: string;
  /** The list page, and the address field that chooses a row on it. */
  route: RouteName;
  choose: string;
  list: DeskList<Row>;
  form?: DeskForm<Row>;
}

/** The identity function that types a definition. */
export function deskResource<Row>(resource: DeskResource<Row>): DeskResource<Row> {
  return resource;
}

/** The row the address chooses (`?<name>=<id>`), or null. */
export function chosenRow<Row>(request: Request, name: string, rows: Row[], idOf: (row: Row) => number): Row | null {
  const asked = Number(new URL(request.url).searchParams.get(name));
  return rows.find((row) => idOf(row) === asked) ?? null;
}

/** After a refused save (409) a desk page reads its rows again, so each form carries its row's new revision. */
export const deskShouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;
