/**
 * Who may see an account online. Presence follows the account's allowed callers: with "no
 * one" it is offline to everybody; with "address book only" it is shown only to the accounts
 * its address book names by a proved address; with "anyone" to every account that lists it
 * (only an account that lists it ever asks). The hub keeps its own address book and setting
 * as a snapshot in storage, so a presence poll costs no D1 query.
 */
import { CallerPolicy, PresenceStatus } from "@common/realtime/constants";
import type { ClientMessage, ServerMessage } from "@common/realtime/messages";
import { listAddressBook, readCallSettings } from "../data";
import { HubBase } from "./hub-base";
import type { Owner } from "./hub-types";

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

/** The presence layer of the hub: what this account's pages ask about their contacts, and what other hubs ask about this account. */
export abstract class PresenceHub extends HubBase {
  protected async onContacts(ws: WebSocket, names: string[]) {
    const owner = await this.requireOwner();
    // The page sends its contacts after loading or changing them: read the book afresh.
    const book = await this.loadBook(owner, { fresh: true });
    const wanted = new Set(names);
    const watching: Record<string, string> = {};
    for (const [address, userId] of book.entries) if (userId && wanted.has(address)) watching[userId] = address;
    await this.ctx.storage.put("watching", watching);
    const statuses = await Promise.all(
      Object.keys(watching).map(async (userId) => {
        const shown = await this.peerHub(userId)
          .watch(owner.userId)
          .catch(() => false);
        return shown ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE;
      }),
    );
    const watchedNames = Object.values(watching);
    this.send(ws, { type: "onlinestatus", sequence: null, count: watchedNames.length, names: watchedNames, statuses });
  }

  /**
   * A presence poll. Only names in this account's stored address book are looked up, each
   * account once, so a poll never costs more hub calls than the book has entries and no D1
   * query; any other name is offline. The reply echoes the sequence, count and names.
   */
  protected async onOnlineStatus(ws: WebSocket, message: Extract<ClientMessage, { type: "onlinestatus" }>) {
    const owner = await this.requireOwner();
    const addresses = addressesOf(await this.loadBook(owner));
    const lookups = new Map<string, Promise<boolean>>();
    const statuses = await Promise.all(
      message.names.map(async (name) => {
        const userId = addresses.get(name);
        if (!userId) return PresenceStatus.OFFLINE;
        let lookup = lookups.get(userId);
        if (!lookup) {
          lookup = this.peerHub(userId)
            .presenceFor(owner.userId)
            .catch(() => false);
          lookups.set(userId, lookup);
        }
        return (await lookup) ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE;
      }),
    );
    this.send(ws, { type: "onlinestatus", sequence: message.sequence, count: message.count, names: message.names, statuses });
  }

  // ---------------------------------------------------------------------------------------
  // RPC from other accounts' hubs and from this account's settings

  /** Whether `watcherUserId` sees this account online now: it is logged in and its allowed callers let the watcher see it. */
  async presenceFor(watcherUserId: string): Promise<boolean> {
    if (this.loggedInSockets().length === 0) return false;
    const owner = await this.loadOwner();
    if (!owner) return false;
    return canSeePresence(await this.loadBook(owner), watcherUserId);
  }

  /** `watcherUserId` shows this account in its address book: tell it when what it may see changes. */
  async watch(watcherUserId: string): Promise<boolean> {
    const watchers = new Set((await this.ctx.storage.get<string[]>("watchers")) ?? []);
    if (!watchers.has(watcherUserId)) {
      watchers.add(watcherUserId);
      await this.ctx.storage.put("watchers", [...watchers]);
    }
    return this.presenceFor(watcherUserId);
  }

  /** The account saved its call settings: who may see it online follows at once. */
  async callSettingsChanged(): Promise<void> {
    const owner = await this.loadOwner();
    if (owner) await this.loadBook(owner, { fresh: true });
  }

  /** A watched contact came online or went offline; returns false when no longer interested. */
  async presenceChanged(userId: string, status: number): Promise<boolean> {
    const watching = (await this.ctx.storage.get<Record<string, string>>("watching")) ?? {};
    const name = watching[userId];
    if (!name) return false;
    const message: ServerMessage = { type: "onlinestatus", sequence: null, count: 1, names: [name], statuses: [status === PresenceStatus.ONLINE ? 1 : 0] };
    for (const socket of this.loggedInSockets()) this.send(socket, message);
    return true;
  }

  // ---------------------------------------------------------------------------------------
  // Helpers

  /** Tells the watchers allowed to see this account that it came online or went offline. */
  protected async announcePresence(owner: Owner, status: number) {
    const watchers = (await this.ctx.storage.get<string[]>("watchers")) ?? [];
    if (watchers.length === 0) return;
    const book = await this.loadBook(owner);
    const told = watchers.filter((userId) => canSeePresence(book, userId));
    const results = await Promise.allSettled(told.map((userId) => this.peerHub(userId).presenceChanged(owner.userId, status)));
    const gone = new Set(told.filter((_, index) => results[index]?.status === "fulfilled" && results[index].value === false));
    if (gone.size > 0) await this.ctx.storage.put("watchers", watchers.filter((userId) => !gone.has(userId)));
  }

  /**
   * This account's address book and allowed callers (see hub-presence.ts), from storage, or
   * from D1 when `fresh` is asked for or the stored one is older than BOOK_REFRESH_MS. When it
   * is read again, watchers whose view changed are told at once.
   */
  protected async loadBook(owner: Owner, options: { fresh?: boolean } = {}): Promise<BookSnapshot> {
    const stored = await this.ctx.storage.get<BookSnapshot>("book");
    if (stored && !options.fresh && Date.now() - stored.loadedAt < BOOK_REFRESH_MS) return stored;
    const [book, settings] = await Promise.all([listAddressBook(this.env.DB, owner.userId), readCallSettings(this.env.DB, owner.userId)]);
    const snapshot: BookSnapshot = {
      allowedCallers: settings.allowedCallers,
      entries: book.map((entry) => [entry.contactEmail, entry.contactUserId]),
      loadedAt: Date.now(),
    };
    await this.ctx.storage.put("book", snapshot);
    if (stored) {
      const watchers = (await this.ctx.storage.get<string[]>("watchers")) ?? [];
      const changes = presenceChangesBetween(stored, snapshot, watchers, this.loggedInSockets().length > 0);
      const telling = Promise.allSettled(changes.map(([userId, status]) => this.peerHub(userId).presenceChanged(owner.userId, status)));
      // Asked for afresh (the account changed something): done before answering. Otherwise in the background.
      if (options.fresh) await telling;
      else this.ctx.waitUntil(telling);
    }
    return snapshot;
  }
}
