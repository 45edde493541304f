/**
 * The connection layer of the realtime hub: it accepts the sockets the Worker forwards
 * (at most MAX_SOCKETS_PER_ACCOUNT per account, the oldest making way), holds each socket to
 * its limits before any message is read (a message over MAX_MESSAGE_BYTES closes it with
 * 1009, more than MESSAGE_RATE_PER_SECOND on average with 1008), refuses an account that
 * opens sockets faster than SOCKET_OPENS_PER_MINUTE (429 with Retry-After; a socket closed
 * for abuse costs ABUSIVE_CLOSE_OPEN_COST opens more), and keeps the helpers the presence and
 * call layers share: socket state in attachments, the owner and the call in storage, and
 * sending.
 *
 * Storage and attachments are the record; what was read from them is also kept in memory
 * while the hub is awake, so a message costs no storage read. Every change is written to
 * both at once, and a hub woken from hibernation starts with empty memory and reads again.
 */
import { DurableObject } from "cloudflare:workers";
import { type CallState, nextDeadline } from "@common/realtime/call-state";
import {
  MAX_MESSAGE_BYTES,
  MAX_SOCKETS_PER_ACCOUNT,
  MESSAGE_RATE_PER_SECOND,
  PING_MESSAGE,
  PONG_MESSAGE,
  ProtocolErrorCode,
  SocketCloseCode,
} from "@common/realtime/constants";
import type { ServerMessage } from "@common/realtime/messages";
import { findAccountById } from "../data";
import { HUB_ACCOUNT_HEADER, hubOf } from "../hub-address";
import { type Owner, type SocketState, socketStateOf, storedSocketState } from "./hub-types";
import { type MessageBucket, type OpenAllowance, chargeAbusiveClose, closeReason, fullBucket, isOversize, takeMessage, takeOpen } from "./socket-limits";

/** Where the hub keeps its account's allowance of socket opens. */
const OPEN_ALLOWANCE_KEY = "open-allowance";

export abstract class HubBase extends DurableObject<Env> {
  /** Sockets already closed for abuse: messages that were on their way are dropped, and charged once. */
  private readonly closedForAbuse = new WeakSet<WebSocket>();
  /**
   * Each socket's message allowance, in memory only: a hub hibernates only after its sockets
   * have been quiet for a while, by which time every allowance has refilled, so a woken hub
   * rightly starts each socket with a full one.
   */
  private readonly buckets = new WeakMap<WebSocket, MessageBucket>();
  /** Each socket's attachment as read, so a message does not deserialise it again. */
  private readonly socketStates = new WeakMap<WebSocket, SocketState>();
  /** The owner and the call as last read or written (undefined: not read since the hub woke). */
  private owner: Owner | null | undefined;
  private call: CallState | null | undefined;

