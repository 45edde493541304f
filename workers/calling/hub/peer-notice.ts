/**
 * What the other party of a call hears when this account drops it without hanging up (its
 * tabs gone, its sockets closed, a deadline passed): what it would hear if the line were lost.
 */
import { type CallState, noticeOnDrop } from "@common/realtime/call-state";
import { RejectReason } from "@common/realtime/constants";
import { unreachable } from "@common/realtime/unreachable";
import type { hubOf } from "../hub-address";

/** `peer` is the other party's hub; a hub that cannot be reached has nobody left to tell. */
export async function tellPeerCallEnded(peer: ReturnType<typeof hubOf>, fromUserId: string, call: CallState): Promise<void> {
  const notice = noticeOnDrop(call);
  switch (notice) {
    case "lost":
      await peer.relayFromPeer(call.callId, fromUserId, { type: "lost" }).catch(() => false);
      return;
    case "cancel":
      await peer.cancelCall(call.callId, fromUserId).catch(() => false);
      return;
    case "decline":
      await peer.callResponse({ outcome: "declined", callId: call.callId, fromUserId, reason: RejectReason.TECHNICAL_ERROR }).catch(() => false);
      return;
    default:
      unreachable(notice);
  }
}
