/**
 * The per-user realtime hub against real Durable Objects and websockets in workerd:
 * handshake, presence, the incoming-call rules, the call relay between exactly two parties,
 * bad messages, waking from hibernation, and restarts that close every socket.
 */
import { env, evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CallStatus, CallerPolicy, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, RejectReason, nextSequence } from "@common/realtime/constants";
import { PresenceTracker } from "../app/features/calling/presence";
import { HUB_ACCOUNT_HEADER } from "@workers/calling/hub-address";
import { type TestAccount, addContact, connectAs, createAccount, openHubSocket, saveSettings } from "./helpers/realtime";

/** Two accounts that have each other in their address books. */
async function friends() {
  const alice = await createAccount("alice");
  const bob = await createAccount("bob");
  await addContact(alice, bob, "Bob Baker");
  await addContact(bob, alice, "Alice Archer");
  return { alice, bob };
}

/** A calls B and B's tabs ring; returns everything the test needs. */
async function ringing(caller: TestAccount, callee: TestAccount, calleeTabs = 1) {
  const a = await connectAs(caller);
  const tabs = [];
  for (let i = 0; i < calleeTabs; i++) tabs.push(await connectAs(callee));
  a.socket.send({ type: "call", to: callee.email, video: true, quality: 1 });
  const ringingReply = await a.socket.next("calr");
  expect(ringingReply.status).toBe(CallStatus.RINGING);
  const incoming = await Promise.all(tabs.map((tab) => tab.socket.next("call")));
  return { a, tabs, callId: ringingReply.callId, incoming };
}

/** A call that B has answered in its first tab. */
async function connected(caller: TestAccount, callee: TestAccount) {
  const setup = await ringing(caller, callee);
  const b = setup.tabs[0]!;
  b.socket.send({ type: "calr", callId: setup.callId, status: CallStatus.ANSWER });
  const answer = await setup.a.socket.next("calr");
  expect(answer).toMatchObject({ status: CallStatus.ANSWER, client: b.clientId, fromuser: callee.email });
  return { a: setup.a, b, callId: setup.callId };
}

describe("handshake", () => {
  it("answers the protocol version with a client id and token, then logs in", async () => {
    const account = await createAccount("hand");
    const socket = await openHubSocket(account);
    socket.send({ type: "protocol", version: PROTOCOL_VERSION });
    const protocol = await socket.next("protocol");
    expect(protocol).toMatchObject({ version: 5, resumed: false });
    expect(protocol.client).toMatch(/^[\w-]{8,}$/);
    expect(protocol.token).toMatch(/^[\w-]{16,}$/);
    socket.send({ type: "login", dolphinid: account.email.toUpperCase() });
    expect(await socket.next("logr")).toEqual({ type: "logr", status: 0 });
    expect(await socket.next("iceconfig")).toEqual({ type: "iceconfig", iceServers: [] });
  });

  it("refuses a login as another account and anything before the handshake and login", async () => {
    const account = await createAccount("mallory");
    const victim = await createAccount("victim");
    const socket = await openHubSocket(account);
    socket.send({ type: "onlinestatus", count: 0, names: [], sequence: 0 });
    expect(await socket.next("error")).toMatchObject({ code: "handshake" });
    socket.send({ type: "protocol", version: PROTOCOL_VERSION });
    await socket.next("protocol");
    socket.send({ type: "call", to: victim.email, video: true });
    expect(await socket.next("error")).toMatchObject({ code: "not-logged-in" });
    socket.send({ type: "login", dolphinid: victim.email });
    expect(await socket.next("logr")).toMatchObject({ status: 1 });
    socket.send({ type: "contacts", names: [] });
    expect(await socket.next("error")).toMatchObject({ code: "not-logged-in" });
  });

  it("refuses an old protocol version", async () => {
    const account = await createAccount("old");
    const socket = await openHubSocket(account);
    socket.send({ type: "protocol", version: 4 });
    expect(await socket.next("error")).toMatchObject({ code: "invalid" });
  });

  it("resumes the same client with the reconnect token, once", async () => {
    const account = await createAccount("resume");
    const first = await connectAs(account);
    first.socket.close();
    const second = await openHubSocket(account);
    second.send({ type: "protocol", token: first.token });
    const resumed = await second.next("protocol");
    expect(resumed).toMatchObject({ client: first.clientId, resumed: true, call: null });
    expect(resumed.token).not.toBe(first.token);
    const third = await openHubSocket(account);
    third.send({ type: "protocol", token: first.token });
    const fresh = await third.next("protocol");
    expect(fresh.resumed).toBe(false);
    expect(fresh.client).not.toBe(first.clientId);
  });
});

