/**
 * The account's own sign-in history: each sign-in, and each session its owner ended from the
 * list of where they are signed in, with the device, browser and country concerned.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { signInHistory } from "../db/schema";
import type { SessionClient } from "./session-client";

export type SignInEvent = "signed-in" | "session-ended" | "other-sessions-ended";

export interface SignInHistoryEntry {
  event: SignInEvent;
  device: string;
  browser: string;
  country: string | null;
  at: string;
}

export function recordSignInEvent(db: Database, accountId: string, event: SignInEvent, client: SessionClient, now = Date.now()) {
  return db.insert(signInHistory).values({ accountId, event, device: client.device, browser: client.browser, country: client.country, createdAt: new Date(now) });
}

/** The newest entries first. */
export async function readSignInHistory(db: Database, accountId: string, limit = 10): Promise<SignInHistoryEntry[]> {
  const rows = await db.select().from(signInHistory).where(eq(signInHistory.accountId, accountId)).orderBy(desc(signInHistory.createdAt), desc(signInHistory.id)).limit(limit);
  return rows.map((row) => ({ event: row.event as SignInEvent, device: row.device, browser: row.browser, country: row.country, at: row.createdAt.toISOString() }));
}
