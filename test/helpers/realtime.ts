/**
 * Realtime test helpers: accounts and address books straight in D1, and websocket clients
 * of real hubs (Durable Objects in workerd) that collect what the hub sends.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { PROTOCOL_VERSION } from "@common/realtime/constants";
import type { ServerMessage, ServerMessageOf, ServerMessageType } from "@common/realtime/messages";
import { HUB_ACCOUNT_HEADER } from "@workers/calling/hub-address";

let counter = 0;

export interface TestAccount {
  userId: string;
  email: string;
}

/**
 * Inserts an account: terms accepted and address proved unless told otherwise; `email`
 * chooses the address (e.g. someone else's, registered without proving it).
 */
export async function createAccount(label: string, options: { terms?: boolean; proved?: boolean; email?: string } = {}): Promise<TestAccount> {
  counter += 1;
  const userId = `user-${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
  const email = options.email ?? `${label}.${counter}.${crypto.randomUUID().slice(0, 6)}@example.org`;
  await env.DB.prepare("INSERT INTO accounts (id, email, password_hash, terms_accepted_at, email_verified_at) VALUES (?1, ?2, 'x', ?3, ?4)")
    .bind(userId, email, options.terms === false ? null : Date.now(), options.proved === false ? null : Date.now())
    .run();
  return { userId, email };
}

/** `owner` lists `contact` (an account, or just an address) in the address book under `name`. */
export async function addContact(owner: TestAccount, contact: TestAccount | string, name: string) {
  const email = typeof contact === "string" ? contact : contact.email;
  await env.DB.prepare("INSERT INTO contacts (account_id, contact_name, contact_email, contact_user_id) VALUES (?1, ?2, ?3, ?4)")
    .bind(owner.userId, name, email, typeof contact === "string" ? null : contact.userId)
    .run();
}

/** Marks the account's address as proved (as following the mailed link does). */
export async function proveAddress(account: TestAccount) {
  await env.DB.prepare("UPDATE accounts SET email_verified_at = ?2 WHERE id = ?1").bind(account.userId, Date.now()).run();
}

export async function saveSettings(account: TestAccount, allowedCallers: number, mediaQuality = 2) {
  await env.DB.prepare(
    `INSERT INTO call_settings (account_id, allowed_callers, media_quality) VALUES (?1, ?2, ?3)
     ON CONFLICT(account_id) DO UPDATE SET allowed_callers = excluded.allowed_callers`,
  )
    .bind(account.userId, allowedCallers, mediaQuality)
    .run();
}

export class TestSocket {
  readonly received: ServerMessage[] = [];
  private cursor = 0;
  closed = false;
  closeCode: number | null = null;
  closeReason: string | null = null;

  /** Wakes a waiting next() when something arrives (rather than polling, which would add up to a poll's delay to every measured round trip). */
  private arrived: (() => void) | null = null;

  constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (event) => {
      this.received.push(JSON.parse(String(event.data)) as ServerMessage);
      this.wake();
    });
    ws.addEventListener("close", (event) => {
      this.closed = true;
      this.closeCode = event.code;
      this.closeReason = event.reason;
      this.wake();
    });
  }

  private wake() {
    const arrived = this.arrived;
    this.arrived = null;
    arrived?.();
  }

  send(message: unknown) {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next message not yet read (of `type`, skipping others when given). */
  async next<K extends ServerMessageType>(type?: K, timeoutMs = 4000): Promise<ServerMessageOf<K>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.received.length) {
        const message = this.received[this.cursor++]!;
        if (!type || message.type === type) return message as ServerMessageOf<K>;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${type ?? "any"}" message; had: ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.arrived = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Gives the hub time to answer, then lists what arrived that has not been read. */
  async unread(settleMs = 150): Promise<ServerMessage[]> {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const rest = this.received.slice(this.cursor);
    this.cursor = this.received.length;
    return rest;
  }

  close(code = 1000) {
    this.ws.close(code, "bye");
  }
}

/** Resolves once the socket has closed (or fails the test after `timeoutMs`). */
export async function waitForClose(socket: TestSocket, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!socket.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(socket.closed, "socket closed").toBe(true);
}

/**
 * Asks `account`'s hub for a socket as the Worker does after checking the session, and gives
 * back what the hub answered (101 with a socket, or 429 with Retry-After and none).
 */
export function requestHubSocket(account: TestAccount): Promise<Response> {
  return env.USER_HUB.getByName(account.userId).fetch("https://site.test/realtime", {
    headers: { Upgrade: "websocket", [HUB_ACCOUNT_HEADER]: account.userId },
  });
}

/** The socket of an upgrade that was accepted (101), read through a TestSocket. */
export function acceptSocket(response: Response): TestSocket {
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  return new TestSocket(ws);
}

/** Opens a socket to `account`'s hub as the Worker does after checking the session. */
export async function openHubSocket(account: TestAccount): Promise<TestSocket> {
  return acceptSocket(await requestHubSocket(account));
}

/** The handshake and login a page does first on `socket`; returns its client id and reconnect token. */
export async function logInOn(socket: TestSocket, dolphinId: string) {
  socket.send({ type: "protocol", version: PROTOCOL_VERSION });
  const protocol = await socket.next("protocol");
  socket.send({ type: "login", dolphinid: dolphinId });
  expect(await socket.next("logr")).toMatchObject({ status: 0 });
  await socket.next("iceconfig");
  return { clientId: protocol.client, token: protocol.token };
}

/** Handshake and login; returns the socket with its client id and reconnect token. */
export async function connectAs(account: TestAccount) {
  const socket = await openHubSocket(account);
  return { socket, ...(await logInOn(socket, account.email)) };
}
