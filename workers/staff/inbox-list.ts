/**
 * The Inbox's list: everything visitors sent (contact, support and bug messages, callback and
 * training bookings, not-found reports) read from the tables their forms store, in one list
 * with the desk's state of each (an item the desk has not touched is new and unassigned),
 * filtered, searched, sorted and paged; and the same list as CSV.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  INBOX_PAGE_SIZE,
  INBOX_KIND_LABELS,
  INBOX_STATE_LABELS,
  type InboxFilter,
  type InboxKind,
  type InboxSort,
  type InboxState,
  inboxItemId,
} from "@common/schemas/staff-inbox";
import { type Database, contains } from "../db";

/** The most rows one CSV export holds (a narrower filter gives the rest). */
export const INBOX_EXPORT_LIMIT = 10_000;
const DAY_MS = 86_400_000;

export interface InboxRow {
  id: string;
  kind: InboxKind;
  sourceId: number;
  name: string;
  email: string;
  /** The subject, the booked session's title, or the address that was not found. */
  subject: string;
  /** What the visitor wrote (message, booking notes, what they were looking for). */
  body: string;
  productId: number | null;
  productName: string | null;
  receivedAt: string;
  state: InboxState;
  assigneeAccountId: string | null;
  assigneeEmail: string | null;
  revision: number;
}

interface RawRow {
  kind: InboxKind;
  source_id: number;
  name: string;
  email: string;
  subject: string;
  body: string;
  product_id: number | null;
  product_name: string | null;
  created_at: number;
  state: InboxState;
  assignee_account_id: string | null;
  assignee_email: string | null;
  revision: number;
}

/** Every item with its desk state, as one relation `i` (the sources joined to inbox_items). */
const ITEMS = sql`(
  SELECT s.*, coalesce(d.state, 'new') AS state, d.assignee_account_id, coalesce(d.revision, 1) AS revision,
         p.product_name, a.email AS assignee_email
  FROM (
    SELECT m.kind AS kind, m.id AS source_id, m.name AS name, m.email AS email, m.subject AS subject, m.message AS body,
           m.product_id AS product_id, m.created_at AS created_at
    FROM support_messages m
    UNION ALL
    SELECT t.kind, b.id, b.name, b.email, t.title, b.notes, t.product_id, b.created_at
    FROM support_bookings b JOIN support_slots t ON t.id = b.slot_id
    UNION ALL
    SELECT 'not-found', f.id, '', '', f.reported_uri, f.feedback, NULL, f.created_at
    FROM feedback_reports f
  ) s
  LEFT JOIN inbox_items d ON d.kind = s.kind AND d.source_id = s.source_id
  LEFT JOIN support_products p ON p.id = s.product_id
  LEFT JOIN accounts a ON a.id = d.assignee_account_id
) i`;

function whereOf(filter: Partial<InboxFilter>): SQL {
  const conditions: SQL[] = [sql`1 = 1`];
  if (filter.search) {
    const text = filter.search;
    conditions.push(
      sql`(${contains(sql`i.name`, text)} OR ${contains(sql`i.email`, text)} OR ${contains(sql`i.subject`, text)} OR ${contains(sql`i.body`, text)} OR ${contains(sql`i.kind || '-' || i.source_id`, text)})`,
    );
  }
  if (filter.kind) conditions.push(sql`i.kind = ${filter.kind}`);
  if (filter.state) conditions.push(sql`i.state = ${filter.state}`);
  if (filter.assignee === "nobody") conditions.push(sql`i.assignee_account_id IS NULL`);
  else if (filter.assignee) conditions.push(sql`i.assignee_account_id = ${filter.assignee}`);
  if (filter.product !== undefined) conditions.push(sql`i.product_id = ${filter.product}`);
  if (filter.from) conditions.push(sql`i.created_at >= ${Date.parse(`${filter.from}T00:00:00Z`)}`);
  if (filter.to) conditions.push(sql`i.created_at < ${Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS}`);
  return sql.join(conditions, sql` AND `);
}