describe("one account cannot open or drive another's hub", () => {
  it("refuses a socket without the Worker's account header or for another account", async () => {
    const owner = await createAccount("owner");
    const other = await createAccount("other");
    await connectAs(owner);
    const stub = env.USER_HUB.getByName(owner.userId);
    const anonymous = await stub.fetch("https://site.test/realtime", { headers: { Upgrade: "websocket" } });
    expect(anonymous.status).toBe(401);
    const intruder = await stub.fetch("https://site.test/realtime", { headers: { Upgrade: "websocket", [HUB_ACCOUNT_HEADER]: other.userId } });
    expect(intruder.status).toBe(403);
  });

  it("refuses signalling from a third account into someone else's call", async () => {
    const { alice, bob } = await friends();
    const mallory = await createAccount("mallory");
    const { a, b, callId } = await connected(alice, bob);
    const m = await connectAs(mallory);
    m.socket.send({ type: "webp", callId, signal: { kind: "description", description: { type: "offer", sdp: "v=0 forged" } } });
    expect(await m.socket.next("error")).toMatchObject({ code: "not-in-call" });
    m.socket.send({ type: "hang", callId });
    expect(await m.socket.next("error")).toMatchObject({ code: "not-in-call" });
    m.socket.send({ type: "media", callId, audio: false, video: false });
    expect(await m.socket.next("error")).toMatchObject({ code: "not-in-call" });
    // Even a hub that claimed to be mallory's peer is refused: bob's call is with alice.
    const delivered = await env.USER_HUB.getByName(bob.userId).relayFromPeer(callId, mallory.userId, { type: "hang" });
    expect(delivered).toBe(false);
    expect(await b.socket.unread()).toEqual([]);
    expect(await a.socket.unread()).toEqual([]);
    // The real parties still talk.
    a.socket.send({ type: "media", callId, audio: false, video: true });
    expect(await b.socket.next("media")).toEqual({ type: "media", callId, audio: false, video: true });
  });
});

describe("bad messages", () => {
  it("answers malformed, unknown and invalid messages with an error and keeps the socket usable", async () => {
    const account = await createAccount("bad");
    const { socket } = await connectAs(account);
    socket.send("{not json");
    expect(await socket.next("error")).toMatchObject({ code: "malformed" });
    socket.send({ type: "teleport" });
    expect(await socket.next("error")).toMatchObject({ code: "unknown-type", message: 'Unknown message type "teleport".' });
    socket.send({ type: "onlinestatus", count: 1, names: ["a@example.org"], sequence: 128 });
    expect(await socket.next("error")).toMatchObject({ code: "invalid" });
    socket.send([1, 2, 3]);
    expect(await socket.next("error")).toMatchObject({ code: "malformed" });
    socket.send({ type: "onlinestatus", count: 0, names: [], sequence: 3 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 3, count: 0, statuses: [] });
    expect(socket.closed).toBe(false);
  });

  it("closes the socket with 1009 on a message over the size limit, leaving the account's other sockets open", async () => {
    const account = await createAccount("huge");
    const { socket } = await connectAs(account);
    const other = await connectAs(account);
    socket.send(JSON.stringify({ type: "contacts", names: ["x".repeat(MAX_MESSAGE_BYTES)] }));
    await waitForClose(socket);
    expect(socket.closeCode).toBe(1009);
    expect(socket.closeReason).toBe(`Messages may be at most ${MAX_MESSAGE_BYTES} bytes.`);
    expect((await socket.unread(0)).filter((message) => message.type === "error")).toEqual([]);
    other.socket.send({ type: "onlinestatus", count: 0, names: [], sequence: 1 });
    expect(await other.socket.next("onlinestatus")).toMatchObject({ sequence: 1 });
  });
});

