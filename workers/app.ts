/**
 * The deployed Worker: the server of workers/server.ts with React Router rendering pages,
 * and the Durable Object classes wrangler.toml binds.
 */
import { RouterContextProvider, createRequestHandler } from "react-router";
import { requestInfoContext } from "~/context";
import { scheduled } from "./scheduled";
import { createServer } from "./server";

export { UserHub } from "../durable-objects/user-hub";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const server = createServer({
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

export default { fetch: server.fetch, scheduled } satisfies ExportedHandler<Env>;
