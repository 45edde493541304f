/**
 * The desk's reads that export or reveal someone's personal data, each recorded in the audit
 * log as it is made: the inbox's CSV export, account look-ups (the search and an account's
 * page) and an inbox item that shows the sender's address. The API's operations and the
 * desk's pages both read through these, so neither path can read without a trace.
 */
import type { InboxFilter, InboxKind } from "@common/schemas/staff-inbox";
import type { Database } from "../db";
import { type AccountDetail, type AccountListing, readAccountDetail, searchAccounts } from "./account-reads";
import { type Actor, recordRead } from "../audit";
import { type InboxItem, findInboxItem } from "./inbox-item";
import { inboxCsv } from "./inbox-list";

/** The filter as the audit log keeps it: only what was chosen (an export holds every page, so no page). */
function chosen(filter: Partial<InboxFilter>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([name, value]) => name !== "page" && value !== undefined && value !== "" && value !== null));
}

/** The inbox's filtered list as CSV, recorded with its filter and how many items left the desk. */
export async function exportInboxCsv(db: Database, actor: Actor, filter: Partial<InboxFilter>): Promise<string> {
  const { csv, count } = await inboxCsv(db, filter);
  await recordRead(db, actor, {
    action: "inbox.export",
    subjectType: "inbox-item",
    subjectId: "export",
    summary: `Downloaded ${count} inbox ${count === 1 ? "item" : "items"} as CSV`,
    shown: { filter: chosen(filter), items: count },
  });
  return csv;
}

/** One inbox item; a view that shows the sender's address is recorded (not-found reports are anonymous). */
export async function viewInboxItem(db: Database, actor: Actor, kind: InboxKind, sourceId: number): Promise<InboxItem | null> {
  const item = await findInboxItem(db, kind, sourceId);
  if (item?.email) {
    await recordRead(db, actor, {
      action: "inbox-item.view",
      subjectType: "inbox-item",
      subjectId: item.id,
      summary: `Viewed ${item.id} from ${item.email}`,
      shown: { email: item.email, name: item.name },
    });
  }
  return item;
}

/** Accounts whose address contains the words; a search that finds any is recorded with what it found. */
export async function lookUpAccounts(db: Database, actor: Actor, email: string): Promise<{ accounts: AccountListing[]; more: boolean }> {
  const found = await searchAccounts(db, email);
  if (found.accounts.length > 0) {
    await recordRead(db, actor, {
      action: "account.search",
      subjectType: "account",
      subjectId: email,
      summary: `Searched accounts for "${email}" (${found.accounts.length}${found.more ? "+" : ""} found)`,
      shown: { accounts: found.accounts.map((account) => account.email), more: found.more },
    });
  }
  return found;
}

/** One account's page (address, sessions, roles), recorded. */
export async function lookUpAccount(db: Database, actor: Actor, accountId: string): Promise<AccountDetail | null> {
  const account = await readAccountDetail(db, accountId);
  if (account) {
    await recordRead(db, actor, {
      action: "account.view",
      subjectType: "account",
      subjectId: accountId,
      summary: `Viewed the account ${account.email}`,
      shown: { email: account.email, sessions: account.sessions.length },
    });
  }
  return account;
}
