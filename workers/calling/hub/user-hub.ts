import {
  answeredHere,
  answeredThere,
  firstDeadline,
  heldCall,
  holderBack,
  holderGone,
  incomingCallMessage,
  isHeldBy,
  startIncomingCall,
  startOutgoingCall,
} from "@common/realtime/call-state";
import {
  CallFailure,
  CallStatus,
  LoginStatus,
  PROTOCOL_VERSION,
  PresenceStatus,
  ProtocolErrorCode,
  RejectReason,
  SocketCloseCode,
} from "@common/realtime/constants";
import { type CallResponseRequest, type IncomingCallRequest, type IncomingCallResult, type RelayMessage, relayedToTab } from "@common/realtime/hub-calls";
import { type ClientMessage, parseClientMessage } from "@common/realtime/messages";
import { unreachable } from "@common/realtime/unreachable";
import { findAccountById, findProvedAccountByDolphinId } from "../data";
import { iceServersForCall } from "../../services";
import {
  type BookSnapshot,
  CALL_RULES_MAX_AGE_MS,
  PresenceHub,
  incomingCallRefusal,
  nameInBook,
  provedSinceRead,
  unclaimedAddressHubName,
} from "./hub-presence";
import { type Owner, RECONNECT_TOKEN_TTL_MS, type SocketState, randomId } from "./hub-types";
import { tellPeerCallEnded } from "./peer-notice";
import { closeReason } from "./socket-limits";

/**
 * Addresses this hub has called outside its book, with the account that proved each, kept so
 * that calling one again reads no D1: a proof is never undone and an account keeps its
 * address. At most this many, the oldest forgotten first.
 */
const PROVED_ADDRESSES_KEPT = 200;

/**
 * One hub per DolphinID account (named by the account's user id): it holds that account's
 * websockets, presence and call state, and reaches other accounts' hubs by RPC. Memory holds
 * only copies and what can be asked again: per-socket state is in attachments and the call,
 * the reconnect tokens and the presence watchers are in durable storage, so the hub can
 * hibernate between messages and wake with its state intact
 * (docs/decisions/0008-hub-state-in-memory.md).
 */
export class UserHub extends PresenceHub {
  /**
   * Set once this account was seen to have accepted the calling terms and proved its address:
   * neither is ever undone, so later calls need not read the account again.
   */
  private mayPlaceCalls = false;
  /** Set once the watchers were told this account went offline, until it logs in again (a woken hub tells them again, harmlessly). */
  private announcedOffline = false;
  /** See PROVED_ADDRESSES_KEPT: address → account id, oldest first. */
  private readonly provedAddresses = new Map<string, string>();

