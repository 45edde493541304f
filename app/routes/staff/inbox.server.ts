/**
 * The Inbox's pages on the server: the list (its filter read from the address), one item,
 * the outbox, the CSV export, and the item's and outbox's actions, made from the same
 * operations as /api/v1/staff/inbox and /api/v1/staff/outbox.
 */
import { data } from "react-router";
import { inboxFilterSchema, outboxFilterSchema, parseInboxItemId } from "@common/schemas/staff-inbox";
import { listSupportProducts } from "@workers/support";
import {
  addInboxNote,
  exportInboxCsv,
  inboxSortOf,
  listInbox,
  listOutbox,
  listStaff,
  replyToInboxItem,
  retryOutboxMail,
  updateInboxItem,
  viewInboxItem,
} from "@workers/staff";
import type { StaffMember } from "~/lib/staff.server";
import { db } from "~/lib/db.server";
import { intentActions, readValidInput } from "~/lib/operation-action.server";

export type { InboxItem, InboxRow, OutboxRow, ThreadEntry } from "@workers/staff";

export const inboxItemAction = intentActions({ update: updateInboxItem, note: addInboxNote, reply: replyToInboxItem });
export const outboxAction = intentActions({ retry: retryOutboxMail });

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The list page: its filter (from the address), the page of items it selects, and the product choices. */
export async function inboxPage(request: Request) {
  const query = queryOf(request);
  const products = (await listSupportProducts(db())).map((product) => ({ value: String(product.id), label: product.productName }));
  const staff = [{ value: "nobody", label: "Nobody yet" }, ...(await listStaff(db())).map((member) => ({ value: member.accountId, label: member.email }))];
  const read = await readValidInput(request, inboxFilterSchema);
  if (!read.ok) return { query, fieldErrors: read.fieldErrors, rows: [], total: 0, page: 1, products, staff, order: inboxSortOf({}) };
  const list = await listInbox(db(), read.output);
  return { query, fieldErrors: null, ...list, products, staff, order: inboxSortOf(read.output) };
}

/** The filtered list as a CSV download (all pages); a malformed filter is a 422 with its message. */
export async function inboxExport(request: Request, member: StaffMember): Promise<Response> {
  const read = await readValidInput(request, inboxFilterSchema);
  if (!read.ok) {
    const messages = Object.values(read.fieldErrors).flatMap((field) => field.errors);
    return new Response(`${messages.join("\n")}\n`, { status: 422, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const csv = await exportInboxCsv(db(), member, read.output);
  const day = new Date().toISOString().slice(0, 10);
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** One item with its thread, and the staff it can be assigned to; 404 for an unknown item. */
export async function inboxItemPage(id: string | undefined, member: StaffMember) {
  const ref = parseInboxItemId(id ?? "");
  const item = ref ? await viewInboxItem(db(), member, ref.kind, ref.sourceId) : null;
  if (!item) throw data({ message: "There is no such item in the inbox." }, { status: 404 });
  const staff = (await listStaff(db())).map((member) => ({ value: member.accountId, label: member.email }));
  return { item, staff };
}

export async function outboxPage(request: Request) {
  const query = queryOf(request);
  const read = await readValidInput(request, outboxFilterSchema);
  if (!read.ok) return { query, fieldErrors: read.fieldErrors, rows: [], total: 0, page: 1 };
  return { query, fieldErrors: null, ...(await listOutbox(db(), read.output)) };
}
