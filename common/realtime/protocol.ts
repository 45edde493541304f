/**
 * The realtime protocol of video calling (spec 4 and 7), shared by the per-user hub
 * (durable-objects/user-hub.ts) and the browser (app/features/calling/). Every message is a
 * JSON object with a `type`; every message either side accepts has a valibot schema here,
 * so the hub and the client read the same words.
 *
 * Handshake: on open the client sends `protocol` with the version (5) or, after a dropped
 * connection, the reconnect token it holds. The hub answers `protocol` with a client id and a
 * (new) reconnect token. The client then sends `login` with its DolphinID; `logr` status 0 is
 * success, anything else failure. Only after a successful login does the hub accept the
 * other messages; the client queues what it sends before then.
 *
 * Presence: `contacts` tells the hub which contacts the page shows (their DolphinIDs, the
 * "names"); `onlinestatus` asks for their states with a sequence number 0–127. The reply
 * echoes the sequence and count; the page applies it only when both still match (a stale
 * reply is dropped). Changes are also pushed as `onlinestatus` with `sequence: null`, applied
 * name by name. Status 0 means offline.
 *
 * Calls: the caller sends `call`; the callee's hub decides (caller policy, terms, address
 * book, busy) and rings every open tab of the callee with `call`. The tab that answers or
 * declines sends `calr`; the others get `cala`. The caller gets `calr` (ringing, busy,
 * answer, reject with a reason), can cancel with `canc`, and gets `calf` when the call could
 * not be placed. During a call `webp` (WebRTC offer, answer, ICE candidates), `media`
 * (microphone and camera state), `reconnect` (ICE restart after a reconnection) and `hang`
 * travel only between the two parties; `lost` tells one party the other has gone.
 */
import * as v from "valibot";

/** Spec 9. */
export const PROTOCOL_VERSION = 5;
export const PRESENCE_SEQUENCE_WRAP = 128;
export const WEBSOCKET_CHECK_MS = 5000;
export const TITLE_FLASH_MS = 1000;

/**
 * The largest message either side accepts: well above any legitimate one (a WebRTC offer
 * with audio and video is 4–10 KB, a presence message naming 500 contacts about 15 KB).
 * The hub closes a socket that sends a bigger one with SocketCloseCode.TOO_LARGE.
 */
export const MAX_MESSAGE_BYTES = 32 * 1024;
/** What the browser accepts from the hub: a reply echoes a client's message and adds to it (a presence reply adds a status per name). */
export const MAX_SERVER_MESSAGE_BYTES = 2 * MAX_MESSAGE_BYTES;
/**
 * Each socket may send this many messages a second on average, in bursts of up to
 * MESSAGE_BURST (a page sends a few a minute; a call's set-up a few dozen at once). A socket
 * that sends more is closed with SocketCloseCode.TOO_MANY_MESSAGES.
 */
export const MESSAGE_RATE_PER_SECOND = 20;
export const MESSAGE_BURST = 40;
/** The most sockets one account keeps open; opening one more closes the oldest with SocketCloseCode.REPLACED. */
export const MAX_SOCKETS_PER_ACCOUNT = 5;
/**
 * How often one account may open a socket: SOCKET_OPENS_PER_MINUTE on average, in bursts of
 * up to SOCKET_OPEN_BURST (a page load, a reload, another tab and a reconnection after a
 * network drop each open one; a hub restart reopens every tab at once). Beyond it the upgrade
 * is answered 429 with Retry-After and no socket is made, so reconnecting cannot renew the
 * per-socket message allowance.
 */
export const SOCKET_OPENS_PER_MINUTE = 10;
export const SOCKET_OPEN_BURST = 10;
/**
 * A socket the hub closed for abuse (TOO_MANY_MESSAGES or TOO_LARGE) costs this many opens
 * more, and the allowance may fall to minus SOCKET_OPEN_BURST: an abusive client waits about
 * half a minute for each further socket, and at most about two minutes.
 */
export const ABUSIVE_CLOSE_OPEN_COST = 5;

