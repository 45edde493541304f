/**
 * The Worker's HTTP front: security headers, then /api/v1, then (in the full Worker)
 * React Router for every other path. The tests mount the same server without the
 * page renderer (test/worker.ts), so the API and hubs are tested exactly as deployed.
 */
import { Hono } from "hono";
import { isLocale } from "@common/locale";
import "./operation-surroundings";
import { createApi } from "./api";
import { realtimeRoutes } from "./calling";
import { requireCompleteConfiguration } from "./config";
import { issuerFor, openIdMetadata, identityApp } from "./identity";
import { securityTxt, servePage } from "./site";
import {
  isCrossSiteRequest,
  securityHeaders,
  cacheControl,
  pageRequestGuard,
  type PageFacts,
  pseudoLocaleOnlyLocally,
  type AppEnv,
  type RequestVariables,
} from "./http";

export type PageRenderer = (request: Request, info: RequestVariables) => Promise<Response>;

/** The locale prefix of a path ("/de-de" of "/de-de/id/register"), or "" when it has none. */
function localePrefix(pathname: string): string {
  const first = pathname.split("/")[1];
  return isLocale(first) ? `/${first}` : "";
}

/** Paths of the built-in DolphinID provider: its endpoints and pages under /id, in any locale. */
export function isBuiltInIdentityPath(pathname: string): boolean {
  const rest = pathname.slice(localePrefix(pathname).length);
  return rest === "/id" || rest.startsWith("/id/");
}

/** Runs work after the answer where the runtime allows it, or before it otherwise. */
function waitUntilOf(getContext: () => { waitUntil(work: Promise<unknown>): void }, work: Promise<unknown>) {
  try {
    getContext().waitUntil(work);
  } catch {
    void work;
  }
}

/**
 * `renderPage` renders a page (React Router in the deployed Worker); `pageFacts` says what the
 * route table knows of the page at an address (./http/route-table.ts): without it no page is
 * refused before rendering or kept in a cache.
 */
export function createServer(options: { renderPage?: PageRenderer; pageFacts?: PageFacts } = {}) {
  const app = new Hono<AppEnv>();
  // First: production with missing or malformed settings answers 503 and lists them.
  app.use("*", requireCompleteConfiguration<AppEnv>());
  app.use("*", securityHeaders());
  app.use("*", cacheControl());
  app.use("*", pseudoLocaleOnlyLocally(options.renderPage));
  app.get("/.well-known/security.txt", (c) => {
    const text = securityTxt(c.env);
    return text === null ? c.text("Not found", 404) : c.text(text, 200, { "Cache-Control": "public, max-age=86400" });
  });
  app.route("/api/v1", createApi());
  // The realtime websocket (/realtime) and the calling proxy's configuration path.
  app.route("/", realtimeRoutes);
  const { renderPage } = options;
  // With DOLPHINID_BASE_URL the site signs in at that provider, and the built-in one is not
  // there at all: every /id endpoint and page answers 404 (the site's 404 page for browsers).
  app.use("*", async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!c.env.DOLPHINID_BASE_URL || !isBuiltInIdentityPath(pathname)) return next();
    if (!renderPage || !c.req.header("Accept")?.includes("text/html")) return c.json({ message: "Not found" }, 404);
    const notFoundPage = new Request(new URL(`${localePrefix(pathname)}/404`, c.req.url), { headers: c.req.raw.headers });
    return renderPage(notFoundPage, { nonce: c.get("nonce"), requestId: c.get("requestId") });
  });
  // The built-in DolphinID provider's protocol endpoints; its pages fall through to React Router.
  app.route("/id", identityApp);
  // RFC 8414 places an issuer's metadata under the origin's /.well-known, with the issuer's path after it.
  app.get("/.well-known/oauth-authorization-server/id", (c) =>
    c.env.DOLPHINID_BASE_URL ? c.json({ message: "Not found" }, 404) : c.json(openIdMetadata(issuerFor(c.req.url))),
  );

  if (renderPage) {
    // Page form posts (React Router actions) get the same cross-site guard as the API.
    app.use("*", async (c, next) => {
      if (isCrossSiteRequest(c.req.raw)) return c.text("Requests from other sites are not accepted.", 403);
      await next();
    });
    const { pageFacts } = options;
    if (pageFacts) app.use("*", pageRequestGuard({ pageFacts, renderPage }));
    // all(), not get(): form posts must reach route actions. Pages whose route module allows it
    // come from the page caches (workers/site/page-cache.ts); the rest are rendered.
    app.all("*", async (c) => {
      const stamp = { nonce: c.get("nonce"), requestId: c.get("requestId") };
      const cacheRule = c.req.method === "GET" && pageFacts ? await pageFacts.cacheRule(new URL(c.req.url)) : null;
      return servePage(
        c.req.raw,
        c.env,
        stamp,
        cacheRule,
        () => renderPage(c.req.raw, stamp),
        (work) => waitUntilOf(() => c.executionCtx, work),
      );
    });
  }
  return app;
}
