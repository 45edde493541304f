/**
 * The DolphinID account service: account, terms, contacts, profile; plus the site's
 * preferences and password resets. The provider's endpoints (routes.ts) call these with the
 * userId of a checked access token; a refusal is thrown as a `Refusal`.
 */
import { storedMailLocale } from "./mail-locale";
import { and, eq, isNull, sql } from "drizzle-orm";
import { PASSWORD_RESET_LIFETIME_MS, RESET_LINK_INVALID } from "@common/identity";
import type { ContactInput, PreferencesInput } from "@common/schemas/identity";
import { listReachableContacts } from "./contacts";
import { provedAccountIdForEmail } from "./email-proof";
import { type Database, getDb, accountPreferences, accounts, contacts, passwordResets } from "../db";
import { Refusal } from "../operation";
import { buildUrl } from "@common/routes";
import { siteOrigin, sendThroughOutbox } from "../services";
import { hashPassword, randomToken, sha256 } from "./crypto";
import { assertAcceptablePassword } from "./password-policy";
import { normaliseEmail } from "./provider";
import { endSessionsAtBuiltInProvider } from "./end-sessions";
import { mailLanguage, serverText } from "../i18n";
import { DEFAULT_LOCALE } from "@common/constants";
import type { Locale } from "@common/locale";

export interface AccountView {
  dolphinId: string;
  termsAccepted: string | null;
}
export interface ContactView {
  contactName: string;
  contactEmail: string;
  userId: string | null;
}

async function findAccount(db: Database, userId: string) {
  const account = await db.select().from(accounts).where(eq(accounts.id, userId)).get();
  if (!account) throw Refusal.status(404, "There is no DolphinID account for this token.");
  return account;
}

export async function getAccount(db: Database, userId: string): Promise<AccountView> {
  const account = await findAccount(db, userId);
  return { dolphinId: account.email, termsAccepted: account.termsAcceptedAt?.toISOString() ?? null };
}

export async function getProfile(db: Database, userId: string): Promise<{ email: string }> {
  return { email: (await findAccount(db, userId)).email };
}

/** Accepting twice keeps the first date. */
export async function acceptTerms(db: Database, userId: string, now = new Date()): Promise<AccountView> {
  await findAccount(db, userId);
  await db
    .update(accounts)
    .set({ termsAcceptedAt: now })
    .where(and(eq(accounts.id, userId), isNull(accounts.termsAcceptedAt)));
  return getAccount(db, userId);
}

/**
 * The address book. A contact's `userId` is given only once that account has proved its
 * address and would take a call from this account under its allowed callers; until then it
 * is null, exactly as for an address with no account, so the list never tells who has a
 * DolphinID (./contacts.ts holds the rule).
 */
export async function listContacts(db: Database, userId: string): Promise<ContactView[]> {
  return listReachableContacts(db.$client, userId);
}

const DUPLICATE_CONTACT = "This email address is already in your address book";

async function contactView(db: Database, userId: string, contactEmail: string): Promise<ContactView> {
  const [view] = await listReachableContacts(db.$client, userId, contactEmail);
  if (!view) throw Refusal.status(404, "That contact is not in your address book.");
  return view;
}

export async function addContact(db: Database, userId: string, input: ContactInput): Promise<ContactView> {
  const contactEmail = normaliseEmail(input.contactEmail);
  const existing = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, userId), eq(contacts.contactEmail, contactEmail)))
    .get();
  if (existing) throw Refusal.field("contactEmail", "Contact email", DUPLICATE_CONTACT);
  const contactUserId = await provedAccountIdForEmail(db, contactEmail);
  await db.insert(contacts).values({ accountId: userId, contactName: input.contactName, contactEmail, contactUserId });
  return contactView(db, userId, contactEmail);
}

export async function updateContact(db: Database, userId: string, originalEmail: string, input: ContactInput): Promise<ContactView> {
  const original = normaliseEmail(originalEmail);
  const row = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, userId), eq(contacts.contactEmail, original)))
    .get();
  if (!row) throw Refusal.status(404, "That contact is not in your address book.");
  const contactEmail = normaliseEmail(input.contactEmail);
  if (contactEmail !== original) {
    const clash = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.accountId, userId), eq(contacts.contactEmail, contactEmail)))
      .get();
    if (clash) throw Refusal.field("contactEmail", "Contact email", DUPLICATE_CONTACT);
  }
  const contactUserId = await provedAccountIdForEmail(db, contactEmail);
  await db.update(contacts).set({ contactName: input.contactName, contactEmail, contactUserId }).where(eq(contacts.id, row.id));
  return contactView(db, userId, contactEmail);
}

