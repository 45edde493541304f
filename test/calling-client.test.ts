/**
 * The browser's realtime connection against a scripted
 * socket: handshake with the protocol version or the stored reconnect token, login, the
 * queue of messages sent while connecting, reconnection on close and by the 5000 ms check,
 * and no reconnection while the page unloads or after the hub closed the oldest of too many
 * connections; a refused upgrade is retried with growing waits, and the user is told only
 * once it keeps failing.
 */
import { describe, expect, it } from "vitest";
import { RECONNECT_TOKEN_STORAGE_KEY } from "@common/realtime/page";
import { RealtimeClient } from "../app/features/calling/realtime-client";

class FakeSocket {
  readyState: number = WebSocket.CONNECTING;
  readonly sent: Record<string, unknown>[] = [];
  private listeners: Record<string, ((event: { data?: unknown; code?: number }) => void)[]> = {};
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown; code?: number }) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = WebSocket.OPEN;
    for (const listener of this.listeners.open ?? []) listener({});
  }
  receive(message: unknown) {
    for (const listener of this.listeners.message ?? []) listener({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = WebSocket.CLOSED;
    for (const listener of this.listeners.close ?? []) listener({ code });
  }
}

function setup(initialToken?: string) {
  const sockets: FakeSocket[] = [];
  const store = new Map<string, string>(initialToken ? [[RECONNECT_TOKEN_STORAGE_KEY, initialToken]] : []);
  const client = new RealtimeClient({
    dolphinId: "sam@example.org",
    loadConfiguration: async () => ({ server: "calls.example.org", sslport: 443, secure: true, path: "/realtime" }),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value), removeItem: (key) => void store.delete(key) },
    checkIntervalMs: 60 * 60 * 1000,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, sockets, store, settle };
}

const TOKEN_A = "tokenAAAAAAAAAAAAAAAAAAA";
const TOKEN_B = "tokenBBBBBBBBBBBBBBBBBBB";