/**
 * Why the hub closed a socket. The browser reconnects after TOO_MANY_MESSAGES, TOO_LARGE
 * and REVOKED (a reconnection must pass the session check again), but not after REPLACED:
 * reconnecting would only close the next oldest tab in turn.
 */
export const SocketCloseCode = {
  /** Policy violation: over the message rate limit, or the account's connections were revoked (password reset or changed). */
  TOO_MANY_MESSAGES: 1008,
  REVOKED: 1008,
  /** Message too big. */
  TOO_LARGE: 1009,
  /** The account opened more than MAX_SOCKETS_PER_ACCOUNT sockets and this was the oldest. */
  REPLACED: 4001,
} as const;
/** The most contacts one `contacts` or `onlinestatus` message may name. */
export const MAX_PRESENCE_NAMES = 500;
/** A dropped socket in a call has this long to come back with its reconnect token before the other side hears `lost`. */
export const CALL_RECONNECT_GRACE_MS = 8000;
/** An unanswered call stops ringing after a minute (issue 5). */
export const RING_TIMEOUT_MS = 60_000;

/** The path the Worker forwards to the hub, and the configuration endpoints (spec 7). */
export const REALTIME_PATH = "/realtime";
export const WEBSOCKET_CONFIGURATION_PATHS = ["/websocket/configuration", "/proxy/guideupdate/websocket/configuration"] as const;

/** Where the browser keeps its reconnect token (spec 9: session storage). */
export const RECONNECT_TOKEN_STORAGE_KEY = "dolphin-realtime-token";

/** Spec 4 "Call status". */
export const CallStatus = { RINGING: 0, BUSY: 1, ANSWER: 2, REJECT: 3 } as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

/** Spec 4 "Reject reasons". */
export const RejectReason = { REJECT: 0, INCOMING_DISABLED: 1, MISSING_IN_ADDRESS_BOOK: 2, TECHNICAL_ERROR: 3, CONTACT_REJECT: 4 } as const;
export type RejectReason = (typeof RejectReason)[keyof typeof RejectReason];

/** Spec 4 "Caller policy": who may call this account. */
export const CallerPolicy = { ANYONE: 0, ADDRESS_BOOK_ONLY: 1, NO_ONE: 2 } as const;
export type CallerPolicy = (typeof CallerPolicy)[keyof typeof CallerPolicy];
export const DEFAULT_CALLER_POLICY: CallerPolicy = CallerPolicy.ADDRESS_BOOK_ONLY;

/** Spec 4 "Quality". */
export const MediaQuality = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;
export type MediaQuality = (typeof MediaQuality)[keyof typeof MediaQuality];
export const DEFAULT_MEDIA_QUALITY: MediaQuality = MediaQuality.LOW;
/** The settings page's quality options: label and video height (spec 4); the preview starts at Standard. */
export const QUALITY_OPTIONS = [
  { value: MediaQuality.LOW, label: "Basic", height: 240 },
  { value: MediaQuality.MEDIUM, label: "Standard", height: 480 },
  { value: MediaQuality.HIGH, label: "High", height: 720 },
] as const;
export const PREVIEW_DEFAULT_QUALITY: MediaQuality = MediaQuality.MEDIUM;
export function qualityHeight(quality: number): number {
  return QUALITY_OPTIONS.find((option) => option.value === quality)?.height ?? 480;
}

/** Presence states in `onlinestatus` (status 0 means offline). */
export const PresenceStatus = { OFFLINE: 0, ONLINE: 1 } as const;

/** `logr` statuses. */
export const LoginStatus = { SUCCESS: 0, FAILURE: 1 } as const;

/** Why a call could not be placed (`calf`). */
export const CallFailure = {
  /** Also the answer for an address with no reachable account, so a call never tells whether an address has a DolphinID. */
  OFFLINE: "offline",
  ALREADY_IN_CALL: "already-in-call",
  SELF: "self",
  NO_ANSWER: "no-answer",
  TERMS: "terms",
  /** The caller has not yet proved they own their email address, so others could not trust who is calling. */
  UNPROVED_ADDRESS: "unproved-address",
} as const;