describe("presence", () => {
  it("reports contacts offline then online, with the request's sequence, and pushes changes", async () => {
    const { alice, bob } = await friends();
    const stranger = await createAccount("stranger");
    const a = await connectAs(alice);
    a.socket.send({ type: "onlinestatus", count: 2, names: [bob.email, stranger.email], sequence: 127 });
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: 127, count: 2, statuses: [0, 0] });

    a.socket.send({ type: "contacts", names: [bob.email] });
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [0] });
    const b = await connectAs(bob);
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [1] });

    a.socket.send({ type: "onlinestatus", count: 2, names: [bob.email, stranger.email], sequence: 0 });
    // A stranger who is not in the address book is never reported online.
    await connectAs(stranger);
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: 0, statuses: [1, 0] });

    b.socket.close();
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [0] });
  });

  it("wraps the sequence at 128 and ignores stale or mismatched replies", () => {
    expect(nextSequence(126)).toBe(127);
    expect(nextSequence(127)).toBe(0);
    const tracker = new PresenceTracker();
    tracker.setContacts(["Bob@Example.org", "carol@example.org"]);
    const sequences = Array.from({ length: 130 }, () => tracker.request().sequence);
    expect(sequences[0]).toBe(0);
    expect(sequences[127]).toBe(127);
    expect(sequences[128]).toBe(0);
    expect(sequences[129]).toBe(1);
    const reply = (sequence: number, count = 2) => ({
      type: "onlinestatus" as const,
      sequence,
      count,
      names: ["bob@example.org", "carol@example.org"],
      statuses: [1, 0] as (0 | 1)[],
    });
    expect(tracker.apply(reply(0))).toBe(false); // an older request's reply
    expect(tracker.isOnline("bob@example.org")).toBe(false);
    expect(tracker.apply(reply(1, 3))).toBe(false); // the list has changed since
    expect(tracker.apply(reply(1))).toBe(true);
    expect(tracker.isOnline("bob@example.org")).toBe(true);
    expect(tracker.isOnline("carol@example.org")).toBe(false);
    expect(tracker.apply({ type: "onlinestatus", sequence: null, count: 1, names: ["bob@example.org"], statuses: [0] })).toBe(true);
    expect(tracker.isOnline("bob@example.org")).toBe(false);
  });
});

