/**
 * The Accounts section: DolphinIDs found by address, what the desk needs to know of each
 * (`account-reads.ts`; every look recorded in the audit log), and signing an account out
 * everywhere (every session and refresh token, as after a password change), confirmed,
 * audited, and never of an account whose staff role is above the caller's.
 */
import { accountIdSchema, accountSearchSchema } from "@common/schemas/staff-people";
import { defineOperation, done, refuse } from "../operation";
import { endAccountSessions } from "../session";
import { readAccountDetail } from "./account-reads";
import { recordAudit } from "../audit";
import { lookUpAccount, lookUpAccounts } from "./personal-reads";
import { actorOf, outrankedBy, staffAccess } from "./roles";

export { type AccountDetail, type AccountListing, readAccountDetail, searchAccounts } from "./account-reads";

/** What a signed-out browser is told on its realtime socket when staff end its sessions. */
export const SIGNED_OUT_BY_STAFF_REASON = "Dolphin support signed your DolphinID out everywhere. Please sign in again.";

export const searchAccountsForDesk = defineOperation({
  name: "staff-accounts",
  input: accountSearchSchema,
  access: staffAccess,
  run: async ({ db, user }, { email }) => done(email ? await lookUpAccounts(db, actorOf(user), email) : { accounts: [], more: false }),
});

export const readAccountForDesk = defineOperation({
  name: "staff-account",
  input: accountIdSchema,
  access: staffAccess,
  run: async ({ db, user }, { accountId }) => {
    const account = await lookUpAccount(db, actorOf(user), accountId);
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
    const outranked = await outrankedBy(db, actor.userId, accountId);
    if (outranked) return outranked;
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
    const message = {
      id: "{count, plural, one {{email} is signed out everywhere: 1 session ended and every refresh token revoked.} other {{email} is signed out everywhere: # sessions ended and every refresh token revoked.}}",
      values: { email: account.email, count: ended },
    };
    return done({ accountId, endedSessions: ended, message }, { message });
  },
});
