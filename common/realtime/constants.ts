/**
 * The numbers and codes of the realtime protocol of video calling, shared by the per-account
 * hub (workers/calling/hub/) and the browser (app/features/calling/): the version, the limits
 * each socket is held to, the timings of a call, and the codes messages carry.
 */

/** The protocol version a client names in its first message. */
export const PROTOCOL_VERSION = 5;
/** Presence polls carry a sequence number from 0 to PRESENCE_SEQUENCE_WRAP - 1. */
export const PRESENCE_SEQUENCE_WRAP = 128;

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
/**
 * The keep-alive a client sends every WEBSOCKET_CHECK_MS, and the hub's answer. A ping is a
 * message like any other: it counts toward MESSAGE_RATE_PER_SECOND, so a flood of pings closes
 * the socket as any flood does.
 */
export const PING_MESSAGE = '{"type":"ping"}';
export const PONG_MESSAGE = '{"type":"pong"}';
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
/** An unanswered call stops ringing after a minute. */
export const RING_TIMEOUT_MS = 60_000;

/** What became of a call (`calr` status). */
export const CallStatus = { RINGING: 0, BUSY: 1, ANSWER: 2, REJECT: 3 } as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

/** Why a call was refused (`calr` reason). */
export const RejectReason = { REJECT: 0, INCOMING_DISABLED: 1, MISSING_IN_ADDRESS_BOOK: 2, TECHNICAL_ERROR: 3, CONTACT_REJECT: 4 } as const;
export type RejectReason = (typeof RejectReason)[keyof typeof RejectReason];

/** Who may call this account. */
export const CallerPolicy = { ANYONE: 0, ADDRESS_BOOK_ONLY: 1, NO_ONE: 2 } as const;
export type CallerPolicy = (typeof CallerPolicy)[keyof typeof CallerPolicy];
export const DEFAULT_CALLER_POLICY: CallerPolicy = CallerPolicy.ADDRESS_BOOK_ONLY;

/** The picture quality a call is sent at (0 is the best). */
export const MediaQuality = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;
export type MediaQuality = (typeof MediaQuality)[keyof typeof MediaQuality];
export const DEFAULT_MEDIA_QUALITY: MediaQuality = MediaQuality.LOW;

/** Presence states in `onlinestatus` (status 0 means offline). */
export const PresenceStatus = { OFFLINE: 0, ONLINE: 1 } as const;
export type PresenceStatus = (typeof PresenceStatus)[keyof typeof PresenceStatus];

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
export type CallFailure = (typeof CallFailure)[keyof typeof CallFailure];

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
export type ProtocolErrorCode = (typeof ProtocolErrorCode)[keyof typeof ProtocolErrorCode];

/** The next presence sequence number: 0 to 127, then 0 again. */
export function nextSequence(sequence: number): number {
  return (sequence + 1) % PRESENCE_SEQUENCE_WRAP;
}
