/**
 * Presence and calls trust only proved addresses and honour the other person's choice of
 * who may call them, against real hubs in workerd: "no one" is always offline, "address book
 * only" is shown only to the people in that book, a changed setting reaches watchers at
 * once, a refused call answers a stranger exactly as an offline account does (the reason goes
 * only to the callee's contacts), and someone who registers an address they do not own is
 * never taken for the contact saved under it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CallFailure, CallStatus, CallerPolicy, MediaQuality, RejectReason } from "@common/realtime/constants";
import { type TestSocket, addContact, connectAs, createAccount, proveAddress, saveSettings } from "./helpers/realtime";

/** Saves the setting as the settings form does, telling the hub. */
async function chooseCallers(account: { userId: string }, policy: number) {
  await saveSettings(account as never, policy);
  await env.USER_HUB.getByName(account.userId).callSettingsChanged();
}

describe("presence follows who may call", () => {
  it("'no one': always offline to everyone, even to the people in the address book; a change shows at once", async () => {
    const alice = await createAccount("alice");
    const bob = await createAccount("bob");
    await addContact(alice, bob, "Bob");
    await addContact(bob, alice, "Alice");
    await saveSettings(bob, CallerPolicy.NO_ONE);
    const a = await connectAs(alice);
    a.socket.send({ type: "contacts", names: [bob.email] });
    expect(await a.socket.next("onlinestatus")).toMatchObject({ names: [bob.email], statuses: [0] });

    const b = await connectAs(bob);
    a.socket.send({ type: "onlinestatus", count: 1, names: [bob.email], sequence: 1 });
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: 1, statuses: [0] });
    expect((await a.socket.unread()).filter((message) => message.type === "onlinestatus")).toEqual([]);

    await chooseCallers(bob, CallerPolicy.ADDRESS_BOOK_ONLY);
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [1] });
    await chooseCallers(bob, CallerPolicy.NO_ONE);
    expect(await a.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [0] });

    // Going offline and online again tells Alice nothing.
    b.socket.close();
    await connectAs(bob);
    expect((await a.socket.unread()).filter((message) => message.type === "onlinestatus")).toEqual([]);
  });

  it("'address book only': hidden from a stranger who lists them, shown to a contact", async () => {
    const bob = await createAccount("bob");
    const friend = await createAccount("friend");
    const stranger = await createAccount("stranger");
    await addContact(bob, friend, "Friend");
    await addContact(friend, bob, "Bob");
    await addContact(stranger, bob, "Bob (not asked)");
    await saveSettings(bob, CallerPolicy.ADDRESS_BOOK_ONLY);
    const f = await connectAs(friend);
    const s = await connectAs(stranger);
    for (const tab of [f, s]) {
      tab.socket.send({ type: "contacts", names: [bob.email] });
      expect(await tab.socket.next("onlinestatus")).toMatchObject({ statuses: [0] });
    }

    const b = await connectAs(bob);
    expect(await f.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [1] });
    s.socket.send({ type: "onlinestatus", count: 1, names: [bob.email], sequence: 4 });
    expect(await s.socket.next("onlinestatus")).toMatchObject({ sequence: 4, statuses: [0] });
    b.socket.close();
    expect(await f.socket.next("onlinestatus")).toMatchObject({ sequence: null, statuses: [0] });
    // The stranger saw nothing come or go.
    expect((await s.socket.unread()).filter((message) => message.type === "onlinestatus")).toEqual([]);

    // 'Anyone': every account that lists Bob sees him.
    await chooseCallers(bob, CallerPolicy.ANYONE);
    await connectAs(bob);
    expect(await s.socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [bob.email], statuses: [1] });
    s.socket.send({ type: "onlinestatus", count: 1, names: [bob.email], sequence: 5 });
    expect(await s.socket.next("onlinestatus")).toMatchObject({ sequence: 5, statuses: [1] });
  });
});