/** Codes of the hub's `error` message: the socket stays open after each (a message too large closes it instead). */
export const ProtocolErrorCode = {
  MALFORMED: "malformed",
  TOO_LARGE: "too-large",
  UNKNOWN_TYPE: "unknown-type",
  INVALID: "invalid",
  NOT_LOGGED_IN: "not-logged-in",
  NOT_IN_CALL: "not-in-call",
  HANDSHAKE: "handshake",
  INTERNAL: "internal",
} as const;

/** The next presence sequence number: 0 to 127, then 0 again. */
export function nextSequence(sequence: number): number {
  return (sequence + 1) % PRESENCE_SEQUENCE_WRAP;
}

// ---------------------------------------------------------------------------------------
// Field schemas

const dolphinId = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(), v.maxLength(255));
const clientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/));
const callId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
const sequence = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PRESENCE_SEQUENCE_WRAP - 1));
const quality = v.picklist([MediaQuality.HIGH, MediaQuality.MEDIUM, MediaQuality.LOW]);
const names = v.pipe(v.array(dolphinId), v.maxLength(MAX_PRESENCE_NAMES));
const callStatus = v.picklist([CallStatus.RINGING, CallStatus.BUSY, CallStatus.ANSWER, CallStatus.REJECT]);
const rejectReason = v.picklist([
  RejectReason.REJECT,
  RejectReason.INCOMING_DISABLED,
  RejectReason.MISSING_IN_ADDRESS_BOOK,
  RejectReason.TECHNICAL_ERROR,
  RejectReason.CONTACT_REJECT,
]);
/** WebRTC signalling payload: an SDP description or an ICE candidate, carried as is. */
const signal = v.union([
  v.object({ kind: v.literal("description"), description: v.object({ type: v.picklist(["offer", "answer", "pranswer", "rollback"]), sdp: v.optional(v.pipe(v.string(), v.maxLength(30_000))) }) }),
  v.object({
    kind: v.literal("candidate"),
    candidate: v.nullable(
      v.object({
        candidate: v.pipe(v.string(), v.maxLength(2000)),
        sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
        sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64)))),
        usernameFragment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
      }),
    ),
  }),
]);
export type Signal = v.InferOutput<typeof signal>;
const iceServer = v.object({
  urls: v.union([v.string(), v.array(v.string())]),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
export type IceServer = v.InferOutput<typeof iceServer>;

// ---------------------------------------------------------------------------------------
// Client → hub

export const clientProtocolSchema = v.union([
  v.object({ type: v.literal("protocol"), version: v.literal(PROTOCOL_VERSION) }),
  v.object({ type: v.literal("protocol"), token }),
]);
export const clientLoginSchema = v.object({ type: v.literal("login"), dolphinid: dolphinId });
export const clientContactsSchema = v.object({ type: v.literal("contacts"), names });
export const clientOnlineStatusSchema = v.object({ type: v.literal("onlinestatus"), count: v.pipe(v.number(), v.integer(), v.minValue(0)), names, sequence });
export const clientCallSchema = v.object({
  type: v.literal("call"),
  /** The callee's DolphinID. */
  to: dolphinId,
  video: v.boolean(),
  quality: v.optional(quality, DEFAULT_MEDIA_QUALITY),
});
export const clientCallResponseSchema = v.object({
  type: v.literal("calr"),
  callId,
  status: v.picklist([CallStatus.ANSWER, CallStatus.REJECT]),
  reason: v.optional(rejectReason),
  /** Answer with video off. */
  video: v.optional(v.boolean()),
});
export const clientCancelSchema = v.object({ type: v.literal("canc"), callId });
export const clientHangSchema = v.object({ type: v.literal("hang"), callId });
export const clientSignalSchema = v.object({ type: v.literal("webp"), callId, signal });
export const clientMediaSchema = v.object({ type: v.literal("media"), callId, audio: v.boolean(), video: v.boolean() });
export const clientReconnectSchema = v.object({ type: v.literal("reconnect"), callId });

export const CLIENT_MESSAGE_SCHEMAS = {
  protocol: clientProtocolSchema,
  login: clientLoginSchema,
  contacts: clientContactsSchema,
  onlinestatus: clientOnlineStatusSchema,
  call: clientCallSchema,
  calr: clientCallResponseSchema,
  canc: clientCancelSchema,
  hang: clientHangSchema,
  webp: clientSignalSchema,
  media: clientMediaSchema,
  reconnect: clientReconnectSchema,
} as const;
export type ClientMessageType = keyof typeof CLIENT_MESSAGE_SCHEMAS;
export type ClientMessage = { [K in ClientMessageType]: v.InferOutput<(typeof CLIENT_MESSAGE_SCHEMAS)[K]> }[ClientMessageType];
/** What a page may send (the handshake is the connection's own business). */
export type OutgoingMessage = Exclude<ClientMessage, { type: "protocol" } | { type: "login" }>;

// ---------------------------------------------------------------------------------------
// Hub → client

export const serverProtocolSchema = v.object({ type: v.literal("protocol"), version: v.literal(PROTOCOL_VERSION), client: clientId, token, resumed: v.boolean() });
export const serverLoginResultSchema = v.object({ type: v.literal("logr"), status: v.picklist([LoginStatus.SUCCESS, LoginStatus.FAILURE]), message: v.optional(v.string()) });
export const serverOnlineStatusSchema = v.object({
  type: v.literal("onlinestatus"),
  /** The request's sequence, or null for a pushed change. */
  sequence: v.nullable(sequence),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  names,
  statuses: v.array(v.picklist([PresenceStatus.OFFLINE, PresenceStatus.ONLINE])),
});
/** An incoming call (to every open tab of the callee). */
export const serverCallSchema = v.object({
  type: v.literal("call"),
  callId,
  /** The caller's client id (spec 3 "Remote caller"). */
  client: clientId,
  /** The caller's DolphinID. */
  fromuser: dolphinId,
  /** The caller's name as the callee's address book has it, else their DolphinID. */
  name: v.string(),
  video: v.boolean(),
  quality,
});
/** The answer to a call, to the caller (and `client` is the answering tab). */
export const serverCallResponseSchema = v.object({
  type: v.literal("calr"),
  callId,
  client: v.nullable(clientId),
  fromuser: dolphinId,
  status: callStatus,
  reason: v.optional(rejectReason),
  video: v.optional(v.boolean()),
});
export const serverAnsweredElsewhereSchema = v.object({ type: v.literal("cala"), callId, status: v.picklist([CallStatus.ANSWER, CallStatus.REJECT]) });
export const serverCancelSchema = v.object({ type: v.literal("canc"), callId });
export const serverCallFailedSchema = v.object({ type: v.literal("calf"), callId: v.nullable(callId), reason: v.picklist(Object.values(CallFailure)), message: v.string() });
export const serverHangSchema = v.object({ type: v.literal("hang"), callId });
export const serverLostSchema = v.object({ type: v.literal("lost"), callId });
export const serverIceConfigSchema = v.object({ type: v.literal("iceconfig"), iceServers: v.array(iceServer) });
export const serverSignalSchema = v.object({ type: v.literal("webp"), callId, signal });
export const serverMediaSchema = v.object({ type: v.literal("media"), callId, audio: v.boolean(), video: v.boolean() });
export const serverReconnectSchema = v.object({ type: v.literal("reconnect"), callId });
export const serverErrorSchema = v.object({ type: v.literal("error"), code: v.picklist(Object.values(ProtocolErrorCode)), message: v.string() });

export const SERVER_MESSAGE_SCHEMAS = {
  protocol: serverProtocolSchema,
  logr: serverLoginResultSchema,
  onlinestatus: serverOnlineStatusSchema,
  call: serverCallSchema,
  calr: serverCallResponseSchema,
  cala: serverAnsweredElsewhereSchema,
  canc: serverCancelSchema,
  calf: serverCallFailedSchema,
  hang: serverHangSchema,
  lost: serverLostSchema,
  iceconfig: serverIceConfigSchema,
  webp: serverSignalSchema,
  media: serverMediaSchema,
  reconnect: serverReconnectSchema,
  error: serverErrorSchema,
} as const;
export type ServerMessageType = keyof typeof SERVER_MESSAGE_SCHEMAS;
export type ServerMessage = { [K in ServerMessageType]: v.InferOutput<(typeof SERVER_MESSAGE_SCHEMAS)[K]> }[ServerMessageType];
export type ServerMessageOf<K extends ServerMessageType> = Extract<ServerMessage, { type: K }>;

export type ParseResult<T> = { ok: true; message: T } | { ok: false; code: (typeof ProtocolErrorCode)[keyof typeof ProtocolErrorCode]; message: string };

function parseWith<M extends Record<string, v.GenericSchema>>(
  schemas: M,
  raw: string | ArrayBuffer,
  maxBytes: number,
): ParseResult<{ [K in keyof M]: v.InferOutput<M[K]> }[keyof M]> {
  const size = typeof raw === "string" ? new TextEncoder().encode(raw).byteLength : raw.byteLength;
  if (size > maxBytes) return { ok: false, code: "too-large", message: `Messages may be at most ${maxBytes} bytes.` };
  if (typeof raw !== "string") return { ok: false, code: "malformed", message: "Messages must be JSON text." };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: "malformed", message: "The message is not valid JSON." };
  }
  if (!data || typeof data !== "object" || Array.isArray(data) || typeof (data as { type?: unknown }).type !== "string") {
    return { ok: false, code: "malformed", message: "A message must be an object with a type." };
  }
  const type = (data as { type: string }).type;
  if (!Object.hasOwn(schemas, type)) return { ok: false, code: "unknown-type", message: `Unknown message type "${type.slice(0, 40)}".` };
  const result = v.safeParse(schemas[type]!, data);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue?.path?.map((item) => String(item.key)).join(".") ?? "";
    return { ok: false, code: "invalid", message: `Invalid "${type}" message${path ? ` (${path})` : ""}: ${issue?.message ?? "bad input"}` };
  }
  return { ok: true, message: result.output as never };
}

