/**
 * The messages of the realtime protocol of video calling, between a browser tab
 * (app/features/calling/) and its account's hub (workers/calling/hub/). Every message is a
 * JSON object with a `type`; each side reads what it receives with the schemas here, so the
 * hub and the client read the same words.
 *
 * Handshake: on open the client sends `protocol` with the version or, after a dropped
 * connection, the reconnect token it holds. The hub answers `protocol` with a client id, a
 * (new) reconnect token and, when the token resumed a tab that holds a call, that call. The
 * client then sends `login` with its DolphinID; `logr` status 0 is success, anything else
 * failure. Only after a successful login does the hub accept the other messages; the client
 * queues what it sends before then.
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
import {
  CallFailure,
  CallStatus,
  DEFAULT_MEDIA_QUALITY,
  LoginStatus,
  MAX_MESSAGE_BYTES,
  MAX_PRESENCE_NAMES,
  MAX_SERVER_MESSAGE_BYTES,
  MediaQuality,
  PRESENCE_SEQUENCE_WRAP,
  PROTOCOL_VERSION,
  PresenceStatus,
  ProtocolErrorCode,
  RejectReason,
} from "./constants";

// ---------------------------------------------------------------------------------------
// Field schemas

export const dolphinIdField = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(), v.maxLength(255));
export const clientIdField = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
export const tokenField = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/));
export const callIdField = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
const sequence = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PRESENCE_SEQUENCE_WRAP - 1));
export const qualityField = v.picklist([MediaQuality.HIGH, MediaQuality.MEDIUM, MediaQuality.LOW]);
const names = v.pipe(v.array(dolphinIdField), v.maxLength(MAX_PRESENCE_NAMES));
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
  v.object({
    kind: v.literal("description"),
    description: v.object({ type: v.picklist(["offer", "answer", "pranswer", "rollback"]), sdp: v.optional(v.pipe(v.string(), v.maxLength(30_000))) }),
  }),
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
  v.object({ type: v.literal("protocol"), token: tokenField }),
]);
export const clientLoginSchema = v.object({ type: v.literal("login"), dolphinid: dolphinIdField });
export const clientContactsSchema = v.object({ type: v.literal("contacts"), names });
export const clientOnlineStatusSchema = v.object({ type: v.literal("onlinestatus"), count: v.pipe(v.number(), v.integer(), v.minValue(0)), names, sequence });
export const clientCallSchema = v.object({
  type: v.literal("call"),
  /** The callee's DolphinID. */
  to: dolphinIdField,
  video: v.boolean(),
  quality: v.optional(qualityField, DEFAULT_MEDIA_QUALITY),
});
export const clientCallResponseSchema = v.object({
  type: v.literal("calr"),
  callId: callIdField,
  status: v.picklist([CallStatus.ANSWER, CallStatus.REJECT]),
  reason: v.optional(rejectReason),
  /** Answer with video off. */
  video: v.optional(v.boolean()),
});
export const clientCancelSchema = v.object({ type: v.literal("canc"), callId: callIdField });
export const clientHangSchema = v.object({ type: v.literal("hang"), callId: callIdField });
export const clientSignalSchema = v.object({ type: v.literal("webp"), callId: callIdField, signal });
export const clientMediaSchema = v.object({ type: v.literal("media"), callId: callIdField, audio: v.boolean(), video: v.boolean() });
export const clientReconnectSchema = v.object({ type: v.literal("reconnect"), callId: callIdField });

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

/** The call a resumed tab holds, as its hub has it: the hub, not the page, is the record of the call. */
export const heldCallSchema = v.object({
  callId: callIdField,
  role: v.picklist(["caller", "callee"]),
  /** The other party's DolphinID, and their name as this account's address book has it (else the DolphinID). */
  peer: dolphinIdField,
  name: v.string(),
  video: v.boolean(),
});
export type HeldCall = v.InferOutput<typeof heldCallSchema>;
export const serverProtocolSchema = v.object({
  type: v.literal("protocol"),
  version: v.literal(PROTOCOL_VERSION),
  client: clientIdField,
  token: tokenField,
  resumed: v.boolean(),
  /** Given when `resumed`: the call this tab holds, or null when it holds none. */
  call: v.optional(v.nullable(heldCallSchema)),
});
export const serverLoginResultSchema = v.object({
  type: v.literal("logr"),
  status: v.picklist([LoginStatus.SUCCESS, LoginStatus.FAILURE]),
  message: v.optional(v.string()),
});
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
  callId: callIdField,
  /** The caller's client id. */
  client: clientIdField,
  /** The caller's DolphinID. */
  fromuser: dolphinIdField,
  /** The caller's name as the callee's address book has it, else their DolphinID. */
  name: v.string(),
  video: v.boolean(),
  quality: qualityField,
});
/** The answer to a call, to the caller (and `client` is the answering tab). */
export const serverCallResponseSchema = v.object({
  type: v.literal("calr"),
  callId: callIdField,
  client: v.nullable(clientIdField),
  fromuser: dolphinIdField,
  status: callStatus,
  reason: v.optional(rejectReason),
  video: v.optional(v.boolean()),
});
export const serverAnsweredElsewhereSchema = v.object({
  type: v.literal("cala"),
  callId: callIdField,
  status: v.picklist([CallStatus.ANSWER, CallStatus.REJECT]),
});
export const serverCancelSchema = v.object({ type: v.literal("canc"), callId: callIdField });
export const serverCallFailedSchema = v.object({
  type: v.literal("calf"),
  callId: v.nullable(callIdField),
  reason: v.picklist(Object.values(CallFailure)),
  message: v.string(),
});
export const serverHangSchema = v.object({ type: v.literal("hang"), callId: callIdField });
export const serverLostSchema = v.object({ type: v.literal("lost"), callId: callIdField });
export const serverIceConfigSchema = v.object({ type: v.literal("iceconfig"), iceServers: v.array(iceServer) });
export const serverSignalSchema = v.object({ type: v.literal("webp"), callId: callIdField, signal });
export const serverMediaSchema = v.object({ type: v.literal("media"), callId: callIdField, audio: v.boolean(), video: v.boolean() });
export const serverReconnectSchema = v.object({ type: v.literal("reconnect"), callId: callIdField });
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

/**
 * Whether a message is over `maxBytes` (UTF-8 for text). A string of n UTF-16 units is at
 * least n and at most 3n bytes, so most messages are decided without encoding them.
 */
export function byteLengthOver(raw: string | ArrayBuffer, maxBytes: number): boolean {
  if (typeof raw !== "string") return raw.byteLength > maxBytes;
  if (raw.length > maxBytes) return true;
  if (raw.length * 3 <= maxBytes) return false;
  return new TextEncoder().encode(raw).byteLength > maxBytes;
}

function parseWith<M extends Record<string, v.GenericSchema>>(
  schemas: M,
  raw: string | ArrayBuffer,
  maxBytes: number,
): ParseResult<{ [K in keyof M]: v.InferOutput<M[K]> }[keyof M]> {
  if (byteLengthOver(raw, maxBytes)) return { ok: false, code: "too-large", message: `Messages may be at most ${maxBytes} bytes.` };
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
