/**
 * Sortable lists of the desk's content sections: a column header is a GET link that sorts by
 * it (the sorted one says so with aria-sort), and the results status says how the list is
 * sorted, so a screen reader hears the new order after following the link.
 */
import { Link } from "react-router";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { type PageText, useT } from "~/i18n/I18n";
import { STAFF_WHEN_FILTERS, STAFF_WHEN_LABELS } from "@common/schemas/staff-events";
import { useAddressNotice } from "./components";
import type { DeskFilterField } from "./resource/definition";

export interface ListOrder<C extends string> {
  sort: C;
  dir: "asc" | "desc";
}

function query(extra: Record<string, string | undefined>, sort: string, dir: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  params.set("sort", sort);
  params.set("dir", dir);
  return `?${params}`;
}

/** A column header that sorts the list by its column (ascending first; again: descending). `label` is a catalogue message. */
export function SortHeader<C extends string>({
  column,
  label,
  order,
  keep = {},
}: {
  column: C;
  label: string;
  order: ListOrder<C>;
  keep?: Record<string, string | undefined>;
}) {
  const { t } = useT();
  const active = order.sort === column;
  const next = active && order.dir === "asc" ? "desc" : "asc";
  return (
    <th scope="col" aria-sort={active ? (order.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={query(keep, column, next)} className="staff-sort">
        {t(label)}
        <span className="visually-hidden">{t("{dir, select, asc {, sort ascending} other {, sort descending}}", { dir: next })}</span>
        {active && <span aria-hidden="true">{order.dir === "asc" ? " ▲" : " ▼"}</span>}
      </Link>
    </th>
  );
}

/** The sentence of each kind of list: how many there are and how they are sorted. */
const SORT_SENTENCES = {
  page: "{count, plural, one {# page} other {# pages}}, sorted by {column}, {dir, select, asc {ascending} other {descending}}.",
  article: "{count, plural, one {# article} other {# articles}}, sorted by {column}, {dir, select, asc {ascending} other {descending}}.",
  video: "{count, plural, one {# video} other {# videos}}, sorted by {column}, {dir, select, asc {ascending} other {descending}}.",
  event: "{count, plural, one {# event} other {# events}}, sorted by {column}, {dir, select, asc {ascending} other {descending}}.",
  webinar: "{count, plural, one {# webinar} other {# webinars}}, sorted by {column}, {dir, select, asc {ascending} other {descending}}.",
} as const;

/** "12 pages, sorted by Title, ascending." (`label` is the column's catalogue message). */
export function sortSentence(text: PageText["text"], count: number, kind: keyof typeof SORT_SENTENCES, label: string, dir: "asc" | "desc"): string {
  return text(SORT_SENTENCES[kind], { count, column: text(label), dir });
}

/** A desk list's order from the page's address: a known column, up or down (else the default). */
export function orderFrom<C extends string>(request: Request, columns: readonly C[], fallback: ListOrder<C>): ListOrder<C> {
  const params = new URL(request.url).searchParams;
  const sort = columns.find((column) => column === params.get("sort"));
  if (!sort) return fallback;
  return { sort, dir: params.get("dir") === "desc" ? "desc" : "asc" };
}

/** The success of a delete made from an item's own page, which then leads back to the list ("?deleted=<name>"). */
export function DeletedNotice({ name }: { name: string | null }) {
  const { t } = useT();
  const shown = useAddressNotice();
  if (!name || !shown) return null;
  return (
    <StatusAlert kind="success" focusOnLoad>
      <p>{t('"{name}" is deleted.', { name })}</p>
    </StatusAlert>
  );
}

export function deletedName(request: Request): string | null {
  return new URL(request.url).searchParams.get("deleted")?.slice(0, 200) ?? null;
}

/** The filter of the events and webinars lists by when they are (past, coming, all). */
export const WHEN_FILTER: DeskFilterField = {
  name: "when",
  label: "Show",
  kind: "select",
  fallback: "all",
  options: STAFF_WHEN_FILTERS.map((when) => ({ value: when, label: STAFF_WHEN_LABELS[when] })),
};
