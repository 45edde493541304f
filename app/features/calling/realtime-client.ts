/**
 * The browser's realtime connection. It asks the server where
 * the websocket is (`GET /api/v1/websocket/configuration`), opens it, sends the protocol
 * version (5) or the reconnect token it holds in session storage, logs in with the account's
 * DolphinID once the hub answers, and then flushes what was sent while connecting. It
 * reconnects when the socket closes unless the page is unloading, and every 5000 ms it
 * reconnects if the socket is closed or missing. It stays closed ("replaced") when the hub
 * closed it because the account opened too many connections: reconnecting would only close
 * the next oldest tab in turn. A socket that never opens (the server refused the upgrade,
 * e.g. 429 when the account opened too many, or the network is down) is retried by the check
 * alone, at 5, 10, 20, 40 and then every 60 seconds, so a refused page never hammers the
 * server; after UNAVAILABLE_AFTER_FAILURES such attempts in a row the state is "unavailable",
 * which pages tell the user, until a socket opens again.
 *
 * One connection per page (`getRealtimeClient`); pages subscribe to message types.
 */
import { WEBSOCKET_CHECK_MS, type WebsocketConfiguration, websocketUrl } from "@common/realtime/connection";
import { LoginStatus, PING_MESSAGE, PONG_MESSAGE, PROTOCOL_VERSION, SocketCloseCode } from "@common/realtime/constants";
import { type OutgoingMessage, type ServerMessageOf, type ServerMessageType, parseServerMessage } from "@common/realtime/messages";
import { RECONNECT_TOKEN_STORAGE_KEY } from "@common/realtime/page";
import { api } from "~/lib/api-client";

export type ConnectionState = "connecting" | "online" | "offline" | "login-failed" | "replaced" | "unavailable";

/** Failed attempts in a row before the user is told; one failure alone is usually a passing drop. */
export const UNAVAILABLE_AFTER_FAILURES = 3;
/** The longest wait between attempts that fail, in checks (60 s at the 5000 ms check). */
const MAX_BACKOFF_CHECKS = 12;

type Handler<K extends ServerMessageType> = (message: ServerMessageOf<K>) => void;

export interface RealtimeClientOptions {
  dolphinId: string;
  /** Where the socket is; by default asked of the server. */
  loadConfiguration?: () => Promise<WebsocketConfiguration | null>;
  createSocket?: (url: string) => WebSocket;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  checkIntervalMs?: number;
}

async function loadConfigurationFromApi(): Promise<WebsocketConfiguration | null> {
  const result = await api.get<WebsocketConfiguration>("websocket/configuration");
  return result.ok ? result.data : null;
}

