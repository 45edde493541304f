/**
 * What one account's hub says to another's about a call (RPC between Durable Objects). Each
 * request names the calling hub's own account (`fromUserId` / `callerUserId`), and the hub
 * that receives it acts only when that account is its call's other party.
 */
import type { MediaQuality, RejectReason } from "./constants";
import type { ServerMessageOf } from "./messages";
import { unreachable } from "./unreachable";

/** A call to this account. */
export interface IncomingCallRequest {
  callId: string;
  callerUserId: string;
  callerDolphinId: string;
  callerClientId: string;
  video: boolean;
  quality: MediaQuality;
}

/**
 * What the callee's hub made of it. "offline" is an answer between hubs only: the caller's
 * tab is told the call failed (`calf`), not how it was answered (`calr`).
 */
export type IncomingCallResult = { outcome: "ringing" } | { outcome: "busy" } | { outcome: "rejected"; reason: RejectReason } | { outcome: "offline" };

/** The callee answered (in the tab `client`) or declined. */
export type CallResponseRequest =
  | { outcome: "answered"; callId: string; fromUserId: string; client: string; video?: boolean }
  | { outcome: "declined"; callId: string; fromUserId: string; reason: RejectReason };

type RelayedType = "webp" | "media" | "reconnect" | "hang" | "lost";
type WithoutCallId<T> = T extends unknown ? Omit<T, "callId"> : never;

/** Signalling of an active call from one party's hub to the other's, for the tab holding the call. */
export type RelayMessage = WithoutCallId<ServerMessageOf<RelayedType>>;

/** The message the holding tab gets for a relayed one. */
export function relayedToTab(message: RelayMessage, callId: string): ServerMessageOf<RelayedType> {
  switch (message.type) {
    case "webp":
      return { type: "webp", callId, signal: message.signal };
    case "media":
      return { type: "media", callId, audio: message.audio, video: message.video };
    case "reconnect":
    case "hang":
    case "lost":
      return { type: message.type, callId };
    default:
      return unreachable(message);
  }
}
