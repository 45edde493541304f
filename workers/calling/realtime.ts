/**
 * The realtime entry points outside /api/v1: the websocket itself (/realtime) and the legacy
 * calling-proxy path of the configuration. The upgrade is forwarded only for a
 * signed-in session, and only to that account's own hub, with the account named by the Worker.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { REALTIME_PATH, type WebsocketConfiguration } from "@common/realtime/connection";
import { HUB_ACCOUNT_HEADER, hubOf } from "./hub-address";
import { type AppEnv, errorBody } from "../http";
import { currentAccount } from "./session";

/**
 * Whether a page of `origin` may open the socket. A browser always names the page's origin
 * in an upgrade, so a foreign one is another site trying to use the visitor's session (its
 * cookie travels with the upgrade). The site's own origin (SITE_ORIGIN, or the origin the
 * request came to) and REALTIME_ALLOWED_ORIGINS may; a request without an Origin is not a
 * browser page and has only its own credentials to use.
 */
export function isAllowedRealtimeOrigin(origin: string | undefined, requestUrl: string, env: Env): boolean {
  if (origin === undefined) return true;
  const allowed = new Set([new URL(requestUrl).origin]);
  for (const configured of [env.SITE_ORIGIN ?? "", ...(env.REALTIME_ALLOWED_ORIGINS ?? "").split(",")]) {
    const trimmed = configured.trim();
    if (!trimmed) continue;
    try {
      allowed.add(new URL(trimmed).origin);
    } catch {
      console.warn("Ignoring a realtime origin that is not a URL", trimmed);
    }
  }
  return allowed.has(origin);
}

/** Where browsers open the socket: this deployment's own host (REALTIME_HOST may name another). */
export function websocketConfiguration(c: Context<AppEnv>): WebsocketConfiguration {
  const url = new URL(c.req.url);
  const forwardedProto = c.req.header("x-forwarded-proto");
  const secure = (forwardedProto ?? url.protocol.replace(":", "")) === "https";
  const configured = c.env.REALTIME_HOST;
  const server = configured || url.hostname;
  const sslport = url.port ? Number(url.port) : secure ? 443 : 80;
  return { server, sslport, secure, path: REALTIME_PATH };
}

export const realtimeRoutes = new Hono<AppEnv>();

realtimeRoutes.get(REALTIME_PATH, async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    return c.json(errorBody(426, "This address only accepts websocket connections."), 426);
  }
  if (!isAllowedRealtimeOrigin(c.req.header("origin"), c.req.url, c.env)) return c.json(errorBody(403), 403);
  const account = await currentAccount(c.req.raw, c.env);
  if (!account) return c.json(errorBody(401), 401);
  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_ACCOUNT_HEADER, account.userId);
  const forwarded = new Request(c.req.raw.url, { method: "GET", headers });
  return hubOf(c.env, account.userId).fetch(forwarded);
});

realtimeRoutes.get("/proxy/guideupdate/websocket/configuration", (c) => c.json(websocketConfiguration(c)));
