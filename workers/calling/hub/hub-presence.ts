/**
 * Who may see an account online, and who may call it. Presence follows the account's allowed
 * callers: with "no one" it is offline to everybody; with "address book only" it is shown only
 * to the accounts its address book names by a proved address; with "anyone" to every account
 * that lists it (only an account that lists it ever asks). The hub keeps its own address book,
 * setting and account facts as a snapshot in storage, so a presence poll and an incoming call
 * cost no D1 query, and keeps what its contacts' hubs told it of their presence in memory (they
 * tell it of every change), so a poll costs no hub call either.
 */
import { CallerPolicy, PresenceStatus, RejectReason } from "@common/realtime/constants";
import type { ClientMessage, ServerMessage } from "@common/realtime/messages";
import { readHubRules } from "../data";
import { HubBase } from "./hub-base";
import type { Owner } from "./hub-types";

/**
 * Each account to tell of this one's presence is its own storage key, so a popular account
 * that gains a watcher writes a few bytes, not its whole list again.
 */
const WATCHER_PREFIX = "watcher:";

/**
 * This account's address book, allowed callers and own account, as presence and calls need
 * them: the rules its hub applies to an incoming call without asking D1.
 */
export interface BookSnapshot {
  allowedCallers: CallerPolicy;
  /** Each address in the book (lower case) with the account that has proved it (or null) and the name it is saved under. */
  entries: [address: string, userId: string | null, name: string][];
  /** Whether the account has accepted the calling terms and proved its address: neither is ever undone. */
  termsAccepted: boolean;
  addressProved: boolean;
  loadedAt: number;
}

/** A snapshot stored before it held names and the account's own facts is read again from D1. */
function isCurrentSnapshot(stored: BookSnapshot | undefined): stored is BookSnapshot {
  return stored !== undefined && typeof stored.termsAccepted === "boolean" && stored.entries.every((entry) => entry.length === 3);
}

/**
 * A snapshot older than this is read again from D1 when next needed: it picks up changes
 * made away from the address-book page (another client of the contacts API, an address
 * proved meanwhile). The page itself and the settings form refresh it at once.
 */
export const BOOK_REFRESH_MS = 60_000;

/**
 * An incoming call is never decided on a snapshot older than this: it waits for the reading.
 * Younger ones decide at once (and one older than BOOK_REFRESH_MS is read again meanwhile), so
 * a change that shuts a caller out, made other than on the site, lets at most this long pass.
 */
export const CALL_RULES_MAX_AGE_MS = 5 * 60_000;

/**
 * A contact's presence as its hub last told this one is used for this long without asking
 * again; an older one is still answered at once and asked again in the background, and the
 * pages are told if it changed. Every change is pushed when it happens, so this only bounds
 * how long a push that went astray (a contact's hub that stopped without closing its
 * sockets) can leave a contact shown wrongly.
 */
export const PRESENCE_MAX_AGE_MS = 30_000;

export function canSeePresence(snapshot: BookSnapshot, watcherUserId: string): boolean {
  if (snapshot.allowedCallers === CallerPolicy.ANYONE) return true;
  if (snapshot.allowedCallers === CallerPolicy.NO_ONE) return false;
  return listsAccount(snapshot, watcherUserId);
}

/**
 * What an incoming call from `callerUserId` is refused with under these rules, or null when
 * it may ring: no one may call; the account has not accepted the terms; the caller is not in
 * the book (by a proved address) and only the book may call. The reason is told only to a
 * caller the book lists: anyone else is answered exactly as for an account that is offline
 * (or does not exist), so a refusal tells a stranger neither that the account exists, nor
 * that it is online, nor its setting.
 */
export function incomingCallRefusal(
  snapshot: BookSnapshot,
  callerUserId: string,
): { outcome: "rejected"; reason: RejectReason } | { outcome: "offline" } | null {
  const reason = refusalReason(snapshot, callerUserId);
  if (reason === null) return null;
  return listsAccount(snapshot, callerUserId) ? { outcome: "rejected", reason } : { outcome: "offline" };
}

function refusalReason(snapshot: BookSnapshot, callerUserId: string): RejectReason | null {
  if (snapshot.allowedCallers === CallerPolicy.NO_ONE) return RejectReason.INCOMING_DISABLED;
  if (!snapshot.termsAccepted) return RejectReason.REJECT;
  if (snapshot.allowedCallers === CallerPolicy.ADDRESS_BOOK_ONLY && !listsAccount(snapshot, callerUserId)) return RejectReason.MISSING_IN_ADDRESS_BOOK;
  return null;
}

