/**
 * Bounds on the realtime sockets of one account, against real hubs in workerd: a message
 * rate per socket, at most a handful of sockets per account, a rate of socket opens per
 * account (abusive sockets counting extra), and presence polls that cost no more than the
 * address book has entries.
 */
import { SELF, env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  ABUSIVE_CLOSE_OPEN_COST,
  CallerPolicy,
  MAX_MESSAGE_BYTES,
  MAX_PRESENCE_NAMES,
  MAX_SOCKETS_PER_ACCOUNT,
  MESSAGE_BURST,
  MESSAGE_RATE_PER_SECOND,
  SOCKET_OPEN_BURST,
  SOCKET_OPENS_PER_MINUTE,
} from "@common/realtime/constants";
import { parseServerMessage } from "@common/realtime/messages";
import type { UserHub } from "@workers/calling/hub/user-hub";
import { createSignedInUser } from "./helpers/auth";
import {
  type TestAccount,
  type TestSocket,
  acceptSocket,
  addContact,
  connectAs,
  createAccount,
  logInOn,
  requestHubSocket,
  saveSettings,
  waitForClose,
} from "./helpers/realtime";

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

/** The hub's answer to a ping (not one of the protocol's typed messages). */
const isPong = (message: { type: string }) => message.type === "pong";

describe("pings", () => {
  it("counts pings toward the message rate: a flood of pings closes the socket with 1008", async () => {
    const account = await createAccount("pingflood");
    const { socket } = await connectAs(account);
    for (let index = 0; index < 1000; index++) socket.send({ type: "ping" });
    await waitForClose(socket);
    expect(socket.closeCode).toBe(1008);
    expect(socket.closeReason).toBe(`Too many messages: at most ${MESSAGE_RATE_PER_SECOND} a second.`);
    const pongs = (await socket.unread(0)).filter(isPong);
    expect(pongs.length).toBeLessThanOrEqual(MESSAGE_BURST + MESSAGE_RATE_PER_SECOND);
  });

  it("keeps a socket open that pings steadily, even at half the message rate, and answers every ping", async () => {
    const account = await createAccount("pingsteady");
    const { socket } = await connectAs(account);
    // More pings than a whole burst, at half the allowed rate: the page itself pings once every five seconds.
    const pings = MESSAGE_BURST + 10;
    for (let index = 0; index < pings; index++) {
      socket.send({ type: "ping" });
      await new Promise((resolve) => setTimeout(resolve, 2000 / MESSAGE_RATE_PER_SECOND));
    }
    const pongs = (await socket.unread()).filter(isPong);
    expect(pongs).toHaveLength(pings);
    expect(socket.closed).toBe(false);
    socket.send({ type: "onlinestatus", count: 0, names: [], sequence: 7 });
    expect(await socket.next("onlinestatus")).toMatchObject({ sequence: 7 });
  }, 15_000);
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

/** The sockets the account's hub holds open. */
async function openSocketCount(account: TestAccount): Promise<number> {
  return runInDurableObject(
    env.USER_HUB.getByName(account.userId),
    async (_hub, state) => state.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN).length,
  );
}

/** Moves the hub's record of socket opens `ms` into the past, as if that much time had gone by. */
async function letTimePass(account: TestAccount, ms: number) {
  await runInDurableObject(env.USER_HUB.getByName(account.userId), async (_hub, state) => {
    const allowance = await state.storage.get<{ tokens: number; at: number }>("open-allowance");
    if (allowance) await state.storage.put("open-allowance", { ...allowance, at: allowance.at - ms });
  });
}

/** Logs in on the socket of an accepted upgrade, as a page does. */
async function logIn(account: TestAccount, response: Response): Promise<TestSocket> {
  const socket = acceptSocket(response);
  await logInOn(socket, account.email);
  return socket;
}

describe("socket opens per account", () => {
  it("refuses an account opening sockets in a burst beyond the allowance with 429, Retry-After and a message, and makes no socket", async () => {
    const user = await createSignedInUser(env, { termsAccepted: true });
    const open = () => SELF.fetch("http://localhost/realtime", { headers: { Upgrade: "websocket", Cookie: user.cookie } });
    const accepted: TestSocket[] = [];
    for (let index = 0; index < SOCKET_OPEN_BURST; index++) {
      const response = await open();
      expect(response.status, `open ${index + 1}`).toBe(101);
      // Each closes at once, so the five-socket limit plays no part: only the opens count.
      const socket = acceptSocket(response);
      socket.close();
      accepted.push(socket);
    }
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.webSocket).toBeNull();
    const retryAfter = Number(refused.headers.get("Retry-After"));
    // One open comes back every 60 / SOCKET_OPENS_PER_MINUTE seconds.
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60 / SOCKET_OPENS_PER_MINUTE);
    expect(await refused.json()).toEqual({
      message: `Too many connections were opened for this account. Please wait ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"} and try again.`,
    });
    expect(await openSocketCount({ userId: user.userId, email: user.email })).toBe(0);

    // Another account is unaffected.
    const other = await createSignedInUser(env, { termsAccepted: true });
    const response = await SELF.fetch("http://localhost/realtime", { headers: { Upgrade: "websocket", Cookie: other.cookie } });
    await logIn({ userId: other.userId, email: other.email }, response);
  });

  it("never refuses normal use: two tabs, a reload, a network drop and a hub restart that reopen every tab, and a third tab", async () => {
    const account = await createAccount("normal");
    let tabs = [await logIn(account, await requestHubSocket(account)), await logIn(account, await requestHubSocket(account))];
    // Reload the first tab.
    tabs[0]!.close();
    tabs[0] = await logIn(account, await requestHubSocket(account));
    // The network drops: both tabs reconnect.
    for (const tab of tabs) tab.close();
    tabs = [await logIn(account, await requestHubSocket(account)), await logIn(account, await requestHubSocket(account))];
    // The hub restarts (a deployment): it closes every socket and both tabs reconnect.
    await evictDurableObject(env.USER_HUB.getByName(account.userId), { webSockets: "close" });
    for (const tab of tabs) await waitForClose(tab);
    tabs = [await logIn(account, await requestHubSocket(account)), await logIn(account, await requestHubSocket(account))];
    tabs.push(await logIn(account, await requestHubSocket(account)));
    for (const tab of tabs) {
      tab.send({ type: "onlinestatus", count: 0, names: [], sequence: 4 });
      expect(await tab.next("onlinestatus")).toMatchObject({ sequence: 4 });
    }
  });

  it("lets the account open again once the window has passed, and lets another account open meanwhile", async () => {
    const account = await createAccount("again");
    const other = await createAccount("neighbour");
    for (let index = 0; index < SOCKET_OPEN_BURST; index++) (await connectAs(account)).socket.close();
    expect((await requestHubSocket(account)).status).toBe(429);
    await logIn(other, await requestHubSocket(other));

    // A single open comes back after its share of a minute; the whole burst after a minute.
    await letTimePass(account, 60_000 / SOCKET_OPENS_PER_MINUTE);
    (await logIn(account, await requestHubSocket(account))).close();
    expect((await requestHubSocket(account)).status).toBe(429);
    await letTimePass(account, 60_000);
    for (let index = 0; index < SOCKET_OPEN_BURST; index++) (await logIn(account, await requestHubSocket(account))).close();
    expect((await requestHubSocket(account)).status).toBe(429);
  });

  it("counts a socket closed for flooding or oversize messages against the opens, so the abuser cannot reconnect at full speed", async () => {
    const account = await createAccount("abuser");
    const bystander = await createAccount("bystander");
    const flooder = await connectAs(account);
    for (let index = 0; index < MESSAGE_BURST * 3; index++) flooder.socket.send({ type: "onlinestatus", count: 0, names: [], sequence: index % 128 });
    await waitForClose(flooder.socket);
    expect(flooder.socket.closeCode).toBe(1008);
    const oversize = await connectAs(account);
    oversize.socket.send({ type: "contacts", names: ["x".repeat(MAX_MESSAGE_BYTES)] });
    await waitForClose(oversize.socket);
    expect(oversize.socket.closeCode).toBe(1009);

    // Two opens and two abusive closes: far fewer opens are left than the two a reload would use up.
    const left = SOCKET_OPEN_BURST - 2 - 2 * ABUSIVE_CLOSE_OPEN_COST;
    expect(left).toBeLessThan(1);
    const refused = await requestHubSocket(account);
    expect(refused.status).toBe(429);
    // The account waits until its allowance has climbed back to one open.
    const expectedWait = ((1 - left) * 60) / SOCKET_OPENS_PER_MINUTE;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(expectedWait - 2);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(expectedWait + 1);
    expect(await openSocketCount(account)).toBe(0);
    // The charge is per socket closed, not per message the flood had on its way.
    await letTimePass(account, expectedWait * 1000);
    (await logIn(account, await requestHubSocket(account))).close();
    expect((await requestHubSocket(account)).status).toBe(429);

    await logIn(bystander, await requestHubSocket(bystander));
  });
});

