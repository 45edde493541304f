/**
 * Issue 5: a call between two accounts through their two hubs (real Durable Objects and
 * websockets in workerd). Set-up (call, ringing, answer), the handover of the answered call
 * to the call page by reconnect token, `webp`/`media` relayed only between the two parties,
 * `hang`, `canc`, `lost` when a socket closes, an ICE-restart `reconnect` after a short drop,
 * busy, and a third account's injected messages refused.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CALL_RECONNECT_GRACE_MS, CallFailure, CallStatus, PROTOCOL_VERSION, RING_TIMEOUT_MS } from "@common/realtime/constants";
import type { ServerMessage } from "@common/realtime/messages";
import { HUB_ACCOUNT_HEADER } from "@workers/calling/hub-address";
import { type TestAccount, type TestSocket, addContact, connectAs, createAccount, openHubSocket } from "./helpers/realtime";

const offer = { kind: "description", description: { type: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n" } } as const;
const answer = { kind: "description", description: { type: "answer", sdp: "v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\n" } } as const;
const candidate = {
  kind: "candidate",
  candidate: { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 },
} as const;

/** Two accounts who have each other in their address books. */
async function pair() {
  const alice = await createAccount("alice");
  const bob = await createAccount("bob");
  await addContact(alice, bob, "Bob Fletcher");
  await addContact(bob, alice, "Alice Moreno");
  return { alice, bob };
}

/** Alice calls Bob and Bob answers in `bobSocket`; returns the call id. */
async function placeAnsweredCall(aliceSocket: TestSocket, bob: TestAccount, bobSocket: TestSocket, bobClientId: string, video = true) {
  aliceSocket.send({ type: "call", to: bob.email, video, quality: 1 });
  const incoming = await bobSocket.next("call");
  expect(incoming).toMatchObject({ name: "Alice Moreno", video, quality: 1 });
  const ringing = await aliceSocket.next("calr");
  expect(ringing).toMatchObject({ status: CallStatus.RINGING, fromuser: bob.email.toLowerCase(), callId: incoming.callId });
  bobSocket.send({ type: "calr", callId: incoming.callId, status: CallStatus.ANSWER, video });
  const answered = await aliceSocket.next("calr");
  expect(answered).toMatchObject({ status: CallStatus.ANSWER, client: bobClientId, callId: incoming.callId });
  return incoming.callId;
}

const relayed = (messages: ServerMessage[]) => messages.filter((message) => ["webp", "media", "hang", "reconnect", "lost"].includes(message.type));

