import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CallFailure, CallStatus, RING_TIMEOUT_MS, RejectReason } from "@common/realtime/constants";
import type { OutgoingMessage, ServerMessage, ServerMessageOf, ServerMessageType } from "@common/realtime/messages";
import type { ConnectionState } from "../realtime-client";
import { type CallSetup, CallSession, type Signalling } from "./call-session";
import type { PeerOptions } from "./peer";
import { compileCatalogue } from "@common/i18n/compile";
import { createTranslator } from "@common/i18n/translator";
import callMessages from "~/i18n/messages/calling/call.json";

/** The call page's English words, as an English page gets them. */
const english = createTranslator({ language: "en", intlLocale: "en-GB", catalogue: compileCatalogue(callMessages, "en") });

/** The devices and the WebRTC link are the browser's: here they are stand-ins that record what the session asks of them. */
const peers: FakePeer[] = [];
class FakePeer {
  negotiated = false;
  connectionState: RTCPeerConnectionState = "new";
  closed = false;
  offers: boolean[] = [];
  handled: unknown[] = [];
  constructor(readonly options: PeerOptions) {
    peers.push(this);
  }
  async offer(restart = false) {
    this.offers.push(restart);
    this.negotiated = true;
  }
  async handle(signal: unknown) {
    this.handled.push(signal);
    this.negotiated = true;
  }
  close() {
    this.closed = true;
  }
  /** The link reports a connection state, as RTCPeerConnection would. */
  becomes(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.options.onConnectionState(state);
  }
}

function fakeTrack() {
  return {
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
}

vi.mock("./peer", () => ({
  PeerLink: class {
    constructor(options: PeerOptions) {
      // biome-ignore lint/correctness/noConstructorReturn: the mocked class hands the session the fake peer the test drives.
      return new FakePeer(options);
    }
  },
}));
vi.mock("./media", () => ({
  openLocalMedia: vi.fn(async (preferences: { video: boolean }) => ({
    stream: { removeTrack() {} },
    audio: fakeTrack(),
    video: preferences.video ? fakeTrack() : null,
    warning: null,
  })),
  stopLocalMedia: vi.fn(),
}));

/** The realtime connection as the session sees it: what it sent, and messages the test delivers. */
class FakeSignalling implements Signalling {
  sent: OutgoingMessage[] = [];
  private handlers = new Map<string, Set<(message: never) => void>>();
  constructor(public state: ConnectionState = "online") {}
  send(message: OutgoingMessage) {
    this.sent.push(message);
  }
  on<K extends ServerMessageType>(type: K, handler: (message: ServerMessageOf<K>) => void) {
    const set = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, set);
    set.add(handler as (message: never) => void);
    return () => set.delete(handler as (message: never) => void);
  }
  onState(_listener: (state: ConnectionState) => void) {
    return () => {};
  }
  deliver(message: ServerMessage) {
    for (const handler of this.handlers.get(message.type) ?? []) handler(message as never);
  }
  sentOf<K extends OutgoingMessage["type"]>(type: K) {
    return this.sent.filter((message): message is Extract<OutgoingMessage, { type: K }> => message.type === type);
  }
}

const media = { audioInputLabel: null, videoInputLabel: null, quality: 1 };
const calling: CallSetup = { role: "caller", to: "bob@example.org", name: "Bob Fletcher", video: true, quality: 1, media };
const answering: CallSetup = { role: "callee", callId: "cookie-call-1", name: "Alice Moreno", video: true, media };
const CALL_ID = "hub-call-0001";

async function started(setup: CallSetup, signalling = new FakeSignalling()) {
  const session = new CallSession(setup, signalling, english.text);
  const said: string[] = [];
  session.onAnnounce((message) => said.push(message));
  await session.start();
  return { session, signalling, said };
}

function answer(status: CallStatus, extra: Partial<ServerMessageOf<"calr">> = {}): ServerMessage {
  return { type: "calr", callId: CALL_ID, client: status === CallStatus.ANSWER ? "bob-tab-0001" : null, fromuser: "bob@example.org", status, ...extra };
}

