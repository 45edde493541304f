/**
 * Parts of the Events and Webinars lists: a column header that sorts by its column (a GET link;
 * the sorted one says so with aria-sort), the sentence the results status says (count and
 * order, so a screen reader hears the new order after following the link), and the notice of
 * a delete made from an item's own page.
 */
import { Link } from "react-router";
import { StatusAlert } from "~/components/forms/StatusAlert";

export interface ListOrder<C extends string> {
  sort: C;
  dir: "asc" | "desc";
}

function sortQuery(keep: Record<string, string | undefined>, sort: string, dir: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(keep)) if (value) params.set(key, value);
  params.set("sort", sort);
  params.set("dir", dir);
  return `?${params}`;
}

/** Sorts by its column, ascending first; on the sorted column, the other way. The filter is kept. */
export function SortableHeader<C extends string>({ column, label, order, keep }: { column: C; label: string; order: ListOrder<C>; keep: Record<string, string | undefined> }) {
  const active = order.sort === column;
  const next = active && order.dir === "asc" ? "desc" : "asc";
  return (
    <th scope="col" aria-sort={active ? (order.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={sortQuery(keep, column, next)} className="staff-sortable">
        {label}
        <span className="visually-hidden">, sort {next === "asc" ? "ascending" : "descending"}</span>
        {active && <span aria-hidden="true">{order.dir === "asc" ? " ▲" : " ▼"}</span>}
      </Link>
    </th>
  );
}

/** "12 events, sorted by Title, ascending." */
export function orderSentence(count: number, noun: [string, string], label: string, dir: "asc" | "desc"): string {
  return `${count} ${count === 1 ? noun[0] : noun[1]}, sorted by ${label}, ${dir === "asc" ? "ascending" : "descending"}.`;
}

/** The success of a delete made from an item's own page, which then leads back to the list ("?deleted=<name>"). */
export function DeletedItem({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <StatusAlert kind="success">
      <p>"{name}" is deleted.</p>
    </StatusAlert>
  );
}