/**
 * Whether the book holds the caller's address without an account: the caller, who can only
 * call once proved, proved it after the book was read.
 */
export function provedSinceRead(snapshot: BookSnapshot, callerUserId: string, callerAddress: string): boolean {
  return !listsAccount(snapshot, callerUserId) && snapshot.entries.some(([address, userId]) => userId === null && address === callerAddress);
}

/** Whether two snapshots say the same: the same setting, account facts and entries in the same order. */
export function sameRules(a: BookSnapshot, b: BookSnapshot): boolean {
  if (a.allowedCallers !== b.allowedCallers || a.termsAccepted !== b.termsAccepted || a.addressProved !== b.addressProved) return false;
  if (a.entries.length !== b.entries.length) return false;
  return a.entries.every((entry, index) => {
    const other = b.entries[index]!;
    return entry.length === other.length && entry.every((value, field) => value === other[field]);
  });
}

/** The watchers that must be told something new after the snapshot changed, with what to tell them. */
export function presenceChangesBetween(before: BookSnapshot, after: BookSnapshot, watchers: string[], online: boolean): [string, number][] {
  if (!online) return [];
  return watchers
    .filter((watcher) => canSeePresence(before, watcher) !== canSeePresence(after, watcher))
    .map((watcher) => [watcher, canSeePresence(after, watcher) ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE]);
}

const addressMaps = new WeakMap<BookSnapshot, Map<string, string | null>>();

/** Lower-cased address → proved account, for lookups by name (a Map, so no name reaches Object's own keys); made once per snapshot. */
export function addressesOf(snapshot: BookSnapshot): Map<string, string | null> {
  let addresses = addressMaps.get(snapshot);
  if (!addresses) {
    addresses = new Map(snapshot.entries.map(([address, userId]) => [address, userId]));
    addressMaps.set(snapshot, addresses);
  }
  return addresses;
}

const accountMaps = new WeakMap<BookSnapshot, Map<string, string>>();

/**
 * Proved account → the name the book saves it under (the first, should two entries name it);
 * made once per snapshot, as every presence change and call from a contact looks one up.
 */
function accountsOf(snapshot: BookSnapshot): Map<string, string> {
  let accounts = accountMaps.get(snapshot);
  if (!accounts) {
    accounts = new Map();
    for (const [, userId, name] of snapshot.entries) if (userId !== null && !accounts.has(userId)) accounts.set(userId, name);
    accountMaps.set(snapshot, accounts);
  }
  return accounts;
}

/** Whether the book names the account `userId` (by an address it has proved). */
export function listsAccount(snapshot: BookSnapshot, userId: string): boolean {
  return accountsOf(snapshot).has(userId);
}

