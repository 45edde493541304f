/**
 * What the realtime hub keeps of its own: the per-socket state (in the socket's attachment)
 * and its owner (in storage). The call it keeps is common/realtime/call-state.ts; what hubs
 * say to each other is common/realtime/hub-calls.ts.
 */
import type { MessageBucket } from "./socket-limits";

/** Reconnect tokens stay valid this long after they were issued. */
export const RECONNECT_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Per-socket state, kept in the socket's attachment so it survives hibernation (a few hundred bytes). */
export interface SocketState {
  /** Set once the `protocol` handshake is done. */
  clientId: string | null;
  loggedIn: boolean;
  /** The peer is told `reconnect` once this socket, which took over a dropped one, logs in. */
  resumedCall: string | null;
  /** When the socket was opened: the oldest goes first when the account opens too many. */
  openedAt: number;
  /** The socket's message allowance (MESSAGE_RATE_PER_SECOND, bursts of MESSAGE_BURST). */
  bucket: MessageBucket;
}

export interface Owner {
  userId: string;
  dolphinId: string;
}

export function randomId(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : ch === "/" ? "_" : ""));
}