describe("incoming call rules", () => {
  it("rejects with reason 'incoming disabled' when the callee takes calls from no one", async () => {
    const { alice, bob } = await friends();
    await saveSettings(bob, CallerPolicy.NO_ONE);
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    a.socket.send({ type: "call", to: bob.email, video: true });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.INCOMING_DISABLED, fromuser: bob.email });
    expect(await b.socket.unread()).toEqual([]);
  });

  it("rejects plainly when the callee has not accepted the terms", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob", { terms: false });
    await addContact(bob, alice, "Alice");
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    a.socket.send({ type: "call", to: bob.email, video: false });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.REJECT });
    expect(await b.socket.unread()).toEqual([]);
  });

  it("answers a stranger as if the callee were offline when the callee takes address-book calls only, and rings when anyone may call", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob");
    const a = await connectAs(alice);
    const b = await connectAs(bob);
    a.socket.send({ type: "call", to: bob.email, video: true });
    expect(await a.socket.next("calf")).toMatchObject({ reason: "offline", message: `${bob.email} is not online at the moment.` });
    expect(await b.socket.unread()).toEqual([]);

    await saveSettings(bob, CallerPolicy.ANYONE);
    a.socket.send({ type: "call", to: bob.email, video: true });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.RINGING });
    // Not in bob's address book: the caller is named by their DolphinID.
    expect(await b.socket.next("call")).toMatchObject({ fromuser: alice.email, name: alice.email });
  });

  it("refuses to place a call for a caller who has not accepted the terms; an unknown address is simply not online", async () => {
    const alice = await createAccount("alice", { terms: false });
    const a = await connectAs(alice);
    a.socket.send({ type: "call", to: "nobody@example.org", video: true });
    expect(await a.socket.next("calf")).toMatchObject({ reason: "terms" });
    const carol = await createAccount("carol");
    const c = await connectAs(carol);
    c.socket.send({ type: "call", to: "nobody@example.org", video: true });
    expect(await c.socket.next("calf")).toMatchObject({ reason: "offline", message: "nobody@example.org is not online at the moment." });
  });

  it("rings every open tab of the callee with the caller's address-book name; an answer in one tab stops the other (cala)", async () => {
    const { alice, bob } = await friends();
    const { a, tabs, callId, incoming } = await ringing(alice, bob, 2);
    for (const message of incoming) {
      expect(message).toMatchObject({ callId, client: a.clientId, fromuser: alice.email, name: "Alice Archer", video: true, quality: 1 });
    }
    const [first, second] = tabs as [Awaited<ReturnType<typeof connectAs>>, Awaited<ReturnType<typeof connectAs>>];
    second.socket.send({ type: "calr", callId, status: CallStatus.ANSWER, video: false });
    expect(await first.socket.next("cala")).toEqual({ type: "cala", callId, status: CallStatus.ANSWER });
    expect(await a.socket.next("calr")).toMatchObject({ callId, status: CallStatus.ANSWER, client: second.clientId, video: false });
    // The tab that did not answer cannot act on the call.
    first.socket.send({ type: "calr", callId, status: CallStatus.REJECT });
    expect(await first.socket.next("error")).toMatchObject({ code: "not-in-call" });
  });

  it("a decline in one tab reaches the caller as reject and stops the other tab", async () => {
    const { alice, bob } = await friends();
    const { a, tabs, callId } = await ringing(alice, bob, 2);
    tabs[0]!.socket.send({ type: "calr", callId, status: CallStatus.REJECT, reason: RejectReason.CONTACT_REJECT });
    expect(await tabs[1]!.socket.next("cala")).toMatchObject({ status: CallStatus.REJECT });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.CONTACT_REJECT });
    // Both are free again.
    a.socket.send({ type: "call", to: bob.email, video: true });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.RINGING });
  });

  it("the caller cancelling stops every ringing tab (canc)", async () => {
    const { alice, bob } = await friends();
    const { a, tabs, callId } = await ringing(alice, bob, 2);
    a.socket.send({ type: "canc", callId });
    for (const tab of tabs) expect(await tab.socket.next("canc")).toEqual({ type: "canc", callId });
  });

  it("answers busy when the callee already has a call showing, and when the callee is in a call", async () => {
    const { alice, bob } = await friends();
    const carol = await createAccount("carol");
    await addContact(bob, carol, "Carol");
    const { tabs } = await ringing(alice, bob);
    const c = await connectAs(carol);
    c.socket.send({ type: "call", to: bob.email, video: true });
    expect(await c.socket.next("calr")).toMatchObject({ status: CallStatus.BUSY });
    expect((await tabs[0]!.socket.unread()).filter((message) => message.type === "call")).toEqual([]);

    const dave = await createAccount("dave");
    const erin = await createAccount("erin");
    await addContact(erin, dave, "Dave");
    await addContact(erin, carol, "Carol");
    await connected(dave, erin);
    c.socket.send({ type: "call", to: erin.email, video: false });
    expect(await c.socket.next("calr")).toMatchObject({ status: CallStatus.BUSY });
  });

  it("stops ringing after a minute without an answer: the caller hears 'no answer', the callee's tabs stop", async () => {
    const { alice, bob } = await friends();
    const { a, tabs, callId } = await ringing(alice, bob, 2);
    expect(await runDurableObjectAlarm(env.USER_HUB.getByName(alice.userId))).toBe(true);
    expect(await a.socket.next("calf")).toMatchObject({ callId, reason: "no-answer" });
    for (const tab of tabs) expect(await tab.socket.next("canc")).toEqual({ type: "canc", callId });
  });

  it("tells the caller when the callee is not online", async () => {
    const { alice, bob } = await friends();
    const a = await connectAs(alice);
    a.socket.send({ type: "call", to: bob.email, video: true });
    expect(await a.socket.next("calf")).toMatchObject({ reason: "offline" });
  });
});