describe("a call through two hubs", () => {
  it("sets up a call and relays offer, answer, candidates and media state only between the two parties", async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const bobOtherTab = await connectAs(bob);
    const callId = await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);
    expect((await bobOtherTab.socket.next("cala")).status).toBe(CallStatus.ANSWER);

    a.socket.send({ type: "webp", callId, signal: offer });
    expect(await b.socket.next("webp")).toEqual({ type: "webp", callId, signal: offer });
    b.socket.send({ type: "webp", callId, signal: answer });
    expect(await a.socket.next("webp")).toEqual({ type: "webp", callId, signal: answer });
    b.socket.send({ type: "webp", callId, signal: candidate });
    expect(await a.socket.next("webp")).toEqual({ type: "webp", callId, signal: candidate });
    a.socket.send({ type: "media", callId, audio: false, video: true });
    expect(await b.socket.next("media")).toEqual({ type: "media", callId, audio: false, video: true });

    // Bob's other tab is not in the call and hears none of it.
    expect(relayed(await bobOtherTab.socket.unread())).toEqual([]);
  });

  it("ends the call on both sides when one hangs up, and relays nothing after", async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const callId = await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);
    b.socket.send({ type: "hang", callId });
    expect(await a.socket.next("hang")).toEqual({ type: "hang", callId });
    a.socket.send({ type: "webp", callId, signal: offer });
    expect((await a.socket.next("error")).code).toBe("not-in-call");
    expect(relayed(await b.socket.unread())).toEqual([]);
    // Both are free again: Alice can call Bob anew.
    await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);
  });

  it("stops every ringing tab of the callee when the caller cancels", async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const tab1 = await connectAs(bob);
    const tab2 = await connectAs(bob);
    a.socket.send({ type: "call", to: bob.email, video: false });
    const incoming = await tab1.socket.next("call");
    expect(incoming.video).toBe(false);
    expect((await tab2.socket.next("call")).callId).toBe(incoming.callId);
    await a.socket.next("calr");
    a.socket.send({ type: "canc", callId: incoming.callId });
    expect(await tab1.socket.next("canc")).toEqual({ type: "canc", callId: incoming.callId });
    expect(await tab2.socket.next("canc")).toEqual({ type: "canc", callId: incoming.callId });
    // An answer after the cancel is refused and never reaches Alice.
    tab1.socket.send({ type: "calr", callId: incoming.callId, status: CallStatus.ANSWER });
    expect((await tab1.socket.next("error")).code).toBe("not-in-call");
    expect((await a.socket.unread()).filter((message) => message.type === "calr")).toEqual([]);
  });

  it("hands the answered call over to the call page, which resumes with the answering tab's reconnect token", async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const callId = await placeAnsweredCall(a.socket, bob, b.socket, b.clientId, false);
    // 'Answer Call' navigates: the address book's socket closes and /call opens one with the token.
    b.socket.close();
    const page = await openHubSocket(bob);
    page.send({ type: "protocol", token: b.token });
    const resumed = await page.next("protocol");
    expect(resumed).toMatchObject({ client: b.clientId, resumed: true });
    // The hub, not the page's cookie, says which call the resumed tab holds.
    expect(resumed.call).toEqual({ callId, role: "callee", peer: alice.email.toLowerCase(), name: "Alice Moreno", video: false });
    page.send({ type: "login", dolphinid: bob.email });
    expect((await page.next("logr")).status).toBe(0);
    // Alice hears that Bob's side is back, so the two start (or restart) ICE.
    expect(await a.socket.next("reconnect")).toEqual({ type: "reconnect", callId });
    page.send({ type: "webp", callId, signal: offer });
    expect(await a.socket.next("webp")).toEqual({ type: "webp", callId, signal: offer });
    a.socket.send({ type: "webp", callId, signal: answer });
    expect(await page.next("webp")).toEqual({ type: "webp", callId, signal: answer });
  });

  it("tells the other party `lost` within seconds when a socket in a call closes and does not come back", { timeout: 30_000 }, async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const callId = await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);
    const closedAt = Date.now();
    b.socket.close(1001);
    expect(await a.socket.next("lost", CALL_RECONNECT_GRACE_MS + 8000)).toEqual({ type: "lost", callId });
    expect(Date.now() - closedAt).toBeLessThan(CALL_RECONNECT_GRACE_MS + 8000);
    // The call is over: Alice's signalling is refused.
    a.socket.send({ type: "media", callId, audio: true, video: true });
    expect((await a.socket.next("error")).code).toBe("not-in-call");
  });

  it("keeps the call through a short network drop: the peer gets `reconnect` (ICE restart), not `lost`", { timeout: 30_000 }, async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const callId = await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);
    a.socket.close();
    const back = await openHubSocket(alice);
    back.send({ type: "protocol", token: a.token });
    expect(await back.next("protocol")).toMatchObject({ client: a.clientId, resumed: true });
    back.send({ type: "login", dolphinid: alice.email });
    expect((await back.next("logr")).status).toBe(0);
    expect(await b.socket.next("reconnect")).toEqual({ type: "reconnect", callId });
    // An ICE restart offer travels over the new socket.
    const restart = { kind: "description", description: { type: "offer", sdp: "v=0\r\no=- 1 3 IN IP4 127.0.0.1\r\ns=-\r\na=ice-restart\r\n" } } as const;
    back.send({ type: "webp", callId, signal: restart });
    expect(await b.socket.next("webp")).toEqual({ type: "webp", callId, signal: restart });
    // Past the grace period Bob has still not heard `lost`.
    await new Promise((resolve) => setTimeout(resolve, CALL_RECONNECT_GRACE_MS + 1000));
    expect((await b.socket.unread()).filter((message) => message.type === "lost")).toEqual([]);
  });

  it("ends an unanswered call after a minute: the caller hears no-answer and every ringing tab stops", async () => {
    const { alice, bob } = await pair();
    const a = await connectAs(alice);
    const tab1 = await connectAs(bob);
    const tab2 = await connectAs(bob);
    a.socket.send({ type: "call", to: bob.email, video: true });
    const incoming = await tab1.socket.next("call");
    await tab2.socket.next("call");
    await a.socket.next("calr");
    // The minute passes: move the ring deadline into the past rather than wait for it.
    const stub = env.USER_HUB.getByName(alice.userId);
    const deadline = await runInDurableObject(stub, async (_hub, state) => {
      const call = await state.storage.get<{ ringDeadline: number }>("call");
      await state.storage.put("call", { ...call, ringDeadline: Date.now() - 1 });
      return call?.ringDeadline ?? 0;
    });
    expect(deadline - Date.now()).toBeLessThanOrEqual(RING_TIMEOUT_MS);
    expect(deadline - Date.now()).toBeGreaterThan(RING_TIMEOUT_MS - 10_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await a.socket.next("calf")).toMatchObject({ callId: incoming.callId, reason: CallFailure.NO_ANSWER });
    expect(await tab1.socket.next("canc")).toEqual({ type: "canc", callId: incoming.callId });
    expect(await tab2.socket.next("canc")).toEqual({ type: "canc", callId: incoming.callId });
    // Too late to answer.
    tab1.socket.send({ type: "calr", callId: incoming.callId, status: CallStatus.ANSWER });
    expect((await tab1.socket.next("error")).code).toBe("not-in-call");
  });

  it("answers busy when the callee is already in a call", async () => {
    const { alice, bob } = await pair();
    const carol = await createAccount("carol");
    await addContact(bob, carol, "Carol Nguyen");
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const c = await connectAs(carol);
    await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);
    c.socket.send({ type: "call", to: bob.email, video: true });
    expect(await c.socket.next("calr")).toMatchObject({ status: CallStatus.BUSY, fromuser: bob.email.toLowerCase() });
    expect((await b.socket.unread()).filter((message) => message.type === "call")).toEqual([]);
  });

  it("refuses a third account's webp, media and hang injected into someone else's call", async () => {
    const { alice, bob } = await pair();
    const mallory = await createAccount("mallory");
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    const m = await connectAs(mallory);
    const callId = await placeAnsweredCall(a.socket, bob, b.socket, b.clientId);

    for (const message of [
      { type: "webp", callId, signal: offer },
      { type: "media", callId, audio: false, video: false },
      { type: "reconnect", callId },
      { type: "hang", callId },
    ]) {
      m.socket.send(message);
      expect((await m.socket.next("error")).code).toBe("not-in-call");
    }
    expect(relayed(await a.socket.unread())).toEqual([]);
    expect(relayed(await b.socket.unread())).toEqual([]);
    // The call is untouched: it still relays between Alice and Bob.
    a.socket.send({ type: "webp", callId, signal: candidate });
    expect(await b.socket.next("webp")).toEqual({ type: "webp", callId, signal: candidate });
  });

  it("does not let a socket of one account open another account's hub", async () => {
    const { alice } = await pair();
    const mallory = await createAccount("mallory");
    await connectAs(alice);
    const response = await env.USER_HUB.getByName(alice.userId).fetch("https://site.test/realtime", {
      headers: { Upgrade: "websocket", [HUB_ACCOUNT_HEADER]: mallory.userId },
    });
    expect(response.status).toBe(403);
    // And a socket of Mallory's own hub cannot log in as Alice.
    const socket = await openHubSocket(mallory);
    socket.send({ type: "protocol", version: PROTOCOL_VERSION });
    await socket.next("protocol");
    socket.send({ type: "login", dolphinid: alice.email });
    expect((await socket.next("logr")).status).not.toBe(0);
  });
});

