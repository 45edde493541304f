/**
 * The language of mail to a DolphinID: the account's own choice (Account Preferences), which
 * starts as the locale it registered from. Mail to an address without an account is written
 * in the locale of the page its form was sent from, the `fallback`. (Choosing it is an
 * operation in ./account-operations.ts.)
 */
import { eq } from "drizzle-orm";
import { type Locale, isPublicLocale } from "@common/locale";
import { type Database, accounts } from "../db";

/** A stored language as a locale mail can be written in, or `fallback` when it names none. */
export function storedMailLocale(stored: string | null | undefined, fallback: Locale): Locale {
  return isPublicLocale(stored) ? stored : fallback;
}

/** The mail locale of the account with this id. */
export async function accountMailLocale(db: Database, accountId: string, fallback: Locale): Promise<Locale> {
  const row = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, accountId)).get();
  return storedMailLocale(row?.language, fallback);
}

/** The mail locale of the account that uses this address, or `fallback` when none does. */
export async function addressMailLocale(db: Database, email: string, fallback: Locale): Promise<Locale> {
  const row = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).get();
  return storedMailLocale(row?.language, fallback);
}

/** Sets the account's mail language. */
export async function setAccountMailLocale(db: Database, accountId: string, locale: Locale): Promise<void> {
  await db.update(accounts).set({ language: locale }).where(eq(accounts.id, accountId));
}
