/**
 * What the hub and the calling API read from D1: accounts, address books and the
 * saved call settings. Plain SQL over the binding, so the hub needs no ORM instance.
 */
import { type CallerPolicy, DEFAULT_CALLER_POLICY, DEFAULT_MEDIA_QUALITY, type MediaQuality } from "@common/realtime/constants";
import { provedAddressSql } from "../identity";

export interface HubAccount {
  userId: string;
  dolphinId: string;
  termsAccepted: boolean;
  /** Whether the owner has proved they receive mail at the address; calling trusts an address only then. */
  addressProved: boolean;
}

export interface CallSettings {
  allowedCallers: CallerPolicy;
  audioInputLabel: string | null;
  videoInputLabel: string | null;
  mediaQuality: MediaQuality;
}

export const DEFAULT_CALL_SETTINGS: CallSettings = {
  allowedCallers: DEFAULT_CALLER_POLICY,
  audioInputLabel: null,
  videoInputLabel: null,
  mediaQuality: DEFAULT_MEDIA_QUALITY,
};

type AccountRow = { id: string; email: string; terms_accepted_at: number | null; email_verified_at: number | null };

function toAccount(row: AccountRow | null): HubAccount | null {
  return row
    ? { userId: row.id, dolphinId: row.email.toLowerCase(), termsAccepted: row.terms_accepted_at !== null, addressProved: row.email_verified_at !== null }
    : null;
}

const ACCOUNT_COLUMNS = "id, email, terms_accepted_at, email_verified_at";

const accountById = (db: D1Database, userId: string) => db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?1`).bind(userId);

export async function findAccountById(db: D1Database, userId: string): Promise<HubAccount | null> {
  return toAccount(await accountById(db, userId).first<AccountRow>());
}

/**
 * The account that owns `dolphinId`, only once its owner has proved the address: an
 * unproved registration may be someone else's claim to it, so calling treats it as no account.
 * Addresses are stored lower-cased (the provider normalises them), so the unique index is used.
 */
export async function findProvedAccountByDolphinId(db: D1Database, dolphinId: string): Promise<HubAccount | null> {
  return toAccount(
    await db
      .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = lower(?1) AND ${provedAddressSql("accounts")}`)
      .bind(dolphinId)
      .first<AccountRow>(),
  );
}

export interface AddressBookEntry {
  contactName: string;
  /** Lower-cased, as the protocol names contacts. */
  contactEmail: string;
  /** The account that has proved this address, if any. The stored contact_user_id is never trusted: it may predate any proof. */
  contactUserId: string | null;
}

type BookRow = { contact_name: string; contact_email: string; contact_user_id: string | null };

const addressBookOf = (db: D1Database, accountId: string) =>
  db
    .prepare(
      `SELECT c.contact_name, c.contact_email, a.id AS contact_user_id
         FROM contacts c LEFT JOIN accounts a ON a.email = lower(c.contact_email) AND ${provedAddressSql("a")}
        WHERE c.account_id = ?1`,
    )
    .bind(accountId);

const toEntry = (row: BookRow): AddressBookEntry => ({
  contactName: row.contact_name,
  contactEmail: row.contact_email.toLowerCase(),
  contactUserId: row.contact_user_id,
});

export async function listAddressBook(db: D1Database, accountId: string): Promise<AddressBookEntry[]> {
  const { results } = await addressBookOf(db, accountId).all<BookRow>();
  return results.map(toEntry);
}

/** What an account's hub decides presence and calls by: its address book, its call settings and its own account. */
export interface HubRules {
  book: AddressBookEntry[];
  settings: CallSettings;
  account: HubAccount | null;
}

/** The account's address book, call settings and account, read in one round trip to D1 (a hub reads them each time it refreshes). */
export async function readHubRules(db: D1Database, accountId: string): Promise<HubRules> {
  const [book, settings, account] = await db.batch<unknown>([addressBookOf(db, accountId), settingsOf(db, accountId), accountById(db, accountId)]);
  return {
    book: (book!.results as BookRow[]).map(toEntry),
    settings: toSettings(settings!.results[0] as SettingsRow | undefined),
    account: toAccount((account!.results[0] as AccountRow | undefined) ?? null),
  };
}

/**
 * The entry for the caller `callerUserId` in the account's address book: matched by the
 * caller's own address, and only once the caller has proved it, so someone who registers an
 * address they do not own is never taken for the contact saved under it.
 */
type SettingsRow = { allowed_callers: number; audio_input_label: string | null; video_input_label: string | null; media_quality: number };

const settingsOf = (db: D1Database, accountId: string) =>
  db.prepare("SELECT allowed_callers, audio_input_label, video_input_label, media_quality FROM call_settings WHERE account_id = ?1").bind(accountId);

export async function readCallSettings(db: D1Database, accountId: string): Promise<CallSettings> {
  return toSettings(await settingsOf(db, accountId).first<SettingsRow>());
}

function toSettings(row: SettingsRow | null | undefined): CallSettings {
  if (!row) return { ...DEFAULT_CALL_SETTINGS };
  return {
    allowedCallers: row.allowed_callers as CallerPolicy,
    audioInputLabel: row.audio_input_label,
    videoInputLabel: row.video_input_label,
    mediaQuality: row.media_quality as MediaQuality,
  };
}

export async function writeCallSettings(db: D1Database, accountId: string, settings: CallSettings): Promise<CallSettings> {
  await db
    .prepare(
      `INSERT INTO call_settings (account_id, allowed_callers, audio_input_label, video_input_label, media_quality, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT(account_id) DO UPDATE SET allowed_callers = excluded.allowed_callers, audio_input_label = excluded.audio_input_label,
         video_input_label = excluded.video_input_label, media_quality = excluded.media_quality, updated_at = excluded.updated_at`,
    )
    .bind(accountId, settings.allowedCallers, settings.audioInputLabel, settings.videoInputLabel, settings.mediaQuality, Date.now())
    .run();
  return settings;
}
