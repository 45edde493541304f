import { describe, expect, it } from "vitest";
import {
  answeredHere,
  answeredThere,
  firstDeadline,
  heldCall,
  holderBack,
  holderGone,
  incomingCallMessage,
  isHeldBy,
  nextDeadline,
  noticeOnDrop,
  startIncomingCall,
  startOutgoingCall,
} from "./call-state";
import { CALL_RECONNECT_GRACE_MS, MediaQuality, RING_TIMEOUT_MS } from "./constants";

const NOW = 1_700_000_000_000;

function outgoing() {
  return startOutgoingCall(
    { callId: "call-0001", peerUserId: "user-bob", peerDolphinId: "bob@example.org", clientId: "alice-tab-1", video: true, quality: MediaQuality.MEDIUM },
    NOW,
  );
}

function incoming() {
  return startIncomingCall(
    {
      callId: "call-0002",
      peerUserId: "user-alice",
      peerDolphinId: "alice@example.org",
      peerClientId: "alice-tab-1",
      name: "Alice Archer",
      video: false,
      quality: MediaQuality.LOW,
    },
    NOW,
  );
}

describe("a call's state", () => {
  it("rings for a minute from when it is placed, held by the caller's tab and named by the address called", () => {
    const call = outgoing();
    expect(call).toMatchObject({ state: "ringing", role: "caller", clientId: "alice-tab-1", name: "bob@example.org", peerClientId: null, lostDeadline: null });
    expect(nextDeadline(call)).toBe(NOW + RING_TIMEOUT_MS);
    expect(firstDeadline(call)).toBe("ring");
    expect(isHeldBy(call, "alice-tab-1")).toBe(true);
    expect(isHeldBy(call, "alice-tab-2")).toBe(false);
  });

  it("rings in every tab of the callee, none holding it, with the caller's name and client", () => {
    const call = incoming();
    expect(call).toMatchObject({ state: "ringing", role: "callee", clientId: null, name: "Alice Archer" });
    expect(isHeldBy(call, null)).toBe(false);
    expect(incomingCallMessage(call)).toEqual({
      type: "call",
      callId: "call-0002",
      client: "alice-tab-1",
      fromuser: "alice@example.org",
      name: "Alice Archer",
      video: false,
      quality: MediaQuality.LOW,
    });
  });

  it("becomes active, with no ring deadline, when the callee answers in a tab", () => {
    const active = answeredHere(incoming(), "bob-tab-3");
    expect(active).toMatchObject({ state: "active", clientId: "bob-tab-3", peerClientId: "alice-tab-1" });
    expect("ringDeadline" in active).toBe(false);
    expect(nextDeadline(active)).toBeNull();
    expect(firstDeadline(active)).toBeNull();
  });

  it("becomes active for the caller with the answering tab as the other party", () => {
    const active = answeredThere({ ...outgoing(), clientId: "alice-tab-1" }, "bob-tab-3");
    expect(active).toMatchObject({ state: "active", clientId: "alice-tab-1", peerClientId: "bob-tab-3" });
    expect(nextDeadline(active)).toBeNull();
  });

  it("gives a holding tab that has gone the grace time to come back, and forgets the deadline when it does", () => {
    const active = answeredHere(incoming(), "bob-tab-3");
    const gone = holderGone(active, NOW + 5000);
    expect(nextDeadline(gone)).toBe(NOW + 5000 + CALL_RECONNECT_GRACE_MS);
    expect(firstDeadline(gone)).toBe("lost");
    const back = holderBack(gone);
    expect(back.lostDeadline).toBeNull();
    expect(nextDeadline(back)).toBeNull();
  });

  it("acts on whichever deadline of a ringing call comes first", () => {
    const early = holderGone(outgoing(), NOW);
    expect(firstDeadline(early)).toBe("lost");
    expect(nextDeadline(early)).toBe(NOW + CALL_RECONNECT_GRACE_MS);
    const late = holderGone(outgoing(), NOW + RING_TIMEOUT_MS);
    expect(firstDeadline(late)).toBe("ring");
    expect(nextDeadline(late)).toBe(NOW + RING_TIMEOUT_MS);
  });

  it("tells the other party a dropped active call is lost, a caller's ringing call cancelled, and a callee's declined", () => {
    expect(noticeOnDrop(answeredHere(incoming(), "bob-tab-3"))).toBe("lost");
    expect(noticeOnDrop(outgoing())).toBe("cancel");
    expect(noticeOnDrop(incoming())).toBe("decline");
  });

  it("describes the call a resumed tab holds without the hubs' own ids", () => {
    expect(heldCall(answeredHere(incoming(), "bob-tab-3"))).toEqual({
      callId: "call-0002",
      role: "callee",
      peer: "alice@example.org",
      name: "Alice Archer",
      video: false,
    });
  });
});
