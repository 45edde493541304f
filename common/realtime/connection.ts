/**
 * Where a browser opens its realtime socket: the path the Worker forwards to the account's
 * hub, the configuration endpoints that name the host, and how often the browser checks the
 * connection.
 */

/** The path the Worker forwards to the hub. */
export const REALTIME_PATH = "/realtime";
/** Where a client asks which host and port to open the socket on (the second is the older calling-proxy address). */
export const WEBSOCKET_CONFIGURATION_PATHS = ["/websocket/configuration", "/proxy/guideupdate/websocket/configuration"] as const;
/** The browser checks its socket this often, and retries a refused one only from this check. */
export const WEBSOCKET_CHECK_MS = 5000;

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
