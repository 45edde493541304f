/**
 * Who may see an account online. Presence follows the account's allowed callers: with "no
 * one" it is offline to everybody; with "address book only" it is shown only to the accounts
 * its address book names by a proved address; with "anyone" to every account that lists it
 * (only an account that lists it ever asks). The hub keeps its own address book and setting
 * as a snapshot in storage, so a presence poll costs no D1 query.
 */
import { CallerPolicy, PresenceStatus } from "../common/realtime/protocol";

/** This account's address book and allowed callers, as presence needs them. */
export interface BookSnapshot {
  allowedCallers: CallerPolicy;
  /** Each address in the book (lower case) with the account that has proved it, or null. */
  entries: [address: string, userId: string | null][];
  loadedAt: number;
}

/**
 * A snapshot older than this is read again from D1 when next needed: it picks up changes
 * made away from the address-book page (another client of the contacts API, an address
 * proved meanwhile). The page itself and the settings form refresh it at once.
 */
export const BOOK_REFRESH_MS = 60_000;

export function canSeePresence(snapshot: BookSnapshot, watcherUserId: string): boolean {
  if (snapshot.allowedCallers === CallerPolicy.ANYONE) return true;
  if (snapshot.allowedCallers === CallerPolicy.NO_ONE) return false;
  return snapshot.entries.some(([, userId]) => userId === watcherUserId);
}

/** The watchers that must be told something new after the snapshot changed, with what to tell them. */
export function presenceChangesBetween(before: BookSnapshot, after: BookSnapshot, watchers: string[], online: boolean): [string, number][] {
  if (!online) return [];
  return watchers
    .filter((watcher) => canSeePresence(before, watcher) !== canSeePresence(after, watcher))
    .map((watcher) => [watcher, canSeePresence(after, watcher) ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE]);
}

/** Lower-cased address → proved account, for lookups by name (a Map, so no name reaches Object's own keys). */
export function addressesOf(snapshot: BookSnapshot): Map<string, string | null> {
  return new Map(snapshot.entries);
}

/**
 * The hub a call to an address without a proved account is put to. It has no owner, so it
 * answers "offline" after the same steps as an offline account's hub: the caller hears the
 * same answer in the same time either way, and a call never tells whether an address has a
 * DolphinID. Spread over a few hubs by the address so no one hub takes every such call.
 */
export function unclaimedAddressHubName(address: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < address.length; index++) hash = Math.imul(hash ^ address.charCodeAt(index), 0x01000193);
  return `unclaimed-address-${(hash >>> 0) % 16}`;
}
