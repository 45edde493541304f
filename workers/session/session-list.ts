/**
 * An account's live sign-in sessions as the staff desk shows them: when each began, when it
 * was last used, whether it is remembered and when it ends at the latest. Never the tokens.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import { type Database, sessions } from "../db";

export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  remember: boolean;
  endsBy: string;
}

/** The account's sessions that have not ended, the most recently used first. */
export async function listAccountSessions(db: Database, userId: string, now = Date.now()): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
      idle: sessions.idleExpiresAt,
      absolute: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, new Date(now)), gt(sessions.absoluteExpiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt))
    .all();
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    remember: row.remember,
    endsBy: new Date(Math.min(row.idle.getTime(), row.absolute.getTime())).toISOString(),
  }));
}
