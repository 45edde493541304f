/**
 * Which contacts are online. Each request carries the next sequence
 * number (0 to 127, then 0 again); a reply is applied only when its sequence is the latest
 * one sent and its count equals the number of contacts now shown, so a slow reply to an
 * older request, or one for a list that has since changed, is dropped. Pushed changes
 * (sequence null) are applied name by name. Status 0 means offline.
 */
import { PRESENCE_SEQUENCE_WRAP, PresenceStatus, nextSequence } from "@common/realtime/constants";
import type { ServerMessageOf } from "@common/realtime/messages";

export class PresenceTracker {
  private sequence = PRESENCE_SEQUENCE_WRAP - 1;
  private names: string[] = [];
  private readonly online = new Map<string, boolean>();

  /** The contacts the page shows (their DolphinIDs). */
  setContacts(names: string[]) {
    this.names = names.map((name) => name.toLowerCase());
    for (const name of [...this.online.keys()]) if (!this.names.includes(name)) this.online.delete(name);
  }

  get contacts(): readonly string[] {
    return this.names;
  }

  get currentSequence(): number {
    return this.sequence;
  }

  /** The next `onlinestatus` request. */
  request() {
    this.sequence = nextSequence(this.sequence);
    return { type: "onlinestatus" as const, count: this.names.length, names: [...this.names], sequence: this.sequence };
  }

  /** Applies a reply or a pushed change; false when it was stale and ignored. */
  apply(reply: ServerMessageOf<"onlinestatus">): boolean {
    if (reply.sequence === null) {
      let changed = false;
      reply.names.forEach((name, index) => {
        const key = name.toLowerCase();
        if (!this.names.includes(key)) return;
        this.online.set(key, reply.statuses[index] !== PresenceStatus.OFFLINE);
        changed = true;
      });
      return changed;
    }
    if (reply.sequence !== this.sequence || reply.count !== this.names.length) return false;
    reply.names.forEach((name, index) => this.online.set(name.toLowerCase(), reply.statuses[index] !== PresenceStatus.OFFLINE));
    return true;
  }

  isOnline(name: string): boolean {
    return this.online.get(name.toLowerCase()) ?? false;
  }
}
