import { DurableObject } from "cloudflare:workers";
import {
  CALL_RECONNECT_GRACE_MS,
  CallFailure,
  CallStatus,
  CallerPolicy,
  type ClientMessage,
  LoginStatus,
  MAX_MESSAGE_BYTES,
  MAX_SOCKETS_PER_ACCOUNT,
  MESSAGE_RATE_PER_SECOND,
  PROTOCOL_VERSION,
  PresenceStatus,
  ProtocolErrorCode,
  RING_TIMEOUT_MS,
  RejectReason,
  type ServerMessage,
  type Signal,
  SocketCloseCode,
  parseClientMessage,
} from "../common/realtime/protocol";
import { findAccountById, findContactByUserId, findProvedAccountByDolphinId, listAddressBook, readCallSettings } from "../workers/calling/data";
import { BOOK_REFRESH_MS, type BookSnapshot, addressesOf, canSeePresence, presenceChangesBetween, unclaimedAddressHubName } from "./hub-presence";
import { type MessageBucket, closeReason, fullBucket, isOversize, takeMessage } from "./socket-limits";
import { iceServersForCall } from "../workers/services/ice-servers";

/** The header through which the Worker (never a browser) tells a hub whose socket it is opening. */
export const HUB_ACCOUNT_HEADER = "X-Dolphin-Hub-Account";

/** Reconnect tokens stay valid this long after they were issued. */
const RECONNECT_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Per-socket state, kept in the socket's attachment so it survives hibernation (a few hundred bytes). */
interface SocketState {
  /** Set once the `protocol` handshake is done. */
  clientId: string | null;
  loggedIn: boolean;
  /** The peer is told `reconnect` once this socket, which took over a dropped one, logs in. */
  resumedCall: string | null;
  /** When the socket was opened: the oldest goes first when the account opens too many. */
  openedAt: number;
  /** The socket's message allowance (MESSAGE_RATE_PER_SECOND, bursts of MESSAGE_BURST). */
  bucket: MessageBucket;
}

interface Owner {
  userId: string;
  dolphinId: string;
}

/** This account's side of its one call, in durable storage. */
interface CallState {
  callId: string;
  role: "caller" | "callee";
  state: "ringing" | "active";
  peerUserId: string;
  peerDolphinId: string;
  /** The socket (client id) of this account that holds the call; null while the callee's tabs ring. */
  clientId: string | null;
  /** The other party's client id (the caller's tab, or the callee's answering tab). */
  peerClientId: string | null;
  /** Caller's name as shown to the callee. */
  name: string;
  video: boolean;
  quality: number;
  /** Ringing stops at this time. */
  ringDeadline: number | null;
  /** Set while the holding socket is gone: the other side hears `lost` at this time unless it comes back. */
  lostDeadline: number | null;
}

export interface IncomingCallRequest {
  callId: string;
  callerUserId: string;
  callerDolphinId: string;
  callerClientId: string;
  video: boolean;
  quality: number;
}

export type IncomingCallResult =
  | { status: typeof CallStatus.RINGING | typeof CallStatus.BUSY }
  | { status: typeof CallStatus.REJECT; reason: RejectReason }
  | { status: "offline" };

export interface CallResponseRequest {
  callId: string;
  fromUserId: string;
  status: typeof CallStatus.ANSWER | typeof CallStatus.REJECT;
  reason?: RejectReason;
  client: string | null;
  video?: boolean;
}

type RelayMessage =
  | { type: "webp"; signal: Signal }
  | { type: "media"; audio: boolean; video: boolean }
  | { type: "reconnect" }
  | { type: "hang" }
  | { type: "lost" };

function randomId(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : ch === "/" ? "_" : ""));
}

/**
 * One hub per DolphinID account (named by the account's user id): it holds that account's
 * websockets, presence and call state, and reaches other accounts' hubs by RPC. It keeps
 * nothing in memory that matters: per-socket state is in attachments and the call, the
 * reconnect tokens and the presence watchers are in durable storage, so the hub can
 * hibernate between messages and wake with its state intact.
 */
