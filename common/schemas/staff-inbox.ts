/**
 * The staff desk's Inbox: the kinds of item (what a visitor sent, from which form), their
 * desk states, and the schemas of the list's filter, the item's forms and the outbox.
 */
import * as v from "valibot";
import { numericId, oneOf, optionalText, requiredText, fieldMessage } from "./fields";
import { revisionField } from "./staff";

export const INBOX_KINDS = ["contact", "support", "bug", "callback", "training", "not-found"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: "Contact message",
  support: "Support request",
  bug: "Bug report",
  callback: "Callback booking",
  training: "Training booking",
  "not-found": "Not-found report",
};

export const INBOX_STATES = ["new", "in-progress", "waiting", "closed"] as const;
export type InboxState = (typeof INBOX_STATES)[number];
export const INBOX_STATE_LABELS: Record<InboxState, string> = {
  new: "New",
  "in-progress": "In progress",
  waiting: "Waiting on customer",
  closed: "Closed",
};

export const INBOX_SORTS = ["received", "kind", "state", "from"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const INBOX_SORT_LABELS: Record<InboxSort, string> = { received: "Received", kind: "Kind", state: "State", from: "From" };

/** Items on a page of the list, and mails on a page of the outbox. */
export const INBOX_PAGE_SIZE = 50;
export const OUTBOX_PAGE_SIZE = 50;

/** The longest reply or note: long enough for any answer, short enough for one mail. */
export const INBOX_TEXT_LIMIT = 5000;

/** An item's id in addresses: its kind and the id of the row the visitor's form stored ("support-42"). */
export function inboxItemId(kind: InboxKind, sourceId: number): string {
  return `${kind}-${sourceId}`;
}

export function parseInboxItemId(id: string): { kind: InboxKind; sourceId: number } | null {
  const match = /^([a-z-]+)-(\d{1,12})$/.exec(id);
  const kind = match?.[1] as InboxKind | undefined;
  if (!match || !kind || !INBOX_KINDS.includes(kind)) return null;
  return { kind, sourceId: Number(match[2]) };
}

const itemId = v.pipe(
  v.string("Item is required"),
  v.title("Item"),
  v.check((value) => parseInboxItemId(value) !== null, "Item must be an inbox item's id, like support-42"),
);

const optionalChoice = <const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  message = fieldMessage("Choose a {lowerLabel} from the list", label),
) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.title(label),
    v.check((value) => value === "" || (values as readonly string[]).includes(value), message),
    v.transform((value) => (value === "" ? undefined : (value as T[number]))),
  );

const day = (label: string) =>
  v.pipe(
    optionalText(label, 10),
    v.check(
      (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      fieldMessage("{label} must be a date, like 2026-11-24", label),
    ),
  );

/** The list's filter (a GET form, so a filtered view is a link; the CSV export takes the same). */
export const inboxFilterSchema = v.object({
  search: optionalText("Search", 200),
  kind: optionalChoice("Kind", INBOX_KINDS),
  state: optionalChoice("State", INBOX_STATES),
  /** A staff member's account id, or "nobody" for items not yet assigned. */
  assignee: optionalText("Assigned to", 100),
  product: v.pipe(
    optionalText("Product", 12),
    v.check((value) => value === "" || /^\d{1,12}$/.test(value), "Choose a product from the list"),
    v.transform((value) => (value === "" ? undefined : Number(value))),
  ),
  from: day("From"),
  to: day("To"),
  sort: optionalChoice("Sort by", INBOX_SORTS, "Sort by a column of the list"),
  dir: optionalChoice("Order", ["asc", "desc"] as const, "Sort ascending or descending"),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, "Page must be a number"), v.transform(Number), v.minValue(1)), "1"),
});
export type InboxFilter = v.InferOutput<typeof inboxFilterSchema>;

export const inboxItemSchema = v.object({ id: itemId });

/** State and assignee ("" for nobody), saved from the revision the page was opened at. */
export const inboxUpdateSchema = v.object({
  id: itemId,
  revision: revisionField,
  state: oneOf("State", INBOX_STATES, "Choose a state"),
  assignee: optionalText("Assigned to", 100),
});

export const inboxNoteSchema = v.object({
  id: itemId,
  note: requiredText("Note", INBOX_TEXT_LIMIT),
});

/** A reply mailed to the customer; the item's state after it ("Waiting on customer" unless chosen otherwise). */
export const inboxReplySchema = v.object({
  id: itemId,
  revision: revisionField,
  reply: requiredText("Reply", INBOX_TEXT_LIMIT),
  stateAfter: v.pipe(v.optional(v.picklist(INBOX_STATES, "Choose a state"), "waiting"), v.title("State after the reply")),
});

export const OUTBOX_STATUSES = ["waiting", "failing", "delivered"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { waiting: "Waiting", failing: "Failing", delivered: "Delivered" };

export const outboxFilterSchema = v.object({
  status: optionalChoice("Delivery state", OUTBOX_STATUSES),
  search: optionalText("Search", 200),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, "Page must be a number"), v.transform(Number), v.minValue(1)), "1"),
});

export const outboxRetrySchema = v.object({ outboxId: numericId("Mail") });
