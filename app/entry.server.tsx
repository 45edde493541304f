import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { env } from "cloudflare:workers";
import { getErrorReporter } from "@workers/services";
import { requestInfoContext } from "@common/request-context";
import { NonceProvider } from "./lib/nonce";
import { AnswersPostProvider } from "./enhance/framework";
import { LOCALE_LAYOUT_ROUTE_ID, type PageI18nData, pageText } from "./i18n/I18n";

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
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  return refusedPost(request, responseStatusCode) ? withErrorTitle(response, routerContext) : response;
}

/** The answer to a post that was refused (its error summary or message is on the page). */
function refusedPost(request: Request, status: number): boolean {
  return request.method.toUpperCase() === "POST" && status >= 400 && status < 500;
}

/**
 * The title of a refused post's answer starts with 'Error: ' (in the page's language), as the
 * error summary makes it in the browser, so the problem is heard first even with no script:
 * the title is in the head, sent before the page knows what its body will show.
 */
function withErrorTitle(response: Response, routerContext: EntryContext): Response {
  const i18n = (routerContext.staticHandlerContext.loaderData[LOCALE_LAYOUT_ROUTE_ID] as { i18n?: PageI18nData } | undefined)?.i18n;
  if (!i18n) return response;
  const prefix = `${pageText(i18n.locale, i18n.catalogue).text("Error:")} `;
  let done = false;
  return new HTMLRewriter()
    .on("head > title", {
      element(title) {
        if (done) return;
        done = true;
        title.prepend(prefix);
      },
    })
    .transform(response);
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
