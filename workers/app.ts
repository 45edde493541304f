/**
 * The deployed Worker: the server of workers/server.ts with React Router rendering pages,
 * and the Durable Object classes wrangler.toml binds.
 */
import { instrumentDurableObjectWithSentry, withSentry } from "@sentry/cloudflare";
import { env } from "cloudflare:workers";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { requestInfoContext } from "@common/request-context";
import { UserHub as UserHubObject } from "./calling";
import { pageFactsOf } from "./http";
import { whenConfigured } from "./config";
import { scheduled } from "./scheduled";
import { createServer } from "./server";
import { sentryOptions } from "./services";

/**
 * With SENTRY_DSN set, Sentry's SDK wraps the Worker and the hubs and reports what they throw;
 * without it nothing is wrapped, so local runs and tests carry none of its cost.
 */
const reportToSentry = Boolean(env.SENTRY_DSN);

export const UserHub = reportToSentry ? instrumentDurableObjectWithSentry((hubEnv: Env) => sentryOptions(hubEnv), UserHubObject) : UserHubObject;
/** The hub's instance type under the exported name: `wrangler types` types USER_HUB's stubs from it. */
export type UserHub = UserHubObject;
export { RateLimitCounter } from "./services";

const loadBuild = () => import("virtual:react-router/server-build");

/**
 * React Router's request handler, made once per isolate from the loaded build. Given a function
 * that loads the build, React Router rebuilds its route table and static handler on every
 * request (it assumes the build may change, as in development); the deployed build never does.
 */
let requestHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
function handleRequest(request: Request, context: RouterContextProvider): Promise<Response> {
  requestHandler ??= loadBuild().then(
    (build) => createRequestHandler(build, import.meta.env.MODE),
    (error: unknown) => {
      // A failed load is tried again by the next request rather than kept.
      requestHandler = undefined;
      throw error;
    },
  );
  return requestHandler.then((handle) => handle(request, context));
}

const server = createServer({
  // Page requests a route cannot take are refused before React Router reads them
  // (workers/http/page-requests.ts), and route modules say which pages may be kept.
  pageFacts: pageFactsOf(loadBuild),
  async renderPage(request, info) {
    const started = performance.now();
    const context = new RouterContextProvider();
    context.set(requestInfoContext, info);
    const response = await handleRequest(request, context);
    // Render time for benchmarks and the browser's network panel.
    const headers = new Headers(response.headers);
    headers.append("Server-Timing", `render;dur=${(performance.now() - started).toFixed(1)}`);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
});

const handler = { fetch: server.fetch, scheduled: whenConfigured(scheduled) } satisfies ExportedHandler<Env>;

export default reportToSentry ? withSentry((workerEnv: Env) => sentryOptions(workerEnv), handler) : handler;
