/**
 * The Inbox's operations: the list and one item (read), an item's state and assignee, its
 * internal notes, and replies mailed to the customer through the outbox (the thread keeps
 * each reply with its delivery). Every change writes its audit entry in the same batch.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  INBOX_KIND_LABELS,
  INBOX_STATE_LABELS,
  type InboxState,
  inboxFilterSchema,
  inboxItemSchema,
  inboxNoteSchema,
  inboxReplySchema,
  inboxUpdateSchema,
  parseInboxItemId,
} from "@common/schemas/staff-inbox";
import { SALES_INBOX, SUPPORT_INBOX } from "@common/support/constants";
import { type Database, inboxItems, inboxThread } from "../db";
import { Refusal, defineOperation, done, invalidField, refuse } from "../operation";
import { getMailer, deliverDueMail, queueMail } from "../services";
import { listSupportProducts } from "../support";
import { auditEntry } from "../audit";
import { type InboxItem, findInboxItem } from "./inbox-item";
import { listInbox } from "./inbox-list";
import { listStaff } from "./members";
import { viewInboxItem } from "./personal-reads";
import { actorOf, staffAccess } from "./roles";
import { staleEdit } from "./versions";

const NOT_FOUND = "There is no such item in the inbox.";

/** The item an input names, or a 404 refusal. */
async function itemOf(db: Database, id: string): Promise<InboxItem> {
  const ref = parseInboxItemId(id);
  const item = ref ? await findInboxItem(db, ref.kind, ref.sourceId) : null;
  if (!item) throw new Refusal(refuse(404, NOT_FOUND));
  return item;
}

/** How the audit log and the item's page describe its desk state. */
function deskState(state: InboxState, assigneeEmail: string | null) {
  return { state, assignee: assigneeEmail };
}

/**
 * The statements that move an item from `revision` to a new state: its desk row is made on
 * first use (an untouched item is at revision 1), then updated only if still at `revision`.
 */
export function saveState(db: Database, item: InboxItem, revision: number, state: InboxState, assigneeAccountId: string | null, now: number) {
  const where = and(eq(inboxItems.kind, item.kind), eq(inboxItems.sourceId, item.sourceId), eq(inboxItems.revision, revision));
  return [
    db
      .insert(inboxItems)
      .values({ kind: item.kind, sourceId: item.sourceId, updatedAt: new Date(now) })
      .onConflictDoNothing(),
    db
      .update(inboxItems)
      .set({ state, assigneeAccountId, revision: sql`${inboxItems.revision} + 1`, updatedAt: new Date(now) })
      .where(where)
      .returning({ revision: inboxItems.revision }),
    // Unless that update changed the row, this fails the batch, so nothing after it (the
    // audit entry, a reply's mail) is stored for a save that lost the race.
    db
      .select({ saved: sql<number>`CASE WHEN changes() = 1 THEN 1 ELSE json(${STALE_MARK}) END` })
      .from(inboxItems)
      .limit(1),
  ] as const;
}

const STALE_MARK = "stale inbox revision";

