/**
 * Presence as the hub keeps it: a contact's hub pushes every change to the hubs that show it,
 * which answer polls from what they were told. These tests check that what a page sees stays
 * right when the watcher's hub was evicted from memory, when the address book changes through
 * the contacts API, and when a push went astray.
 */
import { SELF, env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CallerPolicy } from "@common/realtime/constants";
import type { UserHub } from "@workers/calling/hub/user-hub";
import { PRESENCE_MAX_AGE_MS } from "@workers/calling/hub/hub-presence";
import { createSignedInUser } from "./helpers/auth";
import { addContact, connectAs, createAccount, saveSettings, waitForClose } from "./helpers/realtime";

describe("pushed presence", () => {
  it("reaches the page after the watcher's hub was evicted from memory", async () => {
    const watcher = await createAccount("watcher");
    const contact = await createAccount("contact");
    await saveSettings(contact, CallerPolicy.ANYONE);
    await addContact(watcher, contact, "Carol");
    const { socket } = await connectAs(watcher);
    const first = await connectAs(contact);
    socket.send({ type: "contacts", names: [contact.email] });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [contact.email], statuses: [1] });

    await evictDurableObject(env.USER_HUB.getByName(watcher.userId), { webSockets: "hibernate" });
    first.socket.close();
    await waitForClose(first.socket);
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [contact.email], statuses: [0] });
    await connectAs(contact);
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [contact.email], statuses: [1] });
    socket.send({ type: "onlinestatus", count: 1, names: [contact.email], sequence: 3 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 3, statuses: [1] });
  });

  it("is asked again when it is older than PRESENCE_MAX_AGE_MS: the poll is answered at once, and the page told of the correction", async () => {
    const watcher = await createAccount("watcher");
    const contact = await createAccount("contact");
    await saveSettings(contact, CallerPolicy.ANYONE);
    await addContact(watcher, contact, "Carol");
    const { socket } = await connectAs(watcher);
    await connectAs(contact);
    socket.send({ type: "contacts", names: [contact.email] });
    expect(await socket.next("onlinestatus")).toMatchObject({ statuses: [1] });

    // A push that went astray: the watcher's hub still thinks the contact offline, and was told long ago.
    await runInDurableObject(env.USER_HUB.getByName(watcher.userId), (hub: UserHub) => {
      hub["contactPresence"].set(contact.userId, { online: false, at: Date.now() - PRESENCE_MAX_AGE_MS - 1000 });
    });
    socket.send({ type: "onlinestatus", count: 1, names: [contact.email], sequence: 8 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 8, statuses: [0] });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [contact.email], statuses: [1] });
    socket.send({ type: "onlinestatus", count: 1, names: [contact.email], sequence: 9 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 9, statuses: [1] });
  });
});

describe("an account whose tabs all close at once", () => {
  it("is announced offline once", async () => {
    const watcher = await createAccount("watcher");
    const contact = await createAccount("contact");
    await saveSettings(contact, CallerPolicy.ANYONE);
    await addContact(watcher, contact, "Carol");
    const { socket } = await connectAs(watcher);
    const tabs = [await connectAs(contact), await connectAs(contact)];
    socket.send({ type: "contacts", names: [contact.email] });
    expect(await socket.next("onlinestatus")).toMatchObject({ statuses: [1] });

    for (const tab of tabs) tab.socket.close();
    for (const tab of tabs) await waitForClose(tab.socket);
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [contact.email], statuses: [0] });
    const later = (await socket.unread(300)).filter((message) => message.type === "onlinestatus");
    expect(later).toEqual([]);
    await connectAs(contact);
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, names: [contact.email], statuses: [1] });
  });
});

describe("an address book changed through the contacts API", () => {
  const api = (path: string, cookie: string, init: RequestInit = {}) =>
    SELF.fetch(`http://localhost/api/v1${path}`, { ...init, headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest", ...(init.headers ?? {}) } });

  it("shows in presence at once: an added contact is online, a removed one offline, without the page sending its contacts", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const contact = await createAccount("friend");
    await saveSettings(contact, CallerPolicy.ANYONE);
    await connectAs(contact);
    const { socket } = await connectAs({ userId: user.userId, email: user.email });
    // The hub has read its (empty) book: the contact is not in it.
    socket.send({ type: "onlinestatus", count: 1, names: [contact.email], sequence: 1 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 1, statuses: [0] });

    const added = await api("/account/contacts", user.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ contactName: "Friend", contactEmail: contact.email }).toString(),
    });
    expect(added.status).toBe(201);
    socket.send({ type: "onlinestatus", count: 1, names: [contact.email], sequence: 2 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 2, statuses: [1] });

    const removed = await api(`/account/contacts/${encodeURIComponent(contact.email)}`, user.cookie, { method: "DELETE" });
    expect(removed.status).toBe(204);
    socket.send({ type: "onlinestatus", count: 1, names: [contact.email], sequence: 3 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 3, statuses: [0] });
  });
});
