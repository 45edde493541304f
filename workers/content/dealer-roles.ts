/**
 * Who holds a dealer's role (and so may enter the dealer zone for it), and the statements
 * that grant and take it away. They are statements, not writes, so the staff desk puts each
 * in one batch with its audit entry.
 */
import { and, asc, eq } from "drizzle-orm";
import { type Database, accounts, dealerRoles, dealerSessions } from "../db";

export interface DealerAccessHolder {
  accountId: string;
  email: string;
  grantedAt: string;
  proved: boolean;
}

/** The accounts holding a dealer's role, by address. */
export async function listDealerAccess(db: Database, dealerId: number): Promise<DealerAccessHolder[]> {
  const rows = await db
    .select({ accountId: accounts.id, email: accounts.email, grantedAt: dealerRoles.grantedAt, provedAt: accounts.emailVerifiedAt })
    .from(dealerRoles)
    .innerJoin(accounts, eq(accounts.id, dealerRoles.accountId))
    .where(eq(dealerRoles.dealerId, dealerId))
    .orderBy(asc(accounts.email))
    .all();
  return rows.map((row) => ({ accountId: row.accountId, email: row.email, grantedAt: row.grantedAt.toISOString(), proved: row.provedAt !== null }));
}

/** The dealers whose role an account holds. */
export async function dealerIdsOf(db: Database, accountId: string): Promise<number[]> {
  const rows = await db.select({ dealerId: dealerRoles.dealerId }).from(dealerRoles).where(eq(dealerRoles.accountId, accountId)).all();
  return rows.map((row) => row.dealerId);
}

export function grantDealerRoleStatement(db: Database, accountId: string, dealerId: number, now = Date.now()) {
  return db
    .insert(dealerRoles)
    .values({ accountId, dealerId, grantedAt: new Date(now) })
    .onConflictDoNothing();
}

export function revokeDealerRoleStatement(db: Database, accountId: string, dealerId: number) {
  return db.delete(dealerRoles).where(and(eq(dealerRoles.accountId, accountId), eq(dealerRoles.dealerId, dealerId)));
}

/** A dealer session already open for the role ends with it, so access taken away is gone at once. */
export function endDealerSessionsStatement(db: Database, accountId: string, dealerId: number) {
  return db.delete(dealerSessions).where(and(eq(dealerSessions.accountId, accountId), eq(dealerSessions.dealerId, dealerId)));
}