/** Runs a batch that saves a state; a lost race (see saveState) is the stale-edit refusal. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && /malformed JSON/i.test(`${error.message} ${String(error.cause ?? "")}`)) throw staleEdit();
    throw error;
  }
}

export const readInbox = defineOperation({
  name: "staff-inbox-list",
  input: inboxFilterSchema,
  access: staffAccess,
  run: async ({ db }, filter) => {
    const [list, products] = await Promise.all([listInbox(db, filter), listSupportProducts(db)]);
    return done({ ...list, products: products.map((product) => ({ id: product.id, name: product.productName })) });
  },
});

export const readInboxItem = defineOperation({
  name: "staff-inbox-item",
  input: inboxItemSchema,
  access: staffAccess,
  run: async ({ db, user }, { id }) => {
    const ref = parseInboxItemId(id);
    const [item, staff] = await Promise.all([ref ? viewInboxItem(db, actorOf(user), ref.kind, ref.sourceId) : null, listStaff(db)]);
    if (!item) return refuse(404, NOT_FOUND);
    return done({ item, staff: staff.map((member) => ({ accountId: member.accountId, email: member.email })) });
  },
});

export const updateInboxItem = defineOperation({
  name: "staff-inbox-update",
  input: inboxUpdateSchema,
  access: staffAccess,
  run: async ({ db, user }, { id, revision, state, assignee }) => {
    const actor = actorOf(user);
    const item = await itemOf(db, id);
    const staff = await listStaff(db);
    const assigned = assignee ? staff.find((member) => member.accountId === assignee) : null;
    if (assignee && !assigned) return invalidField("assignee", "Assigned to", "Choose a staff member from the list");
    if (item.revision !== revision) throw staleEdit();
    const now = Date.now();
    const before = deskState(item.state, item.assigneeEmail);
    const after = deskState(state, assigned?.email ?? null);
    const [, [updated]] = await guarded(() =>
      db.batch([
        ...saveState(db, item, revision, state, assigned?.accountId ?? null, now),
        auditEntry(
          db,
          actor,
          {
            action: "inbox.update",
            subjectType: "inbox-item",
            subjectId: item.id,
            summary: `Set ${item.id} to ${INBOX_STATE_LABELS[state]}, assigned to ${after.assignee ?? "nobody"}`,
            before,
            after,
          },
          now,
        ),
      ]),
    );
    if (!updated) throw staleEdit();
    const message = `Saved: ${INBOX_STATE_LABELS[state]}, assigned to ${after.assignee ?? "nobody"}.`;
    return done({ id: item.id, revision: updated.revision, ...after, message }, { message });
  },
});

export const addInboxNote = defineOperation({
  name: "staff-inbox-note",
  input: inboxNoteSchema,
  access: staffAccess,
  run: async ({ db, user }, { id, note: body }) => {
    const actor = actorOf(user);
    const item = await itemOf(db, id);
    const now = Date.now();
    const [[note]] = await db.batch([
      db
        .insert(inboxThread)
        .values({
          kind: item.kind,
          sourceId: item.sourceId,
          entry: "note",
          authorAccountId: actor.userId,
          authorEmail: actor.email,
          body,
          createdAt: new Date(now),
        })
        .returning({ id: inboxThread.id }),
      auditEntry(
        db,
        actor,
        { action: "inbox.note", subjectType: "inbox-item", subjectId: item.id, summary: `Added a note to ${item.id}`, before: null, after: { note: body } },
        now,
      ),
    ]);
    const message = "Note added.";
    return done({ id: item.id, noteId: note?.id, message }, { status: 201, message });
  },
});

/** The reply's mail: to the customer, naming the reference, with what they wrote below it. */
export function replyMail(item: InboxItem, body: string) {
  const label = INBOX_KIND_LABELS[item.kind].toLowerCase();
  const quoted = (item.kind === "callback" || item.kind === "training" ? item.body : (item.sent.find((field) => field.label === "Message")?.value ?? item.body))
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    tag: `inbox-reply:${item.id}`,
    to: item.email,
    replyTo: item.kind === "contact" ? SALES_INBOX : SUPPORT_INBOX,
    subject: `Re: your ${label} (reference ${item.sourceId})`,
    text:
      `Hello ${item.name},\n\n${body}\n\nYour reference is ${item.sourceId}; please quote it if you write to us about this again.\n\nDolphin Computer Access\n` +
      (quoted.trim() !== ">" ? `\nYou wrote:\n\n${quoted}\n` : ""),
  };
}

export const replyToInboxItem = defineOperation({
  name: "staff-inbox-reply",
  input: inboxReplySchema,
  access: staffAccess,
  run: async ({ db, env, user }, { id, revision, reply: body, stateAfter: state }) => {
    const actor = actorOf(user);
    const item = await itemOf(db, id);
    // Not-found reports are anonymous: there is nobody to mail.
    if (!item.email) return refuse(409, "This item has no email address to reply to. Add a note instead.");
    if (item.revision !== revision) throw staleEdit();
    const now = Date.now();
    const mail = replyMail(item, body);
    const [, [updated], , , [entry]] = await guarded(() =>
      db.batch([
        ...saveState(db, item, revision, state, item.assigneeAccountId, now),
        queueMail(db, [mail], now),
        // The outbox row just inserted, in this same transaction, is the reply's delivery.
        db
          .insert(inboxThread)
          .values({
            kind: item.kind,
            sourceId: item.sourceId,
            entry: "reply",
            authorAccountId: actor.userId,
            authorEmail: actor.email,
            body,
            outboxId: sql`last_insert_rowid()`,
            createdAt: new Date(now),
          })
          .returning({ id: inboxThread.id, outboxId: inboxThread.outboxId }),
        auditEntry(
          db,
          actor,
          {
            action: "inbox.reply",
            subjectType: "inbox-item",
            subjectId: item.id,
            summary: `Replied to ${item.id} (${item.email})`,
            before: deskState(item.state, item.assigneeEmail),
            after: { ...deskState(state, item.assigneeEmail), reply: { to: mail.to, subject: mail.subject, body } },
          },
          now,
        ),
      ]),
    );
    if (!updated || !entry?.outboxId) throw staleEdit();
    const report = await deliverDueMail(db, getMailer(env, db), now, 1, [entry.outboxId]);
    const message =
      report.delivered === 1
        ? `Reply sent to ${item.email}. The item is now ${INBOX_STATE_LABELS[state]}.`
        : `Reply saved, but its delivery to ${item.email} failed; the outbox will try again. The item is now ${INBOX_STATE_LABELS[state]}.`;
    return done({ id: item.id, revision: updated.revision, outboxId: entry.outboxId, delivered: report.delivered === 1, message }, { status: 201, message });
  },
});
