/**
 * Erasing an account once its deletion period has passed (the scheduled job). Every table that
 * holds an account's data is named once, in ACCOUNT_DATA_TABLES below, with what the erasure
 * does to it: most rows go; orders are kept, anonymised, because the law requires invoices to
 * be kept; licences are kept and let go of, so their serial can be registered again. A new
 * table that holds an account's data adds its line there (and the data export its part).
 */
import { and, eq, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type Database,
  accountDeletions,
  accountHistory,
  accountPageGenerations,
  accountPreferences,
  accountRoles,
  accounts,
  betaRegistrations,
  callSettings,
  contacts,
  dealerRoles,
  dealerSessions,
  emailChanges,
  emailProofs,
  licences,
  newsletterConsents,
  newsletterSubscribers,
  oauthCodes,
  orders,
  passkeys,
  passwordResets,
  premiumStaff,
  premiumStudents,
  recoveryCodes,
  refreshTokens,
  sessions,
  supportMessages,
  totpFactors,
  unlockRedemptions,
  webauthnChallenges,
  webinarRegistrations,
} from "../db";

export const DELETION_PENDING_MESSAGE = "This DolphinID is being deleted. To keep it, open the link in the email we sent when the deletion was asked for.";

/** The account's scheduled deletion, if one is waiting: such an account cannot sign in. */
export async function pendingDeletionOf(db: Database, accountId: string) {
  return db.select().from(accountDeletions).where(eq(accountDeletions.accountId, accountId)).get();
}

/** The account being erased, as its deletion row names it. */
export interface ErasedAccount {
  id: string;
  email: string;
  /** What kept rows (orders) carry instead of the account id: unique to this erasure, linked to nothing. */
  placeholder: string;
}

type ErasureStep = (db: Database, account: ErasedAccount) => BatchItem<"sqlite">;

/**
 * Every table holding an account's data, and what erasing the account does to it. The account
 * row itself goes last (ERASE_ACCOUNT_ROW), after everything that refers to it.
 */
export const ACCOUNT_DATA_TABLES: Record<string, ErasureStep> = {
  // Sign-in and the provider's records.
  sessions: (db, a) => db.delete(sessions).where(eq(sessions.userId, a.id)),
  refresh_tokens: (db, a) => db.delete(refreshTokens).where(eq(refreshTokens.accountId, a.id)),
  oauth_codes: (db, a) => db.delete(oauthCodes).where(eq(oauthCodes.accountId, a.id)),
  password_resets: (db, a) => db.delete(passwordResets).where(eq(passwordResets.accountId, a.id)),
  email_proofs: (db, a) => db.delete(emailProofs).where(eq(emailProofs.accountId, a.id)),
  email_changes: (db, a) => db.delete(emailChanges).where(eq(emailChanges.accountId, a.id)),
  account_history: (db, a) => db.delete(accountHistory).where(eq(accountHistory.accountId, a.id)),
  account_roles: (db, a) => db.delete(accountRoles).where(eq(accountRoles.accountId, a.id)),
  account_page_generations: (db, a) => db.delete(accountPageGenerations).where(eq(accountPageGenerations.accountId, a.id)),
  // Passkeys and the staff second factor.
  passkeys: (db, a) => db.delete(passkeys).where(eq(passkeys.accountId, a.id)),
  webauthn_challenges: (db, a) => db.delete(webauthnChallenges).where(eq(webauthnChallenges.accountId, a.id)),
  totp_factors: (db, a) => db.delete(totpFactors).where(eq(totpFactors.accountId, a.id)),
  recovery_codes: (db, a) => db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, a.id)),
  // Preferences and the newsletter.
  account_preferences: (db, a) => db.delete(accountPreferences).where(eq(accountPreferences.userId, a.id)),
  newsletter_subscribers: (db, a) => db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, a.email)),
  newsletter_consents: (db, a) => db.delete(newsletterConsents).where(eq(newsletterConsents.email, a.email)),
  // Webinar places taken while signed in.
  webinar_registrations: (db, a) => db.delete(webinarRegistrations).where(eq(webinarRegistrations.accountId, a.id)),
  // Calling: the address book and settings (other people's address books are theirs: an entry
  // holding this address simply no longer matches an account).
  contacts: (db, a) => db.delete(contacts).where(eq(contacts.accountId, a.id)),
  call_settings: (db, a) => db.delete(callSettings).where(eq(callSettings.accountId, a.id)),
  // Roles given to the account elsewhere on the site.
  dealer_roles: (db, a) => db.delete(dealerRoles).where(eq(dealerRoles.accountId, a.id)),
  dealer_sessions: (db, a) => db.delete(dealerSessions).where(eq(dealerSessions.accountId, a.id)),
  beta_registrations: (db, a) => db.delete(betaRegistrations).where(eq(betaRegistrations.accountId, a.id)),
  premium_staff: (db, a) => db.delete(premiumStaff).where(eq(premiumStaff.accountId, a.id)),
  premium_students: (db, a) => db.delete(premiumStudents).where(eq(premiumStudents.accountId, a.id)),
  unlock_redemptions: (db, a) => db.update(unlockRedemptions).set({ accountId: null, dolphinId: a.placeholder }).where(eq(unlockRedemptions.accountId, a.id)),
  // Support messages sent while signed in: the desk keeps that a message came, not who sent it or what it said.
  support_messages: (db, a) =>
    db
      .update(supportMessages)
      .set({ accountId: null, name: "", email: "", phone: "", subject: "", message: "", serial: "" })
      .where(eq(supportMessages.accountId, a.id)),
  // Kept because the law requires it: the invoice (what was bought, for how much, the country
  // taxed), without the account or its address.
  orders: (db, a) => db.update(orders).set({ accountId: a.placeholder, email: "" }).where(eq(orders.accountId, a.id)),
  // Licences stay valid, owned by nobody until their serial is registered again.
  licences: (db, a) => db.update(licences).set({ accountId: null, registeredAt: null }).where(eq(licences.accountId, a.id)),
};

const ERASE_ACCOUNT_ROW: ErasureStep = (db, a) => db.delete(accounts).where(eq(accounts.id, a.id));

/** Erases one account: every table of ACCOUNT_DATA_TABLES, then the account and its deletion row, in one batch. */
export async function eraseAccount(db: Database, account: { id: string; email: string }): Promise<void> {
  const erased: ErasedAccount = { ...account, placeholder: `erased:${crypto.randomUUID()}` };
  const steps = Object.values(ACCOUNT_DATA_TABLES).map((step) => step(db, erased));
  await db.batch([
    ...(steps as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]),
    ERASE_ACCOUNT_ROW(db, erased),
    db.delete(accountDeletions).where(eq(accountDeletions.accountId, account.id)),
  ]);
}

/**
 * The scheduled job: erases every account whose deletion period has passed, closing its hub's
 * sockets once more (in case one was opened from a token issued before the deletion).
 */
export async function eraseDueAccounts(env: Env, db: Database, now = Date.now()): Promise<{ erased: number }> {
  const due = await db
    .select({ id: accountDeletions.accountId, email: accountDeletions.email })
    .from(accountDeletions)
    .where(and(lte(accountDeletions.eraseAfter, new Date(now))))
    .limit(50);
  for (const account of due) {
    await eraseAccount(db, account);
    await env.USER_HUB.getByName(account.id)
      .closeAllSockets("This DolphinID has been deleted.")
      .catch((error) => console.error("could not close an erased account's sockets", error));
  }
  return { erased: due.length };
}