describe("a call between two hubs", () => {
  it("relays webp, media and reconnect only between the two parties, and hang ends both", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    const offer = { kind: "description", description: { type: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" } };
    a.socket.send({ type: "webp", callId, signal: offer });
    expect(await b.socket.next("webp")).toEqual({ type: "webp", callId, signal: offer });
    const candidate = { kind: "candidate", candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0", sdpMLineIndex: 0 } };
    b.socket.send({ type: "webp", callId, signal: candidate });
    expect(await a.socket.next("webp")).toEqual({ type: "webp", callId, signal: candidate });
    b.socket.send({ type: "media", callId, audio: false, video: true });
    expect(await a.socket.next("media")).toMatchObject({ audio: false, video: true });
    a.socket.send({ type: "reconnect", callId });
    expect(await b.socket.next("reconnect")).toEqual({ type: "reconnect", callId });

    b.socket.send({ type: "hang", callId });
    expect(await a.socket.next("hang")).toEqual({ type: "hang", callId });
    a.socket.send({ type: "webp", callId, signal: offer });
    expect(await a.socket.next("error")).toMatchObject({ code: "not-in-call" });
  });

  it("tells the other party 'lost' when a party's socket closes mid-call and does not come back", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    b.socket.close(1001);
    await b.socket.unread(100);
    expect(await a.socket.unread()).toEqual([]); // a moment to come back first
    expect(await runDurableObjectAlarm(env.USER_HUB.getByName(bob.userId))).toBe(true);
    expect(await a.socket.next("lost")).toEqual({ type: "lost", callId });
    // Alice is free for a new call.
    const carol = await createAccount("carol");
    await saveSettings(carol, CallerPolicy.ANYONE);
    await connectAs(carol);
    a.socket.send({ type: "call", to: carol.email, video: true });
    expect(await a.socket.next("calr")).toMatchObject({ status: CallStatus.RINGING });
  });

  it("keeps the call when the dropped party comes back with its reconnect token, and tells the other party 'reconnect'", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    b.socket.close(1000);
    await b.socket.unread(100);
    const back = await openHubSocket(bob);
    back.send({ type: "protocol", token: b.token });
    expect(await back.next("protocol")).toMatchObject({ client: b.clientId, resumed: true });
    back.send({ type: "login", dolphinid: bob.email });
    await back.next("logr");
    expect(await a.socket.next("reconnect")).toEqual({ type: "reconnect", callId });
    expect(await runDurableObjectAlarm(env.USER_HUB.getByName(bob.userId))).toBe(false);
    a.socket.send({ type: "media", callId, audio: true, video: false });
    expect(await back.next("media")).toMatchObject({ callId, audio: true, video: false });
  });

  it("keeps the call when the tab's new socket logs in before its old socket's close arrives", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    const back = await openHubSocket(bob);
    back.send({ type: "protocol", token: b.token });
    expect(await back.next("protocol")).toMatchObject({ client: b.clientId, resumed: true });
    back.send({ type: "login", dolphinid: bob.email });
    await back.next("logr");
    b.socket.close(1001);
    await b.socket.unread(100);
    // No grace period starts, and nobody is told the call was lost.
    expect(await runDurableObjectAlarm(env.USER_HUB.getByName(bob.userId))).toBe(false);
    expect((await a.socket.unread()).filter((message) => message.type === "lost")).toEqual([]);
    a.socket.send({ type: "media", callId, audio: true, video: true });
    expect(await back.next("media")).toMatchObject({ callId, audio: true, video: true });
  });
});

describe("hibernation", () => {
  it("wakes with its sockets, logins and call intact", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    await evictDurableObject(env.USER_HUB.getByName(bob.userId));
    await evictDurableObject(env.USER_HUB.getByName(alice.userId));
    // Both hubs start afresh from storage and attachments, and still know the call and the logins.
    a.socket.send({ type: "media", callId, audio: false, video: false });
    expect(await b.socket.next("media")).toMatchObject({ callId, audio: false, video: false });
    b.socket.send({ type: "onlinestatus", count: 1, names: [alice.email], sequence: 42 });
    expect(await b.socket.next("onlinestatus")).toMatchObject({ sequence: 42, statuses: [1] });
    b.socket.send({ type: "ping" });
    expect(await b.socket.next()).toMatchObject({ type: "pong" });
  });
});

/** Opens a new socket for `account` that resumes with `token`, as the client does after a drop. */
async function resume(account: TestAccount, token: string) {
  const socket = await openHubSocket(account);
  socket.send({ type: "protocol", token });
  const protocol = await socket.next("protocol");
  socket.send({ type: "login", dolphinid: account.email });
  expect(await socket.next("logr")).toEqual({ type: "logr", status: 0 });
  return { socket, protocol };
}

