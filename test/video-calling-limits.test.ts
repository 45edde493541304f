/**
 * Bounds on the realtime sockets of one account, against real hubs in workerd: a message
 * rate per socket, at most a handful of sockets per account, and presence polls that cost
 * no more than the address book has entries.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  CallerPolicy,
  MAX_MESSAGE_BYTES,
  MAX_PRESENCE_NAMES,
  MAX_SOCKETS_PER_ACCOUNT,
  MESSAGE_BURST,
  MESSAGE_RATE_PER_SECOND,
  parseServerMessage,
} from "@common/realtime/protocol";
import type { UserHub } from "../durable-objects/user-hub";
import { addContact, connectAs, createAccount, saveSettings, waitForClose } from "./helpers/realtime";

describe("message rate", () => {
  it("answers a burst within the allowance, and closes a flooding socket with 1008 and a reason", async () => {
    const account = await createAccount("burst");
    const { socket } = await connectAs(account);
    // The handshake used two messages; the rest of the burst is answered.
    for (let sequence = 0; sequence < MESSAGE_BURST - 4; sequence++) socket.send({ type: "onlinestatus", count: 0, names: [], sequence });
    const replies = [];
    for (let sequence = 0; sequence < MESSAGE_BURST - 4; sequence++) replies.push((await socket.next("onlinestatus")).sequence);
    expect(replies.sort((a, b) => a! - b!)).toEqual(Array.from({ length: MESSAGE_BURST - 4 }, (_, sequence) => sequence));
    expect(socket.closed).toBe(false);

    const flooder = await connectAs(account);
    for (let index = 0; index < 200; index++) flooder.socket.send({ type: "onlinestatus", count: 0, names: [], sequence: index % 128 });
    await waitForClose(flooder.socket);
    expect(flooder.socket.closeCode).toBe(1008);
    expect(flooder.socket.closeReason).toBe("Too many messages: at most 20 a second.");
    const answered = (await flooder.socket.unread(0)).filter((message) => message.type === "onlinestatus");
    // The burst, plus what refilled while the flood was read (well under a second).
    expect(answered.length).toBeLessThanOrEqual(MESSAGE_BURST + MESSAGE_RATE_PER_SECOND);
    // The limit is per socket: the account's other socket still works.
    socket.send({ type: "onlinestatus", count: 0, names: [], sequence: 5 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 5 });
  });
});

describe("sockets per account", () => {
  it("closes the oldest socket when a sixth is opened, with a reason, and keeps the other five", async () => {
    const account = await createAccount("tabs");
    const tabs = [];
    for (let index = 0; index < MAX_SOCKETS_PER_ACCOUNT; index++) tabs.push(await connectAs(account));
    const sixth = await connectAs(account);
    const [oldest, ...rest] = tabs;
    await waitForClose(oldest!.socket);
    expect(oldest!.socket.closeCode).toBe(4001);
    expect(oldest!.socket.closeReason).toBe("Closed because this account opened more than 5 connections; reload the page to use it here.");
    for (const tab of [...rest, sixth]) {
      expect(tab.socket.closed).toBe(false);
      tab.socket.send({ type: "onlinestatus", count: 0, names: [], sequence: 9 });
      expect(await tab.socket.next("onlinestatus")).toMatchObject({ sequence: 9 });
    }
  });
});

describe("presence polls", () => {
  it("looks up only the address book's accounts: a 500-name poll from an account with 3 contacts costs at most 3 hub calls and no D1 query", async () => {
    const owner = await createAccount("poller");
    const contacts = [await createAccount("c1"), await createAccount("c2"), await createAccount("c3")];
    for (const [index, contact] of contacts.entries()) {
      await addContact(owner, contact, `Contact ${index + 1}`);
      await saveSettings(contact, CallerPolicy.ANYONE);
      await connectAs(contact);
    }
    // Someone online who lets anyone see them, but is not in the poller's address book.
    const stranger = await createAccount("outsider");
    await saveSettings(stranger, CallerPolicy.ANYONE);
    await connectAs(stranger);

    const { socket } = await connectAs(owner);
    socket.send({ type: "contacts", names: contacts.map((contact) => contact.email) });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: null, statuses: [1, 1, 1] });

    const hub = env.USER_HUB.getByName(owner.userId);
    const lookedUp: string[] = [];
    let queries = 0;
    await runInDurableObject(hub, (instance: UserHub) => {
      const peerHub = instance["peerHub"].bind(instance);
      instance["peerHub"] = (userId: string) => {
        lookedUp.push(userId);
        return peerHub(userId);
      };
      const database = instance["env"].DB;
      const prepare = database.prepare.bind(database);
      database.prepare = (query: string) => {
        queries += 1;
        return prepare(query);
      };
    });

    const names = [...contacts.map((contact) => contact.email), stranger.email];
    for (let index = 0; names.length < 500; index++) names.push(index % 2 ? `someone.${index}@example.net` : contacts[index % 3]!.email);
    socket.send({ type: "onlinestatus", count: 500, names, sequence: 77 });
    const reply = await socket.next("onlinestatus");
    expect(reply).toMatchObject({ sequence: 77, count: 500, names });
    expect(reply.statuses.slice(0, 4)).toEqual([1, 1, 1, 0]);
    expect(reply.statuses.filter((status) => status === 1)).toHaveLength(names.filter((name) => contacts.some((c) => c.email === name)).length);
    expect(new Set(lookedUp)).toEqual(new Set(contacts.map((contact) => contact.userId)));
    expect(lookedUp).toHaveLength(3);
    expect(queries).toBe(0);
  });
});

describe("the largest message a page may send", () => {
  it("is answered, and the browser can read the answer (a presence reply is bigger than its poll)", async () => {
    const account = await createAccount("largest");
    const { socket } = await connectAs(account);
    const poll = { type: "onlinestatus", count: MAX_PRESENCE_NAMES, names: [] as string[], sequence: 3 };
    const filler = Math.floor((MAX_MESSAGE_BYTES - 100) / MAX_PRESENCE_NAMES) - 3;
    for (let index = 0; index < MAX_PRESENCE_NAMES; index++) poll.names.push(`${String(index).padStart(3, "0")}${"n".repeat(filler - 15)}@example.net`);
    const text = JSON.stringify(poll);
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    expect(text.length).toBeGreaterThan(MAX_MESSAGE_BYTES - 1000);
    socket.send(text);
    const reply = await socket.next("onlinestatus");
    expect(reply.statuses).toHaveLength(MAX_PRESENCE_NAMES);
    const raw = JSON.stringify(reply);
    expect(raw.length).toBeGreaterThan(MAX_MESSAGE_BYTES);
    expect(parseServerMessage(raw)).toMatchObject({ ok: true, message: { type: "onlinestatus", sequence: 3 } });
  });
});
