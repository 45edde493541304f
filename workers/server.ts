/**
 * The Worker's HTTP front: security headers, then /api/v1, then (in the full Worker)
 * React Router for every other path. The tests mount the same server without the
 * page renderer (test/worker.ts), so the API and hubs are tested exactly as deployed.
 */
import { Hono } from "hono";
import { createApi } from "./api";
import { realtimeRoutes } from "./calling/realtime";
import { identityApp } from "./identity/routes";
import { isCrossSiteRequest } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import type { AppEnv, RequestVariables } from "./http/types";

export type PageRenderer = (request: Request, info: RequestVariables) => Promise<Response>;

export function createServer(options: { renderPage?: PageRenderer } = {}) {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  app.route("/api/v1", createApi());
  // The realtime websocket (/realtime) and the calling proxy's configuration path.
  app.route("/", realtimeRoutes);
  // The built-in DolphinID provider's protocol endpoints; its pages fall through to React Router.
  app.route("/id", identityApp);

  const { renderPage } = options;
  if (renderPage) {
    // Page form posts (React Router actions) get the same cross-site guard as the API.
    app.use("*", async (c, next) => {
      if (isCrossSiteRequest(c.req.raw)) return c.text("Requests from other sites are not accepted.", 403);
      await next();
    });
    // all(), not get(): form posts must reach route actions.
    app.all("*", (c) =>
      renderPage(c.req.raw, { nonce: c.get("nonce"), requestId: c.get("requestId") }),
    );
  }
  return app;
}
