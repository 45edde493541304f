/**
 * What the hub and the video-calling API read from D1: accounts, address books and the
 * saved call settings. Plain SQL over the binding, so the hub needs no ORM instance.
 */
import {
  type CallerPolicy,
  DEFAULT_CALLER_POLICY,
  DEFAULT_MEDIA_QUALITY,
  type MediaQuality,
} from "@common/realtime/protocol";

export interface HubAccount {
  userId: string;
  dolphinId: string;
  termsAccepted: boolean;
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

type AccountRow = { id: string; email: string; terms_accepted_at: number | null };

function toAccount(row: AccountRow | null): HubAccount | null {
  return row ? { userId: row.id, dolphinId: row.email.toLowerCase(), termsAccepted: row.terms_accepted_at !== null } : null;
}

export async function findAccountById(db: D1Database, userId: string): Promise<HubAccount | null> {
  return toAccount(await db.prepare("SELECT id, email, terms_accepted_at FROM accounts WHERE id = ?1").bind(userId).first<AccountRow>());
}

export async function findAccountByDolphinId(db: D1Database, dolphinId: string): Promise<HubAccount | null> {
  return toAccount(
    await db.prepare("SELECT id, email, terms_accepted_at FROM accounts WHERE lower(email) = lower(?1)").bind(dolphinId).first<AccountRow>(),
  );
}

export interface AddressBookEntry {
  contactName: string;
  /** Lower-cased, as the protocol names contacts. */
  contactEmail: string;
  contactUserId: string | null;
}

export async function listAddressBook(db: D1Database, accountId: string): Promise<AddressBookEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT c.contact_name, c.contact_email, coalesce(c.contact_user_id, a.id) AS contact_user_id
         FROM contacts c LEFT JOIN accounts a ON lower(a.email) = lower(c.contact_email)
        WHERE c.account_id = ?1`,
    )
    .bind(accountId)
    .all<{ contact_name: string; contact_email: string; contact_user_id: string | null }>();
  return results.map((row) => ({ contactName: row.contact_name, contactEmail: row.contact_email.toLowerCase(), contactUserId: row.contact_user_id }));
}

/** The entry for `userId` in the account's address book, if the account has that person as a contact. */
export async function findContactByUserId(db: D1Database, accountId: string, userId: string, dolphinId: string): Promise<AddressBookEntry | null> {
  const row = await db
    .prepare("SELECT contact_name, contact_email, contact_user_id FROM contacts WHERE account_id = ?1 AND (contact_user_id = ?2 OR lower(contact_email) = lower(?3)) LIMIT 1")
    .bind(accountId, userId, dolphinId)
    .first<{ contact_name: string; contact_email: string; contact_user_id: string | null }>();
  return row ? { contactName: row.contact_name, contactEmail: row.contact_email.toLowerCase(), contactUserId: row.contact_user_id ?? userId } : null;
}

type SettingsRow = { allowed_callers: number; audio_input_label: string | null; video_input_label: string | null; media_quality: number };

export async function readCallSettings(db: D1Database, accountId: string): Promise<CallSettings> {
  const row = await db
    .prepare("SELECT allowed_callers, audio_input_label, video_input_label, media_quality FROM call_settings WHERE account_id = ?1")
    .bind(accountId)
    .first<SettingsRow>();
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