/** Reads a message from a client (in the hub). */
export function parseClientMessage(raw: string | ArrayBuffer): ParseResult<ClientMessage> {
  return parseWith(CLIENT_MESSAGE_SCHEMAS, raw, MAX_MESSAGE_BYTES) as ParseResult<ClientMessage>;
}

/** Reads a message from the hub (in the browser). */
export function parseServerMessage(raw: string | ArrayBuffer): ParseResult<ServerMessage> {
  return parseWith(SERVER_MESSAGE_SCHEMAS, raw, MAX_SERVER_MESSAGE_BYTES) as ParseResult<ServerMessage>;
}

/** The websocket address from `GET /api/v1/websocket/configuration`. */
export interface WebsocketConfiguration {
  server: string;
  sslport: number;
  /** Whether the socket is secure (wss); false only on plain-http local hosts. */
  secure: boolean;
  path: string;
}

export function websocketUrl(config: WebsocketConfiguration): string {
  const scheme = config.secure ? "wss" : "ws";
  const defaultPort = config.secure ? 443 : 80;
  const host = config.server.includes(":") && !config.server.startsWith("[") ? `[${config.server}]` : config.server;
  return `${scheme}://${host}${config.sslport === defaultPort ? "" : `:${config.sslport}`}${config.path}`;
}

/**
 * The call page's query (`/call`). Answering an incoming call: mode "web" with the reconnect
 * token of the tab that answered and withVideo. Placing a call from the address book: mode
 * "dial" with the callee's DolphinID (`to`), their name and withVideo.
 */
export const CALL_MODE_ANSWER = "web";
export const CALL_MODE_DIAL = "dial";

/** The remote caller kept in the 10-minute cookie for the call page (spec 3 "Remote caller"). */
export const CALLER_COOKIE = "caller";
export interface RemoteCaller {
  clientId: string;
  login: string;
  quality: number;
  name: string;
  callId: string;
  video: boolean;
}

/** Settings cookies (spec 9: one year). */
export const SETTINGS_COOKIES = {
  allowedCallers: "allowedCallers",
  audioInputLabel: "audio",
  videoInputLabel: "video",
  mediaQuality: "quality",
} as const;