/** The sort a filter asks for, with its default order (newest first; other columns A to Z). */
export function sortOf(filter: Partial<InboxFilter>): { sort: InboxSort; dir: "asc" | "desc" } {
  const sort = filter.sort ?? "received";
  return { sort, dir: filter.dir ?? (sort === "received" ? "desc" : "asc") };
}

function orderOf(filter: Partial<InboxFilter>): SQL {
  const { sort, dir } = sortOf(filter);
  const direction = sql.raw(dir === "asc" ? "ASC" : "DESC");
  const column = {
    received: sql`i.created_at`,
    kind: sql`i.kind`,
    state: sql`CASE i.state WHEN 'new' THEN 0 WHEN 'in-progress' THEN 1 WHEN 'waiting' THEN 2 ELSE 3 END`,
    from: sql`lower(i.name || ' ' || i.email)`,
  }[sort];
  return sql`${column} ${direction}, i.created_at DESC, i.kind, i.source_id DESC`;
}

function toRow(row: RawRow): InboxRow {
  return {
    id: inboxItemId(row.kind, row.source_id),
    kind: row.kind,
    sourceId: row.source_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    body: row.body,
    productId: row.product_id,
    productName: row.product_name,
    receivedAt: new Date(row.created_at).toISOString(),
    state: row.state,
    assigneeAccountId: row.assignee_account_id,
    assigneeEmail: row.assignee_email,
    revision: row.revision,
  };
}

async function selectRows(db: Database, filter: Partial<InboxFilter>, limit: number, offset: number): Promise<InboxRow[]> {
  const rows = await db.all<RawRow>(sql`SELECT i.* FROM ${ITEMS} WHERE ${whereOf(filter)} ORDER BY ${orderOf(filter)} LIMIT ${limit} OFFSET ${offset}`);
  return rows.map(toRow);
}

/** One page of the list and the number of items matching the filter. */
export async function listInbox(db: Database, filter: Partial<InboxFilter>): Promise<{ rows: InboxRow[]; total: number; page: number }> {
  const page = Math.max(1, filter.page ?? 1);
  const [rows, counted] = await Promise.all([
    selectRows(db, filter, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
    db.all<{ total: number }>(sql`SELECT count(*) AS total FROM ${ITEMS} WHERE ${whereOf(filter)}`),
  ]);
  return { rows, total: counted[0]?.total ?? 0, page };
}

/** One item of the list by its kind and source id, or null. */
export async function findInboxRow(db: Database, kind: InboxKind, sourceId: number): Promise<InboxRow | null> {
  const rows = await db.all<RawRow>(sql`SELECT i.* FROM ${ITEMS} WHERE i.kind = ${kind} AND i.source_id = ${sourceId}`);
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * A cell of the CSV: quoted, quotes doubled; a cell a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one) gets a leading apostrophe,
 * so what a visitor typed is only ever shown as text.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const INBOX_CSV_HEADER = ["Reference", "Kind", "State", "Assigned to", "Received (UTC)", "Name", "Email", "Product", "Subject", "Message"];

/** The filtered list (all pages, in the list's order) as CSV: UTF-8, a header row, CRLF lines; and how many items it holds. */
export async function inboxCsv(db: Database, filter: Partial<InboxFilter>): Promise<{ csv: string; count: number }> {
  const rows = await selectRows(db, filter, INBOX_EXPORT_LIMIT, 0);
  const lines = [
    INBOX_CSV_HEADER,
    ...rows.map((row) => [
      row.id,
      INBOX_KIND_LABELS[row.kind],
      INBOX_STATE_LABELS[row.state],
      row.assigneeEmail ?? "",
      row.receivedAt.replace("T", " ").slice(0, 19),
      row.name,
      row.email,
      row.productName ?? "",
      row.subject,
      row.body,
    ]),
  ];
  return { csv: `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`, count: rows.length };
}
