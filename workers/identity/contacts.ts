/**
 * The address book DolphinID keeps for each account, as its owner may see it: the account
 * service's contacts endpoints and the calling pages read it. Whether a contact may be called
 * depends on that contact's allowed callers, so the rule is one query here for both.
 */
import { CallerPolicy, DEFAULT_CALLER_POLICY } from "@common/realtime/constants";
import type { Contact } from "@common/calling/contact";
import { provedAddressSql } from "./email-proof";

/**
 * A contact as its owner sees it (common/calling/contact.ts): `userId` is set only when the
 * contact's account has proved its address and would take a call from this account under its
 * allowed callers; otherwise null, exactly as for an address with no account, so the address
 * book never tells who has a DolphinID.
 */
export type ReachableContact = Contact;

/**
 * The account's address book as its owner may see it (the contacts API and the address-book
 * page), sorted by name then address; `onlyEmail` narrows it to one (lower-cased) entry.
 */
export async function listReachableContacts(db: D1Database, accountId: string, onlyEmail?: string): Promise<ReachableContact[]> {
  const { results } = await db
    .prepare(
      `SELECT c.contact_name, c.contact_email,
              CASE WHEN a.id IS NOT NULL AND (
                     coalesce(s.allowed_callers, ?2) = ?3
                     OR (coalesce(s.allowed_callers, ?2) = ?4 AND ${provedAddressSql("me")}
                         AND EXISTS (SELECT 1 FROM contacts back WHERE back.account_id = a.id AND lower(back.contact_email) = me.email)))
                   THEN a.id END AS user_id
         FROM contacts c
         JOIN accounts me ON me.id = c.account_id
         LEFT JOIN accounts a ON a.email = lower(c.contact_email) AND ${provedAddressSql("a")}
         LEFT JOIN call_settings s ON s.account_id = a.id
        WHERE c.account_id = ?1 AND (?5 IS NULL OR c.contact_email = ?5)
        ORDER BY c.contact_name, c.contact_email`,
    )
    .bind(accountId, DEFAULT_CALLER_POLICY, CallerPolicy.ANYONE, CallerPolicy.ADDRESS_BOOK_ONLY, onlyEmail ?? null)
    .all<{ contact_name: string; contact_email: string; user_id: string | null }>();
  return results.map((row) => ({ contactName: row.contact_name, contactEmail: row.contact_email, userId: row.user_id }));
}
