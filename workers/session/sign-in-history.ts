/**
 * The session events of the account's history (account_history, shared with the actions that
 * asked for proof again, account-history.ts): each site session begun, each session its owner
 * ended from the list of where they are signed in, and each 'Sign out everywhere else', with
 * the device, browser and country concerned. Account Preferences shows these.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { type Database, accountHistory } from "../db";
import type { SessionClient } from "./session-client";
import { SIGN_IN_EVENTS, type SignInEvent } from "../identity";

export interface SignInHistoryEntry {
  event: SignInEvent;
  device: string;
  browser: string;
  country: string | null;
  at: string;
}

export function recordSignInEvent(db: Database, accountId: string, event: SignInEvent, client: SessionClient, now = Date.now()) {
  return db
    .insert(accountHistory)
    .values({ accountId, kind: event, device: client.device, browser: client.browser, country: client.country, at: new Date(now) });
}

/** The newest session events first. */
export async function readSignInHistory(db: Database, accountId: string, limit = 10): Promise<SignInHistoryEntry[]> {
  const rows = await db
    .select()
    .from(accountHistory)
    .where(and(eq(accountHistory.accountId, accountId), inArray(accountHistory.kind, [...SIGN_IN_EVENTS])))
    .orderBy(desc(accountHistory.at), desc(accountHistory.id))
    .limit(limit);
  return rows.map((row) => ({ event: row.kind as SignInEvent, device: row.device, browser: row.browser, country: row.country, at: row.at.toISOString() }));
}