describe("presence polls", () => {
  it("looks up only the address book's accounts: a 500-name poll from an account with 3 contacts costs at most 3 hub calls and no D1 query, and once their presence is known, none", async () => {
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

    // The hub is evicted from memory (its sockets hibernate): it keeps its stored address
    // book, but must ask its contacts' hubs again.
    const hub = env.USER_HUB.getByName(owner.userId);
    await evictDurableObject(hub, { webSockets: "hibernate" });
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
    const online = names.filter((name) => contacts.some((c) => c.email === name)).length;
    socket.send({ type: "onlinestatus", count: 500, names, sequence: 77 });
    const reply = await socket.next("onlinestatus");
    expect(reply).toMatchObject({ sequence: 77, count: 500, names });
    expect(reply.statuses.slice(0, 4)).toEqual([1, 1, 1, 0]);
    expect(reply.statuses.filter((status) => status === 1)).toHaveLength(online);
    expect(new Set(lookedUp)).toEqual(new Set(contacts.map((contact) => contact.userId)));
    expect(lookedUp).toHaveLength(3);

    // Asked once, the contacts' hubs tell this one of every change: the next poll asks no one.
    socket.send({ type: "onlinestatus", count: 500, names, sequence: 78 });
    const again = await socket.next("onlinestatus");
    expect(again).toMatchObject({ sequence: 78, count: 500, names });
    expect(again.statuses.filter((status) => status === 1)).toHaveLength(online);
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
