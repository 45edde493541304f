/**
 * The realtime benchmark, run inside workerd against real hubs (Durable Objects) and real
 * websockets: 1,000 accounts holding one or two sockets each (1,500 sockets), then call
 * set-up latency (caller's `call` sent → callee's ringing `call` received) without, with and
 * again without an abusive account alongside (one that floods its sockets and sends oversize
 * messages, reopening a socket as soon as the hub lets it), the presence round trip of an
 * account with 200 contacts, messages per second through the hubs, what each idle socket
 * keeps (its attachment), and that idle sockets survive hibernation. Throughput is measured
 * twice: socket messages through 100 hubs, and the presence changes of one account that all
 * the others list, through its one hub.
 * Results are printed as JSON lines starting with "BENCH " for bench/run.ts to tabulate.
 */
import { env, evictAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import { MAX_MESSAGE_BYTES, MESSAGE_BURST, MESSAGE_RATE_PER_SECOND, PRESENCE_SEQUENCE_WRAP, PROTOCOL_VERSION } from "@common/realtime/constants";
import { HUB_ACCOUNT_HEADER } from "@workers/calling/hub-address";
import { type TestAccount, TestSocket, addContact, connectAs } from "../../test/helpers/realtime";

const ACCOUNTS = 1000;
const CONNECT_CONCURRENCY = 50;
/** Enough samples that the 99th percentile is not simply the slowest one or two. */
const CALL_SAMPLES = 1000;
const PRESENCE_CONTACTS = 200;
const PRESENCE_SAMPLES = 1000;
const THROUGHPUT_MESSAGES = 2000;
/** Accounts the throughput messages are spread over: each socket stays within its burst allowance. */
const THROUGHPUT_ACCOUNTS = 100;
/** Times the account everyone lists goes offline and comes back (a window long enough that one pause of the thread does not decide it). */
const PRESENCE_CYCLES = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(name: string, result: Record<string, number | string>) {
  console.log(`BENCH ${JSON.stringify({ name, ...result })}`);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

it("measures the realtime hubs", async () => {
  // 1,000 accounts in D1, terms accepted and addresses proved; callers may call anyone (ANYONE = 0).
  const accounts: TestAccount[] = Array.from({ length: ACCOUNTS }, (_, i) => ({ userId: `bench-${i}`, email: `bench-${i}@example.org` }));
  for (let start = 0; start < ACCOUNTS; start += 100) {
    await env.DB.batch(
      accounts
        .slice(start, start + 100)
        .flatMap((account) => [
          env.DB.prepare("INSERT INTO accounts (id, email, password_hash, terms_accepted_at, email_verified_at) VALUES (?1, ?2, 'x', ?3, ?3)").bind(
            account.userId,
            account.email,
            Date.now(),
          ),
          env.DB.prepare("INSERT INTO call_settings (account_id, allowed_callers, media_quality) VALUES (?1, 0, 2)").bind(account.userId),
        ]),
    );
  }
  const watcher = accounts[0]!;
  for (const contact of accounts.slice(1, PRESENCE_CONTACTS + 1)) await addContact(watcher, contact, `Contact ${contact.userId}`);

  // One socket per account, a second for every other account: 1,500 sockets.
  const sockets: TestSocket[][] = accounts.map(() => []);
  const connectStarted = Date.now();
  await inPool(accounts, CONNECT_CONCURRENCY, async (account, index) => {
    sockets[index]!.push((await connectAs(account)).socket);
    if (index % 2 === 0) sockets[index]!.push((await connectAs(account)).socket);
  });
  const socketCount = sockets.reduce((sum, list) => sum + list.length, 0);
  report("connect", { sockets: socketCount, seconds: (Date.now() - connectStarted) / 1000 });
  expect(socketCount).toBe(1500);

  // Call set-up: caller's `call` sent → callee's ringing `call` received; then cancelled.
  async function measureCallSetUp(): Promise<number[]> {
    const setup: number[] = [];
    for (let sample = 0; sample < CALL_SAMPLES; sample++) {
      const callerIndex = 1 + ((sample * 7) % (ACCOUNTS - 2));
      const calleeIndex = 1 + ((sample * 13 + 500) % (ACCOUNTS - 2));
      if (callerIndex === calleeIndex) continue;
      const caller = sockets[callerIndex]![0]!;
      const callee = sockets[calleeIndex]![0]!;
      const sent = Date.now();
      caller.send({ type: "call", to: accounts[calleeIndex]!.email, video: true });
      const ringing = await callee.next("call");
      setup.push(Date.now() - sent);
      caller.send({ type: "canc", callId: ringing.callId });
      await callee.next("canc");
      await caller.unread(0);
      for (const socket of sockets[calleeIndex]!) await socket.unread(0);
    }
    return setup;
  }
  const setup = await measureCallSetUp();
  report("call set-up", { samples: setup.length, p50Ms: percentile(setup, 50), p99Ms: percentile(setup, 99), maxMs: Math.max(...setup) });

  // The same again while the last account attacks as a client of its own making would: it
  // opens a socket as soon as the hub allows (waiting out each 429's Retry-After, no longer),
  // logs in, and sends presence polls of 500 names (about 10 KB each) as fast as it can until
  // it is closed for flooding (1008), or on every other socket a burst of polls within the
  // allowance and then a message over the size limit (1009). Then once more without it, so
  // the difference can be told from the machine's own drift.
  const abuser = accounts[ACCOUNTS - 1]!;
  for (const contact of accounts.slice(1, 4)) await addContact(abuser, contact, `Contact ${contact.userId}`);
  const pollNames = Array.from({ length: 500 }, (_, i) => `n${i}@example.net`);
  const abusivePoll = JSON.stringify({ type: "onlinestatus", count: pollNames.length, names: pollNames, sequence: 0 });
  const oversize = JSON.stringify({ type: "contacts", names: ["x".repeat(MAX_MESSAGE_BYTES)] });
  const abuse = { running: true, opened: 0, refused: 0, messages: 0, closedFlood: 0, closedOversize: 0, answered: 0 };
  const abusing = (async () => {
    while (abuse.running) {
      const response = await env.USER_HUB.getByName(abuser.userId).fetch("https://site.test/realtime", {
        headers: { Upgrade: "websocket", [HUB_ACCOUNT_HEADER]: abuser.userId },
      });
      if (response.status === 429) {
        abuse.refused += 1;
        const until = Date.now() + Number(response.headers.get("Retry-After") ?? "1") * 1000;
        while (abuse.running && Date.now() < until) await sleep(20);
        continue;
      }
      expect(response.status).toBe(101);
      abuse.opened += 1;
      response.webSocket!.accept();
      const socket = new TestSocket(response.webSocket!);
      socket.send({ type: "protocol", version: PROTOCOL_VERSION });
      await socket.next("protocol");
      socket.send({ type: "login", dolphinid: abuser.email });
      await socket.next("logr");
      const sendOversize = abuse.opened % 2 === 0;
      for (let i = 0; i < (sendOversize ? MESSAGE_BURST - 2 : MESSAGE_BURST * 5) && !socket.closed; i++) {
        try {
          socket.send(abusivePoll);
          abuse.messages += 1;
        } catch {
          break;
        }
      }
      if (sendOversize && !socket.closed) {
        try {
          socket.send(oversize);
          abuse.messages += 1;
        } catch {
          // closed meanwhile
        }
      }
      while (!socket.closed) await sleep(5);
      abuse.answered += socket.received.filter((message) => message.type === "onlinestatus").length;
      if (socket.closeCode === 1009) abuse.closedOversize += 1;
      else if (socket.closeCode === 1008) abuse.closedFlood += 1;
    }
  })();
  const underAbuse = await measureCallSetUp();
  abuse.running = false;
  await abusing;
  const after = await measureCallSetUp();
  report("call set-up with an abusive account alongside", {
    withoutP50Ms: percentile(setup, 50),
    withoutP99Ms: percentile(setup, 99),
    withP50Ms: percentile(underAbuse, 50),
    withP99Ms: percentile(underAbuse, 99),
    afterP50Ms: percentile(after, 50),
    afterP99Ms: percentile(after, 99),
    samples: underAbuse.length,
    abusiveOpened: abuse.opened,
    abusiveRefused: abuse.refused,
    closedFlood: abuse.closedFlood,
    closedOversize: abuse.closedOversize,
    abusiveMessages: abuse.messages,
    abusiveAnswered: abuse.answered,
  });

  // Presence round trip for an account with 200 contacts.
  const names = accounts.slice(1, PRESENCE_CONTACTS + 1).map((account) => account.email);
  // The page loads: it sends its contacts and gets their presence back (the hub reads its
  // book from D1 and asks each contact's hub once, becoming its watcher). Then it polls.
  const presence = sockets[0]![0]!;
  await presence.unread(0);
  const loadStarted = Date.now();
  presence.send({ type: "contacts", names });
  const loaded = await presence.next("onlinestatus", 30_000);
  const loadMs = Date.now() - loadStarted;
  expect(loaded.statuses.filter((status) => status === 1)).toHaveLength(PRESENCE_CONTACTS);
  report("presence on page load (200 contacts)", { ms: loadMs });
  // The page's two tabs poll in turn, each within its socket's sustained rate.
  const pollers = sockets[0]!;
  for (const socket of pollers) await socket.unread(0);
  const roundTrips: number[] = [];
  for (let i = 0; i < PRESENCE_SAMPLES; i++) {
    const poller = pollers[i % pollers.length]!;
    const sequence = i % PRESENCE_SEQUENCE_WRAP;
    const sent = Date.now();
    poller.send({ type: "onlinestatus", count: names.length, names, sequence });
    let reply;
    do reply = await poller.next("onlinestatus");
    while (reply.sequence !== sequence);
    roundTrips.push(Date.now() - sent);
    expect(reply.statuses.filter((status) => status === 1)).toHaveLength(PRESENCE_CONTACTS);
    const pause = 1000 / (MESSAGE_RATE_PER_SECOND * pollers.length) + 5 - (Date.now() - sent);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  report("presence round trip (200 contacts)", {
    samples: roundTrips.length,
    p50Ms: percentile(roundTrips, 50),
    p99Ms: percentile(roundTrips, 99),
    maxMs: Math.max(...roundTrips),
  });

  // Messages per second through the hubs: pipelined presence requests, spread over the
  // sockets of 100 accounts so each stays within its burst allowance.
  const small = names.slice(0, 5);
  const senders = sockets.slice(1, THROUGHPUT_ACCOUNTS + 1).map((list) => list[0]!);
  for (const sender of senders) await sender.unread(0);
  const perSender = THROUGHPUT_MESSAGES / senders.length;
  const throughputStarted = Date.now();
  for (const sender of senders) {
    for (let i = 0; i < perSender; i++) sender.send({ type: "onlinestatus", count: small.length, names: small, sequence: i % PRESENCE_SEQUENCE_WRAP });
  }
  for (const sender of senders) {
    let answered = 0;
    while (answered < perSender) {
      const reply = await sender.next("onlinestatus", 30_000);
      if (reply.sequence !== null) answered += 1;
    }
  }
  const seconds = (Date.now() - throughputStarted) / 1000;
  report(`messages through ${THROUGHPUT_ACCOUNTS} hubs`, {
    messages: THROUGHPUT_MESSAGES * 2,
    seconds,
    perSecond: Math.round((THROUGHPUT_MESSAGES * 2) / seconds),
  });

  // What an idle socket keeps: its attachment, serialised (hibernated sockets hold nothing else in memory).
  const attachmentBytes = await runInDurableObject(env.USER_HUB.getByName(accounts[10]!.userId), async (_instance, state) => {
    const socketsOfHub = state.getWebSockets();
    const sizes = socketsOfHub.map((ws) => JSON.stringify(ws.deserializeAttachment() ?? null).length);
    return Math.max(...sizes);
  });
  report("idle socket state", { attachmentBytes });

  // Hibernation: evict every hub from memory; the sockets stay open and answer again.
  await evictAllDurableObjects({ webSockets: "hibernate" });
  // The watcher's hub, woken by the message, asks a woken contact's hub (only contacts' presence is visible).
  const woken = presence;
  woken.send({ type: "onlinestatus", count: 1, names: [accounts[3]!.email], sequence: 1 });
  let afterWake;
  do afterWake = await woken.next("onlinestatus");
  while (afterWake.sequence !== 1);
  report("hibernation", {
    socketsOpenAfterEviction: sockets.flat().filter((socket) => !socket.closed).length,
    contactOnlineAfterWake: afterWake.statuses[0] === 1 ? "yes" : "no",
  });
  expect(afterWake.statuses).toEqual([1]);

  // Messages through one hub: an account that every other account lists (a support line, a
  // family member everyone calls) goes offline and comes back, PRESENCE_CYCLES times. Its hub
  // tells each of the 998 watchers every change (a hub-to-hub message and its answer), and
  // each watcher's hub tells its pages. Counted: what passes through that one hub.
  const popularIndex = ACCOUNTS - 2;
  const popular = accounts[popularIndex]!;
  const listing = accounts.map((_, index) => index).filter((index) => index !== popularIndex && index !== ACCOUNTS - 1);
  for (let start = 0; start < listing.length; start += 100) {
    await env.DB.batch(
      listing
        .slice(start, start + 100)
        .map((index) =>
          env.DB.prepare("INSERT INTO contacts (account_id, contact_name, contact_email, contact_user_id) VALUES (?1, ?2, ?3, ?4)").bind(
            accounts[index]!.userId,
            "Popular contact",
            popular.email,
            popular.userId,
          ),
        ),
    );
  }
  // Every listing page shows the contact (its hub becomes a watcher), as after a page load.
  for (const index of listing) for (const socket of sockets[index]!) await socket.unread(0);
  for (const index of listing) sockets[index]![0]!.send({ type: "contacts", names: [popular.email] });
  let shownOffline = 0;
  for (const index of listing) {
    let reply;
    do reply = await sockets[index]![0]!.next("onlinestatus", 30_000);
    while (reply.sequence !== null || reply.names[0] !== popular.email);
    if (reply.statuses[0] !== 1) shownOffline += 1;
  }
  const watcherSockets = listing.flatMap((index) => sockets[index]!);
  for (const socket of watcherSockets) await socket.unread(0);
  // Each page waits for the push that says what the change was; any other push about the
  // contact on the way is counted, not skipped silently.
  let otherPushes = 0;
  async function everyPageTold(status: number) {
    for (const socket of watcherSockets) {
      let pushed;
      for (;;) {
        pushed = await socket.next("onlinestatus", 30_000);
        if (pushed.sequence !== null || pushed.names[0] !== popular.email) continue;
        if (pushed.statuses[0] === status) break;
        otherPushes += 1;
      }
    }
  }
  const fanOutStarted = Date.now();
  for (let cycle = 0; cycle < PRESENCE_CYCLES; cycle++) {
    for (const socket of sockets[popularIndex]!) socket.close();
    await everyPageTold(0);
    sockets[popularIndex] = [(await connectAs(popular)).socket];
    await everyPageTold(1);
  }
  const fanOutSeconds = (Date.now() - fanOutStarted) / 1000;
  // Each change: a message to each watcher's hub and its answer.
  const throughOneHub = PRESENCE_CYCLES * 2 * listing.length * 2;
  report("messages through one hub", {
    messages: throughOneHub,
    seconds: fanOutSeconds,
    perSecond: Math.round(throughOneHub / fanOutSeconds),
    pagesTold: PRESENCE_CYCLES * 2 * watcherSockets.length,
    shownOfflineOnLoad: shownOffline,
    otherPushes,
  });
}, 1_200_000);
