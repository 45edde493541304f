/**
 * The account's own history (account_history): each sign-in, each action that asked for proof
 * again, and the session events (written by sign-in-history.ts). The owner sees all of it in
 * their data export; nothing here is shown to anyone else.
 */
import { desc, eq } from "drizzle-orm";
import { type Database, accountHistory, accounts } from "../db";
import { verifyPassword } from "./crypto";
import { Refusal, invalidField, refuse } from "../operation";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is not right. Check it and try again.";

/** The site's session events (written by workers/session/sign-in-history.ts). */
export const SIGN_IN_EVENTS = ["signed-in", "session-ended", "other-sessions-ended"] as const;
export type SignInEvent = (typeof SIGN_IN_EVENTS)[number];

export const ACCOUNT_EVENTS = [
  "sign-in",
  "data-export",
  "deletion-requested",
  "deletion-cancelled",
  "email-change-requested",
  "email-changed",
  "email-change-undone",
  ...SIGN_IN_EVENTS,
] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

/** The insert of one history entry, for a batch with the change it records. */
export function historyEntry(db: Database, accountId: string, kind: AccountEvent, clientAddress: string, now = Date.now()) {
  return db.insert(accountHistory).values({ accountId, kind, clientAddress, at: new Date(now) });
}

export async function recordAccountEvent(db: Database, accountId: string, kind: AccountEvent, clientAddress: string, now = Date.now()): Promise<void> {
  await historyEntry(db, accountId, kind, clientAddress, now);
}

export interface HistoryEntry {
  at: string;
  kind: string;
  clientAddress: string;
  device: string;
  browser: string;
  country: string | null;
}

export async function listAccountHistory(db: Database, accountId: string, limit = 200): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(accountHistory)
    .where(eq(accountHistory.accountId, accountId))
    .orderBy(desc(accountHistory.at), desc(accountHistory.id))
    .limit(limit);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    clientAddress: row.clientAddress,
    device: row.device,
    browser: row.browser,
    country: row.country,
  }));
}

export const PASSWORD_MANAGED_ELSEWHERE = "Your password is managed by DolphinID. Do this on the DolphinID website.";

/**
 * The account's row, its current password typed again (a 422 on the field when it is wrong;
 * `null` when a passkey has proved it already, see re-proof.ts). Accounts held by an outside
 * DolphinID provider have no password here, so they are sent there (409).
 */
export async function confirmCurrentPassword(db: Database, accountId: string, password: string | null) {
  const account = await db.select().from(accounts).where(eq(accounts.id, accountId)).get();
  if (!account) throw new Refusal(refuse(409, PASSWORD_MANAGED_ELSEWHERE));
  if (password !== null && !(await verifyPassword(password, account.passwordHash))) {
    throw new Refusal(invalidField("currentPassword", "Current password", WRONG_CURRENT_PASSWORD_MESSAGE));
  }
  return account;
}