export async function deleteContact(db: Database, userId: string, email: string): Promise<void> {
  const removed = await db
    .delete(contacts)
    .where(and(eq(contacts.accountId, userId), eq(contacts.contactEmail, normaliseEmail(email))))
    .returning({ id: contacts.id });
  if (removed.length === 0) throw Refusal.status(404, "That contact is not in your address book.");
}

export interface PreferencesView {
  displayName: string;
  newsletter: boolean;
  newsletterFormat: "html" | "plain";
  contactByEmail: boolean;
  contactByPhone: boolean;
}

export async function getPreferences(db: Database, userId: string): Promise<PreferencesView> {
  const row = await db.select().from(accountPreferences).where(eq(accountPreferences.userId, userId)).get();
  return {
    displayName: row?.displayName ?? "",
    newsletter: row?.newsletter ?? false,
    newsletterFormat: row?.newsletterFormat === "plain" ? "plain" : "html",
    contactByEmail: row?.contactByEmail ?? false,
    contactByPhone: row?.contactByPhone ?? false,
  };
}

/** What the account page shows of the account: its display name and whether its address is proved, read in one round trip. */
export async function readAccountSummary(db: Database, userId: string): Promise<{ displayName: string; addressProof: "proved" | "unproved" | "unknown" }> {
  const [preferences, account] = await db.batch([
    db.select({ displayName: accountPreferences.displayName }).from(accountPreferences).where(eq(accountPreferences.userId, userId)),
    db.select({ provedAt: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, userId)),
  ]);
  const proof = account[0] ? (account[0].provedAt ? "proved" : "unproved") : "unknown";
  return { displayName: preferences[0]?.displayName ?? "", addressProof: proof };
}

export async function savePreferences(db: Database, userId: string, input: PreferencesInput): Promise<PreferencesView> {
  const values = { ...input, newsletterFormat: input.newsletterFormat, updatedAt: new Date() };
  await db
    .insert(accountPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountPreferences.userId, set: values });
  return getPreferences(db, userId);
}

/**
 * Queues a single-use reset link (through the outbox) when the account exists; the caller
 * answers the same either way. The link is built from the configured site origin, never from
 * the request, so a forged Host header cannot send the token to someone else's site.
 */
export async function requestPasswordReset(env: Env, db: Database, email: string, now = Date.now(), locale: Locale = DEFAULT_LOCALE as Locale): Promise<void> {
  const account = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)))
    .get();
  if (!account) return;
  locale = storedMailLocale(account.language, locale);
  const token = randomToken(32);
  await db.insert(passwordResets).values({ tokenHash: await sha256(token), accountId: account.id, expiresAt: new Date(now + PASSWORD_RESET_LIFETIME_MS) });
  const link = `${siteOrigin(env)}${buildUrl("DolphinIdPasswordReset", {}, { query: { token }, locale })}`;
  const t = serverText(locale);
  await sendThroughOutbox(
    env,
    db,
    [
      {
        to: account.email,
        subject: t.text("Reset your DolphinID password"),
        text: [
          t.text("Someone asked to reset the password of the DolphinID for this email address."),
          "",
          t.text("To choose a new password, open this link within one hour: {link}", { link }),
          "",
          t.text("The link works once. If you did not ask for this, you can ignore this message: your password has not changed."),
        ].join("\n"),
        tag: "password-reset",
        lang: mailLanguage(locale),
      },
    ],
    now,
  );
}

/**
 * Spends a reset link and sets the new password (after the shared password rule). Whoever
 * knew the old password may be signed in somewhere, so every session of the account ends:
 * site sessions, refresh tokens, dealer-zone sessions and realtime sockets. The link was
 * mailed to the account's address, so following it also proves that address: the owner of an
 * address someone else registered first recovers it with one mail, not two.
 */
export async function completePasswordReset(env: Env, token: string, password: string, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  await assertAcceptablePassword(db, password, "password", "New password");
  const tokenHash = await sha256(token);
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning()
    .get();
  if (!spent || spent.expiresAt.getTime() < now) throw Refusal.field("token", "Reset link", RESET_LINK_INVALID);
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now})` })
    .where(eq(accounts.id, spent.accountId));
  await endSessionsAtBuiltInProvider(env, spent.accountId);
}

export async function isResetTokenUsable(db: Database, token: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, await sha256(token)))
    .get();
  return Boolean(row && !row.usedAt && row.expiresAt.getTime() >= now);
}
