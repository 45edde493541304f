/**
 * What the realtime hub keeps and what hubs say to each other: the per-socket state (in the
 * socket's attachment), the account's call (in storage), and the RPC requests of calls.
 */
import type { CallStatus, RejectReason, Signal } from "../common/realtime/protocol";
import type { MessageBucket } from "./socket-limits";

/** The header through which the Worker (never a browser) tells a hub whose socket it is opening. */
export const HUB_ACCOUNT_HEADER = "X-Dolphin-Hub-Account";

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

/** This account's side of its one call, in durable storage. */
export interface CallState {
  callId: string;
  role: "caller" | "callee";
  state: "ringing" | "active";
  peerUserId: string;
  peerDolphinId: string;
  /** The socket (client id) of this account that holds the call; null while the callee's tabs ring. */
  clientId: string | null;
  /** The other party's client id (the caller's tab, or the callee's answering tab). */
  peerClientId: string | null;
  /** Caller's name as shown to the callee. */
  name: string;
  video: boolean;
  quality: number;
  /** Ringing stops at this time. */
  ringDeadline: number | null;
  /** Set while the holding socket is gone: the other side hears `lost` at this time unless it comes back. */
  lostDeadline: number | null;
}

export interface IncomingCallRequest {
  callId: string;
  callerUserId: string;
  callerDolphinId: string;
  callerClientId: string;
  video: boolean;
  quality: number;
}

export type IncomingCallResult =
  | { status: typeof CallStatus.RINGING | typeof CallStatus.BUSY }
  | { status: typeof CallStatus.REJECT; reason: RejectReason }
  | { status: "offline" };

export interface CallResponseRequest {
  callId: string;
  fromUserId: string;
  status: typeof CallStatus.ANSWER | typeof CallStatus.REJECT;
  reason?: RejectReason;
  client: string | null;
  video?: boolean;
}

export type RelayMessage =
  | { type: "webp"; signal: Signal }
  | { type: "media"; audio: boolean; video: boolean }
  | { type: "reconnect" }
  | { type: "hang" }
  | { type: "lost" };

export function randomId(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : ch === "/" ? "_" : ""));
}