describe("realtime client", () => {
  it("sends the protocol version, logs in, and flushes what was queued while connecting, in order", async () => {
    const { client, sockets, store, settle } = setup();
    client.start();
    client.send({ type: "contacts", names: ["bob@example.org"] });
    await settle();
    const socket = sockets[0]!;
    expect(socket.url).toBe("wss://calls.example.org/realtime");
    client.send({ type: "onlinestatus", count: 1, names: ["bob@example.org"], sequence: 0 });
    socket.open();
    expect(socket.sent).toEqual([{ type: "protocol", version: 5 }]);
    socket.receive({ type: "protocol", version: 5, client: "client-0001", token: TOKEN_A, resumed: false });
    expect(store.get(RECONNECT_TOKEN_STORAGE_KEY)).toBe(TOKEN_A);
    expect(socket.sent[1]).toEqual({ type: "login", dolphinid: "sam@example.org" });
    expect(socket.sent).toHaveLength(2); // nothing else before the login succeeds
    socket.receive({ type: "logr", status: 0 });
    expect(client.state).toBe("online");
    expect(socket.sent.slice(2)).toEqual([
      { type: "contacts", names: ["bob@example.org"] },
      { type: "onlinestatus", count: 1, names: ["bob@example.org"], sequence: 0 },
    ]);
    client.send({ type: "hang", callId: "call-00001" });
    expect(socket.sent.at(-1)).toEqual({ type: "hang", callId: "call-00001" });
    client.stop();
  });

  it("keeps messages queued when the login fails", async () => {
    const { client, sockets, settle } = setup();
    client.start();
    await settle();
    client.send({ type: "contacts", names: [] });
    sockets[0]!.open();
    sockets[0]!.receive({ type: "protocol", version: 5, client: "client-0001", token: TOKEN_A, resumed: false });
    sockets[0]!.receive({ type: "logr", status: 1 });
    expect(client.state).toBe("login-failed");
    expect(sockets[0]!.sent.map((message) => message.type)).toEqual(["protocol", "login"]);
    client.stop();
  });

  it("reconnects with the stored token after a close, and the 5000 ms check reopens a missing socket", async () => {
    const { client, sockets, settle } = setup(TOKEN_A);
    client.start();
    await settle();
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ type: "protocol", token: TOKEN_A });
    sockets[0]!.receive({ type: "protocol", version: 5, client: "client-0001", token: TOKEN_B, resumed: true });
    sockets[0]!.receive({ type: "logr", status: 0 });
    sockets[0]!.drop();
    expect(client.state).toBe("offline");
    client.check();
    await settle();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toEqual({ type: "protocol", token: TOKEN_B });
    // An open socket is not replaced by the check or by the reconnect after a close.
    client.check();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it("does not reconnect while the page is unloading", async () => {
    const { client, sockets, settle } = setup();
    client.start();
    await settle();
    sockets[0]!.open();
    client.markUnloading();
    sockets[0]!.drop();
    client.check();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets).toHaveLength(1);
    client.stop();
  });

  it("does not reconnect after the hub closed this socket as the oldest of too many (4001), but does after a rate-limit close (1008)", async () => {
    const { client, sockets, settle } = setup();
    const states: string[] = [];
    client.onState((state) => states.push(state));
    client.start();
    await settle();
    sockets[0]!.open();
    sockets[0]!.receive({ type: "protocol", version: 5, client: "client-0001", token: TOKEN_A, resumed: false });
    sockets[0]!.receive({ type: "logr", status: 0 });
    sockets[0]!.drop(1008);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    sockets[1]!.receive({ type: "protocol", version: 5, client: "client-0001", token: TOKEN_B, resumed: true });
    sockets[1]!.receive({ type: "logr", status: 0 });
    sockets[1]!.drop(4001);
    expect(client.state).toBe("replaced");
    client.check();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets).toHaveLength(2);
    expect(states.at(-1)).toBe("replaced");
    client.stop();
  });

  it("retries a refused upgrade only from the check, waiting longer after each failure, and reports 'unavailable' only after several", async () => {
    const { client, sockets, settle } = setup(TOKEN_A);
    const states: string[] = [];
    client.onState((state) => states.push(state));
    client.start();
    await settle();
    // The server refuses the upgrade (429): the socket closes without opening.
    sockets[0]!.drop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets).toHaveLength(1); // no reconnection at once
    expect(client.state).toBe("offline");

    /** Runs `count` checks (5 s apart in the browser), refusing every socket they open; returns the checks that opened one. */
    const checksThatOpened = async (count: number) => {
      const opened: number[] = [];
      for (let check = 1; check <= count; check++) {
        const before = sockets.length;
        client.check();
        await settle();
        if (sockets.length > before) {
          opened.push(check);
          sockets.at(-1)!.drop();
        }
      }
      return opened;
    };
    // After failures 1, 2, 3, 4, 5, 6: waits of 1, 2, 4, 8, 12, 12 checks (5 s to 60 s).
    expect(await checksThatOpened(1 + 2 + 4 + 8 + 12 + 12)).toEqual([1, 3, 7, 15, 27, 39]);
    // Said once the third attempt in a row failed, and kept (not flickering) while it retries.
    expect(states).toEqual(["offline", "connecting", "offline", "connecting", "offline", "connecting", "unavailable"]);

    // Once a socket opens and logs in, the page is told, and a later refusal starts over at 5 s.
    await checksThatOpened(11);
    client.check();
    await settle();
    const last = sockets.at(-1)!;
    last.open();
    last.receive({ type: "protocol", version: 5, client: "client-0001", token: TOKEN_B, resumed: true });
    last.receive({ type: "logr", status: 0 });
    expect(client.state).toBe("online");
    last.drop(); // a network drop of an open socket: reconnects at once
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = sockets.length;
    expect(last).not.toBe(sockets.at(-1));
    sockets.at(-1)!.drop(); // that attempt is refused
    expect(client.state).toBe("offline");
    expect(await checksThatOpened(1)).toEqual([1]);
    expect(sockets).toHaveLength(count + 1);
    client.stop();
  });
});
