/**
 * Parts of the Inbox's pages: the sortable column header (a GET link; the sorted one says so
 * with aria-sort), and how a state, a kind and a mail's delivery are said.
 */
import { Link } from "react-router";
import { INBOX_KIND_LABELS, INBOX_STATE_LABELS, type InboxKind, type InboxState, type InboxSort } from "@common/schemas/staff-inbox";
import { formatStaffTime } from "./components";

export function KindLabel({ kind }: { kind: InboxKind }) {
  return <>{INBOX_KIND_LABELS[kind]}</>;
}

export function StateLabel({ state }: { state: InboxState }) {
  return <span className={`inbox-state inbox-state--${state}`}>{INBOX_STATE_LABELS[state]}</span>;
}

/** A column header that sorts the list by its column; following it again reverses the order. */
export function SortHeader({
  column,
  label,
  order,
  href,
}: {
  column: InboxSort;
  label: string;
  order: { sort: InboxSort; dir: "asc" | "desc" };
  href: (sort: InboxSort, dir: "asc" | "desc") => string;
}) {
  const active = order.sort === column;
  const next = active ? (order.dir === "asc" ? "desc" : "asc") : column === "received" ? "desc" : "asc";
  return (
    <th scope="col" aria-sort={active ? (order.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={href(column, next)} className="staff-sort">
        {label}
        <span className="visually-hidden">, sort {next === "asc" ? "ascending" : "descending"}</span>
        {active && <span aria-hidden="true">{order.dir === "asc" ? " ▲" : " ▼"}</span>}
      </Link>
    </th>
  );
}

/** "Delivered 24 Nov 2026, 14:05 UTC", "Waiting to be sent", or "Failing after 3 attempts: …". */
export function deliveryText(delivery: { deliveredAt: string | null; attempts: number; lastError: string | null }): string {
  if (delivery.deliveredAt) return `Delivered ${formatStaffTime(delivery.deliveredAt)}`;
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"}`;
  if (delivery.lastError) return `Failing after ${attempts}: ${delivery.lastError}`;
  return delivery.attempts ? `Waiting (${attempts} so far)` : "Waiting to be sent";
}