export class UserHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Pings are answered without waking the hub.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(JSON.stringify({ type: "ping" }), JSON.stringify({ type: "pong" })));
  }

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
    if (!owner) {
      const account = await findAccountById(this.env.DB, userId);
      if (!account) return new Response("You need to sign in to do that.", { status: 401 });
      await this.ctx.storage.put("owner", { userId, dolphinId: account.dolphinId } satisfies Owner);
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
    const now = Date.now();
    pair[1].serializeAttachment({ clientId: null, loggedIn: false, resumedCall: null, openedAt: now, bucket: fullBucket(now) } satisfies SocketState);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  // ---------------------------------------------------------------------------------------
  // Messages from this account's sockets

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    // The limits come first and synchronously, so a flood is counted message by message
    // even while earlier messages still wait on other hubs.
    if (isOversize(raw)) return this.closeSocket(ws, SocketCloseCode.TOO_LARGE, `Messages may be at most ${MAX_MESSAGE_BYTES} bytes.`);
    const taken = takeMessage(this.socketState(ws).bucket, Date.now());
    this.updateSocketState(ws, { bucket: taken.bucket });
    if (!taken.allowed) {
      return this.closeSocket(ws, SocketCloseCode.TOO_MANY_MESSAGES, `Too many messages: at most ${MESSAGE_RATE_PER_SECOND} a second.`);
    }
    try {
      await this.handleMessage(ws, raw);
    } catch (error) {
      console.error("realtime message failed", error);
      this.sendError(ws, ProtocolErrorCode.INTERNAL, "Something went wrong on our side handling that message. Please try again.");
    }
  }

  private async handleMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.sendError(ws, parsed.code, parsed.message);
    const message = parsed.message;
    const state = this.socketState(ws);

    if (message.type === "protocol") return this.onProtocol(ws, state, message);
    if (!state.clientId) return this.sendError(ws, ProtocolErrorCode.HANDSHAKE, "Send the protocol version first.");
    if (message.type === "login") return this.onLogin(ws, state, message.dolphinid);
    if (!state.loggedIn) return this.sendError(ws, ProtocolErrorCode.NOT_LOGGED_IN, "Log in before sending anything else.");

    switch (message.type) {
      case "contacts":
        return this.onContacts(ws, message.names);
      case "onlinestatus":
        return this.onOnlineStatus(ws, message);
      case "call":
        return this.onCall(ws, state.clientId, message);
      case "calr":
        return this.onCallResponse(ws, state.clientId, message);
      case "canc":
        return this.onCancel(ws, state.clientId, message.callId);
      case "hang":
        return this.onHang(ws, state.clientId, message.callId);
      case "webp":
        return this.onRelay(ws, state.clientId, message.callId, { type: "webp", signal: message.signal });
      case "media":
        return this.onRelay(ws, state.clientId, message.callId, { type: "media", audio: message.audio, video: message.video });
      case "reconnect":
        return this.onRelay(ws, state.clientId, message.callId, { type: "reconnect" });
    }
  }

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

  private async onProtocol(ws: WebSocket, state: SocketState, message: Extract<ClientMessage, { type: "protocol" }>) {
    if (state.clientId) return this.sendError(ws, ProtocolErrorCode.HANDSHAKE, "The protocol has already been agreed on this connection.");
    let clientId: string | null = null;
    let resumed = false;
    if ("token" in message) {
      const held = await this.ctx.storage.get<{ clientId: string; expiresAt: number }>(`token:${message.token}`);
      await this.ctx.storage.delete(`token:${message.token}`);
      if (held && held.expiresAt > Date.now()) {
        clientId = held.clientId;
        resumed = true;
      }
    }
    clientId ??= randomId(12);
    const token = randomId(24);
    await this.ctx.storage.put(`token:${token}`, { clientId, expiresAt: Date.now() + RECONNECT_TOKEN_TTL_MS });
    let resumedCall: string | null = null;
    if (resumed) {
      const call = await this.loadCall();
      if (call && call.clientId === clientId) resumedCall = call.callId;
    }
    this.updateSocketState(ws, { clientId, loggedIn: false, resumedCall });
    this.send(ws, { type: "protocol", version: PROTOCOL_VERSION, client: clientId, token, resumed });
  }

  private async onLogin(ws: WebSocket, state: SocketState, dolphinId: string) {
    const owner = await this.loadOwner();
    if (!owner || owner.dolphinId !== dolphinId.toLowerCase()) {
      this.send(ws, { type: "logr", status: LoginStatus.FAILURE, message: "This connection belongs to another account." });
      return;
    }
    const wasOnline = this.loggedInSockets().length > 0;
    this.updateSocketState(ws, { loggedIn: true, resumedCall: null });
    this.send(ws, { type: "logr", status: LoginStatus.SUCCESS });
    this.send(ws, { type: "iceconfig", iceServers: await iceServersForCall(this.env) });

    const call = await this.loadCall();
    if (call?.role === "callee" && call.state === "ringing") this.send(ws, this.incomingCallMessage(call));
    if (call && state.resumedCall === call.callId && call.clientId === state.clientId) {
      // This tab took the call over (a reconnection, or the call page after answering).
      const wasLost = call.lostDeadline !== null;
      if (wasLost) await this.saveCall({ ...call, lostDeadline: null });
      if (call.state === "active") await this.peerHub(call.peerUserId).relayFromPeer(call.callId, owner.userId, { type: "reconnect" });
    }
    if (!wasOnline) await this.announcePresence(owner, PresenceStatus.ONLINE);
  }

  private async onContacts(ws: WebSocket, names: string[]) {
    const owner = await this.requireOwner();
    // The page sends its contacts after loading or changing them: read the book afresh.
    const book = await this.loadBook(owner, { fresh: true });
    const wanted = new Set(names);
    const watching: Record<string, string> = {};
    for (const [address, userId] of book.entries) if (userId && wanted.has(address)) watching[userId] = address;
    await this.ctx.storage.put("watching", watching);
    const statuses = await Promise.all(
      Object.keys(watching).map(async (userId) => {
        const shown = await this.peerHub(userId)
          .watch(owner.userId)
          .catch(() => false);
        return shown ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE;
      }),
    );
    const watchedNames = Object.values(watching);
    this.send(ws, { type: "onlinestatus", sequence: null, count: watchedNames.length, names: watchedNames, statuses });
  }

  /**
   * A presence poll. Only names in this account's stored address book are looked up, each
   * account once, so a poll never costs more hub calls than the book has entries and no D1
   * query; any other name is offline. The reply echoes the sequence, count and names.
   */
  private async onOnlineStatus(ws: WebSocket, message: Extract<ClientMessage, { type: "onlinestatus" }>) {
    const owner = await this.requireOwner();
    const addresses = addressesOf(await this.loadBook(owner));
    const lookups = new Map<string, Promise<boolean>>();
    const statuses = await Promise.all(
      message.names.map(async (name) => {
        const userId = addresses.get(name);
        if (!userId) return PresenceStatus.OFFLINE;
        let lookup = lookups.get(userId);
        if (!lookup) {
          lookup = this.peerHub(userId)
            .presenceFor(owner.userId)
            .catch(() => false);
          lookups.set(userId, lookup);
        }
        return (await lookup) ? PresenceStatus.ONLINE : PresenceStatus.OFFLINE;
      }),
    );
    this.send(ws, { type: "onlinestatus", sequence: message.sequence, count: message.count, names: message.names, statuses });
  }

  private async onCall(ws: WebSocket, clientId: string, message: Extract<ClientMessage, { type: "call" }>) {
    const owner = await this.requireOwner();
    const fail = (reason: (typeof CallFailure)[keyof typeof CallFailure], text: string) =>
      this.send(ws, { type: "calf", callId: null, reason, message: text });
    if (await this.loadCall()) return fail(CallFailure.ALREADY_IN_CALL, "You are already in a call. Hang up before making another.");
    const me = await findAccountById(this.env.DB, owner.userId);
    if (!me?.termsAccepted) return fail(CallFailure.TERMS, "Accept the video calling terms and conditions before making a call.");
    // The callee sees the caller's address: it must be the caller's own.
    if (!me.addressProved) return fail(CallFailure.UNPROVED_ADDRESS, "Confirm your email address before making calls: follow the link in the email we sent you.");
    const to = message.to;
    if (to === owner.dolphinId) return fail(CallFailure.SELF, "You cannot call yourself.");
    const callee = await findProvedAccountByDolphinId(this.env.DB, to);
    const calleeHub = callee?.userId ?? unclaimedAddressHubName(to);

    const callId = randomId(12);
    const call: CallState = {
      callId,
      role: "caller",
      state: "ringing",
      peerUserId: calleeHub,
      peerDolphinId: to,
      clientId,
      peerClientId: null,
      name: to,
      video: message.video,
      quality: message.quality,
      ringDeadline: Date.now() + RING_TIMEOUT_MS,
      lostDeadline: null,
    };
    // Saved before asking the callee, so an answer that comes back at once finds it.
    await this.saveCall(call);
    let result: IncomingCallResult;
    try {
      result = await this.peerHub(calleeHub).incomingCall({
        callId,
        callerUserId: owner.userId,
        callerDolphinId: owner.dolphinId,
        callerClientId: clientId,
        video: message.video,
        quality: message.quality,
      });
    } catch (error) {
      console.error("incoming call failed", error);
      result = { status: CallStatus.REJECT, reason: RejectReason.TECHNICAL_ERROR };
    }
    if (result.status === "offline") {
      await this.clearCall(callId);
      return this.send(ws, { type: "calf", callId, reason: CallFailure.OFFLINE, message: `${to} is not online at the moment.` });
    }
    if (result.status !== CallStatus.RINGING) await this.clearCall(callId);
    this.send(ws, {
      type: "calr",
      callId,
      client: null,
      fromuser: to,
      status: result.status,
      ...(result.status === CallStatus.REJECT ? { reason: result.reason } : {}),
    });
  }

  private async onCallResponse(ws: WebSocket, clientId: string, message: Extract<ClientMessage, { type: "calr" }>) {
    const owner = await this.requireOwner();
    const call = await this.loadCall();
    if (!call || call.callId !== message.callId || call.role !== "callee" || call.state !== "ringing") {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "There is no call ringing with that id.");
    }
    const others = this.loggedInSockets().filter((socket) => socket !== ws);
    const answered = message.status === CallStatus.ANSWER;
    if (answered) await this.saveCall({ ...call, state: "active", clientId, ringDeadline: null });
    else await this.clearCall(call.callId);
    for (const socket of others) this.send(socket, { type: "cala", callId: call.callId, status: message.status });
    const delivered = await this.peerHub(call.peerUserId)
      .callResponse({
        callId: call.callId,
        fromUserId: owner.userId,
        status: message.status,
        reason: answered ? undefined : (message.reason ?? RejectReason.REJECT),
        client: answered ? clientId : null,
        video: message.video,
      })
      .catch(() => false);
    if (answered && !delivered) {
      // The caller gave up as the call was answered.
      await this.clearCall(call.callId);
      this.send(ws, { type: "canc", callId: call.callId });
    }
  }

  private async onCancel(ws: WebSocket, clientId: string, callId: string) {
    const owner = await this.requireOwner();
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.role !== "caller" || call.clientId !== clientId) {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "There is no call of yours with that id to cancel.");
    }
    await this.clearCall(callId);
    await this.peerHub(call.peerUserId).cancelCall(callId, owner.userId).catch(() => false);
  }

  private async onHang(ws: WebSocket, clientId: string, callId: string) {
    const owner = await this.requireOwner();
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.clientId !== clientId) {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "There is no call of yours with that id to hang up.");
    }
    await this.clearCall(callId);
    const peer = this.peerHub(call.peerUserId);
    if (call.state === "ringing") await peer.cancelCall(callId, owner.userId).catch(() => false);
    else await peer.relayFromPeer(callId, owner.userId, { type: "hang" }).catch(() => false);
  }

  private async onRelay(ws: WebSocket, clientId: string, callId: string, message: RelayMessage) {
    const owner = await this.requireOwner();
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.state !== "active" || call.clientId !== clientId) {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "You are not connected to a call with that id.");
    }
    const delivered = await this.peerHub(call.peerUserId).relayFromPeer(callId, owner.userId, message).catch(() => false);
    if (!delivered && message.type !== "reconnect") {
      this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "The other person is not connected to this call at the moment.");
    }
  }

  private async onSocketGone(ws: WebSocket) {
    const state = this.socketState(ws);
    if (!state.loggedIn) return;
    this.updateSocketState(ws, { loggedIn: false });
    const owner = await this.loadOwner();
    if (!owner) return;
    const remaining = this.loggedInSockets().filter((socket) => socket !== ws);
    const call = await this.loadCall();
    if (call) {
      if (call.clientId === state.clientId) {
        // The tab holding the call has gone: give it a moment to come back with its token,
        // unless it already has (its new socket, with the same client id, can log in before
        // the old one's close reaches us).
        const cameBack = remaining.some((socket) => this.socketState(socket).clientId === state.clientId);
        if (!cameBack) await this.saveCall({ ...call, lostDeadline: Date.now() + CALL_RECONNECT_GRACE_MS });
      } else if (call.role === "callee" && call.state === "ringing" && remaining.length === 0) {
        await this.clearCall(call.callId);
        await this.peerHub(call.peerUserId)
          .callResponse({ callId: call.callId, fromUserId: owner.userId, status: CallStatus.REJECT, reason: RejectReason.TECHNICAL_ERROR, client: null })
          .catch(() => false);
      }
    }
    if (remaining.length === 0) await this.announcePresence(owner, PresenceStatus.OFFLINE);
  }

  override async alarm(): Promise<void> {
    const call = await this.loadCall();
    if (!call) return;
    const owner = await this.loadOwner();
    if (!owner) return;
    // The alarm is set for the earliest deadline of the call; act on that one.
    const ringDeadline = call.state === "ringing" ? call.ringDeadline : null;
    const lostFirst = call.lostDeadline !== null && (ringDeadline === null || call.lostDeadline <= ringDeadline);
    if (lostFirst) {
      if (this.socketOf(call.clientId)) {
        // The tab is back after all: the call goes on.
        await this.saveCall({ ...call, lostDeadline: null });
        return;
      }
      await this.clearCall(call.callId);
      const peer = this.peerHub(call.peerUserId);
      if (call.state === "active") await peer.relayFromPeer(call.callId, owner.userId, { type: "lost" }).catch(() => false);
      else if (call.role === "caller") await peer.cancelCall(call.callId, owner.userId).catch(() => false);
      return;
    }
    if (ringDeadline !== null) {
      await this.clearCall(call.callId);
      if (call.role === "caller") {
        await this.peerHub(call.peerUserId).cancelCall(call.callId, owner.userId).catch(() => false);
        const socket = this.socketOf(call.clientId);
        if (socket) this.send(socket, { type: "calf", callId: call.callId, reason: CallFailure.NO_ANSWER, message: "There was no answer." });
      } else {
        for (const socket of this.loggedInSockets()) this.send(socket, { type: "canc", callId: call.callId });
      }
    }
  }

  // ---------------------------------------------------------------------------------------
  // RPC from this account's own Worker code

  /**
   * Ends every connection of this account, e.g. when its password is reset or changed: each
   * socket is closed with SocketCloseCode.REVOKED (1008) and `reason`, every reconnect token is
   * forgotten (so no tab can resume as before), a call in progress ends for the other party
   * as if the line were lost, and watchers see the account go offline. Returns how many
   * sockets were open.
   */
  async closeAllSockets(reason: string): Promise<number> {
    const sockets = this.ctx.getWebSockets();
    const wasOnline = this.loggedInSockets().length > 0;
    for (const socket of sockets) {
      this.updateSocketState(socket, { loggedIn: false });
      try {
        socket.close(SocketCloseCode.REVOKED, closeReason(reason));
      } catch {
        // already closed
      }
    }
    const tokens = await this.ctx.storage.list({ prefix: "token:" });
    if (tokens.size > 0) await this.ctx.storage.delete([...tokens.keys()]);
    const owner = await this.loadOwner();
    const call = await this.loadCall();
    if (call && owner) {
      await this.clearCall(call.callId);
      await this.tellPeerCallEnded(owner, call);
    }
    if (owner && wasOnline) await this.announcePresence(owner, PresenceStatus.OFFLINE);
    return sockets.length;
  }

  // ---------------------------------------------------------------------------------------
  // RPC from other accounts' hubs. `fromUserId` is the calling hub's own account: only hub
  // code calls these, and every call-related one checks that the sender is this call's peer.

  /** Whether `watcherUserId` sees this account online now: it is logged in and its allowed callers let the watcher see it. */
  async presenceFor(watcherUserId: string): Promise<boolean> {
    if (this.loggedInSockets().length === 0) return false;
    const owner = await this.loadOwner();
    if (!owner) return false;
    return canSeePresence(await this.loadBook(owner), watcherUserId);
  }

  /** `watcherUserId` shows this account in its address book: tell it when what it may see changes. */
  async watch(watcherUserId: string): Promise<boolean> {
    const watchers = new Set((await this.ctx.storage.get<string[]>("watchers")) ?? []);
    if (!watchers.has(watcherUserId)) {
      watchers.add(watcherUserId);
      await this.ctx.storage.put("watchers", [...watchers]);
    }
    return this.presenceFor(watcherUserId);
  }

  /** The account saved its call settings: who may see it online follows at once. */
  async callSettingsChanged(): Promise<void> {
    const owner = await this.loadOwner();
    if (owner) await this.loadBook(owner, { fresh: true });
  }

  /** A watched contact came online or went offline; returns false when no longer interested. */
  async presenceChanged(userId: string, status: number): Promise<boolean> {
    const watching = (await this.ctx.storage.get<Record<string, string>>("watching")) ?? {};
    const name = watching[userId];
    if (!name) return false;
    const message: ServerMessage = { type: "onlinestatus", sequence: null, count: 1, names: [name], statuses: [status === PresenceStatus.ONLINE ? 1 : 0] };
    for (const socket of this.loggedInSockets()) this.send(socket, message);
    return true;
  }

  /**
   * Someone calls this account: the callee's rules (spec 4 "Incoming call") decide. Offline
   * comes first and costs no D1 query, so an offline account answers exactly as a hub without
   * an account does (see unclaimedAddressHubName).
   */
  async incomingCall(request: IncomingCallRequest): Promise<IncomingCallResult> {
    const owner = await this.loadOwner();
    if (!owner || this.loggedInSockets().length === 0) return { status: "offline" };
    const settings = await readCallSettings(this.env.DB, owner.userId);
    if (settings.allowedCallers === CallerPolicy.NO_ONE) return { status: CallStatus.REJECT, reason: RejectReason.INCOMING_DISABLED };
    const me = await findAccountById(this.env.DB, owner.userId);
    if (!me?.termsAccepted) return { status: CallStatus.REJECT, reason: RejectReason.REJECT };
    // The caller is taken for a contact only by an address they have proved.
    const contact = await findContactByUserId(this.env.DB, owner.userId, request.callerUserId);
    if (settings.allowedCallers === CallerPolicy.ADDRESS_BOOK_ONLY && !contact) {
      return { status: CallStatus.REJECT, reason: RejectReason.MISSING_IN_ADDRESS_BOOK };
    }
    if (await this.loadCall()) return { status: CallStatus.BUSY };
    const sockets = this.loggedInSockets();
    if (sockets.length === 0) return { status: "offline" };
    const call: CallState = {
      callId: request.callId,
      role: "callee",
      state: "ringing",
      peerUserId: request.callerUserId,
      peerDolphinId: request.callerDolphinId,
      clientId: null,
      peerClientId: request.callerClientId,
      name: contact?.contactName ?? request.callerDolphinId,
      video: request.video,
      quality: request.quality,
      ringDeadline: Date.now() + RING_TIMEOUT_MS,
      lostDeadline: null,
    };
    await this.saveCall(call);
    const message = this.incomingCallMessage(call);
    for (const socket of sockets) this.send(socket, message);
    return { status: CallStatus.RINGING };
  }

  /** The callee answered or declined; returns whether the caller still waited for it. */
  async callResponse(request: CallResponseRequest): Promise<boolean> {
    const call = await this.loadCall();
    if (!call || call.callId !== request.callId || call.role !== "caller" || call.peerUserId !== request.fromUserId || call.state !== "ringing") {
      return false;
    }
    if (request.status === CallStatus.ANSWER) await this.saveCall({ ...call, state: "active", peerClientId: request.client, ringDeadline: null });
    else await this.clearCall(call.callId);
    const socket = this.socketOf(call.clientId);
    if (socket) {
      this.send(socket, {
        type: "calr",
        callId: call.callId,
        client: request.client,
        fromuser: call.peerDolphinId,
        status: request.status,
        ...(request.reason !== undefined ? { reason: request.reason } : {}),
        ...(request.video !== undefined ? { video: request.video } : {}),
      });
    }
    return true;
  }

  /** The caller cancelled (or gave up) before an answer: every ringing tab stops. */
  async cancelCall(callId: string, fromUserId: string): Promise<boolean> {
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.peerUserId !== fromUserId) return false;
    await this.clearCall(callId);
    const targets = call.clientId ? [this.socketOf(call.clientId)].filter((s): s is WebSocket => s !== null) : this.loggedInSockets();
    for (const socket of targets) this.send(socket, { type: "canc", callId });
    return true;
  }

  /** Signalling from the other party of the active call, to the tab holding it. */
  async relayFromPeer(callId: string, fromUserId: string, message: RelayMessage): Promise<boolean> {
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.peerUserId !== fromUserId || call.state !== "active") return false;
    if (message.type === "hang" || message.type === "lost") await this.clearCall(callId);
    const socket = this.socketOf(call.clientId);
    if (!socket) return false;
    this.send(socket, { ...message, callId } as ServerMessage);
    return true;
  }

  // ---------------------------------------------------------------------------------------
  // Helpers

  /** The other party of a call this account has just dropped hears what it would if the line were lost. */
  private async tellPeerCallEnded(owner: Owner, call: CallState) {
    const peer = this.peerHub(call.peerUserId);
    if (call.state === "active") await peer.relayFromPeer(call.callId, owner.userId, { type: "lost" }).catch(() => false);
    else if (call.role === "caller") await peer.cancelCall(call.callId, owner.userId).catch(() => false);
    else {
      await peer
        .callResponse({ callId: call.callId, fromUserId: owner.userId, status: CallStatus.REJECT, reason: RejectReason.TECHNICAL_ERROR, client: null })
        .catch(() => false);
    }
  }

  private incomingCallMessage(call: CallState): ServerMessage {
    return {
      type: "call",
      callId: call.callId,
      client: call.peerClientId ?? "unknown-client",
      fromuser: call.peerDolphinId,
      name: call.name,
      video: call.video,
      quality: call.quality as 0 | 1 | 2,
    };
  }

  /** Tells the watchers allowed to see this account that it came online or went offline. */
  private async announcePresence(owner: Owner, status: number) {
    const watchers = (await this.ctx.storage.get<string[]>("watchers")) ?? [];
    if (watchers.length === 0) return;
    const book = await this.loadBook(owner);
    const told = watchers.filter((userId) => canSeePresence(book, userId));
    const results = await Promise.allSettled(told.map((userId) => this.peerHub(userId).presenceChanged(owner.userId, status)));
    const gone = new Set(told.filter((_, index) => results[index]?.status === "fulfilled" && results[index].value === false));
    if (gone.size > 0) await this.ctx.storage.put("watchers", watchers.filter((userId) => !gone.has(userId)));
  }

  /**
   * This account's address book and allowed callers (see hub-presence.ts), from storage, or
   * from D1 when `fresh` is asked for or the stored one is older than BOOK_REFRESH_MS. When it
   * is read again, watchers whose view changed are told at once.
   */
  private async loadBook(owner: Owner, options: { fresh?: boolean } = {}): Promise<BookSnapshot> {
    const stored = await this.ctx.storage.get<BookSnapshot>("book");
    if (stored && !options.fresh && Date.now() - stored.loadedAt < BOOK_REFRESH_MS) return stored;
    const [book, settings] = await Promise.all([listAddressBook(this.env.DB, owner.userId), readCallSettings(this.env.DB, owner.userId)]);
    const snapshot: BookSnapshot = {
      allowedCallers: settings.allowedCallers,
      entries: book.map((entry) => [entry.contactEmail, entry.contactUserId]),
      loadedAt: Date.now(),
    };
    await this.ctx.storage.put("book", snapshot);
    if (stored) {
      const watchers = (await this.ctx.storage.get<string[]>("watchers")) ?? [];
      const changes = presenceChangesBetween(stored, snapshot, watchers, this.loggedInSockets().length > 0);
      const telling = Promise.allSettled(changes.map(([userId, status]) => this.peerHub(userId).presenceChanged(owner.userId, status)));
      // Asked for afresh (the account changed something): done before answering. Otherwise in the background.
      if (options.fresh) await telling;
      else this.ctx.waitUntil(telling);
    }
    return snapshot;
  }

  private peerHub(userId: string) {
    return this.env.USER_HUB.getByName(userId);
  }

  private socketState(ws: WebSocket): SocketState {
    const stored = ws.deserializeAttachment() as Partial<SocketState> | null;
    return { clientId: null, loggedIn: false, resumedCall: null, openedAt: 0, bucket: fullBucket(Date.now()), ...stored };
  }

  private updateSocketState(ws: WebSocket, change: Partial<SocketState>) {
    ws.serializeAttachment({ ...this.socketState(ws), ...change } satisfies SocketState);
  }

  /** Closes a socket for breaking a limit, and tidies up as if it had dropped. */
  private async closeSocket(ws: WebSocket, code: number, reason: string) {
    try {
      ws.close(code, closeReason(reason));
    } catch {
      // already closed
    }
    await this.onSocketGone(ws);
  }

  private loggedInSockets(): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN && this.socketState(socket).loggedIn);
  }

  private socketOf(clientId: string | null): WebSocket | null {
    if (!clientId) return null;
    return this.loggedInSockets().find((socket) => this.socketState(socket).clientId === clientId) ?? null;
  }

  private async loadOwner(): Promise<Owner | null> {
    return (await this.ctx.storage.get<Owner>("owner")) ?? null;
  }

  private async requireOwner(): Promise<Owner> {
    const owner = await this.loadOwner();
    if (!owner) throw new Error("hub without an owner");
    return owner;
  }

  private async loadCall(): Promise<CallState | null> {
    return (await this.ctx.storage.get<CallState>("call")) ?? null;
  }

  private async saveCall(call: CallState) {
    await this.ctx.storage.put("call", call);
    await this.scheduleAlarm(call);
  }

  private async clearCall(callId: string) {
    const call = await this.loadCall();
    if (call?.callId !== callId) return;
    await this.ctx.storage.delete("call");
    await this.ctx.storage.deleteAlarm();
  }

  private async scheduleAlarm(call: CallState) {
    const deadlines = [call.lostDeadline, call.state === "ringing" ? call.ringDeadline : null].filter((time): time is number => time !== null);
    if (deadlines.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...deadlines));
  }

  private send(ws: WebSocket, message: ServerMessage) {
    try {
      ws.send(JSON.stringify(message));
    } catch {
      // The socket closed meanwhile; its close handler tidies up.
    }
  }

  private sendError(ws: WebSocket, code: (typeof ProtocolErrorCode)[keyof typeof ProtocolErrorCode], message: string) {
    this.send(ws, { type: "error", code, message });
  }
}