describe("an address someone registered without proving it", () => {
  it("is not taken for the contact saved under it: no presence, no 'Mum' on a call, and the registrant cannot place calls until proved", async () => {
    const dana = await createAccount("dana");
    const mumAddress = `mum.${crypto.randomUUID().slice(0, 8)}@example.org`;
    await addContact(dana, mumAddress, "Mum");
    // A stranger registers Mum's address and does not (cannot) prove it.
    const impostor = await createAccount("impostor", { email: mumAddress, proved: false });
    await saveSettings(impostor, CallerPolicy.ANYONE);
    await addContact(impostor, dana, "Dana");
    await connectAs(impostor);

    const d = await connectAs(dana);
    d.socket.send({ type: "contacts", names: [mumAddress] });
    expect(await d.socket.next("onlinestatus")).toMatchObject({ names: [], statuses: [] });
    d.socket.send({ type: "onlinestatus", count: 1, names: [mumAddress], sequence: 2 });
    expect(await d.socket.next("onlinestatus")).toMatchObject({ sequence: 2, statuses: [0] });

    // The impostor's call is refused before it reaches Dana.
    const i = await connectAs({ userId: impostor.userId, email: mumAddress });
    i.socket.send({ type: "call", to: dana.email, video: true });
    expect(await i.socket.next("calf")).toMatchObject({ reason: "unproved-address" });
    expect((await d.socket.unread()).filter((message) => message.type === "call")).toEqual([]);

    // Even put straight to Dana's hub, the call is from a stranger, not from Mum.
    const danaHub = env.USER_HUB.getByName(dana.userId);
    const request = {
      callId: "forged-call-1",
      callerUserId: impostor.userId,
      callerDolphinId: mumAddress,
      callerClientId: "impostor-tab",
      video: true,
      quality: MediaQuality.MEDIUM,
    };
    // A stranger is answered as if Dana were offline.
    expect(await danaHub.incomingCall(request)).toEqual({ outcome: "offline" });
    await saveSettings(dana, CallerPolicy.ANYONE);
    expect(await danaHub.incomingCall({ ...request, callId: "forged-call-2" })).toEqual({ outcome: "ringing" });
    expect(await d.socket.next("call")).toMatchObject({ fromuser: mumAddress, name: mumAddress });
    await danaHub.cancelCall("forged-call-2", impostor.userId);
    await d.socket.next("canc");

    // Once the address is proved (by its real owner), it is Mum.
    await proveAddress(impostor);
    const mum = await connectAs({ userId: impostor.userId, email: mumAddress });
    mum.socket.send({ type: "call", to: dana.email, video: false });
    expect(await d.socket.next("call")).toMatchObject({ fromuser: mumAddress, name: "Mum" });
  });
});

describe("a call that will not ring tells a stranger nothing", () => {
  /** Everything the caller's tab is sent for one call, in order, with the callee's address and the call's id made general. */
  async function whatTheCallerHears(socket: TestSocket, to: string) {
    socket.send({ type: "call", to, video: true });
    const heard = [await socket.next(), ...(await socket.unread())];
    return heard.map((message) =>
      JSON.parse(
        JSON.stringify(message)
          .replaceAll(to, "ADDRESS")
          .replace(/"callId":"[^"]+"/, '"callId":"ID"'),
      ),
    );
  }

  it("answers a stranger the same for 'no one', 'address book only', terms not accepted, an offline account and no account at all", async () => {
    const stranger = await createAccount("stranger");
    const noOne = await createAccount("noone");
    await saveSettings(noOne, CallerPolicy.NO_ONE);
    const bookOnly = await createAccount("bookonly");
    await saveSettings(bookOnly, CallerPolicy.ADDRESS_BOOK_ONLY);
    const noTerms = await createAccount("noterms", { terms: false });
    await saveSettings(noTerms, CallerPolicy.ANYONE);
    const offline = await createAccount("offline");
    await saveSettings(offline, CallerPolicy.ANYONE);
    const callees = [await connectAs(noOne), await connectAs(bookOnly), await connectAs(noTerms)];
    const s = await connectAs(stranger);

    const toOffline = await whatTheCallerHears(s.socket, offline.email);
    expect(toOffline).toEqual([{ type: "calf", callId: "ID", reason: CallFailure.OFFLINE, message: "ADDRESS is not online at the moment." }]);
    expect(await whatTheCallerHears(s.socket, `nobody.${crypto.randomUUID().slice(0, 8)}@example.org`)).toEqual(toOffline);
    expect(await whatTheCallerHears(s.socket, noOne.email)).toEqual(toOffline);
    expect(await whatTheCallerHears(s.socket, bookOnly.email)).toEqual(toOffline);
    expect(await whatTheCallerHears(s.socket, noTerms.email)).toEqual(toOffline);
    // Nothing rang.
    for (const callee of callees) expect((await callee.socket.unread()).filter((message) => message.type === "call")).toEqual([]);
  });

  it("still tells a caller the callee has in their address book why the call was refused", async () => {
    const contact = await createAccount("contact");
    const noOne = await createAccount("noone");
    await saveSettings(noOne, CallerPolicy.NO_ONE);
    await addContact(noOne, contact, "Cara");
    const noTerms = await createAccount("noterms", { terms: false });
    await saveSettings(noTerms, CallerPolicy.ANYONE);
    await addContact(noTerms, contact, "Cara");
    await connectAs(noOne);
    await connectAs(noTerms);
    const c = await connectAs(contact);

    c.socket.send({ type: "call", to: noOne.email, video: true });
    expect(await c.socket.next("calr")).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.INCOMING_DISABLED, fromuser: noOne.email });
    c.socket.send({ type: "call", to: noTerms.email, video: true });
    expect(await c.socket.next("calr")).toMatchObject({ status: CallStatus.REJECT, reason: RejectReason.REJECT, fromuser: noTerms.email });
  });
});
