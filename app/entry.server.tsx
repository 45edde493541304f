import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { env } from "cloudflare:workers";
import { getErrorReporter } from "@workers/services";
import { requestInfoContext } from "@common/request-context";
import { NonceProvider } from "./lib/nonce";
import { AnswersPostProvider } from "./enhance/framework";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The Content-Security-Policy header of this response allows only scripts with this nonce.
  const { nonce } = loadContext.get(requestInfoContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <AnswersPostProvider value={request.method.toUpperCase() === "POST"}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </AnswersPostProvider>
    </NonceProvider>,
    {
      nonce,
      // A part of the page that is ready goes out in its place, however large. React would
      // otherwise send a large part (the events list) after the page's script, in a hidden
      // element moved in later: the script may start before it arrives, so the page first lays
      // out without it (the map under the list then counts as near and loads at once) and jumps.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Server errors while loading or rendering pages go to the error-reporting interface. */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return;
  console.error(error);
  void getErrorReporter(env).report({
    source: "server",
    message: error instanceof Error ? error.message : String(error),
    url: request.url,
    stack: error instanceof Error ? error.stack : undefined,
    requestId: context.get(requestInfoContext).requestId,
    error,
  });
}