/** Restarts the accounts' hubs: memory is lost and every socket is closed; storage stays. */
async function restartHubs(...accounts: TestAccount[]) {
  for (const account of accounts) await evictDurableObject(env.USER_HUB.getByName(account.userId), { webSockets: "close" });
}

async function waitForClose(...sockets: { closed: boolean }[]) {
  for (let i = 0; i < 200 && sockets.some((socket) => !socket.closed); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  for (const socket of sockets) expect(socket.closed).toBe(true);
}

describe("a hub restart that closes every socket", () => {
  it("keeps a ringing call: both sides come back with their tokens, the callee rings again and can answer", async () => {
    const { alice, bob } = await friends();
    const { a, tabs, callId } = await ringing(alice, bob);
    const b = tabs[0]!;
    await restartHubs(alice, bob);
    await waitForClose(a.socket, b.socket);

    const caller = await resume(alice, a.token);
    expect(caller.protocol).toMatchObject({ client: a.clientId, resumed: true });
    const callee = await resume(bob, b.token);
    expect(callee.protocol).toMatchObject({ client: b.clientId, resumed: true });
    expect(await callee.socket.next("call")).toMatchObject({ callId, fromuser: alice.email });

    callee.socket.send({ type: "calr", callId, status: CallStatus.ANSWER });
    expect(await caller.socket.next("calr")).toMatchObject({ callId, status: CallStatus.ANSWER, client: b.clientId });
  });

  it("keeps a call that is up: both sides come back with their tokens and the call carries on", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    await restartHubs(alice, bob);
    await waitForClose(a.socket, b.socket);

    const caller = await resume(alice, a.token);
    const callee = await resume(bob, b.token);
    // The side that was back first is told when the other returns, and restarts the media connection.
    expect(await caller.socket.next("reconnect")).toEqual({ type: "reconnect", callId });
    const offer = { kind: "description", description: { type: "offer", sdp: "v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n" } };
    caller.socket.send({ type: "webp", callId, signal: offer });
    expect(await callee.socket.next("webp")).toEqual({ type: "webp", callId, signal: offer });
    callee.socket.send({ type: "media", callId, audio: true, video: false });
    expect(await caller.socket.next("media")).toMatchObject({ callId, audio: true, video: false });
    // Nobody is told the call was lost, now or when the grace period would have run out.
    await runDurableObjectAlarm(env.USER_HUB.getByName(alice.userId));
    await runDurableObjectAlarm(env.USER_HUB.getByName(bob.userId));
    expect((await caller.socket.unread()).filter((message) => message.type === "lost" || message.type === "hang")).toEqual([]);
    expect((await callee.socket.unread()).filter((message) => message.type === "lost" || message.type === "hang")).toEqual([]);
    callee.socket.send({ type: "hang", callId });
    expect(await caller.socket.next("hang")).toEqual({ type: "hang", callId });
  });
});

describe("closing every socket of an account (password reset or change)", () => {
  it("closes each socket with 1008 and the reason, forgets the reconnect tokens, ends the call and shows the account offline", async () => {
    const { alice, bob } = await friends();
    const { a, b, callId } = await connected(alice, bob);
    const second = await connectAs(bob);
    a.socket.send({ type: "contacts", names: [bob.email] });
    expect(await a.socket.next("onlinestatus")).toMatchObject({ names: [bob.email], statuses: [1] });

    const closed = await env.USER_HUB.getByName(bob.userId).closeAllSockets("Your password was changed. Please sign in again.");
    expect(closed).toBe(2);
    await waitForClose(b.socket, second.socket);
    for (const socket of [b.socket, second.socket]) {
      expect(socket.closeCode).toBe(1008);
      expect(socket.closeReason).toBe("Your password was changed. Please sign in again.");
    }
    expect(await a.socket.next("lost")).toEqual({ type: "lost", callId });
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [0] });

    // The old tab cannot resume its client or its call.
    const back = await openHubSocket(bob);
    back.send({ type: "protocol", token: b.token });
    const fresh = await back.next("protocol");
    expect(fresh.resumed).toBe(false);
    expect(fresh.client).not.toBe(b.clientId);
    // Nothing left to close but the new socket.
    expect(await env.USER_HUB.getByName(bob.userId).closeAllSockets("again")).toBe(1);
  });
});
