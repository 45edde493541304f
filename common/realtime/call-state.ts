/**
 * One account's side of its one call, as its hub keeps it, and the rules of how it moves: a
 * call rings until it is answered (then it is active) or its ring deadline passes; while the
 * tab holding it is gone, the call has a lost deadline by which the tab must be back. Pure
 * functions of the state and the time, so they are tested without a hub.
 */
import { CALL_RECONNECT_GRACE_MS, type MediaQuality, RING_TIMEOUT_MS } from "./constants";
import type { HeldCall, ServerMessageOf } from "./messages";
import { unreachable } from "./unreachable";

interface CallFacts {
  callId: string;
  role: "caller" | "callee";
  /** The other party's hub (their user id, or an ownerless hub for an address without an account). */
  peerUserId: string;
  peerDolphinId: string;
  /** The other party's client id: the caller's tab, or the callee's answering tab once known. */
  peerClientId: string | null;
  /** The other party's name as shown here: the callee sees the caller's address book name, the caller the address called. */
  name: string;
  video: boolean;
  quality: MediaQuality;
  /** Set while the holding tab is gone: the other side hears `lost` at this time unless it comes back. */
  lostDeadline: number | null;
}

/** Ringing: the caller's tab waits (it holds the call); the callee's tabs ring (none holds it yet). */
export interface RingingCall extends CallFacts {
  state: "ringing";
  clientId: string | null;
  /** Ringing stops at this time. */
  ringDeadline: number;
}

/** Answered: one tab on each side holds the call. */
export interface ActiveCall extends CallFacts {
  state: "active";
  clientId: string;
}

export type CallState = RingingCall | ActiveCall;

/** This account calls `peerDolphinId` from the tab `clientId`. */
export function startOutgoingCall(
  call: { callId: string; peerUserId: string; peerDolphinId: string; clientId: string; video: boolean; quality: MediaQuality },
  now: number,
): RingingCall {
  return { ...call, role: "caller", state: "ringing", peerClientId: null, name: call.peerDolphinId, ringDeadline: now + RING_TIMEOUT_MS, lostDeadline: null };
}

/** Someone calls this account: every tab rings, none holds the call yet. */
export function startIncomingCall(
  call: { callId: string; peerUserId: string; peerDolphinId: string; peerClientId: string; name: string; video: boolean; quality: MediaQuality },
  now: number,
): RingingCall {
  return { ...call, role: "callee", state: "ringing", clientId: null, ringDeadline: now + RING_TIMEOUT_MS, lostDeadline: null };
}

/** The callee answered in the tab `clientId`, which now holds the call. */
export function answeredHere(call: RingingCall, clientId: string): ActiveCall {
  const { ringDeadline: _ended, ...facts } = call;
  return { ...facts, state: "active", clientId };
}

/** The caller hears that the callee answered in their tab `peerClientId`. */
export function answeredThere(call: RingingCall & { clientId: string }, peerClientId: string): ActiveCall {
  const { ringDeadline: _ended, ...facts } = call;
  return { ...facts, state: "active", clientId: call.clientId, peerClientId };
}

/** The tab holding the call has gone: it has CALL_RECONNECT_GRACE_MS to come back. */
export function holderGone<T extends CallState>(call: T, now: number): T {
  return { ...call, lostDeadline: now + CALL_RECONNECT_GRACE_MS };
}

/** The tab holding the call is back. */
export function holderBack<T extends CallState>(call: T): T {
  return { ...call, lostDeadline: null };
}

/** Whether the tab `clientId` holds the call. */
export function isHeldBy(call: CallState, clientId: string | null): boolean {
  return clientId !== null && call.clientId === clientId;
}

/** When the hub must next act on the call (its alarm), or null when nothing is due. */
export function nextDeadline(call: CallState): number | null {
  const deadlines = [call.lostDeadline, call.state === "ringing" ? call.ringDeadline : null].filter((time): time is number => time !== null);
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}

/** Which deadline comes first: the holding tab's return ("lost") or the end of ringing ("ring"). */
export function firstDeadline(call: CallState): "lost" | "ring" | null {
  const ring = call.state === "ringing" ? call.ringDeadline : null;
  if (call.lostDeadline !== null && (ring === null || call.lostDeadline <= ring)) return "lost";
  return ring === null ? null : "ring";
}

/**
 * What the other party hears when this side drops the call without hanging up: an active call
 * is lost, a caller's ringing call is cancelled, and a callee's ringing call is declined as a
 * technical error.
 */
export function noticeOnDrop(call: CallState): "lost" | "cancel" | "decline" {
  switch (call.state) {
    case "active":
      return "lost";
    case "ringing":
      return call.role === "caller" ? "cancel" : "decline";
    default:
      return unreachable(call);
  }
}

/** The incoming-call message every ringing tab of the callee gets. */
export function incomingCallMessage(call: CallState): ServerMessageOf<"call"> {
  return {
    type: "call",
    callId: call.callId,
    client: call.peerClientId ?? "unknown-client",
    fromuser: call.peerDolphinId,
    name: call.name,
    video: call.video,
    quality: call.quality,
  };
}

/** The call as a resumed tab that holds it is told. */
export function heldCall(call: CallState): HeldCall {
  return { callId: call.callId, role: call.role, peer: call.peerDolphinId, name: call.name, video: call.video };
}
