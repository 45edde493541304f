/**
 * The Accounts section: DolphinIDs found by address, what the desk needs to know of each
 * (address proved or not, created, terms accepted, staff role, dealer access, live sessions;
 * never a token), and signing an account out everywhere (every session and refresh token, as
 * after a password change), confirmed and audited.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { ACCOUNT_SEARCH_LIMIT, accountIdSchema, accountSearchSchema } from "@common/schemas/staff-people";
import type { Database } from "../db/client";
import { accountRoles, accounts, dealers } from "../db/schema";
import { defineOperation, done, refuse } from "../operation";
import { dealerIdsOf } from "../content";
import { endAccountSessions, listAccountSessions } from "../identity";
import { contains } from "../db/contains";
import { recordAudit } from "./audit";
import { actorOf, staffAccess, staffRoleName } from "./roles";

/** What a signed-out browser is told on its realtime socket when staff end its sessions. */
export const SIGNED_OUT_BY_STAFF_REASON = "Dolphin support signed your DolphinID out everywhere. Please sign in again.";

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
    accounts: rows.slice(0, ACCOUNT_SEARCH_LIMIT).map((row) => ({ ...row, provedAt: row.provedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
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

export const searchAccountsForDesk = defineOperation({
  name: "staff-accounts",
  input: accountSearchSchema,
  access: staffAccess,
  run: async ({ db }, { email }) => done(email ? await searchAccounts(db, email) : { accounts: [], more: false }),
});

export const readAccountForDesk = defineOperation({
  name: "staff-account",
  input: accountIdSchema,
  access: staffAccess,
  run: async ({ db }, { accountId }) => {
    const account = await readAccountDetail(db, accountId);
    return account ? done(account) : refuse(404, "There is no DolphinID with that id.");
  },
});

export const signAccountOutEverywhere = defineOperation({
  name: "staff-account-sign-out-everywhere",
  input: accountIdSchema,
  access: staffAccess,
  run: async ({ db, env, request, user }, { accountId }) => {
    const actor = actorOf(user);
    const account = await readAccountDetail(db, accountId);
    if (!account) return refuse(404, "There is no DolphinID with that id.");
    await endAccountSessions(env, accountId, { reason: SIGNED_OUT_BY_STAFF_REASON, requestUrl: request.url });
    // The sessions end in several statements (and maybe at the provider), so the entry follows them.
    await recordAudit(db, actor, {
      action: "account.sign-out-everywhere",
      subjectType: "account",
      subjectId: accountId,
      summary: `Signed ${account.email} out everywhere`,
      before: { sessions: account.sessions },
      after: { sessions: [] },
    });
    const ended = account.sessions.length;
    const message = { id: "{count, plural, one {{email} is signed out everywhere: 1 session ended and every refresh token revoked.} other {{email} is signed out everywhere: # sessions ended and every refresh token revoked.}}", values: { email: account.email, count: ended } };
    return done({ accountId, endedSessions: ended, message }, { message });
  },
});
