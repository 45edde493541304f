/**
 * What the Accounts section reads of a DolphinID: the search by address, and one account as
 * the desk shows it (address proved or not, created, terms accepted, staff role, dealer
 * access, live sessions; never a token). The desk reads them through `personal-reads.ts`,
 * which records each look in the audit log.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { ACCOUNT_SEARCH_LIMIT } from "@common/schemas/staff-people";
import { type Database, accountRoles, accounts, dealers, contains } from "../db";
import { dealerIdsOf } from "../content";
import { listAccountSessions } from "../session";
import { staffRoleName } from "./roles";

export interface AccountListing {
  accountId: string;
  email: string;
  provedAt: string | null;
  createdAt: string;
}

/** Accounts whose address contains the words, by address. */
export async function searchAccounts(db: Database, email: string): Promise<{ accounts: AccountListing[]; more: boolean }> {
  const rows = await db
    .select({ accountId: accounts.id, email: accounts.email, provedAt: accounts.emailVerifiedAt, createdAt: accounts.createdAt })
    .from(accounts)
    .where(contains(accounts.email, email))
    .orderBy(asc(accounts.email))
    .limit(ACCOUNT_SEARCH_LIMIT + 1)
    .all();
  return {
    accounts: rows
      .slice(0, ACCOUNT_SEARCH_LIMIT)
      .map((row) => ({ ...row, provedAt: row.provedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
    more: rows.length > ACCOUNT_SEARCH_LIMIT,
  };
}

/** One account as the desk shows it, or null. */
export async function readAccountDetail(db: Database, accountId: string) {
  const account = await db.select().from(accounts).where(eq(accounts.id, accountId)).get();
  if (!account) return null;
  const [role, dealerIds, sessions] = await Promise.all([
    db.select().from(accountRoles).where(eq(accountRoles.accountId, accountId)).get(),
    dealerIdsOf(db, accountId),
    listAccountSessions(db, accountId),
  ]);
  const dealerRows = dealerIds.length
    ? await db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(inArray(dealers.id, dealerIds)).orderBy(asc(dealers.name)).all()
    : [];
  return {
    accountId: account.id,
    email: account.email,
    provedAt: account.emailVerifiedAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
    termsAcceptedAt: account.termsAcceptedAt?.toISOString() ?? null,
    staffRole: role ? staffRoleName(role.accountType) : null,
    dealers: dealerRows,
    sessions,
  };
}

export type AccountDetail = NonNullable<Awaited<ReturnType<typeof readAccountDetail>>>;
