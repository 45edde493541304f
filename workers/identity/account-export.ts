/**
 * 'Download my data': everything the site holds about an account, read for its signed-in owner
 * after the password is typed again. The JSON file and the readable page carry the same object,
 * whose fields docs/account-data.md documents; `formatVersion` changes when they change.
 */
import { asc, eq } from "drizzle-orm";
import {
  type Database,
  accounts,
  callSettings,
  contacts,
  licences,
  newsletterSubscribers,
  orders,
  premiumOrganisations,
  premiumStudents,
  products,
  supportMessages,
} from "../db";
import { getPreferences } from "./account-service";
import { listAccountHistory } from "./account-history";
import { identitySecret } from "./config";
import { signValue, unsignValue } from "./crypto";

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export async function collectAccountData(
  db: Database,
  account: { id: string; email: string; emailVerifiedAt: Date | null; termsAcceptedAt: Date | null; createdAt: Date },
  now = Date.now(),
) {
  const id = account.id;
  const [book, settings, ownLicences, ownOrders, seats, messages, newsletter] = await db.batch([
    db.select({ name: contacts.contactName, email: contacts.contactEmail }).from(contacts).where(eq(contacts.accountId, id)).orderBy(asc(contacts.contactName)),
    db.select().from(callSettings).where(eq(callSettings.accountId, id)),
    db
      .select({
        serial: licences.serial,
        product: products.name,
        edition: licences.edition,
        status: licences.status,
        seats: licences.seats,
        minMajor: licences.minMajor,
        maxMajor: licences.maxMajor,
        smaExpiresAt: licences.smaExpiresAt,
        registeredAt: licences.registeredAt,
      })
      .from(licences)
      .innerJoin(products, eq(products.id, licences.productId))
      .where(eq(licences.accountId, id))
      .orderBy(asc(licences.id)),
    db.select().from(orders).where(eq(orders.accountId, id)).orderBy(asc(orders.createdAt)),
    db
      .select({
        organisation: premiumOrganisations.name,
        username: premiumStudents.username,
        firstName: premiumStudents.firstName,
        lastName: premiumStudents.lastName,
        className: premiumStudents.className,
        joinedAt: premiumStudents.createdAt,
      })
      .from(premiumStudents)
      .innerJoin(premiumOrganisations, eq(premiumOrganisations.id, premiumStudents.organisationId))
      .where(eq(premiumStudents.accountId, id)),
    db.select().from(supportMessages).where(eq(supportMessages.accountId, id)).orderBy(asc(supportMessages.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, account.email)),
  ]);
  const preferences = await getPreferences(db, id);
  const setting = settings[0];
  return {
    formatVersion: 1,
    exportedAt: new Date(now).toISOString(),
    profile: {
      dolphinId: account.id,
      email: account.email,
      emailProvedAt: iso(account.emailVerifiedAt),
      createdAt: iso(account.createdAt),
      displayName: preferences.displayName,
    },
    preferences: { newsletterFormat: preferences.newsletterFormat },
    consent: {
      newsletter: preferences.newsletter,
      newsletterListSince: iso(newsletter[0]?.createdAt),
      contactByEmail: preferences.contactByEmail,
      contactByPhone: preferences.contactByPhone,
      callingTermsAcceptedAt: iso(account.termsAcceptedAt),
    },
    addressBook: book,
    callingSettings: setting
      ? {
          allowedCallers: (["anyone", "address-book", "no-one"] as const)[setting.allowedCallers] ?? "address-book",
          microphone: setting.audioInputLabel,
          camera: setting.videoInputLabel,
          quality: (["high", "medium", "low"] as const)[setting.mediaQuality] ?? "low",
        }
      : null,
    licences: ownLicences.map((row) => ({ ...row, smaExpiresAt: iso(row.smaExpiresAt), registeredAt: iso(row.registeredAt) })),
    orders: ownOrders.map((row) => ({
      id: row.id,
      label: row.label,
      status: row.status,
      quantity: row.quantity,
      currency: row.currency,
      totalAmountMinor: row.totalAmountMinor,
      taxAmountMinor: row.taxAmountMinor,
      licenceSerial: row.licenceSerial,
      createdAt: iso(row.createdAt),
      paidAt: iso(row.paidAt),
    })),
    premiumSeat: seats[0] ? { ...seats[0], joinedAt: iso(seats[0].joinedAt) } : null,
    supportMessages: messages.map((row) => ({
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      sentAt: iso(row.createdAt),
    })),
    signInHistory: await listAccountHistory(db, id),
  };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;

/** How long the download link a confirmed export leads to works: long enough for the browser to follow it at once. */
export const DOWNLOAD_TICKET_MS = 60_000;

/**
 * A short-lived, signed ticket for the JSON file: the page's form checks the password, then
 * the browser is sent to the file's address with it (a plain form cannot receive a file and a
 * page at once). The ticket names the account, so it opens only that account's data, and only
 * for the same signed-in owner.
 */
export async function downloadTicket(env: Env, accountId: string, now = Date.now()): Promise<string> {
  return signValue(identitySecret(env), { accountId, until: now + DOWNLOAD_TICKET_MS });
}

export async function ticketHolder(env: Env, ticket: string, now = Date.now()): Promise<string | null> {
  const value = await unsignValue<{ accountId: string; until: number }>(identitySecret(env), ticket);
  return value && typeof value.accountId === "string" && value.until > now ? value.accountId : null;
}

/** The signed-in owner's data for a ticket they were given, or null. */
export async function accountDataForTicket(env: Env, db: Database, ticket: string, signedInAccountId: string) {
  if ((await ticketHolder(env, ticket)) !== signedInAccountId) return null;
  const account = await db.select().from(accounts).where(eq(accounts.id, signedInAccountId)).get();
  return account ? collectAccountData(db, account) : null;
}