  // ---------------------------------------------------------------------------------------
  // Opening a socket (only the Worker reaches this, after checking the session)

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("This address only accepts websocket connections.", { status: 426 });
    }
    const userId = request.headers.get(HUB_ACCOUNT_HEADER);
    if (!userId) return new Response("You need to sign in to do that.", { status: 401 });
    const owner = await this.loadOwner();
    if (owner && owner.userId !== userId) return new Response("You do not have permission to do that.", { status: 403 });
    // Opens are counted before anything is made: each new socket starts with a full message
    // allowance, so an account that could reopen at will could flood without bound.
    const opening = takeOpen(await this.ctx.storage.get<OpenAllowance>(OPEN_ALLOWANCE_KEY), Date.now());
    if (!opening.allowed) {
      const seconds = opening.retryAfterSeconds;
      const message = `Too many connections were opened for this account. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
      return Response.json({ message }, { status: 429, headers: { "Retry-After": String(seconds) } });
    }
    await this.ctx.storage.put(OPEN_ALLOWANCE_KEY, opening.allowance);
    if (!owner) {
      const account = await findAccountById(this.env.DB, userId);
      if (!account) return new Response("You need to sign in to do that.", { status: 401 });
      const created: Owner = { userId, dolphinId: account.dolphinId };
      await this.ctx.storage.put("owner", created);
      this.owner = created;
    }
    // An account keeps at most MAX_SOCKETS_PER_ACCOUNT sockets: the oldest make way, except
    // the one holding a call.
    const open = this.ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN);
    const callHolder = (await this.loadCall())?.clientId ?? null;
    const closable = open
      .filter((socket) => callHolder === null || this.socketState(socket).clientId !== callHolder)
      .sort((a, b) => this.socketState(a).openedAt - this.socketState(b).openedAt);
    for (const oldest of closable.slice(0, Math.max(0, open.length - MAX_SOCKETS_PER_ACCOUNT + 1))) {
      await this.closeSocket(
        oldest,
        SocketCloseCode.REPLACED,
        `Closed because this account opened more than ${MAX_SOCKETS_PER_ACCOUNT} connections; reload the page to use it here.`,
      );
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    this.writeSocketState(pair[1], { clientId: null, loggedIn: false, resumedCall: null, openedAt: Date.now() });
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  // ---------------------------------------------------------------------------------------
  // Messages from this account's sockets

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if (this.closedForAbuse.has(ws)) return;
    // The limits come first and synchronously, so a flood is counted message by message
    // even while earlier messages still wait on other hubs.
    if (isOversize(raw)) return this.closeForAbuse(ws, SocketCloseCode.TOO_LARGE, `Messages may be at most ${MAX_MESSAGE_BYTES} bytes.`);
    const now = Date.now();
    const taken = takeMessage(this.buckets.get(ws) ?? fullBucket(now), now);
    this.buckets.set(ws, taken.bucket);
    if (!taken.allowed) {
      return this.closeForAbuse(ws, SocketCloseCode.TOO_MANY_MESSAGES, `Too many messages: at most ${MESSAGE_RATE_PER_SECOND} a second.`);
    }
    // Pings are answered here, not by the runtime's automatic response, which would answer
    // them without counting them against the limit above.
    if (raw === PING_MESSAGE) {
      ws.send(PONG_MESSAGE);
      return;
    }
    try {
      await this.handleMessage(ws, raw);
    } catch (error) {
      console.error("realtime message failed", error);
      this.sendError(ws, ProtocolErrorCode.INTERNAL, "Something went wrong on our side handling that message. Please try again.");
    }
  }

  /** Handles one message that passed the limits. */
  protected abstract handleMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void>;

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
    await this.onSocketGone(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.onSocketGone(ws);
  }

  /** A socket closed or failed: the account may have gone offline, or a call lost its tab. */
  protected abstract onSocketGone(ws: WebSocket): Promise<void>;

  // ---------------------------------------------------------------------------------------
  // Helpers

  protected peerHub(userId: string) {
    return hubOf(this.env, userId);
  }

  protected socketState(ws: WebSocket): SocketState {
    let state = this.socketStates.get(ws);
    if (!state) {
      state = socketStateOf(ws.deserializeAttachment());
      this.socketStates.set(ws, state);
    }
    return state;
  }

  protected updateSocketState(ws: WebSocket, change: Partial<SocketState>) {
    this.writeSocketState(ws, { ...this.socketState(ws), ...change });
  }

  private writeSocketState(ws: WebSocket, state: SocketState) {
    ws.serializeAttachment(storedSocketState(state));
    this.socketStates.set(ws, state);
  }

  /**
   * Closes a socket that broke a message limit, charging the account's open allowance
   * ABUSIVE_CLOSE_OPEN_COST opens more, so reconnecting is no quick way to a fresh allowance.
   */
  private async closeForAbuse(ws: WebSocket, code: number, reason: string) {
    this.closedForAbuse.add(ws);
    await this.ctx.storage.put(OPEN_ALLOWANCE_KEY, chargeAbusiveClose(await this.ctx.storage.get<OpenAllowance>(OPEN_ALLOWANCE_KEY), Date.now()));
    await this.closeSocket(ws, code, reason);
  }

  /** Closes a socket (a limit broken, or replaced by a newer one), and tidies up as if it had dropped. */
  protected async closeSocket(ws: WebSocket, code: number, reason: string) {
    try {
      ws.close(code, closeReason(reason));
    } catch {
      // already closed
    }
    await this.onSocketGone(ws);
  }

  protected loggedInSockets(): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN && this.socketState(socket).loggedIn);
  }

  protected socketOf(clientId: string | null): WebSocket | null {
    if (!clientId) return null;
    return this.loggedInSockets().find((socket) => this.socketState(socket).clientId === clientId) ?? null;
  }

  protected async loadOwner(): Promise<Owner | null> {
    if (this.owner === undefined) this.owner = (await this.ctx.storage.get<Owner>("owner")) ?? null;
    return this.owner;
  }

  protected async requireOwner(): Promise<Owner> {
    const owner = await this.loadOwner();
    if (!owner) throw new Error("hub without an owner");
    return owner;
  }

  protected async loadCall(options: { fromStorage?: boolean } = {}): Promise<CallState | null> {
    if (this.call === undefined || options.fromStorage) this.call = (await this.ctx.storage.get<CallState>("call")) ?? null;
    return this.call;
  }

  /**
   * A call's state is written without holding back what the hub sends meanwhile (the ring,
   * the answer) until the write is confirmed: that wait was most of a call's set-up. Should a
   * write ever fail, the hub restarts and the call ends as a dropped one does, which both
   * tabs already handle.
   */
  protected async saveCall(call: CallState) {
    this.call = call;
    await this.ctx.storage.put("call", call, { allowUnconfirmed: true });
    await this.scheduleAlarm(call);
  }

  protected async clearCall(callId: string) {
    const call = await this.loadCall();
    if (call?.callId !== callId) return;
    this.call = null;
    await this.ctx.storage.delete("call");
    await this.ctx.storage.deleteAlarm();
  }

  protected async scheduleAlarm(call: CallState) {
    const deadline = nextDeadline(call);
    if (deadline === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(deadline, { allowUnconfirmed: true });
  }

  protected send(ws: WebSocket, message: ServerMessage) {
    this.sendToAll([ws], message);
  }

  /** Sends one message to several sockets, serialised once. */
  protected sendToAll(sockets: WebSocket[], message: ServerMessage) {
    if (sockets.length === 0) return;
    const text = JSON.stringify(message);
    for (const ws of sockets) {
      try {
        ws.send(text);
      } catch {
        // The socket closed meanwhile; its close handler tidies up.
      }
    }
  }

  protected sendError(ws: WebSocket, code: ProtocolErrorCode, message: string) {
    this.send(ws, { type: "error", code, message });
  }
}