/** The name the book saves the account `userId` under (by an address it has proved), if it lists it. */
export function nameInBook(snapshot: BookSnapshot, userId: string): string | null {
  return accountsOf(snapshot).get(userId) ?? null;
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
  /** The address book snapshot as last read or written (undefined: not read since the hub woke). */
  private book: BookSnapshot | undefined;
  /** The newest reading of the book from D1 under way, shared by everyone who needs it meanwhile. */
  private bookReading: Promise<BookSnapshot> | null = null;
  private bookReadsStarted = 0;
  private bookReadStored = 0;
  /** Accounts to tell when this one comes online or goes offline (storage "watcher:<id>"), as last read. */
  private watchers: Set<string> | undefined;
  /** The contacts this account's pages show: their account → the name the pages know them by (storage "watching"). */
  private watching: Record<string, string> | undefined;
  /**
   * Each contact's presence as shown to this account, as its hub answered or last pushed it;
   * in memory only (a woken hub asks again). Only accounts in the book are kept.
   */
  private readonly contactPresence = new Map<string, { online: boolean; at: number }>();

  protected async onContacts(ws: WebSocket, names: string[]) {
    const owner = await this.requireOwner();
    // The page sends its contacts after loading or changing them: read the book afresh.
    const book = await this.loadBook(owner, { fresh: true });
    const wanted = new Set(names);
    const watching: Record<string, string> = {};
    for (const [address, userId] of book.entries) if (userId && wanted.has(address)) watching[userId] = address;
    this.watching = watching;
    await this.ctx.storage.put("watching", watching);
    const statuses = await Promise.all(
      Object.keys(watching).map(async (userId) => ((await this.askPresence(owner, userId)) ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE)),
    );
    const watchedNames = Object.values(watching);
    this.send(ws, { type: "onlinestatus", sequence: null, count: watchedNames.length, names: watchedNames, statuses });
  }

  /**
   * A presence poll. Only names in this account's stored address book are looked up, each
   * account once, so a poll never costs more hub calls than the book has entries and no D1
   * query; a contact whose presence this hub already knows costs no hub call; any other name
   * is offline. The reply echoes the sequence, count and names.
   */
  protected async onOnlineStatus(ws: WebSocket, message: Extract<ClientMessage, { type: "onlinestatus" }>) {
    const owner = await this.requireOwner();
    const addresses = addressesOf(await this.loadBook(owner));
    const now = Date.now();
    const unknown = new Set<string>();
    const stale = new Set<string>();
    for (const name of message.names) {
      const userId = addresses.get(name);
      if (!userId) continue;
      const known = this.contactPresence.get(userId);
      if (!known) unknown.add(userId);
      else if (now - known.at > PRESENCE_MAX_AGE_MS) stale.add(userId);
    }
    if (unknown.size > 0) await Promise.all([...unknown].map((userId) => this.askPresence(owner, userId)));
    if (stale.size > 0) this.ctx.waitUntil(this.askAgain(owner, [...stale]));
    const statuses = message.names.map((name) => {
      const userId = addresses.get(name);
      return userId && this.contactPresence.get(userId)?.online ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE;
    });
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
    const watchers = await this.loadWatchers();
    if (!watchers.has(watcherUserId)) {
      watchers.add(watcherUserId);
      await this.ctx.storage.put(`${WATCHER_PREFIX}${watcherUserId}`, true);
    }
    return this.presenceFor(watcherUserId);
  }

  /** The account saved its call settings: who may see it online follows at once. */
  async callSettingsChanged(): Promise<void> {
    const owner = await this.loadOwner();
    if (owner) await this.loadBook(owner, { fresh: true });
  }

  /** The account's address book changed: presence follows at once (who it shows, and who may see it). */
  async addressBookChanged(): Promise<void> {
    const owner = await this.loadOwner();
    if (owner) await this.loadBook(owner, { fresh: true });
  }

  /** A watched contact came online or went offline; returns false when no longer interested. */
  async presenceChanged(userId: string, status: number): Promise<boolean> {
    const owner = await this.loadOwner();
    if (!owner || !listsAccount(await this.loadBook(owner), userId)) return false;
    const online = status === PresenceStatus.ONLINE;
    this.contactPresence.set(userId, { online, at: Date.now() });
    await this.tellPages(userId, online);
    return true;
  }

  // ---------------------------------------------------------------------------------------
  // Helpers

  /** Tells the watchers allowed to see this account that it came online or went offline. */
  protected async announcePresence(owner: Owner, status: number) {
    const watchers = await this.loadWatchers();
    if (watchers.size === 0) return;
    const book = await this.loadBook(owner);
    const told = [...watchers].filter((userId) => canSeePresence(book, userId));
    const results = await Promise.allSettled(told.map((userId) => this.peerHub(userId).presenceChanged(owner.userId, status)));
    const gone = told.filter((_, index) => results[index]?.status === "fulfilled" && results[index].value === false);
    if (gone.length > 0) {
      for (const userId of gone) watchers.delete(userId);
      await this.ctx.storage.delete(gone.map((userId) => `${WATCHER_PREFIX}${userId}`));
    }
  }

  /**
   * Asks a contact's hub whether this account may see it online, and becomes one of its
   * watchers, so every later change is pushed here. An answer that arrives after a push
   * made meanwhile does not overwrite it; a hub that cannot be asked counts as offline.
   */
  private async askPresence(owner: Owner, userId: string): Promise<boolean> {
    const before = this.contactPresence.get(userId);
    let online: boolean;
    try {
      online = await this.peerHub(userId).watch(owner.userId);
    } catch (error) {
      console.error("asking a contact's hub for its presence failed", error);
      return before?.online ?? false;
    }
    const meanwhile = this.contactPresence.get(userId);
    if (meanwhile !== before && meanwhile) return meanwhile.online;
    this.contactPresence.set(userId, { online, at: Date.now() });
    return online;
  }

  /** Asks contacts again whose presence is old, and tells the pages of any that changed. */
  private async askAgain(owner: Owner, userIds: string[]) {
    await Promise.all(
      userIds.map(async (userId) => {
        const before = this.contactPresence.get(userId)?.online;
        const online = await this.askPresence(owner, userId);
        if (before !== undefined && before !== online) await this.tellPages(userId, online);
      }),
    );
  }

  /** Pushes a contact's presence to this account's pages, when they show that contact. */
  private async tellPages(userId: string, online: boolean) {
    this.watching ??= (await this.ctx.storage.get<Record<string, string>>("watching")) ?? {};
    const name = this.watching[userId];
    if (!name) return;
    const message: ServerMessage = {
      type: "onlinestatus",
      sequence: null,
      count: 1,
      names: [name],
      statuses: [online ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE],
    };
    this.sendToAll(this.loggedInSockets(), message);
  }

  private async loadWatchers(): Promise<Set<string>> {
    if (!this.watchers) {
      const stored = await this.ctx.storage.list({ prefix: WATCHER_PREFIX });
      this.watchers = new Set([...stored.keys()].map((key) => key.slice(WATCHER_PREFIX.length)));
    }
    return this.watchers;
  }

  /**
   * This account's address book, allowed callers and account facts (see BookSnapshot), from
   * memory or storage, or from D1 when `fresh` is asked for or none is stored. One older than
   * BOOK_REFRESH_MS is answered at once and read again in the background, unless it is older
   * than `maxAgeMs`, when the reading is waited for. When it is read again, watchers whose
   * view changed are told at once.
   */
  protected async loadBook(owner: Owner, options: { fresh?: boolean; maxAgeMs?: number } = {}): Promise<BookSnapshot> {
    if (!options.fresh) {
      const book = await this.storedBook();
      if (book) {
        const age = Date.now() - book.loadedAt;
        if (options.maxAgeMs !== undefined && age >= options.maxAgeMs) return this.bookReading ?? this.readBook(owner, false);
        if (age >= BOOK_REFRESH_MS && !this.bookReading) {
          this.ctx.waitUntil(this.readBook(owner, false).catch((error: unknown) => console.error("address book refresh failed", error)));
        }
        return book;
      }
      if (this.bookReading) return this.bookReading;
    }
    return this.readBook(owner, Boolean(options.fresh));
  }

  /** The book as this hub has it, without reading D1 (null when it has never read one). */
  protected async storedBook(): Promise<BookSnapshot | null> {
    if (this.book === undefined) {
      const stored = await this.ctx.storage.get<BookSnapshot>("book");
      if (this.book === undefined && isCurrentSnapshot(stored)) this.book = stored;
    }
    return this.book ?? null;
  }

  private readBook(owner: Owner, fresh: boolean): Promise<BookSnapshot> {
    const reading = this.readBookFromD1(owner, fresh, ++this.bookReadsStarted);
    this.bookReading = reading;
    const done = () => {
      if (this.bookReading === reading) this.bookReading = null;
    };
    reading.then(done, done);
    return reading;
  }

  private async readBookFromD1(owner: Owner, fresh: boolean, readNumber: number): Promise<BookSnapshot> {
    const { book, settings, account } = await readHubRules(this.env.DB, owner.userId);
    const snapshot: BookSnapshot = {
      allowedCallers: settings.allowedCallers,
      entries: book.map((entry) => [entry.contactEmail, entry.contactUserId, entry.contactName]),
      termsAccepted: account?.termsAccepted ?? false,
      addressProved: account?.addressProved ?? false,
      loadedAt: Date.now(),
    };
    // A reading that finished after a later one (which saw later changes) is not kept.
    if (readNumber < this.bookReadStored) return this.book ?? snapshot;
    this.bookReadStored = readNumber;
    // Compared by who may see this account, which a snapshot of an older form also tells.
    const stored = this.book ?? (await this.ctx.storage.get<BookSnapshot>("book"));
    this.book = snapshot;
    // Nothing changed (a refusal checked afresh, a refresh that found the same): no write, no one to tell.
    if (stored && sameRules(stored, snapshot)) return snapshot;
    await this.ctx.storage.put("book", snapshot);
    for (const userId of this.contactPresence.keys()) if (!listsAccount(snapshot, userId)) this.contactPresence.delete(userId);
    if (stored) {
      const watchers = [...(await this.loadWatchers())];
      const changes = presenceChangesBetween(stored, snapshot, watchers, this.loggedInSockets().length > 0);
      const telling = Promise.allSettled(changes.map(([userId, status]) => this.peerHub(userId).presenceChanged(owner.userId, status)));
      // Asked for afresh (the account changed something): done before answering. Otherwise in the background.
      if (fresh) await telling;
      else this.ctx.waitUntil(telling);
    }
    return snapshot;
  }
}
