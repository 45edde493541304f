/**
 * What the realtime hub keeps of its own: the per-socket state (in the socket's attachment,
 * in a compact form so an idle socket costs the hub a few dozen bytes) and its owner (in
 * storage). The call it keeps is common/realtime/call-state.ts; what hubs say to each other
 * is common/realtime/hub-calls.ts.
 */

/** Reconnect tokens stay valid this long after they were issued. */
export const RECONNECT_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Per-socket state, kept in the socket's attachment so it survives hibernation. */
export interface SocketState {
  /** Set once the `protocol` handshake is done. */
  clientId: string | null;
  loggedIn: boolean;
  /** The peer is told `reconnect` once this socket, which took over a dropped one, logs in. */
  resumedCall: string | null;
  /** When the socket was opened: the oldest goes first when the account opens too many. */
  openedAt: number;
}

/**
 * SocketState as the attachment holds it: a tuple rather than an object with named fields,
 * since every idle socket of every account carries one (about 45 bytes for a logged-in socket
 * against about 130 as an object). The resumed call is there only while a resumed tab logs in.
 */
export type StoredSocketState = [clientId: string | null, loggedIn: 0 | 1, openedAt: number, resumedCall?: string];

export function storedSocketState(state: SocketState): StoredSocketState {
  const stored: StoredSocketState = [state.clientId, state.loggedIn ? 1 : 0, state.openedAt];
  if (state.resumedCall !== null) stored.push(state.resumedCall);
  return stored;
}

/** Reads an attachment back; anything unreadable is a socket that has not yet done its handshake. */
export function socketStateOf(stored: unknown): SocketState {
  if (!Array.isArray(stored)) return { clientId: null, loggedIn: false, resumedCall: null, openedAt: 0 };
  const [clientId, loggedIn, openedAt, resumedCall] = stored as Partial<StoredSocketState>;
  return {
    clientId: typeof clientId === "string" ? clientId : null,
    loggedIn: loggedIn === 1,
    resumedCall: typeof resumedCall === "string" ? resumedCall : null,
    openedAt: typeof openedAt === "number" ? openedAt : 0,
  };
}

export interface Owner {
  userId: string;
  dolphinId: string;
}

export function randomId(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : ch === "/" ? "_" : ""));
}