describe("a call that cannot reach anyone", () => {
  /** Places a call and returns the failure with the time it took. */
  async function failedCall(socket: TestSocket, to: string) {
    const started = performance.now();
    socket.send({ type: "call", to, video: true });
    const failure = await socket.next("calf");
    return { failure, ms: performance.now() - started };
  }

  it("answers an address with no account, or one not proved, exactly as an offline account: same status, reason, wording and time", async () => {
    const alice = await createAccount("alice");
    const offline = await createAccount("offline");
    await addContact(offline, alice, "Alice");
    const unprovedAddress = `unproved.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const unproved = await createAccount("unproved", { email: unprovedAddress, proved: false });
    await connectAs(unproved);
    const a = await connectAs(alice);

    const shape = (failure: Extract<ServerMessage, { type: "calf" }>, address: string) => ({
      ...failure,
      callId: typeof failure.callId,
      message: failure.message.replace(address, "ADDRESS"),
    });
    const timings: Record<string, number[]> = { offline: [], none: [], unproved: [] };
    for (let round = 0; round < 5; round++) {
      const noAccount = `nobody.${round}.${crypto.randomUUID().slice(0, 6)}@example.org`;
      const toOffline = await failedCall(a.socket, offline.email);
      const toNobody = await failedCall(a.socket, noAccount);
      const toUnproved = await failedCall(a.socket, unprovedAddress);
      expect(shape(toOffline.failure, offline.email)).toEqual({
        type: "calf",
        callId: "string",
        reason: CallFailure.OFFLINE,
        message: "ADDRESS is not online at the moment.",
      });
      expect(shape(toNobody.failure, noAccount)).toEqual(shape(toOffline.failure, offline.email));
      expect(shape(toUnproved.failure, unprovedAddress)).toEqual(shape(toOffline.failure, offline.email));
      timings.offline!.push(toOffline.ms);
      timings.none!.push(toNobody.ms);
      timings.unproved!.push(toUnproved.ms);
    }
    // The same steps either way (a hub asked, the call saved and cleared): no answer is markedly quicker.
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    expect(median(timings.none!)).toBeGreaterThan(median(timings.offline!) / 4);
    expect(median(timings.unproved!)).toBeGreaterThan(median(timings.offline!) / 4);
    // Nothing reached the unproved registrant.
    const u = await connectAs(unproved);
    expect((await u.socket.unread()).filter((message) => message.type === "call")).toEqual([]);
  });
});