beforeEach(() => {
  peers.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the caller's call", () => {
  it("places the call, rings, connects when answered and the link is up, and hangs up", async () => {
    const { session, signalling, said } = await started(calling);
    expect(signalling.sentOf("call")).toEqual([{ type: "call", to: "bob@example.org", video: true, quality: 1 }]);
    expect(session.current.phase).toBe("calling");
    expect(said).toContain("Calling Bob Fletcher…");

    signalling.deliver(answer(CallStatus.RINGING));
    expect(session.current.phase).toBe("ringing");
    expect(session.describe()).toBe("Calling Bob Fletcher. Their device is ringing.");

    signalling.deliver(answer(CallStatus.ANSWER));
    expect(session.current.phase).toBe("connecting");
    // The callee makes the offer; the caller's link answers it.
    signalling.deliver({ type: "webp", callId: CALL_ID, signal: { kind: "description", description: { type: "offer", sdp: "v=0" } } });
    await vi.waitFor(() => expect(peers[0]?.handled).toHaveLength(1));
    peers[0]!.becomes("connected");
    expect(session.current.phase).toBe("connected");
    expect(session.current.connectedAt).not.toBeNull();
    expect(signalling.sentOf("media")).toEqual([{ type: "media", callId: CALL_ID, audio: true, video: true }]);

    session.hangUp();
    expect(signalling.sentOf("hang")).toEqual([{ type: "hang", callId: CALL_ID }]);
    expect(session.current).toMatchObject({ phase: "ended", endReason: { kind: "hung-up-here" } });
    expect(peers[0]!.closed).toBe(true);
  });

  it("ends busy, or rejected with the callee's reason", async () => {
    const busy = await started(calling);
    busy.signalling.deliver(answer(CallStatus.BUSY));
    expect(busy.session.current).toMatchObject({ phase: "ended", endReason: { kind: "busy" } });

    const refused = await started(calling);
    refused.signalling.deliver(answer(CallStatus.REJECT, { reason: RejectReason.MISSING_IN_ADDRESS_BOOK }));
    expect(refused.session.current).toMatchObject({ phase: "ended", endReason: { kind: "rejected", reason: RejectReason.MISSING_IN_ADDRESS_BOOK } });
  });

  it("says the callee is not available when the hub answers as for someone offline, which is also how a refusal reaches a stranger", async () => {
    const { session, signalling, said } = await started(calling);
    signalling.deliver({ type: "calf", callId: CALL_ID, reason: CallFailure.OFFLINE, message: "bob@example.org is not online at the moment." });
    expect(session.current).toMatchObject({ phase: "ended", endReason: { kind: "failed", reason: CallFailure.OFFLINE } });
    expect(said).toContain("Bob Fletcher is not available for a call at the moment. Try again later.");
  });

  it("cancels a call hung up before its id is known as soon as the hub names it", async () => {
    const { session, signalling } = await started(calling);
    session.hangUp();
    expect(session.current).toMatchObject({ phase: "ended", endReason: { kind: "cancelled-here" } });
    expect(signalling.sentOf("canc")).toEqual([]);
    signalling.deliver(answer(CallStatus.RINGING));
    expect(signalling.sentOf("canc")).toEqual([{ type: "canc", callId: CALL_ID }]);
  });

  it("turns into a voice call when answered with video off", async () => {
    const { session, signalling, said } = await started(calling);
    signalling.deliver(answer(CallStatus.ANSWER, { video: false }));
    expect(session.current).toMatchObject({ phase: "connecting", video: false, hasCamera: false, cameraOn: false });
    expect(said).toContain("Bob Fletcher answered with video off. Connecting a voice call…");
  });

  it("gives up after the ring limit with 'no answer', cancelling the call", async () => {
    vi.useFakeTimers();
    const { session, signalling } = await started(calling);
    signalling.deliver(answer(CallStatus.RINGING));
    vi.advanceTimersByTime(RING_TIMEOUT_MS + 3000);
    expect(session.current).toMatchObject({ phase: "ended", endReason: { kind: "no-answer" } });
    expect(signalling.sentOf("canc")).toEqual([{ type: "canc", callId: CALL_ID }]);
  });

  it("ignores messages about another call, and ends when the other side hangs up this one", async () => {
    const { session, signalling } = await started(calling);
    signalling.deliver(answer(CallStatus.ANSWER));
    signalling.deliver({ type: "hang", callId: "another-call-1" });
    expect(session.current.phase).toBe("connecting");
    signalling.deliver({ type: "hang", callId: CALL_ID });
    expect(session.current).toMatchObject({ phase: "ended", endReason: { kind: "hung-up-there" } });
  });
});

describe("the callee's call", () => {
  it("takes the call it holds from the hub (not from the cookie) and makes the first offer on it", async () => {
    const signalling = new FakeSignalling("connecting");
    const { session } = await started(answering, signalling);
    expect(session.current.phase).toBe("connecting");
    signalling.deliver({
      type: "protocol",
      version: 5,
      client: "bob-tab-0001",
      token: "token-0000000000000001",
      resumed: true,
      call: { callId: CALL_ID, role: "callee", peer: "alice@example.org", name: "Alice Moreno", video: true },
    });
    signalling.deliver({ type: "iceconfig", iceServers: [] });
    await vi.waitFor(() => expect(peers[0]?.offers).toEqual([false]));
    peers[0]!.options.sendSignal({ kind: "candidate", candidate: null });
    expect(signalling.sentOf("webp")).toEqual([{ type: "webp", callId: CALL_ID, signal: { kind: "candidate", candidate: null } }]);
  });

  it("says the call could not be picked up when the tab was not resumed, or holds no call", async () => {
    const fresh = await started(answering, new FakeSignalling("connecting"));
    fresh.signalling.deliver({ type: "protocol", version: 5, client: "bob-tab-0002", token: "token-0000000000000002", resumed: false });
    expect(fresh.session.current).toMatchObject({ phase: "ended", endReason: { kind: "not-picked-up" } });

    const empty = await started(answering, new FakeSignalling("connecting"));
    empty.signalling.deliver({ type: "protocol", version: 5, client: "bob-tab-0001", token: "token-0000000000000003", resumed: true, call: null });
    expect(empty.session.current).toMatchObject({ phase: "ended", endReason: { kind: "not-picked-up" } });
  });

  it("reports a lost line, and then describes the call as ended", async () => {
    const { session, signalling } = await started(answering);
    signalling.deliver({ type: "lost", callId: "cookie-call-1" });
    expect(session.current).toMatchObject({ phase: "ended", endReason: { kind: "lost" } });
    expect(session.describe()).toMatch(/^Call ended\. /);
  });
});