  protected override async handleMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
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
      default:
        return unreachable(message);
    }
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
    // A resumed tab is told the call it holds: the hub, not the page's cookie, is the record of it.
    const call = resumed ? await this.loadCall() : null;
    const held = call && isHeldBy(call, clientId) ? call : null;
    this.updateSocketState(ws, { clientId, loggedIn: false, resumedCall: held?.callId ?? null });
    this.send(ws, {
      type: "protocol",
      version: PROTOCOL_VERSION,
      client: clientId,
      token,
      resumed,
      ...(resumed ? { call: held ? heldCall(held) : null } : {}),
    });
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
    if (call?.role === "callee" && call.state === "ringing") this.send(ws, incomingCallMessage(call));
    if (call && state.resumedCall === call.callId && isHeldBy(call, state.clientId)) {
      // This tab took the call over (a reconnection, or the call page after answering).
      if (call.lostDeadline !== null) await this.saveCall(holderBack(call));
      if (call.state === "active") await this.peerHub(call.peerUserId).relayFromPeer(call.callId, owner.userId, { type: "reconnect" });
    }
    if (!wasOnline) {
      this.announcedOffline = false;
      // The rules an incoming call is decided by, read now (when not held, or aged) so a call
      // that comes soon finds them in memory.
      this.ctx.waitUntil(
        this.loadBook(owner).then(
          () => undefined,
          (error: unknown) => console.error("reading the address book failed", error),
        ),
      );
      await this.announcePresence(owner, PresenceStatus.ONLINE);
    }
  }

  private async onCall(ws: WebSocket, clientId: string, message: Extract<ClientMessage, { type: "call" }>) {
    const owner = await this.requireOwner();
    const fail = (reason: CallFailure, text: string) => this.send(ws, { type: "calf", callId: null, reason, message: text });
    if (await this.loadCall()) return fail(CallFailure.ALREADY_IN_CALL, "You are already in a call. Hang up before making another.");
    const to = message.to;
    // What the hub holds answers the common case without D1: the caller's own account (once
    // seen to have accepted the terms and proved its address, neither ever undone) and the
    // callee's account, when the book or an earlier call matched the address to one (a proof
    // is never undone and an account keeps its address). Anything else is read together.
    const book = await this.storedBook();
    if (!this.mayPlaceCalls && book?.termsAccepted && book.addressProved) this.mayPlaceCalls = true;
    const known = book?.entries.find(([address, userId]) => address === to && userId !== null)?.[1] ?? this.provedAddresses.get(to) ?? null;
    const [me, callee] = await Promise.all([
      this.mayPlaceCalls ? null : findAccountById(this.env.DB, owner.userId),
      to === owner.dolphinId || known ? null : findProvedAccountByDolphinId(this.env.DB, to),
    ]);
    if (!this.mayPlaceCalls) {
      if (!me?.termsAccepted) return fail(CallFailure.TERMS, "Accept the video calling terms and conditions before making a call.");
      // The callee sees the caller's address: it must be the caller's own.
      if (!me.addressProved)
        return fail(CallFailure.UNPROVED_ADDRESS, "Confirm your email address before making calls: follow the link in the email we sent you.");
      this.mayPlaceCalls = true;
    }
    if (callee) this.rememberProvedAddress(to, callee.userId);
    if (to === owner.dolphinId) return fail(CallFailure.SELF, "You cannot call yourself.");
    const calleeHub = known ?? callee?.userId ?? unclaimedAddressHubName(to);

    const callId = randomId(12);
    const call = startOutgoingCall({ callId, peerUserId: calleeHub, peerDolphinId: to, clientId, video: message.video, quality: message.quality }, Date.now());
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
      result = { outcome: "rejected", reason: RejectReason.TECHNICAL_ERROR };
    }
    if (result.outcome !== "ringing") await this.clearCall(callId);
    const answer = { type: "calr", callId, client: null, fromuser: to } as const;
    switch (result.outcome) {
      case "offline":
        return this.send(ws, { type: "calf", callId, reason: CallFailure.OFFLINE, message: `${to} is not online at the moment.` });
      case "ringing":
        return this.send(ws, { ...answer, status: CallStatus.RINGING });
      case "busy":
        return this.send(ws, { ...answer, status: CallStatus.BUSY });
      case "rejected":
        return this.send(ws, { ...answer, status: CallStatus.REJECT, reason: result.reason });
      default:
        return unreachable(result);
    }
  }

  private async onCallResponse(ws: WebSocket, clientId: string, message: Extract<ClientMessage, { type: "calr" }>) {
    const owner = await this.requireOwner();
    const call = await this.loadCall();
    if (!call || call.callId !== message.callId || call.role !== "callee" || call.state !== "ringing") {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "There is no call ringing with that id.");
    }
    const others = this.loggedInSockets().filter((socket) => socket !== ws);
    const answered = message.status === CallStatus.ANSWER;
    if (answered) await this.saveCall(answeredHere(call, clientId));
    else await this.clearCall(call.callId);
    this.sendToAll(others, { type: "cala", callId: call.callId, status: message.status });
    const response: CallResponseRequest = answered
      ? {
          outcome: "answered",
          callId: call.callId,
          fromUserId: owner.userId,
          client: clientId,
          ...(message.video !== undefined ? { video: message.video } : {}),
        }
      : { outcome: "declined", callId: call.callId, fromUserId: owner.userId, reason: message.reason ?? RejectReason.REJECT };
    const delivered = await this.peerHub(call.peerUserId)
      .callResponse(response)
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
    if (!call || call.callId !== callId || call.role !== "caller" || !isHeldBy(call, clientId)) {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "There is no call of yours with that id to cancel.");
    }
    await this.clearCall(callId);
    await this.peerHub(call.peerUserId)
      .cancelCall(callId, owner.userId)
      .catch(() => false);
  }

  private async onHang(ws: WebSocket, clientId: string, callId: string) {
    const owner = await this.requireOwner();
    const call = await this.loadCall();
    if (!call || call.callId !== callId || !isHeldBy(call, clientId)) {
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
    if (!call || call.callId !== callId || call.state !== "active" || !isHeldBy(call, clientId)) {
      return this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "You are not connected to a call with that id.");
    }
    const delivered = await this.peerHub(call.peerUserId)
      .relayFromPeer(callId, owner.userId, message)
      .catch(() => false);
    if (!delivered && message.type !== "reconnect") {
      this.sendError(ws, ProtocolErrorCode.NOT_IN_CALL, "The other person is not connected to this call at the moment.");
    }
  }

  protected override async onSocketGone(ws: WebSocket) {
    const state = this.socketState(ws);
    if (!state.loggedIn) return;
    this.updateSocketState(ws, { loggedIn: false });
    const owner = await this.loadOwner();
    if (!owner) return;
    const remaining = this.loggedInSockets().filter((socket) => socket !== ws);
    const call = await this.loadCall();
    if (call) {
      if (isHeldBy(call, state.clientId)) {
        // The tab holding the call has gone: give it a moment to come back with its token,
        // unless it already has (its new socket, with the same client id, can log in before
        // the old one's close reaches us).
        const cameBack = remaining.some((socket) => this.socketState(socket).clientId === state.clientId);
        if (!cameBack) await this.saveCall(holderGone(call, Date.now()));
      } else if (call.role === "callee" && call.state === "ringing" && remaining.length === 0) {
        // The last ringing tab has gone: the caller hears a technical refusal.
        await this.clearCall(call.callId);
        await tellPeerCallEnded(this.peerHub(call.peerUserId), owner.userId, call);
      }
    }
    // Sockets that close together each find none left open: the watchers are told once.
    if (remaining.length === 0 && !this.announcedOffline) {
      this.announcedOffline = true;
      await this.announcePresence(owner, PresenceStatus.OFFLINE);
    }
  }

  override async alarm(): Promise<void> {
    // Read from storage: the record, should anything have changed it behind the hub's back.
    const call = await this.loadCall({ fromStorage: true });
    if (!call) return;
    const owner = await this.loadOwner();
    if (!owner) return;
    // The alarm is set for the earliest deadline of the call; act on that one.
    const due = firstDeadline(call);
    if (due === "lost") {
      if (this.socketOf(call.clientId)) {
        // The tab is back after all: the call goes on.
        await this.saveCall(holderBack(call));
        return;
      }
      await this.clearCall(call.callId);
      await tellPeerCallEnded(this.peerHub(call.peerUserId), owner.userId, call);
      return;
    }
    if (due === "ring") {
      await this.clearCall(call.callId);
      if (call.role === "caller") {
        await this.peerHub(call.peerUserId)
          .cancelCall(call.callId, owner.userId)
          .catch(() => false);
        const socket = this.socketOf(call.clientId);
        if (socket) this.send(socket, { type: "calf", callId: call.callId, reason: CallFailure.NO_ANSWER, message: "There was no answer." });
      } else {
        this.sendToAll(this.loggedInSockets(), { type: "canc", callId: call.callId });
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
      await tellPeerCallEnded(this.peerHub(call.peerUserId), owner.userId, call);
    }
    if (owner && wasOnline) {
      this.announcedOffline = true;
      await this.announcePresence(owner, PresenceStatus.OFFLINE);
    }
    return sockets.length;
  }

  // ---------------------------------------------------------------------------------------
  // RPC from other accounts' hubs. `fromUserId` is the calling hub's own account: only hub
  // code calls these, and every call-related one checks that the sender is this call's peer.

  /**
   * Someone calls this account: the callee's rules decide (who may call, terms accepted, busy),
   * as this hub holds them (incomingCallRules). Offline comes first and costs nothing more, so
   * an offline account answers exactly as a hub without an account does (see
   * unclaimedAddressHubName); a refusal answers a caller who is not in the address book the
   * same way (incomingCallRefusal), so calling tells a stranger nothing about the account.
   */
  async incomingCall(request: IncomingCallRequest): Promise<IncomingCallResult> {
    const owner = await this.loadOwner();
    if (!owner || this.loggedInSockets().length === 0) return { outcome: "offline" };
    const rules = await this.incomingCallRules(owner, request);
    const refusal = incomingCallRefusal(rules, request.callerUserId);
    if (refusal) return refusal;
    if (await this.loadCall()) return { outcome: "busy" };
    const sockets = this.loggedInSockets();
    if (sockets.length === 0) return { outcome: "offline" };
    const call = startIncomingCall(
      {
        callId: request.callId,
        peerUserId: request.callerUserId,
        peerDolphinId: request.callerDolphinId,
        peerClientId: request.callerClientId,
        // The caller is taken for a contact only by an address they have proved.
        name: nameInBook(rules, request.callerUserId) ?? request.callerDolphinId,
        video: request.video,
        quality: request.quality,
      },
      Date.now(),
    );
    await this.saveCall(call);
    const message = incomingCallMessage(call);
    this.sendToAll(sockets, message);
    return { outcome: "ringing" };
  }

  /** The callee answered or declined; returns whether the caller still waited for it. */
  async callResponse(request: CallResponseRequest): Promise<boolean> {
    const call = await this.loadCall();
    if (!call || call.callId !== request.callId || call.role !== "caller" || call.peerUserId !== request.fromUserId || call.state !== "ringing") {
      return false;
    }
    const callerClientId = call.clientId;
    if (callerClientId === null) return false;
    const answer = { type: "calr", callId: call.callId, fromuser: call.peerDolphinId } as const;
    const socket = this.socketOf(callerClientId);
    switch (request.outcome) {
      case "answered":
        await this.saveCall(answeredThere({ ...call, clientId: callerClientId }, request.client));
        if (socket) {
          this.send(socket, { ...answer, client: request.client, status: CallStatus.ANSWER, ...(request.video !== undefined ? { video: request.video } : {}) });
        }
        return true;
      case "declined":
        await this.clearCall(call.callId);
        if (socket) this.send(socket, { ...answer, client: null, status: CallStatus.REJECT, reason: request.reason });
        return true;
      default:
        return unreachable(request);
    }
  }

  /** The caller cancelled (or gave up) before an answer: every ringing tab stops. */
  async cancelCall(callId: string, fromUserId: string): Promise<boolean> {
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.peerUserId !== fromUserId) return false;
    await this.clearCall(callId);
    const targets = call.clientId ? [this.socketOf(call.clientId)].filter((s): s is WebSocket => s !== null) : this.loggedInSockets();
    this.sendToAll(targets, { type: "canc", callId });
    return true;
  }

  /** Signalling from the other party of the active call, to the tab holding it. */
  async relayFromPeer(callId: string, fromUserId: string, message: RelayMessage): Promise<boolean> {
    const call = await this.loadCall();
    if (!call || call.callId !== callId || call.peerUserId !== fromUserId || call.state !== "active") return false;
    if (message.type === "hang" || message.type === "lost") await this.clearCall(callId);
    const socket = this.socketOf(call.clientId);
    if (!socket) return false;
    this.send(socket, relayedToTab(message, callId));
    return true;
  }

  // ---------------------------------------------------------------------------------------
  // Helpers

  /**
   * The rules an incoming call is decided by. Those held in memory decide when younger than
   * CALL_RULES_MAX_AGE_MS: every change made on the site (call settings saved, a contact
   * added, changed or removed) reads them again before it is confirmed, so it applies to the
   * very next call, and one made elsewhere shows within that time (about BOOK_REFRESH_MS while
   * the account is in use). A call is refused only by rules read afresh, so any change that
   * lets the caller in applies at once, as does a caller's address proved since the book was read.
   */
  private async incomingCallRules(owner: Owner, request: IncomingCallRequest): Promise<BookSnapshot> {
    const asked = Date.now();
    const held = await this.loadBook(owner, { maxAgeMs: CALL_RULES_MAX_AGE_MS });
    if (held.loadedAt >= asked) return held;
    if (incomingCallRefusal(held, request.callerUserId) === null && !provedSinceRead(held, request.callerUserId, request.callerDolphinId)) return held;
    return this.loadBook(owner, { fresh: true });
  }

  private rememberProvedAddress(address: string, userId: string) {
    this.provedAddresses.delete(address);
    this.provedAddresses.set(address, userId);
    if (this.provedAddresses.size > PROVED_ADDRESSES_KEPT) this.provedAddresses.delete(this.provedAddresses.keys().next().value!);
  }
}