function sessionStore(): RealtimeClientOptions["storage"] {
  try {
    if (typeof window === "undefined") return null;
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private queue: OutgoingMessage[] = [];
  private handlers = new Map<string, Set<(message: never) => void>>();
  private stateListeners = new Set<(state: ConnectionState) => void>();
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private unloading = false;
  private connecting = false;
  private loggedIn = false;
  private stopped = true;
  private configuration: WebsocketConfiguration | null = null;
  /** Sockets in a row that closed without ever opening, and the checks to let pass before the next attempt. */
  private failures = 0;
  private checksToSkip = 0;
  state: ConnectionState = "offline";
  clientId: string | null = null;

  constructor(private readonly options: RealtimeClientOptions) {}

  /** The reconnect token this tab holds (in session storage: one per tab). */
  get token(): string | null {
    return this.storage?.getItem(RECONNECT_TOKEN_STORAGE_KEY) ?? null;
  }

  private get storage() {
    return this.options.storage === undefined ? sessionStore() : this.options.storage;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    if (typeof window !== "undefined") {
      const onUnload = () => {
        this.unloading = true;
      };
      window.addEventListener("pagehide", onUnload);
      window.addEventListener("beforeunload", onUnload);
      window.addEventListener("pageshow", () => {
        this.unloading = false;
      });
    }
    this.checkTimer = setInterval(() => this.check(), this.options.checkIntervalMs ?? WEBSOCKET_CHECK_MS);
    void this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "Page closed the connection");
    this.setState("offline");
  }

  /** Sends now when logged in; otherwise queues until the login succeeds. */
  send(message: OutgoingMessage) {
    if (this.loggedIn && this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
    else this.queue.push(message);
  }

  on<K extends ServerMessageType>(type: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler as (message: never) => void);
    return () => set.delete(handler as (message: never) => void);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    listener(this.state);
    return () => this.stateListeners.delete(listener);
  }

  /** Every 5000 ms: reconnect if the socket is closed or missing; ping an open one. */
  check() {
    if (this.stopped || this.unloading || this.state === "replaced") return;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING) {
      if (this.checksToSkip > 0) this.checksToSkip -= 1;
      else void this.connect();
    } else if (socket.readyState === WebSocket.OPEN) socket.send(PING_MESSAGE);
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  /** The page is going away: do not reconnect (pagehide sets this in the browser). */
  markUnloading() {
    this.unloading = true;
  }

  private async connect() {
    if (this.connecting || this.stopped) return;
    const current = this.socket;
    if (current && (current.readyState === WebSocket.CONNECTING || current.readyState === WebSocket.OPEN)) return;
    this.connecting = true;
    if (this.state !== "unavailable") this.setState("connecting");
    try {
      this.configuration ??= await (this.options.loadConfiguration ?? loadConfigurationFromApi)();
      if (!this.configuration || this.stopped) {
        this.setState("offline");
        return;
      }
      const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(websocketUrl(this.configuration));
      this.socket = socket;
      this.loggedIn = false;
      let opened = false;
      socket.addEventListener("open", () => {
        opened = true;
        this.failures = 0;
        this.checksToSkip = 0;
        const token = this.token;
        socket.send(JSON.stringify(token ? { type: "protocol", token } : { type: "protocol", version: PROTOCOL_VERSION }));
      });
      socket.addEventListener("message", (event) => this.onMessage(socket, event.data));
      socket.addEventListener("close", (event) => {
        if (this.socket !== socket) return;
        this.socket = null;
        this.loggedIn = false;
        if (event.code === SocketCloseCode.REPLACED) this.setState("replaced");
        else if (!opened) {
          // Refused or unreachable: the check tries again, waiting twice as long after each failure.
          this.failures += 1;
          this.checksToSkip = Math.min(2 ** (this.failures - 1), MAX_BACKOFF_CHECKS) - 1;
          this.setState(this.failures >= UNAVAILABLE_AFTER_FAILURES ? "unavailable" : "offline");
          return;
        } else if (this.state !== "login-failed") this.setState("offline");
        // A socket that was open reconnects at once unless the page is going away; the 5000 ms check catches failures.
        if (!this.unloading && !this.stopped && this.state !== "login-failed" && this.state !== "replaced") setTimeout(() => void this.connect(), 250);
      });
    } finally {
      this.connecting = false;
    }
  }

  private onMessage(socket: WebSocket, data: unknown) {
    if (typeof data !== "string") return;
    if (data === PONG_MESSAGE) return;
    const parsed = parseServerMessage(data);
    if (!parsed.ok) {
      console.warn("Unreadable realtime message", parsed.message);
      return;
    }
    const message = parsed.message;
    if (message.type === "protocol") {
      this.clientId = message.client;
      this.storage?.setItem(RECONNECT_TOKEN_STORAGE_KEY, message.token);
      socket.send(JSON.stringify({ type: "login", dolphinid: this.options.dolphinId }));
    } else if (message.type === "logr") {
      if (message.status === LoginStatus.SUCCESS) {
        this.loggedIn = true;
        this.setState("online");
        const queued = this.queue;
        this.queue = [];
        for (const item of queued) socket.send(JSON.stringify(item));
      } else {
        this.setState("login-failed");
      }
    }
    for (const handler of this.handlers.get(message.type) ?? []) (handler as (message: typeof parsed.message) => void)(message);
  }
}

// The incoming-call alert's script is built on its own (it carries this module too), and an
// application page's bundle has its copy: the page's one connection is kept where both find it,
// so a tab never opens a second socket (which the hub would take as replacing the first).
const SHARED = Symbol.for("dolphin.realtime-client");
type WithClient = typeof globalThis & { [SHARED]?: RealtimeClient };

/** The page's one connection, started on first use. */
export function getRealtimeClient(dolphinId: string): RealtimeClient {
  const page = globalThis as WithClient;
  let client = page[SHARED];
  if (!client) {
    client = new RealtimeClient({ dolphinId });
    client.start();
    page[SHARED] = client;
  }
  return client;
}
